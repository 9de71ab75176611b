// Each page's title in the other five languages (titles/<lang>.json, keyed by the English title the
// registries state). The build's pre-render and the server read them here; the shell's browser
// bundle loads a language's file with its own texts (shell/src/i18n/shell-text.ts), only for a page in
// that language.
import type { Language } from '../../i18n/languages';
import hi from './titles/hi.json';
import kn from './titles/kn.json';
import ml from './titles/ml.json';
import ta from './titles/ta.json';
import te from './titles/te.json';

export const TITLES: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>> = {
  te,
  hi,
  ta,
  kn,
  ml,
};

/** A page's title (as its registry states it, in English) in `language`; English where none is written. */
export function titleIn(language: Language, title: string): string {
  return language === 'en' ? title : (TITLES[language][title] ?? title);
}
