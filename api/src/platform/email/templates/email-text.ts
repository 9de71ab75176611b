import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from 'shared/contract/account-language';
import en from './i18n/en.json';
import hi from './i18n/hi.json';
import kn from './i18n/kn.json';
import ml from './i18n/ml.json';
import ta from './i18n/ta.json';
import te from './i18n/te.json';

/**
 * A text of the emails people get, keyed by its English words (as the site's texts are), with
 * `{{name}}` where a value goes. A key en.json lacks does not compile; i18n.test.ts fails on a key
 * missing, unused or unknown in any language and on placeholders that differ from English's.
 */
export type EmailText = keyof typeof en;

const TEXTS: Record<Language, Record<EmailText, string>> = { en, te, hi, ta, kn, ml };

export type Translate = (text: EmailText, values?: Readonly<Record<string, string | number>>) => string;

/**
 * The emails' texts in a language, values written into their placeholders (once: a value that
 * holds `{{…}}`, an opening's title say, is left as it is). English's are the keys themselves.
 */
export function emailTexts(language: Language): Translate {
  const texts = TEXTS[language] ?? TEXTS[DEFAULT_LANGUAGE];
  return (text, values = {}) =>
    (texts[text] ?? text).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    );
}

/**
 * A link to the site in the recipient's language: the page under the language's prefix
 * (`https://…/ta/login#…`), English's as it is. Only for the site's own addresses.
 */
export function siteLinkIn(language: Language, href: string): string {
  if (language === DEFAULT_LANGUAGE) return href;
  const url = new URL(href);
  return `${url.origin}${pathInLanguage(language, url.pathname)}${url.search}${url.hash}`;
}
