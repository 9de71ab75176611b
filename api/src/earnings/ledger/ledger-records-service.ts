import { eq, max, sql } from 'drizzle-orm';
import { financialYearOf } from 'shared/contract/earnings';
import type { Db } from '../../db/client';
import { commissionLines, payouts } from '../../db/schema';

/**
 * How long the ledger of a BDE (their commission lines and payouts, with the name and PAN they were
 * paid and taxed under) must be kept: books of account and the documents behind them "for a period of
 * six years from the end of the relevant assessment year" (Income-tax Rules, 1962, rule 6F(5), under
 * section 44AA). The assessment year of financial year F ends on 31 March of F + 2.
 */
export const LEDGER_RECORD_YEARS_AFTER_ASSESSMENT = 6;

/** The last day the records of financial year `financialYear` must be kept (YYYY-MM-DD). */
export const recordsKeptUntil = (financialYear: number) =>
  `${financialYear + 2 + LEDGER_RECORD_YEARS_AFTER_ASSESSMENT}-03-31`;

/**
 * The last day the BDE's ledger records must be kept, by the latest financial year they have a
 * commission line or a payout in (India dates); null when they have none.
 */
export async function ledgerRecordsKeptUntil(db: Db, executiveId: number): Promise<string | null> {
  const [line] = await db
    .select({
      latest: sql<string | null>`(max(${commissionLines.createdAt}) at time zone 'Asia/Kolkata')::date::text`,
    })
    .from(commissionLines)
    .where(eq(commissionLines.executiveId, executiveId));
  const [payout] = await db
    .select({ latest: max(payouts.payoutOn) })
    .from(payouts)
    .where(eq(payouts.executiveId, executiveId));
  const dates = [line?.latest, payout?.latest].filter((date): date is string => !!date);
  if (!dates.length) return null;
  const latest = dates.sort()[dates.length - 1];
  return recordsKeptUntil(financialYearOf(latest));
}
