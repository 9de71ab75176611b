import { sql, type SQL } from 'drizzle-orm';
import type { CommissionStatus } from 'shared/contract/earnings';
import { commissionTotals } from '../../db/schema';

/** One BDE's running sums of lines, as the trigger on `commission_lines` keeps them. */
export interface TotalRow {
  month: string;
  basis: 'created' | 'declined';
  status: CommissionStatus;
  level: number;
  positive: boolean;
  amountPaise: number;
  lineCount: number;
}

/** The sum of the rows that match, in paise (integers: exact). */
export function sumTotals(rows: TotalRow[], match: (row: TotalRow) => boolean): number {
  let sum = 0;
  for (const row of rows) if (match(row)) sum += row.amountPaise;
  return sum;
}

/** Lines still owed: pending, approved or held (declined and paid ones are not). */
export const isOwed = (row: TotalRow) =>
  row.basis === 'created' && (row.status === 'pending' || row.status === 'approved' || row.status === 'held');

/** The months `YYYY-MM` of a financial year: April of its first year to March of the next. */
export function financialYearMonths(financialYear: number): { first: string; last: string } {
  return { first: `${financialYear}-04`, last: `${financialYear + 1}-03` };
}

/** The same sums as JSON, for a statement that reads them beside other parts (`executiveId`: SQL). */
export const totalsJson = (executiveId: SQL) => sql<unknown>`(
  SELECT coalesce(json_agg(json_build_object('month', t.month, 'basis', t.basis, 'status', t.status,
                           'level', t.level, 'positive', t.positive, 'amountPaise', t.amount_paise,
                           'lineCount', t.line_count)), '[]')
    FROM ${commissionTotals} t WHERE t.executive_id = ${executiveId})`;
