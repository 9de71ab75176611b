import { isLanguage, type Language } from 'shared/i18n/languages';

/**
 * The language to offer a visitor reading an English page: the one they chose in the header before,
 * else the first of their browser's languages the site has. Never English, and nothing once they chose
 * English (or said no to the offer), or when their browser puts English first. Only ever an offer:
 * crawlers and visitors alike reach every language at its own address.
 */
export function suggestedLanguage(
  remembered: Language | null,
  browserLanguages: readonly string[],
): Exclude<Language, 'en'> | null {
  if (remembered) return remembered === 'en' ? null : remembered;
  for (const tag of browserLanguages.slice(0, 8)) {
    const primary = tag.slice(0, 2).toLowerCase();
    if (primary === 'en') return null;
    if (isLanguage(primary) && primary !== 'en') return primary;
  }
  return null;
}
