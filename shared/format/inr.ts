import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

// The digits are en-IN's in every language. Node 20 and Chromium 156 group kn-IN and ml-IN as
// ₹1,234,567.50; te-IN, hi-IN and ta-IN print what en-IN prints (₹12,34,567.50, Latin digits).
const inrFormat = (options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', ...options });

// Made on first use: building a currency format takes tens of milliseconds on a slow phone, a long
// task at load on pages (the careers pages) that may show no amount at all. One set serves all languages.
let formats: { wholeRupees: Intl.NumberFormat; withPaise: Intl.NumberFormat } | undefined;
let compactFormat: Intl.NumberFormat | undefined;

/**
 * Rupees with Indian digit grouping: 1000000 -> "₹10,00,000"; paise, when there are any, always as two
 * digits. The same digits in every language.
 */
export function formatInr(amount: number, _language: Language = DEFAULT_LANGUAGE): string {
  formats ??= {
    wholeRupees: inrFormat({ maximumFractionDigits: 0 }),
    withPaise: inrFormat({ minimumFractionDigits: 2 }),
  };
  return (Number.isInteger(amount) ? formats.wholeRupees : formats.withPaise).format(amount);
}

/**
 * Whole paise (how the ledger keeps money) as rupees: 1250050 -> "₹12,500.50"; a negative amount (a
 * reversal, what it takes back) with a minus sign. The API's notices and the screens write amounts alike.
 */
export function formatPaise(paise: number, language: Language = DEFAULT_LANGUAGE): string {
  const text = formatInr(Math.abs(paise) / 100, language);
  return paise < 0 ? `−${text}` : text;
}

const LAKH = 100_000;
// From 99.995 lakh on, two decimals of lakh would read "100 lakh": that is a crore.
const CRORE_FROM = 10_000_000 - 500;

/** Lakh and crore in each language's words, after exactly 1 and after any other number. */
const UNIT_WORDS: Readonly<Record<Language, Record<'lakh' | 'crore', readonly [string, string]>>> = {
  en: { lakh: ['lakh', 'lakh'], crore: ['crore', 'crore'] },
  te: { lakh: ['లక్ష', 'లక్షలు'], crore: ['కోటి', 'కోట్లు'] },
  hi: { lakh: ['लाख', 'लाख'], crore: ['करोड़', 'करोड़'] },
  ta: { lakh: ['லட்சம்', 'லட்சம்'], crore: ['கோடி', 'கோடி'] },
  kn: { lakh: ['ಲಕ್ಷ', 'ಲಕ್ಷ'], crore: ['ಕೋಟಿ', 'ಕೋಟಿ'] },
  ml: { lakh: ['ലക്ഷം', 'ലക്ഷം'], crore: ['കോടി', 'കോടി'] },
};

/**
 * Rupees in lakh or crore, in the language's words, to two decimals: 1234567.5 -> "₹12.35 lakh",
 * 12000000 -> "₹1.2 crore" (hi "₹12.35 लाख"). Below one lakh, the full amount as `formatInr` writes it.
 * Not Intl's compact notation: it says "million" in te, ta, kn and ml.
 */
export function formatInrCompact(amount: number, language: Language = DEFAULT_LANGUAGE): string {
  const size = Math.abs(amount);
  if (!(size >= LAKH)) return formatInr(amount, language);
  const unit = size >= CRORE_FROM ? 'crore' : 'lakh';
  compactFormat ??= inrFormat({ minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const number = compactFormat.format(amount / (unit === 'crore' ? 100 * LAKH : LAKH));
  const [one, other] = UNIT_WORDS[language][unit];
  return `${number} ${/^-?₹1$/.test(number) ? one : other}`;
}
