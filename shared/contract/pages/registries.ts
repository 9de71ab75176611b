import * as bdePortal from './bde-portal';
import * as marketing from './marketing';
import type { ModuleOf, PageEntry, RemoteRegistry } from './page-entry';
import * as staff from './staff';
import * as userPortal from './user-portal';

/** Every remote's page registry, by its federation name. */
export const REMOTE_REGISTRIES = { marketing, userPortal, bdePortal, staff } satisfies {
  [R in 'marketing' | 'userPortal' | 'bdePortal' | 'staff']: RemoteRegistry & { remote: R };
};

export type RemoteName = keyof typeof REMOTE_REGISTRIES;

/** The modules remote `R` exposes: `RemoteModule<'marketing'>` is 'HomePage' | …. */
export type RemoteModule<R extends RemoteName> = ModuleOf<(typeof REMOTE_REGISTRIES)[R]>;

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
