import { COMPANY } from '../content/company';
import { STAFF_PATH, type PATHS } from './route-paths';

// The constants that were here, where the API and the shell import them from.
export {
  ROBOTS_PATH,
  SITE_CONFIG_PATH,
  SITE_ORIGIN_PLACEHOLDER,
  SITEMAP_PATH,
  STAFF_PATH,
} from './route-paths';

/**
 * Every route of the site with its page title and description. The shell maps them to remotes;
 * the API uses the list to answer unknown paths with 404 and to write the sitemap.
 */
export interface RouteInfo {
  path: string;
  title: string;
  description: string;
  /** Listed in sitemap.xml and open to search engines. */
  indexable: boolean;
  /** Matches the path and everything below it (portals with child routes). */
  prefix?: boolean;
  /** The page this path shows under another name, for the canonical link. */
  canonicalPath?: string;
}

/**
 * A route whose path holds a `:name` segment (`/careers/:slug`): it matches any one segment there,
 * its page is composed with its data at request time, and its addresses come from that data.
 */
export const isDynamicRoute = (route: Pick<RouteInfo, 'path'>) => route.path.includes('/:');

// Paths spelled out rather than read from PATHS (the type below holds them equal), so a page that
// imports only PATHS does not also carry this table.
export const ROUTES = {
  home: {
    path: '/',
    title: 'IT Services & Staffing in Hyderabad',
    description:
      'Software, web, mobile and digital marketing services and IT staffing from a Hyderabad team that ships.',
    indexable: true,
  },
  about: {
    path: '/aboutus',
    title: 'About Us',
    description: 'Who we are, what we do, our mission and our registrations.',
    indexable: true,
  },
  services: {
    path: '/serviceTypeheader',
    title: 'Services',
    description: 'Digital marketing, software, mobile apps, web design, social media and IT staffing.',
    indexable: true,
  },
  technology: {
    path: '/technology',
    title: 'Technology',
    description: 'The backend, database and frontend technologies our engineers work in every day.',
    indexable: true,
  },
  careers: {
    path: '/careers',
    title: 'Careers',
    description: 'Open roles and how to apply.',
    indexable: true,
  },
  // A candidate's private page, reached by the link in their acknowledgement (the secret in its fragment).
  careersApplication: {
    path: '/careers/application',
    title: 'Your Application',
    description: 'Your job application’s stage.',
    indexable: false,
  },
  contact: {
    path: '/contactus',
    title: 'Contact Us',
    description: 'Write to us and hear back within 24 hours.',
    indexable: true,
  },
  terms: {
    path: '/termsofservice',
    title: 'Terms of Service',
    description: 'The terms for using this website and its portals.',
    indexable: true,
  },
  privacy: {
    path: '/privacypolicy',
    title: 'Privacy Policy',
    description: 'What we collect, why, where it is kept and how to have it deleted.',
    indexable: true,
  },
  clientInfo: {
    path: '/clientInfo',
    title: 'Client Information',
    description: 'Tell us about your company and the services you need.',
    indexable: true,
  },
  login: {
    path: '/login',
    title: 'Sign In',
    description: 'Sign in or sign up as a user, or sign in as a BDE.',
    indexable: false,
  },
  // The page that recruits partners: search engines should find it.
  bdeRegister: {
    path: '/bdeRegister',
    title: 'BDE Registration',
    description:
      'Become a Business Development Executive: introduce clients to our IT services and build a team of your own.',
    indexable: true,
  },
  bdeLogin: {
    path: '/bdelogin',
    title: 'BDE Sign In',
    description: 'Sign in to the BDE portal.',
    indexable: false,
  },
  userLogin: {
    path: '/userlogin',
    title: 'User Sign In',
    description: 'Sign in to your account.',
    indexable: false,
  },
  userSignUp: {
    path: '/userSignup',
    title: 'User Sign Up',
    description: 'Create an account.',
    indexable: false,
  },
  bdePortal: {
    path: '/bdedetails',
    title: 'BDE Portal',
    description: 'Your proposals, projects, revenue and downline.',
    indexable: false,
    prefix: true,
  },
  userPortal: {
    path: '/userDashboard',
    title: 'My Dashboard',
    description: 'Your profile.',
    indexable: false,
    prefix: true,
  },
  // The internal component-style paths: never dead ends.
  serviceHeader: {
    path: '/serviceheader',
    title: 'Services',
    description: 'Digital marketing, software, mobile apps, web design, social media and IT staffing.',
    indexable: false,
    canonicalPath: '/serviceTypeheader',
  },
  header: { path: '/header', title: 'Home', description: '', indexable: false },
  carousel: { path: '/carousel', title: 'Home', description: '', indexable: false },
  professionalDesign: { path: '/professionaldesign', title: 'Home', description: '', indexable: false },
  footer: { path: '/footer', title: 'Home', description: '', indexable: false },
} as const satisfies { [K in keyof typeof PATHS]: RouteInfo & { path: (typeof PATHS)[K] } };

/**
 * The back office (staff-remote): staff only, never indexed, never pre-rendered. Apart from ROUTES,
 * which every public page's script carries whole: the shell needs only STAFF_PATH.
 */
export const STAFF_ROUTE: RouteInfo = {
  path: STAFF_PATH,
  title: 'Back Office',
  description: "The company's back office, for staff only.",
  indexable: false,
  prefix: true,
};

/**
 * One opening, `/careers/<slug>`: its page is composed with the opening's data, whose own title,
 * description and address the server writes. Apart from ROUTES for the reason STAFF_ROUTE is: only
 * the shell's route table needs it in the browser.
 */
export const OPENING_ROUTE: RouteInfo = {
  path: '/careers/:slug',
  title: 'Careers',
  description: '',
  indexable: true,
};

const ALL_ROUTES: RouteInfo[] = [...Object.values(ROUTES), OPENING_ROUTE, STAFF_ROUTE];

/** A path the route covers beyond its own: below a prefix, or any one segment where it has `:name`. */
function covers(route: RouteInfo, path: string) {
  if (route.prefix) return path.startsWith(`${route.path}/`);
  const parts = path.split('/');
  return (
    route.path.split('/').length === parts.length &&
    route.path.split('/').every((part, i) => part === parts[i] || (part[0] === ':' && parts[i] !== ''))
  );
}

/**
 * The route a path belongs to, or undefined for a path no screen answers (a real 404). A route
 * spelled out wins over one that merely covers the path (`/careers/application` over `/careers/:slug`).
 */
export function findRoute(pathname: string): RouteInfo | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ALL_ROUTES.find((route) => route.path === path) ?? ALL_ROUTES.find((route) => covers(route, path));
}

export function pageTitle(title: string): string {
  return `${title} | ${COMPANY.shortName}`;
}

/** The path search engines should treat as this page's address. */
export function canonicalPath(route: Pick<RouteInfo, 'path' | 'canonicalPath'>): string {
  return route.canonicalPath ?? route.path;
}

/**
 * Public routes for sitemap.xml, each one address; every other route is kept out of search engines by
 * robots.txt. A dynamic route's addresses come from its data (the sitemap lists each opening).
 */
export function indexableRoutes(): RouteInfo[] {
  return ALL_ROUTES.filter((route) => route.indexable && !isDynamicRoute(route));
}

export function nonIndexableRoutes(): RouteInfo[] {
  return ALL_ROUTES.filter((route) => !route.indexable);
}
