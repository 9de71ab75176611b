import { useEffect } from 'react';
import { STAFF_ROUTE, pageTitle } from 'shared/contract/routes';

/**
 * The back office's title and `noindex`, also after the browser comes back to it from a public page
 * (the server writes both into the first HTML; the shell's route table leaves the back office alone).
 */
export function useStaffHead() {
  useEffect(() => {
    document.title = pageTitle(STAFF_ROUTE.title);
    document.head.querySelector('meta[name="robots"]')?.setAttribute('content', 'noindex');
  });
}
