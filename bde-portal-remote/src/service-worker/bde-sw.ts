// The BDE portal's service worker (issue 43). The API serves it at /bde-sw.js: a script that sets the
// release's precache list (PortalWorkerConfig) and then loads this runtime from the same release's
// folder, so a new release is a new worker. That worker installs beside the running one and waits:
// it takes over at the next visit, and a page keeps the files of the release it started with.
import { addRoute, matchPrecache, precache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { PORTAL_PAGE_PATH, SIGN_OUT_PATH, WORKER_MESSAGES } from 'shared/contract/portal-app';
import { clearSends } from '../features/offline-queue/queue-store';
import { replayOnSync } from '../features/offline-queue/worker-sync';
import { alsoForgetInWorker, forgetDeviceDataInWorker } from './device-data';
import { oldestStale, routeFigures } from './figures-route';
import { workerConfig, workerScope } from './worker-scope';

const config = workerConfig();
const sameOrigin = (url: URL) => url.origin === workerScope.location.origin;

// Sign-out forgets the device's data, whichever page it was started from (the shell's menu too).
workerScope.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method === 'POST' && sameOrigin(url) && SIGN_OUT_PATH.test(url.pathname)) {
    event.waitUntil(forgetDeviceDataInWorker());
  }
});

// The shell's files and the portal's release (every address names its version), and the portal's page.
precache(config.precache);

// A portal page: the network's, or offline the precached portal page (the shell routes it in the browser).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && PORTAL_PAGE_PATH.test(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const page = await matchPrecache(config.page);
      if (page) return page;
      throw error;
    }
  },
);

// Offline, the remotes this worker was made for: the releases it precached, never others.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/remotes.json',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return Response.json(config.entries, { headers: { 'cache-control': 'no-cache' } });
    }
  },
);

routeFigures();

// Last: Workbox serves the first route that matches, and the precached portal page must never answer
// a navigation the network can (the server's page carries the visitor's release and its cookies).
addRoute();

// What the BDE recorded offline: sent when the browser says the connection is back; gone at sign-out.
workerScope.addEventListener('sync', replayOnSync);
alsoForgetInWorker(clearSends);

workerScope.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  const reply = (message: unknown) => (event.ports[0] ?? event.source)?.postMessage(message);
  if (type === WORKER_MESSAGES.forget) {
    event.waitUntil(forgetDeviceDataInWorker().then(() => reply({ type: WORKER_MESSAGES.forgotten })));
  } else if (type === WORKER_MESSAGES.askStale && event.source) {
    reply({ type: WORKER_MESSAGES.stale, fetchedAt: oldestStale(event.source.id) });
  }
});

// The first worker controls the page that registered it at once (so it is installable and works
// offline from the first visit); a later one waits for the next visit.
workerScope.addEventListener('activate', (event) => event.waitUntil(workerScope.clients.claim()));
