import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'shared/routing/router';

/** The element every page's content is in (SiteLayout's <main>). */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * A link or a form that leads to another page starts the reader at its top, as a page load would:
 * the window is scrolled up, and the keyboard's focus, if it was left behind (on the link in the
 * footer, or on nothing once the old page went), moves to the main content, so the next Tab is in
 * the new page. Left alone: the first page, Back and Forward (the browser puts the reader back where
 * they were), a move within a page (a fragment, as the skip link makes) or to a fragment of another
 * (the page scrolls to it), and focus the new page or a part that stayed (a portal's menu) holds.
 */
export function useNewPageStart() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const arrived = useRef(pathname);

  useEffect(() => {
    if (arrived.current === pathname) return;
    arrived.current = pathname;
    if (navigationType === 'POP' || hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const main = document.getElementById(MAIN_CONTENT_ID);
    const focused = document.activeElement;
    const kept = focused instanceof HTMLElement && focused !== main && main?.contains(focused);
    if (main && !kept) main.focus({ preventScroll: true });
    // Only a new path starts a new page; the rest is read when it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
