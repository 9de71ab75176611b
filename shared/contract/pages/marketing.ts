import type { RemotePageEntry, RemotePart } from './page-entry';
import { MARKETING_PATHS as paths } from '../route-paths';

/** The marketing remote's pages (see page-entry.ts), their paths in ../route-paths.ts. */
export const remote = 'marketing';

// The services page and its alias, one title and description.
const SERVICES_TITLE = 'Services';
const SERVICES_DESCRIPTION =
  'Digital marketing, software, mobile apps, web design, social media and IT staffing.';

export { paths };

export const pages = {
  home: {
    module: 'HomePage',
    title: 'IT Services & Staffing in Hyderabad',
    description:
      'Software, web, mobile and digital marketing services and IT staffing from a Hyderabad team that ships.',
    indexable: true,
    prerender: 'load',
  },
  about: {
    module: 'AboutPage',
    title: 'About Us',
    description: 'Who we are, what we do, our mission and our registrations.',
    indexable: true,
    prerender: 'load',
  },
  services: {
    module: 'ServicesPage',
    title: SERVICES_TITLE,
    description: SERVICES_DESCRIPTION,
    indexable: true,
    prerender: 'load',
  },
  technology: {
    module: 'TechnologyPage',
    title: 'Technology',
    description: 'The backend, database and frontend technologies our engineers work in every day.',
    indexable: true,
    prerender: 'load',
  },
  careers: {
    module: 'CareersPage',
    title: 'Careers',
    description: 'Open roles and how to apply.',
    indexable: true,
    prerender: 'load',
  },
  // A candidate's private page, reached by the link in their acknowledgement (the secret in its fragment).
  careersApplication: {
    module: 'CareersApplicationPage',
    title: 'Your Application',
    description: 'Your job application’s stage.',
    indexable: false,
  },
  // Forms: seen at once, their code (Formik, the checks) taken on at the first interaction.
  contact: {
    module: 'ContactPage',
    title: 'Contact Us',
    description: 'Write to us and hear back within 24 hours.',
    indexable: true,
    prerender: 'interaction',
  },
  terms: {
    module: 'TermsPage',
    title: 'Terms of Service',
    description: 'The terms for using this website and its portals.',
    indexable: true,
    prerender: 'load',
  },
  privacy: {
    module: 'PrivacyPage',
    title: 'Privacy Policy',
    description: 'What we collect, why, where it is kept and how to have it deleted.',
    indexable: true,
    prerender: 'load',
  },
  clientInfo: {
    module: 'ClientInfoPage',
    title: 'Client Information',
    description: 'Tell us about your company and the services you need.',
    indexable: true,
    prerender: 'interaction',
  },
  // The internal component-style path of the services page: never a dead end.
  serviceHeader: {
    module: 'ServicesPage',
    title: SERVICES_TITLE,
    description: SERVICES_DESCRIPTION,
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
    description: '',
    indexable: true,
    prerender: 'load',
  },
} as const satisfies Record<keyof typeof paths, RemotePageEntry>;

export const parts = [] as const satisfies readonly RemotePart[];
