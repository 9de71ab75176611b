// Money, dates and months as the work screens show them, in the page's language: rupees with Indian
// digit grouping in every language, dates and times in India's time zone, months in the language's words.
import { useMemo } from 'react';
import { formatDateIn, formatDateTimeIst } from 'shared/format/date';
import { formatInr, formatPaise } from 'shared/format/inr';
import { LANGUAGE_LOCALES, type Language } from 'shared/i18n/languages';
import { usePageLanguage } from 'shared/i18n/text';

export interface WorkFormat {
  /** Rupees: "₹12,34,567.50". */
  inr: (amount: number) => string;
  /** Whole paise as rupees, a negative amount with a minus sign: "−₹100". */
  paise: (paise: number) => string;
  /** A day in India: "05 Mar 2026". */
  date: (value: string) => string;
  /** An instant in India, named: "28 Nov 2026, 10:45 pm IST". */
  dateTime: (value: string) => string;
  /** A calendar month as the API names it ("2026-03"): "Mar 2026". */
  month: (month: string) => string;
}

// One per language, made on first use (a format costs tens of milliseconds on a slow phone).
const monthFormats: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/** "2026-03" -> "Mar 2026" (te "మార్చి 2026"): a month of the calendar, which has no time zone. */
export function formatMonthIn(month: string, language: Language): string {
  const [year, index] = month.split('-').map(Number);
  monthFormats[language] ??= new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return monthFormats[language].format(new Date(Date.UTC(year, index - 1, 1)));
}

export function workFormat(language: Language): WorkFormat {
  return {
    inr: (amount) => formatInr(amount, language),
    paise: (paise) => formatPaise(paise, language),
    date: (value) => formatDateIn(value, language),
    dateTime: (value) => formatDateTimeIst(value, language),
    month: (month) => formatMonthIn(month, language),
  };
}

/** The page language's formats. */
export function useWorkFormat(): WorkFormat {
  const language = usePageLanguage();
  return useMemo(() => workFormat(language), [language]);
}
