import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is the HTML prerendered at build time (and during the render that hydrates it),
 * true once React runs it. A form's submit button stays disabled until then: a click on the bare
 * HTML would otherwise send the form the browser's way, as a GET with every field in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
