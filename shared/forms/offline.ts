/**
 * No connection: the request never reached a server (not an HTTP error, whatever the browser says), or
 * with no request to judge by, the browser says it is offline.
 */
export function isOffline(error?: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  // A server answered: its refusal is shown, never kept to be sent again.
  if (typeof status === 'number') return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/**
 * How long a send the phone could keep instead waits for the server (patchy 4G holds a request open
 * for minutes): then it is kept and sent again with its key, which the server answers once.
 */
export const QUEUEABLE_SEND_TIMEOUT_MS = 15_000;
