import { useEffect } from 'react';
import { pageTitle, type RouteInfo } from 'shared/contract/routes';

function setMeta(selector: string, attribute: string, value: string) {
  const element = document.head.querySelector<HTMLMetaElement | HTMLLinkElement>(selector);
  if (element) element.setAttribute(attribute, value);
}

/** Keeps the document title and description in step with the route (SPEC §2's per-page titles). */
export function usePageMeta(route: Pick<RouteInfo, 'title' | 'description'>) {
  useEffect(() => {
    document.title = pageTitle(route.title);
    if (route.description) setMeta('meta[name="description"]', 'content', route.description);
  }, [route.title, route.description]);
}
