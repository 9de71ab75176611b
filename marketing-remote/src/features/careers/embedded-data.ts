import { useEffect, useState, useSyncExternalStore } from 'react';
import { CAREERS_DATA_ID, type CareersPageData } from 'shared/contract/careers-view';
import { useLocation } from 'shared/routing/router';

/** The rows the server drew this page from (api/src/features/careers/careers-pages.ts), if it did. */
function embeddedData(): CareersPageData | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(CAREERS_DATA_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as CareersPageData) : null;
  } catch {
    return null;
  }
}

/**
 * The rows the server drew this careers page from, when it drew it for this address: the page then
 * draws exactly the server's markup and takes it over without asking the API. The first page shown
 * takes them out of the document; a later visit (a navigation within the site) asks the API.
 */
export function useEmbeddedData<K extends CareersPageData['kind']>(kind: K) {
  const { pathname } = useLocation();
  const [data] = useState(() => {
    const found = embeddedData();
    return found?.kind === kind && found.path === pathname
      ? (found as Extract<CareersPageData, { kind: K }>)
      : null;
  });
  useEffect(() => document.getElementById(CAREERS_DATA_ID)?.remove(), []);
  return data?.path === pathname ? data : null;
}

const subscribe = () => () => {};

/**
 * False while the page is pre-rendered and while the browser takes over the server's HTML, true once
 * it is the browser's own: what the server could not draw waits until then, so taking over matches.
 */
export function useDrawnInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
