import { SITE_CONFIG_PATH } from 'shared/contract/site-config-path';
import type { SiteConfigResponse } from 'shared/contract/site-responses';

let pending: Promise<SiteConfigResponse | null> | undefined;

/**
 * Which third parties are switched on, asked once per page: the chat loader and the contact map share
 * the answer, and neither needs the API client for it. Null when it cannot be read (the page works
 * without third parties); a failed read is tried again on the next call.
 */
export function loadSiteConfig(): Promise<SiteConfigResponse | null> {
  pending ??= fetch(SITE_CONFIG_PATH, { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<SiteConfigResponse>) : null))
    .catch(() => null)
    .then((config) => {
      if (!config) pending = undefined;
      return config;
    });
  return pending;
}

/** Forgets the answer, so the next call asks again (tests start each case afresh with it). */
export function forgetSiteConfig() {
  pending = undefined;
}
