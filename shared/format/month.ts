/**
 * Months and days written as they are (a month or a day of the calendar has no time zone), spelt out
 * here rather than by Intl so that server and browser write the same words.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2026-11" -> "November 2026"; anything else comes back as it is. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** "2026-11-05" -> "05 Nov 2026" (the style of `formatDateIn`); anything else comes back as it is. */
export function formatPlainDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${match[3]} ${name.slice(0, 3)} ${match[1]}` : day;
}
