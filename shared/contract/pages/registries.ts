import type * as bdePortalRegistry from './bde-portal';
import { pages as bdePortalPages } from './bde-portal';
import type * as marketingRegistry from './marketing';
import { pages as marketingPages } from './marketing';
import type { ModuleOf, PageEntry, RemoteRegistry } from './page-entry';
import type * as staffRegistry from './staff';
import { pages as staffPages } from './staff';
import type * as userPortalRegistry from './user-portal';
import { pages as userPortalPages } from './user-portal';
import { BDE_PORTAL_PATHS, MARKETING_PATHS, STAFF_PAGE_PATHS, USER_PORTAL_PATHS } from '../route-paths';

interface Registries {
  marketing: typeof marketingRegistry;
  userPortal: typeof userPortalRegistry;
  bdePortal: typeof bdePortalRegistry;
  staff: typeof staffRegistry;
}

/**
 * Each remote's pages with their paths, by its federation name: what the shell routes. A remote's
 * build reads its whole registry (parts, pre-render modes) from the registry's own module; named
 * one by one here, so the shell's bundle carries only what it routes by.
 */
export const REMOTE_REGISTRIES = {
  marketing: { paths: MARKETING_PATHS, pages: marketingPages },
  userPortal: { paths: USER_PORTAL_PATHS, pages: userPortalPages },
  bdePortal: { paths: BDE_PORTAL_PATHS, pages: bdePortalPages },
  staff: { paths: STAFF_PAGE_PATHS, pages: staffPages },
} satisfies { [R in keyof Registries]: Pick<Registries[R], 'paths' | 'pages'> };

type WholeRegistries<T extends { [R in keyof T]: RemoteRegistry & { remote: R } }> = T;

/** Every remote's whole registry (its name, paths, pages and parts), by its federation name. */
export type RemoteRegistries = WholeRegistries<Registries>;

export type RemoteName = keyof Registries;

/** The modules remote `R` exposes: `RemoteModule<'marketing'>` is 'HomePage' | …. */
export type RemoteModule<R extends RemoteName> = ModuleOf<Registries[R]>;

type Routes<P, E> = { [K in keyof E]: E[K] & { path: P[K & keyof P] } };

/** A registry's pages with their paths: the routes it adds to ROUTES. */
export function routesOf<P extends Record<string, string>, E extends Record<keyof P, PageEntry>>(
  paths: P,
  pages: E,
): Routes<P, E> {
  return Object.fromEntries(
    Object.entries(pages).map(([key, page]) => [key, { path: paths[key], ...page }]),
  ) as Routes<P, E>;
}
