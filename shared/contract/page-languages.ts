// Each public page in the six languages (issue 42): English at its address, the others under their
// prefix. The head of every page names all six and x-default (the English page), and the sitemap the same.
import { alternatePaths, languageOfPath, pathInLanguage } from '../i18n/language-path';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_LOCALES, type Language } from '../i18n/languages';
import { escapeHtml } from './page-head';

export { alternatePaths, languageOfPath, pathInLanguage, LANGUAGES, DEFAULT_LANGUAGE, type Language };

/** The value of `<html lang>`: English pages keep the site's en-IN, the others their language. */
export function htmlLang(language: Language): string {
  return language === DEFAULT_LANGUAGE ? 'en-IN' : language;
}

/** Open Graph's locale of a language (`te_IN`). */
export function ogLocale(language: Language): string {
  return LANGUAGE_LOCALES[language].replace('-', '_');
}

/** The `<link rel="alternate" hreflang>` elements of a page (its English address) at `origin`. */
export function alternateLinks(origin: string, path: string): string {
  return alternatePaths(path)
    .map(
      ({ hreflang, path: href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${href}`)}">`,
    )
    .join('');
}
