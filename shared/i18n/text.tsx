/** @jsxRuntime automatic */
// The pragma above: the API draws the careers views inside TextProvider with tsx, which reads no tsconfig's JSX setting.
// The texts of the page's language. Each app registers its namespaces (the other languages as chunks
// of its own build) and its components read them with useText(namespace). A text's key is its English
// text (the SPEC's), so English needs no lookup and no file; another language is loaded into the
// site's one i18next instance (i18n-instance.ts) before the page is drawn, in the browser and in the
// pre-render alike, so the first HTML and hydration agree.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Language } from './languages';

export type Resources = Readonly<Record<string, string>>;
export type TextValues = Readonly<Record<string, string | number>>;
export type Translate = (key: string, values?: TextValues) => string;

export type LoadTexts = (language: Exclude<Language, 'en'>) => Promise<Resources>;

const namespaces = new Map<string, LoadTexts>();

/**
 * An app's texts in another language than English, loaded from the app's own chunks when needed. A
 * remote registers its own when its code is evaluated, so a release brings its texts with it.
 */
export function registerNamespace(name: string, load: LoadTexts) {
  namespaces.set(name, load);
}

/** Whether an app has texts of its own in another language than English (a remote's name, say). */
export function hasNamespace(name: string): boolean {
  return namespaces.has(name);
}

/** `{{name}}` replaced by its value, as i18next does. */
export function interpolate(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export interface PageText {
  language: Language;
  translate: (namespace: string) => Translate;
}

/** English: the keys themselves. */
export const ENGLISH_TEXT: PageText = {
  language: 'en',
  translate: () => interpolate,
};

/** The language of the page (its texts loaded by loadPageText). */
// 'en' written here, not imported: this module is a share of its own, and an import of languages.ts
// would split that module into one more chunk of every first load.
let pageLanguage: Language = 'en';

/**
 * The texts of a language, every registered namespace loaded: at once for English, else from the
 * apps' chunks into the one i18next instance.
 */
export async function loadPageText(language: Language): Promise<PageText> {
  pageLanguage = language;
  if (language === 'en') return ENGLISH_TEXT;
  const { loadLanguage } = await import('./i18n-instance');
  return { language, translate: await loadLanguage(language, namespaces) };
}

/**
 * Loads the texts of namespaces registered since the page's were loaded (a remote's, once its code has
 * arrived), before anything of it is drawn: its first render, hydration included, is in the page's
 * language. Nothing to do on an English page.
 */
export async function loadNewTexts(): Promise<void> {
  if (pageLanguage === 'en') return;
  const { loadLanguage } = await import('./i18n-instance');
  await loadLanguage(pageLanguage, namespaces);
}

const TextContext = createContext<PageText>(ENGLISH_TEXT);

export function TextProvider({ text, children }: { text: PageText; children: ReactNode }) {
  return <TextContext.Provider value={text}>{children}</TextContext.Provider>;
}

/** The translate function of a namespace in the page's language. */
export function useText(namespace: string): Translate {
  const text = useContext(TextContext);
  return useMemo(() => text.translate(namespace), [text, namespace]);
}

/** The page's texts, to carry into a React root of its own (a remote's island). */
export function usePageText(): PageText {
  return useContext(TextContext);
}

/** The page's language. */
export function usePageLanguage(): Language {
  return useContext(TextContext).language;
}
