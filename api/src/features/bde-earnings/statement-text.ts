import type { StatementResponse } from 'shared/contract/bde-earnings-responses';
import { INDIA_OFFSET_MS } from '../../lib/india-time';

/**
 * The statement's figures in their order, as the PDF and the CSV name them, each the JSON's own
 * figure: opening + commissions + reversals (a negative figure) − declined − TDS − net paid = closing.
 */
export const STATEMENT_FIGURES: Array<{ label: string; of: (statement: StatementResponse) => number }> = [
  { label: 'Opening balance', of: (s) => s.openingPaise },
  { label: 'Add: commissions', of: (s) => s.commissionsPaise },
  { label: 'Add: reversals', of: (s) => s.reversalsPaise },
  { label: 'Less: declined', of: (s) => s.declinedPaise },
  { label: 'Less: TDS deducted', of: (s) => s.tdsPaise },
  { label: 'Less: net paid to your bank', of: (s) => s.netPaidPaise },
  { label: 'Closing balance', of: (s) => s.closingPaise },
];

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
