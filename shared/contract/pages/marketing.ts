import type { RemotePageEntry, RemotePart } from './page-entry';
import { MARKETING_PATHS as paths } from '../route-paths';

/** The marketing remote's pages (see page-entry.ts), their paths in ../route-paths.ts. */
export const remote = 'marketing';

// The services page and its alias, one title.
const SERVICES_TITLE = 'Services';

export { paths };

export const pages = {
  home: {
    module: 'HomePage',
    title: 'IT Services & Staffing in Hyderabad',
    indexable: true,
    prerender: 'load',
  },
  about: {
    module: 'AboutPage',
    title: 'About Us',
    indexable: true,
    prerender: 'load',
  },
  services: {
    module: 'ServicesPage',
    title: SERVICES_TITLE,
    indexable: true,
    prerender: 'load',
  },
  technology: {
    module: 'TechnologyPage',
    title: 'Technology',
    indexable: true,
    prerender: 'load',
  },
  careers: {
    module: 'CareersPage',
    title: 'Careers',
    indexable: true,
    prerender: 'load',
  },
  // A candidate's private page, reached by the link in their acknowledgement (the secret in its fragment).
  careersApplication: {
    module: 'CareersApplicationPage',
    title: 'Your Application',
    indexable: false,
  },
  // Forms: seen at once, their code (Formik, the checks) taken on at the first interaction.
  contact: {
    module: 'ContactPage',
    title: 'Contact Us',
    indexable: true,
    prerender: 'interaction',
  },
  terms: {
    module: 'TermsPage',
    title: 'Terms of Service',
    indexable: true,
    prerender: 'load',
  },
  privacy: {
    module: 'PrivacyPage',
    title: 'Privacy Policy',
    indexable: true,
    prerender: 'load',
  },
  clientInfo: {
    module: 'ClientInfoPage',
    title: 'Client Information',
    indexable: true,
    prerender: 'interaction',
  },
  // The internal component-style path of the services page: never a dead end.
  serviceHeader: {
    module: 'ServicesPage',
    title: SERVICES_TITLE,
    indexable: false,
    canonicalPath: paths.services,
    prerender: 'load',
  },
  // One opening: pre-rendered with empty places the server fills with the opening at request time,
  // and its own title, description and address (the sitemap lists each opening). The careers pages
  // are one module.
  opening: {
    module: 'CareersPage',
    title: 'Careers',
    indexable: true,
    prerender: 'load',
  },
} as const satisfies Record<keyof typeof paths, RemotePageEntry>;

export const parts = [] as const satisfies readonly RemotePart[];
