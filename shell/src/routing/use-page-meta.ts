import { useEffect } from 'react';
import { alternatePaths, pathInLanguage } from 'shared/i18n/language-path';
import { canonicalPath, pageTitle, type RouteInfo } from 'shared/contract/routes';
import { usePageLanguage } from 'shared/i18n/text';

type MetaRoute = Pick<RouteInfo, 'title' | 'description'> &
  Partial<Pick<RouteInfo, 'path' | 'canonicalPath' | 'indexable'>>;

/** Finds the head element `selector` names, creating it from `create` when the page lacks it. */
function headElement(selector: string, create: () => HTMLElement): HTMLElement {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  return element;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  headElement(`meta[${attribute}="${key}"]`, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  }).setAttribute('content', content);
}

function setCanonical(href: string | null) {
  const existing = document.head.querySelector('link[rel="canonical"]');
  if (!href) {
    existing?.remove();
    return;
  }
  headElement('link[rel="canonical"]', () => {
    const link = document.createElement('link');
    link.setAttribute('rel', 'canonical');
    return link;
  }).setAttribute('href', href);
}

/** The page's addresses in the six languages and x-default, for an indexable page; none otherwise. */
function setAlternates(path: string | null) {
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  if (!path) return;
  for (const { hreflang, path: href } of alternatePaths(path)) {
    const link = document.createElement('link');
    link.setAttribute('rel', 'alternate');
    link.setAttribute('hreflang', hreflang);
    link.setAttribute('href', `${window.location.origin}${href}`);
    document.head.appendChild(link);
  }
}

/**
 * Keeps the head in step with the route: title, description, canonical address, Open Graph tags and
 * whether search engines may index it (portals, sign-in screens and unknown pages may not). A page
 * drawn from data (an opening) writes its own.
 */
export function usePageMeta(route: MetaRoute) {
  const { title, description, path, indexable } = route;
  const language = usePageLanguage();
  const canonical = path ? canonicalPath({ path, canonicalPath: route.canonicalPath }) : null;
  useEffect(() => {
    // A page drawn from data (`/careers/:slug`, isDynamicRoute) writes its own head.
    if (canonical?.includes('/:')) return;
    const fullTitle = pageTitle(title);
    const url = canonical ? `${window.location.origin}${pathInLanguage(language, canonical)}` : null;
    document.title = fullTitle;
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
    // og:type, og:site_name and og:locale are the same on every page: index.html, which every page is
    // made from, holds them.
    setMeta('property', 'og:title', fullTitle);
    if (url) setMeta('property', 'og:url', url);
    setCanonical(url);
    setAlternates(indexable && canonical ? canonical : null);
    setMeta('name', 'robots', indexable ? 'index, follow' : 'noindex, follow');
  }, [title, description, canonical, indexable, language]);
}
