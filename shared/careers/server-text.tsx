/** @jsxRuntime automatic */
// The pragma above: the API renders this file with tsx, which reads no tsconfig's JSX setting.
// Node only: the server draws the careers views in the page's language with every language's texts at
// hand, read from the same files the browser loads one of (careers-text.ts). No page imports this.
import type { ReactElement } from 'react';
import type { Language } from '../i18n/languages';
import { ENGLISH_TEXT, TextProvider, interpolate, type PageText, type Translate } from 'shared/i18n/text';
import { CAREERS_NAMESPACE } from './careers-text';
import hi from './i18n/hi.json';
import kn from './i18n/kn.json';
import ml from './i18n/ml.json';
import ta from './i18n/ta.json';
import te from './i18n/te.json';

const TEXTS: Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>> = { te, hi, ta, kn, ml };

/** The careers views' words in a language; a text a file lacked would be its English key. */
export function careersTranslate(language: Language): Translate {
  if (language === 'en') return interpolate;
  const texts = TEXTS[language];
  return (key, values) => interpolate(texts[key] ?? key, values);
}

/** The page's texts as the views read them: the careers namespace in `language`. */
export function careersPageText(language: Language): PageText {
  if (language === 'en') return ENGLISH_TEXT;
  const careers = careersTranslate(language);
  return { language, translate: (namespace) => (namespace === CAREERS_NAMESPACE ? careers : interpolate) };
}

/** A careers view drawn in `language`, as the page draws it inside its own texts. */
export function inLanguage(language: Language, element: ReactElement): ReactElement {
  return <TextProvider text={careersPageText(language)}>{element}</TextProvider>;
}
