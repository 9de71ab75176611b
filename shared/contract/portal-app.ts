// The BDE portal as an installable app that works offline (issue 43): the addresses the API serves
// and the names the portal's service worker and its pages share.

/** The service worker, served by the API with the current release's precache list (scope `/`). */
export const PORTAL_WORKER_PATH = '/bde-sw.js';
/** The web app manifest, linked from the portal's pages and its entry pages only. */
export const PORTAL_MANIFEST_PATH = '/bde-portal.webmanifest';
/** The manifest's icons: `any` and `maskable` at 192 and 512 px. */
export const PORTAL_ICON_PATHS = {
  any192: '/icons/bde-portal-192.png',
  any512: '/icons/bde-portal-512.png',
  maskable192: '/icons/bde-portal-maskable-192.png',
  maskable512: '/icons/bde-portal-maskable-512.png',
} as const;

/** The portal's pages and its sign-in page, in any language: they link the manifest, and the worker serves them offline. */
export const PORTAL_PAGE_PATH = /^(?:\/(?:te|hi|ta|kn|ml))?\/(?:bdedetails(?:\/.*)?|bdelogin)$/;
/**
 * The portal's own figures, kept by the worker for an offline visit (GET only): named one by one, so
 * no other answer is kept on the phone (the data download, bank settings, messages, statements).
 */
export const PORTAL_FIGURES_PATH =
  /^\/api\/(?:BDEPortal\/(?:Leads|Clients|FollowUps|Proposals|Overview|Reports|Team|Earnings)|BDEBusiness\/(?:ActiveProject|CompletedProjects|TotalRevenue)|Proposal\/summary|Executive\/get-by-code|Executive\/hierarchy)(?:\/|$)/i;
/** The sign-out calls: the worker forgets the device's data when one goes through it. */
export const SIGN_OUT_PATH = /^\/api\/(?:Executive|User)\/logout$/i;

/** The worker's caches of personal data, emptied at sign-out (the precache of public code stays). */
export const PORTAL_DATA_CACHES = ['bde-figures'] as const;
/** Set by the worker on a kept answer: when the network gave it (an ISO time). */
export const FETCHED_AT_HEADER = 'x-bde-fetched-at';

/** The messages between the portal's pages and its worker. */
export const WORKER_MESSAGES = {
  /** Page → worker: forget every personal datum on this device (answered `forgotten` on the port). */
  forget: 'bde-forget-device-data',
  forgotten: 'bde-device-data-forgotten',
  /** Page → worker: the oldest kept answer given to this page instead of the network's, if any. */
  askStale: 'bde-ask-stale-figures',
  /** Worker → page: `{ type, fetchedAt }`, the time of the oldest kept figures the page is showing. */
  stale: 'bde-stale-figures',
} as const;

/** What the API writes into the worker's script: the release it serves and what it precaches. */
export interface PortalWorkerConfig {
  /** The bde-portal release this worker precaches. */
  release: string;
  /** What /remotes.json named for this visitor when the worker was made: answered offline. */
  entries: Record<string, string>;
  /** Every file to precache; a null revision for an address that never changes (hashed, or in a release). */
  precache: Array<{ url: string; revision: string | null }>;
  /** The portal's page, precached with the others, given to an offline navigation to the portal. */
  page: string;
}

/** The global the worker's script sets before it loads the Workbox runtime. */
export const WORKER_CONFIG_GLOBAL = '__BDE_PORTAL_WORKER__';

/** Whether a page (its path without the language prefix, or with it) is the portal's or one of its entries. */
export function isPortalPage(pathname: string): boolean {
  return PORTAL_PAGE_PATH.test(pathname);
}

/** A page of the portal with the app's manifest linked in its head (the public pages have none). */
export function linkPortalManifest(html: string): string {
  const link = `<link rel="manifest" href="${PORTAL_MANIFEST_PATH}">`;
  // At the head's start: what the page writes last in its head (its script font) stays last.
  return html.includes(link) ? html : html.replace(/<head(?:\s[^>]*)?>/, (head) => `${head}${link}`);
}
