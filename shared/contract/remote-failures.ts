/**
 * The browser's report of a remote that failed on a visitor's page (the shell sends it as a beacon):
 * which remote, which release of it, and how it failed. Nothing else: no address, no error text, no
 * page, no session. The server counts them per remote and release (api/src/platform/remote-failures).
 */
export const REMOTE_FAILURES_PATH = '/api/remote-failures';

/** `load`: its code could not be fetched or started (or took too long); `render`: it threw while drawing. */
export const REMOTE_FAILURE_KINDS = ['load', 'render'] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

/** Reports one page view sends at most (each remote, release and kind once). */
export const REMOTE_FAILURES_PER_PAGE = 3;

/** The largest report the server reads, in bytes: three short fields, url-encoded. */
export const REMOTE_FAILURE_BODY_LIMIT = 256;

/**
 * The release an entry names: the folder it is in (`/remotes/marketing/<release>/remoteEntry.js`, or a
 * CDN's `…/<version>/remoteEntry.js`). The shell reports it, and the server checks it, by this rule.
 */
export function releaseOfEntry(entry: string): string | null {
  const folder = (entry.split(/[?#]/)[0] ?? '').split('/').slice(0, -1).pop();
  return folder && /^[A-Za-z0-9_][\w.-]{0,63}$/.test(folder) ? folder : null;
}
