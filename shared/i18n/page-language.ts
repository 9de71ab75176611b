import { languageOfPath } from './language-path';
import type { Language } from './languages';

/**
 * How every call tells the API the page's language, which it keeps with what a public form sends
 * (emails answer in it) and with a new account. Set explicitly: the browser's own header says the
 * device's languages, not the page's.
 */
export const LANGUAGE_HEADER = 'Accept-Language';

/** The language of the page the browser shows (its address's prefix); English outside a browser. */
export function pageLanguage(): Language {
  return typeof window === 'undefined' ? 'en' : languageOfPath(window.location.pathname).language;
}
