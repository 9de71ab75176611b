import { useEffect } from 'react';
import { PORTAL_WORKER_PATH } from 'shared/contract/portal-app';

let registered = false;

/**
 * Registers the portal's service worker (scope `/`: the portal is also under each language's prefix),
 * once the page has loaded, so its precaching never competes with the page's own files. Only the
 * portal's pages call it: no public page registers a worker or carries this code.
 */
export function registerPortalWorker() {
  if (registered || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  registered = true;
  const register = () => {
    navigator.serviceWorker.register(PORTAL_WORKER_PATH, { scope: '/' }).catch((error: unknown) => {
      // No worker (none built, or the browser refused): the portal works online as before.
      console.warn('[portal] the offline worker was not registered:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The portal's pages and its sign-in page register the worker as they are drawn. */
export function usePortalWorker() {
  useEffect(registerPortalWorker, []);
}
