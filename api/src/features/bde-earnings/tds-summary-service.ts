import { and, asc, eq } from 'drizzle-orm';
import type { TdsSummaryResponse } from 'shared/contract/bde-earnings-responses';
import { financialYearLabel } from 'shared/contract/earnings';
import { maskPan } from 'shared/contract/executive';
import type { Db } from '../../db/client';
import { payoutBatches, payouts } from '../../db/schema';
import { executiveHeader } from './earnings-service';

/**
 * Every deduction of one BDE's financial year (payouts by the year their TDS was worked out in),
 * oldest first, with the year's totals: for reconciling with their tax statement. Undefined when
 * there is no such BDE.
 */
export async function tdsSummaryOf(
  db: Db,
  executiveId: number,
  financialYear: number,
): Promise<TdsSummaryResponse | undefined> {
  const [header, rows] = await Promise.all([
    executiveHeader(db, executiveId),
    db
      .select({
        payoutId: payouts.id,
        month: payoutBatches.month,
        payoutOn: payouts.payoutOn,
        grossPaise: payouts.grossPaise,
        taxedBasePaise: payouts.taxedBasePaise,
        tdsSection: payouts.tdsSection,
        tdsBasisPoints: payouts.tdsBasisPoints,
        tdsPaise: payouts.tdsPaise,
        netPaise: payouts.netPaise,
        utr: payouts.utr,
        paidAt: payouts.paidAt,
      })
      .from(payouts)
      .innerJoin(payoutBatches, eq(payoutBatches.id, payouts.batchId))
      .where(and(eq(payouts.executiveId, executiveId), eq(payouts.financialYear, financialYear)))
      .orderBy(asc(payouts.payoutOn), asc(payouts.id)),
  ]);
  if (!header) return undefined;
  const total = (key: 'grossPaise' | 'taxedBasePaise' | 'tdsPaise' | 'netPaise') =>
    rows.reduce((sum, row) => sum + row[key], 0);
  return {
    financialYear,
    financialYearLabel: financialYearLabel(financialYear),
    panMasked: maskPan(header.panLast4),
    payouts: rows.map((row) => ({ ...row, paidAt: row.paidAt?.toISOString() ?? null })),
    grossPaise: total('grossPaise'),
    taxedBasePaise: total('taxedBasePaise'),
    tdsPaise: total('tdsPaise'),
    netPaise: total('netPaise'),
  };
}
