/**
 * How a remote's pre-rendered pages travel from its build to the page the server composes: each
 * remote's build writes them, with this list, below its own files; the server fetches them from
 * wherever /remotes.json points and puts each into the shell's document at request time.
 */

/** The list, beside the remote's remoteEntry.js. */
export const REMOTE_PAGES_MANIFEST = 'pages/manifest.json';

/** Stands for the remote's own address (its remoteEntry.js's folder) in its pages; the server writes it in. */
export const REMOTE_BASE_PLACEHOLDER = 'https://remote-base.invalid/';

/** The element of the shell's document a remote page stands in: `<div data-remote-outlet="marketing/HomePage">`. */
export const OUTLET_ATTRIBUTE = 'data-remote-outlet';

/** Set by the server on an outlet it filled: the page in it, and when to take it over. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const HYDRATE_ATTRIBUTE = 'data-hydrate';
export const ENTRY_ATTRIBUTE = 'data-entry';

/**
 * A remote's page is a React root of its own (an island in the shell's page), so neither build has to
 * know the other's tree; the ids React makes (useId) carry the remote's and the module's names, on
 * both sides alike, so two islands in one page (two forms on /login) never share an id.
 */
export const islandIdPrefix = (remote: string, module: string) => `${remote}-${module}-`;

export interface RemotePageEntry {
  /** The route's path, as in shared/contract/routes. */
  path: string;
  /** The exposed module the page shows (`HomePage`). */
  module: string;
  /**
   * The language it is drawn in (`en`, `te`…); a release built before the languages names none and is
   * English. A page in a language its remote lacks is served with the English one, marked `lang="en"`.
   */
  language?: string;
  /** Drawn inside another page, which keeps its own head. */
  part: boolean;
  /** When the browser takes it over: at once, or at the first interaction inside it. */
  hydrate: 'load' | 'interaction';
  /** The page's HTML, below the remote's address. */
  file: string;
  title: string;
  description: string;
  indexable: boolean;
  /** Stylesheets and scripts the page needs first, below the remote's address. */
  css: string[];
  js: string[];
}

export interface RemotePagesManifest {
  remote: string;
  /** Changes with every build of the remote whose output differs: caches are keyed by it. */
  version: string;
  pages: RemotePageEntry[];
}
