import * as bdePortal from './pages/bde-portal';
import * as marketing from './pages/marketing';
import type { RouteInfo } from './pages/page-entry';
import { routesOf } from './pages/registries';
import * as shell from './pages/shell';
import * as staff from './pages/staff';
import * as userPortal from './pages/user-portal';

// The constants that were here, where the API and the shell import them from.
export {
  ROBOTS_PATH,
  SITE_CONFIG_PATH,
  SITE_ORIGIN_PLACEHOLDER,
  SITEMAP_PATH,
  STAFF_PATH,
} from './route-paths';
export type { RouteInfo } from './pages/page-entry';

/**
 * A route whose path holds a `:name` segment (`/careers/:slug`): it matches any one segment there,
 * its page is composed with its data at request time, and its addresses come from that data.
 */
export const isDynamicRoute = (route: Pick<RouteInfo, 'path'>) => route.path.includes('/:');

/**
 * Every route of the site with its page title and description, from the page registries (pages/).
 * The shell maps them to remotes; the API uses the list to answer unknown paths with 404 and to
 * write the sitemap. A page that needs only paths imports PATHS (route-paths.ts), not this table.
 */
export const ROUTES = {
  ...routesOf(marketing.paths, marketing.pages),
  ...routesOf(userPortal.paths, userPortal.pages),
  ...routesOf(bdePortal.paths, bdePortal.pages),
  ...routesOf(shell.paths, shell.pages),
  ...routesOf(staff.paths, staff.pages),
};

/** The back office (staff-remote): staff only, never indexed, never pre-rendered. */
export const STAFF_ROUTE: RouteInfo = ROUTES.staff;

/**
 * One opening, `/careers/<slug>`: its page is composed with the opening's data, whose own title,
 * description and address the server writes.
 */
export const OPENING_ROUTE: RouteInfo = ROUTES.opening;

// A function, so a bundle that only reads ROUTES does not keep the list.
const allRoutes = (): RouteInfo[] => Object.values(ROUTES);

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
  return allRoutes().find((route) => route.path === path) ?? allRoutes().find((route) => covers(route, path));
}

export { pageTitle } from './page-title';

/** The path search engines should treat as this page's address. */
export function canonicalPath(route: Pick<RouteInfo, 'path' | 'canonicalPath'>): string {
  return route.canonicalPath ?? route.path;
}

/**
 * Public routes for sitemap.xml, each one address; every other route is kept out of search engines by
 * robots.txt. A dynamic route's addresses come from its data (the sitemap lists each opening).
 */
export function indexableRoutes(): RouteInfo[] {
  return allRoutes().filter((route) => route.indexable && !isDynamicRoute(route));
}

export function nonIndexableRoutes(): RouteInfo[] {
  return allRoutes().filter((route) => !route.indexable);
}
