// Every page's path, by the page registry (pages/) that owns it, then all together by key (the keys
// of ROUTES in routes.ts). Here, apart from the registries' titles and modules: a page's links need
// only the paths, and every app's first load carries this module.

/** The paths of the pages in pages/marketing.ts. */
export const MARKETING_PATHS = {
  home: '/',
  about: '/aboutus',
  services: '/serviceTypeheader',
  technology: '/technology',
  careers: '/careers',
  careersApplication: '/careers/application',
  contact: '/contactus',
  terms: '/termsofservice',
  privacy: '/privacypolicy',
  clientInfo: '/clientInfo',
  serviceHeader: '/serviceheader',
  opening: '/careers/:slug',
} as const;

/** The paths of the pages in pages/user-portal.ts. */
export const USER_PORTAL_PATHS = {
  userLogin: '/userlogin',
  userSignUp: '/userSignup',
  userPortal: '/userDashboard',
} as const;

/** The paths of the pages in pages/bde-portal.ts. */
export const BDE_PORTAL_PATHS = {
  bdeRegister: '/bdeRegister',
  bdeLogin: '/bdelogin',
  bdePortal: '/bdedetails',
} as const;

/** The paths of the pages in pages/shell.ts. */
export const SHELL_PATHS = {
  login: '/login',
  header: '/header',
  carousel: '/carousel',
  professionalDesign: '/professionaldesign',
  footer: '/footer',
} as const;

/** The paths of the pages in pages/staff.ts. */
export const STAFF_PAGE_PATHS = { staff: '/staff' } as const;

/** Every route's path by its key in ROUTES. */
export const PATHS = {
  ...MARKETING_PATHS,
  ...USER_PORTAL_PATHS,
  ...BDE_PORTAL_PATHS,
  ...SHELL_PATHS,
  ...STAFF_PAGE_PATHS,
};

/** The back office's address: everything below it is the staff remote's. */
export const STAFF_PATH = STAFF_PAGE_PATHS.staff;

/** Stands for the site's origin in prerendered pages; the server writes the real one in. */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';

export { SITE_CONFIG_PATH } from './site-config-path';
