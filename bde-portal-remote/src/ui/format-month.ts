import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from 'shared/i18n/languages';

// One format a language, made on first use.
const monthFormats: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/** "2026-03" -> "Mar 2026" (in another language, its own month name): a calendar month as the API names it, written for people. */
export function formatMonth(month: string, language: Language = DEFAULT_LANGUAGE): string {
  const [year, index] = month.split('-').map(Number);
  monthFormats[language] ??= new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return monthFormats[language].format(new Date(Date.UTC(year, index - 1, 1)));
}
