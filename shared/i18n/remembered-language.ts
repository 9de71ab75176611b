import { isLanguage, type Language } from './languages';

const KEY = 'site-language';

/** Remembers the language a visitor chose in the header; it never redirects anyone (issue 42). */
export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Storage refused (a private window): the choice is simply not remembered.
  }
}

/** The language the visitor last chose, if any. */
export function rememberedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
