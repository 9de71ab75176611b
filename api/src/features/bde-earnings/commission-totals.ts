import { eq, sql } from 'drizzle-orm';
import type { CommissionStatus } from 'shared/contract/earnings';
import type { Db } from '../../db/client';
import { commissionTotals } from '../../db/schema';
import { preparedStatement } from '../../lib/prepared-statement';

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

const totalsQuery = preparedStatement('earnings_totals', (db) =>
  db
    .select({
      month: commissionTotals.month,
      basis: commissionTotals.basis,
      status: commissionTotals.status,
      level: commissionTotals.level,
      positive: commissionTotals.positive,
      amountPaise: commissionTotals.amountPaise,
      lineCount: commissionTotals.lineCount,
    })
    .from(commissionTotals)
    .where(eq(commissionTotals.executiveId, sql.placeholder('executiveId'))),
);

/** Every sum of the BDE's lines: a few rows a month, however many lines there are. */
export function totalsOf(db: Db, executiveId: number): Promise<TotalRow[]> {
  return totalsQuery(db).execute({ executiveId });
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
