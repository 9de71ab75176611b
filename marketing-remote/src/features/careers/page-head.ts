import { useEffect } from 'react';
import type { PublicOpening } from 'shared/contract/careers-responses';
import { careersPageTitle, openingMetaDescription, openingPath } from 'shared/contract/careers-view';
import { useCareersText } from 'shared/careers/careers-text';
import { pathInLanguage } from 'shared/i18n/language-path';
import { usePageLanguage } from 'shared/i18n/text';
import { useMarketingText } from '../../i18n/marketing-text';

interface Head {
  title: string;
  description: string;
  /** The page's own path, for the canonical link and og:url; null for a page that has none. */
  path: string | null;
  indexable: boolean;
}

function headElement<T extends HTMLElement>(
  selector: string,
  tag: string,
  attributes: Record<string, string>,
) {
  let element = document.head.querySelector<T>(selector);
  if (!element) {
    element = document.createElement(tag) as T;
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.appendChild(element);
  }
  return element;
}

const setMeta = (attribute: 'name' | 'property', key: string, content: string) =>
  headElement(`meta[${attribute}="${key}"]`, 'meta', { [attribute]: key }).setAttribute('content', content);

/**
 * The head of a page drawn from data, which the shell's route table cannot know: the server wrote it
 * into the first HTML; after a navigation within the site the page writes it here.
 */
function writeHead({ title, description, path, indexable }: Head) {
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('name', 'robots', indexable ? 'index, follow' : 'noindex');
  if (path) {
    const url = `${window.location.origin}${path}`;
    setMeta('property', 'og:url', url);
    headElement('link[rel="canonical"]', 'link', { rel: 'canonical' }).setAttribute('href', url);
  } else {
    document.head.querySelector('link[rel="canonical"]')?.remove();
  }
}

/**
 * An opening's head: its title and summary, its own address, and noindex once it has closed, in the
 * page's language (as the server writes it).
 */
export function useOpeningHead(opening: PublicOpening, closed: boolean) {
  const t = useCareersText();
  const language = usePageLanguage();
  useEffect(() => {
    writeHead({
      title: careersPageTitle(opening.title),
      description: openingMetaDescription(opening, t),
      path: pathInLanguage(language, openingPath(opening.slug)),
      indexable: !closed,
    });
  }, [opening, closed, t, language]);
}

/** The head of an address no opening has, as the site's not-found page writes it. */
export function useNotFoundHead() {
  const t = useMarketingText();
  useEffect(() => {
    writeHead({
      title: careersPageTitle(t('Page not found')),
      description: '',
      path: null,
      indexable: false,
    });
  }, [t]);
}
