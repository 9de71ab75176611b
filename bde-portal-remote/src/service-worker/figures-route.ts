import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  FETCHED_AT_HEADER,
  PORTAL_DATA_CACHES,
  PORTAL_FIGURES_PATH,
  WORKER_MESSAGES,
} from 'shared/contract/portal-app';
import { workerScope } from './worker-scope';

/** Per page (client id): the kept answers it was given instead of the network's, by URL, and their times. */
const staleByClient = new Map<string, Map<string, string>>();

/** The oldest time among the kept answers a page is showing; null when all it has is live. */
export function oldestStale(clientId: string): string | null {
  const times = [...(staleByClient.get(clientId)?.values() ?? [])].sort();
  return times[0] ?? null;
}

async function tell(clientId: string) {
  const client = clientId ? await workerScope.clients.get(clientId) : undefined;
  client?.postMessage({ type: WORKER_MESSAGES.stale, fetchedAt: oldestStale(clientId) });
}

function record(clientId: string, url: string, fetchedAt: string | null) {
  if (!clientId) return;
  const stale = staleByClient.get(clientId) ?? new Map<string, string>();
  if (fetchedAt) stale.set(url, fetchedAt);
  else if (!stale.delete(url)) return;
  staleByClient.set(clientId, stale);
  void tell(clientId);
}

const clientOf = (event: unknown) => (event as { clientId?: string } | undefined)?.clientId ?? '';

/**
 * The figures' answers are kept with the time the network gave them; one taken from the cache (the
 * network failed) is reported to the page that asked, which says "as of" that time.
 */
const stampAndReport: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (!response.ok) return null;
    const headers = new Headers(response.headers);
    headers.set(FETCHED_AT_HEADER, new Date().toISOString());
    const body = await response.clone().blob();
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  },
  async fetchDidSucceed({ request, response, event }) {
    if (response.ok) record(clientOf(event), request.url, null);
    return response;
  },
  async cachedResponseWillBeUsed({ request, cachedResponse, event }) {
    const fetchedAt = cachedResponse?.headers.get(FETCHED_AT_HEADER);
    if (cachedResponse && fetchedAt) record(clientOf(event), request.url, fetchedAt);
    return cachedResponse ?? null;
  },
};

/**
 * The portal's own figures (GET): from the network when it answers, else the last answer kept. The
 * answers stay `no-store` for the HTTP cache: this cache is the worker's deliberate one, which
 * sign-out empties.
 */
export function routeFigures() {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.origin === workerScope.location.origin &&
      PORTAL_FIGURES_PATH.test(url.pathname),
    new NetworkFirst({
      cacheName: PORTAL_DATA_CACHES[0],
      matchOptions: { ignoreVary: true },
      plugins: [stampAndReport],
    }),
  );
}
