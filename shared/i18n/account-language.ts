import { languageOfPath, pathInLanguage } from './language-path';
import type { Language } from './languages';

/** Each language's English name, for the back office, which stays in English (issue 42). */
export const LANGUAGE_ENGLISH_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  te: 'Telugu',
  hi: 'Hindi',
  ta: 'Tamil',
  kn: 'Kannada',
  ml: 'Malayalam',
};

/**
 * The address of the page at `pathname` in the language saved with the account: after a sign-in on
 * another device, or a change in Settings, the browser moves to it (`/te/bdedetails` for Telugu, the
 * same address when the page already is in that language).
 */
export function pathForAccountLanguage(language: Language, pathname: string): string {
  return pathInLanguage(language, languageOfPath(pathname).path);
}
