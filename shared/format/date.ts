import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from '../i18n/languages';

const DATE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
};

const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit', hour12: true };

// Made on first use, one per language: a format costs tens of milliseconds on a slow phone. Node 20
// (ICU 78) and Chromium 156 print the same for all six locales, month names in the language's script.
const dateFormats: Partial<Record<Language, Intl.DateTimeFormat>> = {};
const dateTimeFormats: Partial<Record<Language, Intl.DateTimeFormat>> = {};

function parse(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/**
 * A date in the language's style, in India's time zone: "05 Mar 2026" (te "05, మార్చి 2026",
 * ml "2026 മാർ 05"). Unparseable input comes back as is.
 */
export function formatDateIn(value: string | Date, language: Language = DEFAULT_LANGUAGE): string {
  const date = parse(value);
  if (Number.isNaN(date.getTime())) return String(value);
  dateFormats[language] ??= new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], DATE);
  return dateFormats[language].format(date);
}

/**
 * An instant in India's time, named: "28 Nov 2026, 10:45 pm IST". English appends the zone as it always
 * has; the other languages let the locale place it (ml writes it before the time), as "IST" in all five.
 */
export function formatDateTimeIst(value: string | Date, language: Language = DEFAULT_LANGUAGE): string {
  const date = parse(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const english = language === 'en';
  dateTimeFormats[language] ??= new Intl.DateTimeFormat(
    LANGUAGE_LOCALES[language],
    english ? DATE_TIME : { ...DATE_TIME, timeZoneName: 'short' },
  );
  const text = dateTimeFormats[language].format(date);
  return english ? `${text} IST` : text;
}
