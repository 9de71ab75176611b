import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { TdsSummaryResponse } from 'shared/contract/bde-earnings-responses';
import { financialYearLabel } from 'shared/contract/earnings';
import { maskPan } from 'shared/contract/executive';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { payoutBatches, payouts, tdsDeductions } from '../../db/schema';
import { executiveHeader } from './earnings-service';

/**
 * Every deduction of one BDE's financial year, payout by payout: the `tds_deductions` entries made when
 * their lines were approved in that year (so a line approved in March and paid in April counts in
 * March's year), summed by the payout that carries them, oldest first, with the year's totals: for
 * reconciling with their tax statement. Undefined when there is no such BDE.
 */
const sum = (column: AnyPgColumn) => sql<string>`sum(${column})::text`.mapWith(Number);

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
        payoutOn: max(tdsDeductions.creditedOn).mapWith(String),
        grossPaise: sum(tdsDeductions.creditedPaise),
        taxedBasePaise: sum(tdsDeductions.taxedBasePaise),
        tdsSection: sql<
          string | null
        >`(array_agg(${tdsDeductions.tdsSection} ORDER BY ${tdsDeductions.id} DESC))[1]`,
        tdsBasisPoints:
          sql<number>`(array_agg(${tdsDeductions.tdsBasisPoints} ORDER BY ${tdsDeductions.id} DESC))[1]`.mapWith(
            Number,
          ),
        tdsPaise: sum(tdsDeductions.tdsPaise),
        utr: payouts.utr,
        paidAt: payouts.paidAt,
      })
      .from(tdsDeductions)
      .innerJoin(payouts, eq(payouts.id, tdsDeductions.payoutId))
      .innerJoin(payoutBatches, eq(payoutBatches.id, payouts.batchId))
      .where(and(eq(tdsDeductions.executiveId, executiveId), eq(tdsDeductions.financialYear, financialYear)))
      .groupBy(payouts.id, payoutBatches.month)
      .orderBy(asc(max(tdsDeductions.creditedOn)), asc(payouts.id))
      .then((found) => found.map((row) => ({ ...row, netPaise: row.grossPaise - row.tdsPaise }))),
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
