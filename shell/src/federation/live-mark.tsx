import { useEffect, type ReactNode } from 'react';
import { LIVE_ATTRIBUTE } from 'shared/contract/page-loader';

/**
 * Says on `container` that the tree inside is live: its effect runs after every effect below it, so
 * events the page held until then (shared/contract/page-loader.ts) reach a form whose fields hold what
 * was typed early and whose Formik has started.
 */
export function LiveMark({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.setAttribute(LIVE_ATTRIBUTE, '');
  }, [container]);
  return children;
}
