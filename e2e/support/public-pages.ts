import { ROUTES } from '../../shared/contract/routes';

/** The routes search engines may list, by their key in ROUTES (an opening's address comes from its data). */
type PublicRouteKey = {
  [K in keyof typeof ROUTES]: (typeof ROUTES)[K] extends { indexable: true } ? K : never;
}[keyof typeof ROUTES];

/** The h1 each public page must show: a page made indexable in its registry needs one here. */
const HEADINGS: Record<Exclude<PublicRouteKey, 'opening'>, string | RegExp> = {
  home: /IT services and staffing in Hyderabad/,
  about: 'About us',
  services: 'Our services',
  technology: 'Technology',
  careers: 'Careers',
  contact: 'Contact us',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  clientInfo: 'Client information',
  bdeRegister: 'Register as a Business Development Executive',
};

/** Every public page with the h1 it must show. */
export const PUBLIC_PAGES = (Object.keys(HEADINGS) as Array<keyof typeof HEADINGS>).map((key) => ({
  path: ROUTES[key].path,
  heading: HEADINGS[key],
}));

/** An opening's page, one of the two a new database publishes (listed in the sitemap by its data). */
export const OPENING_PAGE = {
  path: '/careers/senior-frontend-developer-react-angular',
  heading: 'Senior Frontend Developer (React or Angular)',
};
