/**
 * Every route's path by its key in ROUTES (routes.ts), without the titles and descriptions: a page's
 * links need only the paths, and ROUTES with its metadata for every route is ~1 KB gzipped on each
 * remote's first load. ROUTES spells the same paths out, and its type holds them equal.
 */
export const PATHS = {
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
  login: '/login',
  bdeRegister: '/bdeRegister',
  bdeLogin: '/bdelogin',
  userLogin: '/userlogin',
  userSignUp: '/userSignup',
  bdePortal: '/bdedetails',
  userPortal: '/userDashboard',
  serviceHeader: '/serviceheader',
  header: '/header',
  carousel: '/carousel',
  professionalDesign: '/professionaldesign',
  footer: '/footer',
} as const;

/** The back office's address: everything below it is the staff remote's. */
export const STAFF_PATH = '/staff';

/** Stands for the site's origin in prerendered pages; the server writes the real one in. */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';

/** Third parties are configuration: the API tells the pages which ones are switched on. */
export const SITE_CONFIG_PATH = '/api/site-config';
