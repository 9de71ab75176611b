/**
 * What the page registries (one a remote, and the shell's, in this folder) state about a page. Each
 * page's path is in ../route-paths.ts, by registry, since every app's links need the paths alone;
 * every other list of pages (ROUTES, the shell's route table, what a remote exposes and pre-renders,
 * its standalone app, the end-to-end tests' public pages) is derived from these.
 */

/** A route of the site with its page title (its description, for crawlers only: ./descriptions.ts). */
export interface RouteInfo {
  path: string;
  title: string;
  /** Listed in sitemap.xml and open to search engines. */
  indexable: boolean;
  /** Matches the path and everything below it (portals with child routes). */
  prefix?: boolean;
  /** The page this path shows under another name, for the canonical link. */
  canonicalPath?: string;
}

/**
 * When a pre-rendered page is taken over: at once, or at the first touch, click, key or focus inside
 * it (a form that is seen long before it is used need not cost its code at load).
 */
export type Hydrate = 'load' | 'interaction';

/** A page as its registry states it, apart from its path. */
export type PageEntry = Omit<RouteInfo, 'path'>;

/**
 * A page a remote draws: the module it exposes for it (`src/exposed/<kebab-case name>.tsx`) and
 * whether its build pre-renders it. A page search engines read is pre-rendered.
 */
export type RemotePageEntry = PageEntry & {
  module: string;
  /** Only for someone signed in: the key of the page anyone else is sent to. */
  guard?: string;
} & ({ indexable: true; prerender: Hydrate } | { indexable: false; prerender?: Hydrate });

/** Part of another app's page (a sign-in form on /login), exposed and pre-rendered by its remote. */
export interface RemotePart {
  /** The key of the page it stands in. */
  page: string;
  module: string;
  prerender: Hydrate;
}

/** One remote's registry: its federation name, its pages' paths, the pages, and its parts of others' pages. */
export interface RemoteRegistry {
  remote: string;
  paths: Record<string, string>;
  pages: Record<string, RemotePageEntry>;
  parts: readonly RemotePart[];
}

/** The modules a registry names, which its remote exposes. */
export type ModuleOf<R extends RemoteRegistry> =
  R['pages'][keyof R['pages']]['module'] | R['parts'][number]['module'];
