import { INDIA_OFFSET_MS } from '../../lib/india-time';

/** An instant as India's date and time: "2026-03-05 14:30". */
export function indiaDateTime(iso: string): string {
  return new Date(Date.parse(iso) + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** "2026-03" -> "March 2026". */
export function monthName(month: string): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
  return date.toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A safe file name for the month's statement: `statement-BDE1001-2026-03.pdf`. */
export function statementFileName(bdeCode: string, month: string, extension: 'pdf' | 'csv'): string {
  return `statement-${bdeCode.replace(/[^A-Za-z0-9_-]/g, '_')}-${month}.${extension}`;
}
