/** @jsxRuntime automatic */
// The pragma above: the API renders this file (shared/careers) with tsx, which reads no tsconfig's JSX setting.
import type { TranslatedField } from '../contract/opening-translation';

/** An opening as a view draws it: the texts it shows in English on a page in another language. */
export interface EnglishFields {
  /** None for an English page, the back office's preview, or an opening written in the page's language. */
  englishFields?: readonly TranslatedField[];
}

/** `lang="en"` for a text the opening lacks in the page's language; nothing for one in the page's. */
export const langOf = (opening: EnglishFields, field: TranslatedField): 'en' | undefined =>
  opening.englishFields?.includes(field) ? 'en' : undefined;

/** Text inside other words: in a `lang="en"` span when it is English on a page in another language. */
export function MarkedText({ text, lang }: { text: string; lang: 'en' | undefined }) {
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
