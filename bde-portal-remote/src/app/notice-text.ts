import type { BdeNotification } from 'shared/contract/bde-inbox-responses';
import { noticeWords, type NoticeFormat } from 'shared/contract/bde-notice';
import { formatDateTimeIst } from 'shared/format/date';
import { formatPaise } from 'shared/format/inr';
import { LANGUAGE_LOCALES, type Language } from 'shared/i18n/languages';
import type { Translate } from 'shared/i18n/text';

// One per language, made on first use (a format costs tens of milliseconds on a slow phone).
const monthFormats: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/** "2026-03" in full in a language (te "మార్చి 2026"): a month of the calendar, which has no time zone. */
function fullMonth(month: string, language: Language): string {
  const [year, index] = month.split('-').map(Number);
  monthFormats[language] ??= new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return monthFormats[language].format(new Date(Date.UTC(year!, index! - 1, 1)));
}

const noticeFormat = (language: Language): NoticeFormat => ({
  paise: (paise) => formatPaise(paise, language),
  month: (month) => fullMonth(month, language),
  instant: (iso) => formatDateTimeIst(iso, language),
});

/**
 * What a notification says, in the page's language (`t`'s): written again from its kind and details
 * (shared/contract/bde-notice.ts). An English page shows the words the API wrote, as does any page
 * for a notification written before its details were kept.
 */
export function noticeText(item: BdeNotification, language: Language, t: Translate): string {
  if (language === 'en') return item.text;
  const words = noticeWords(item.kind, item.details, noticeFormat(language));
  return words ? t(words.key, words.values) : item.text;
}
