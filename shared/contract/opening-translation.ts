import type { Language } from './account-language';

/**
 * An opening's words in another language (issue 42). Recruiters type them: English is the opening
 * itself, and each of the other five languages may carry the texts its page shows. A page in a
 * language the opening lacks shows the English words, marked `lang="en"`.
 */
export const TRANSLATION_LANGUAGES = ['te', 'hi', 'ta', 'kn', 'ml'] as const satisfies ReadonlyArray<
  Exclude<Language, 'en'>
>;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export const isTranslationLanguage = (value: unknown): value is TranslationLanguage =>
  (TRANSLATION_LANGUAGES as readonly unknown[]).includes(value);

/** The texts of an opening's page a recruiter writes in each language; the rest are facts. */
export const TRANSLATED_FIELDS = ['title', 'city', 'description', 'requirements'] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];
