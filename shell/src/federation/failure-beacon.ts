import { ENTRY_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from 'shared/contract/remote-pages';
import {
  REMOTE_FAILURES_PATH,
  REMOTE_FAILURES_PER_PAGE,
  releaseOfEntry,
  type RemoteFailureKind,
} from 'shared/contract/remote-failures';
import { loadRemotesConfig } from './remote-loader';

/** What this page view has reported: each remote, release and kind once, and a few in all. */
const reported = new Set<string>();

/** The entry the remote is loaded from on this page: the page's own outlets, else /remotes.json's. */
async function entryOf(remote: string): Promise<string | null> {
  for (const outlet of document.querySelectorAll<HTMLElement>(`[${ENTRY_ATTRIBUTE}]`)) {
    const entry = outlet.getAttribute(ENTRY_ATTRIBUTE);
    if (entry && outlet.getAttribute(PRERENDERED_ATTRIBUTE)?.split('/')[0] === remote) return entry;
  }
  try {
    // Already read by the load that failed (a failed read is tried once more here).
    return ((await loadRemotesConfig()) as Record<string, string | undefined>)[remote] ?? null;
  } catch {
    return null;
  }
}

function send(body: URLSearchParams) {
  try {
    // Sent even as the page is left; url-encoded, so no preflight and no script can read an answer.
    if (navigator.sendBeacon?.(REMOTE_FAILURES_PATH, body)) return;
  } catch {
    // A browser that refuses the beacon: fetch below.
  }
  fetch(REMOTE_FAILURES_PATH, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(
    () => undefined,
  );
}

/**
 * Tells the server that a remote failed on this page: its name, the release this page tried and the
 * kind of failure, nothing more (no error text, no address, no user). Each remote, release and kind
 * is reported once a page view, and at most REMOTE_FAILURES_PER_PAGE reports in all; a name that is
 * no remote of this page (the runtime also reports shared modules) is not reported.
 */
export async function reportRemoteFailure(remote: string, kind: RemoteFailureKind): Promise<void> {
  const entry = await entryOf(remote);
  const release = entry ? releaseOfEntry(entry) : null;
  if (!release) return;
  const key = `${remote}|${release}|${kind}`;
  if (reported.has(key) || reported.size >= REMOTE_FAILURES_PER_PAGE) return;
  reported.add(key);
  send(new URLSearchParams({ remote, release, kind }));
}

/** Tests: a fresh page view. */
export function forgetReportedFailures() {
  reported.clear();
}
