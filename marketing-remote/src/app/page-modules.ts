import type { ComponentType } from 'react';
import type { RemoteModule } from 'shared/contract/pages/registries';
import AboutPage from '../exposed/about-page';
import CareersApplicationPage from '../exposed/careers-application-page';
import CareersPage from '../exposed/careers-page';
import ClientInfoPage from '../exposed/client-info-page';
import ContactPage from '../exposed/contact-page';
import HomePage from '../exposed/home-page';
import PrivacyPage from '../exposed/privacy-page';
import ServicesPage from '../exposed/services-page';
import TechnologyPage from '../exposed/technology-page';
import TermsPage from '../exposed/terms-page';

/**
 * The component of each module the Marketing remote exposes, by its name in the page registry
 * (shared/contract/pages/): its standalone app and its pre-render draw them from here.
 */
export const PAGE_MODULES: Record<RemoteModule<'marketing'>, ComponentType> = {
  AboutPage,
  CareersApplicationPage,
  CareersPage,
  ClientInfoPage,
  ContactPage,
  HomePage,
  PrivacyPage,
  ServicesPage,
  TechnologyPage,
  TermsPage,
};
