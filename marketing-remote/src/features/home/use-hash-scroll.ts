import { useEffect } from 'react';
import { useLocation } from 'shared/routing/router';

/**
 * The component-style paths (/carousel, /professionaldesign, /footer) arrive here as /#banner,
 * /#portfolio and /#site-footer; the browser cannot scroll to them itself because the page was
 * rendered after it looked, so this does it once the sections exist.
 */
export function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}
