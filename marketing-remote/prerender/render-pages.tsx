// The marketing pages this remote pre-renders in its own build (scripts/prerender.mjs).
// First: the images below are named from the remote's address.
import 'shared/prerender/remote-public-path';
import { OPENING_ROUTE, ROUTES } from 'shared/contract/routes';
import type { PrerenderedPage } from 'shared/prerender/render-fragment';
import AboutPage from '../src/exposed/about-page';
import CareersPage from '../src/exposed/careers-page';
import ClientInfoPage from '../src/exposed/client-info-page';
import ContactPage from '../src/exposed/contact-page';
import HomePage from '../src/exposed/home-page';
import PrivacyPage from '../src/exposed/privacy-page';
import ServicesPage from '../src/exposed/services-page';
import TechnologyPage from '../src/exposed/technology-page';
import TermsPage from '../src/exposed/terms-page';

export { pageHead, renderFragment } from 'shared/prerender/render-fragment';

export const REMOTE = 'marketing';

export const PAGES: PrerenderedPage[] = [
  { route: ROUTES.home, module: 'HomePage', Page: HomePage },
  { route: ROUTES.about, module: 'AboutPage', Page: AboutPage },
  { route: ROUTES.services, module: 'ServicesPage', Page: ServicesPage },
  { route: ROUTES.serviceHeader, module: 'ServicesPage', Page: ServicesPage },
  { route: ROUTES.technology, module: 'TechnologyPage', Page: TechnologyPage },
  { route: ROUTES.careers, module: 'CareersPage', Page: CareersPage },
  // With empty places the server fills with the openings at request time (api/src/features/careers).
  { route: OPENING_ROUTE, module: 'CareersPage', Page: CareersPage },
  // Forms: seen at once, their code (Formik, the checks) taken on at the first interaction.
  { route: ROUTES.contact, module: 'ContactPage', Page: ContactPage, hydrate: 'interaction' },
  { route: ROUTES.terms, module: 'TermsPage', Page: TermsPage },
  { route: ROUTES.privacy, module: 'PrivacyPage', Page: PrivacyPage },
  { route: ROUTES.clientInfo, module: 'ClientInfoPage', Page: ClientInfoPage, hydrate: 'interaction' },
];
