import { useEffect } from 'react';
import { pathInLanguage } from 'shared/i18n/language-path';
import { canonicalPath, pageTitle, type RouteInfo } from 'shared/contract/routes';
import { usePageLanguage } from 'shared/i18n/text';
import { useShellText } from '../i18n/shell-text';

type MetaRoute = Pick<RouteInfo, 'title'> & Partial<Pick<RouteInfo, 'path' | 'canonicalPath' | 'indexable'>>;

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

/** The page the browser loaded: its description and its addresses in each language are its own. */
let firstPage = true;
/** What the server writes into each address's first HTML for crawlers and link previews. */
const CRAWLERS_ONLY =
  'meta[name="description"], meta[property="og:description"], link[rel="alternate"][hreflang]';

/**
 * Keeps the head in step with the route: title, canonical address, Open Graph tags and whether search
 * engines may index it (portals, sign-in screens and unknown pages may not). A page drawn from data (an
 * opening) writes its own. Descriptions and the addresses in other languages are for crawlers and link
 * previews, which read each address's first HTML: the bundle does not carry them, and a page reached in
 * the browser drops the first one's.
 */
export function usePageMeta(route: MetaRoute) {
  const { title, path, indexable } = route;
  const language = usePageLanguage();
  const t = useShellText();
  const canonical = path ? canonicalPath({ path, canonicalPath: route.canonicalPath }) : null;
  useEffect(() => {
    // A page drawn from data (`/careers/:slug`, isDynamicRoute) writes its own head.
    if (canonical?.includes('/:')) return;
    const fullTitle = pageTitle(t(title));
    const url = canonical ? `${window.location.origin}${pathInLanguage(language, canonical)}` : null;
    document.title = fullTitle;
    if (!firstPage) for (const element of document.head.querySelectorAll(CRAWLERS_ONLY)) element.remove();
    firstPage = false;
    // og:type, og:site_name and og:locale are the same on every page: index.html, which every page is
    // made from, holds them.
    setMeta('property', 'og:title', fullTitle);
    if (url) setMeta('property', 'og:url', url);
    setCanonical(url);
    setMeta('name', 'robots', indexable ? 'index, follow' : 'noindex, follow');
  }, [title, canonical, indexable, language, t]);
}
