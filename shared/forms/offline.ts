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
