import { max } from 'drizzle-orm';
import { EARNINGS_MESSAGES } from 'shared/contract/staff-earnings-schema';
import { formatMonth } from 'shared/format/month';
import type { Db } from '../../db/client';
import { payoutBatches } from '../../db/schema';

/** "2026-12" -> "2027-01". */
export function monthAfter(month: string): string {
  const year = Number(month.slice(0, 4));
  const next = Number(month.slice(5, 7)) + 1;
  return next > 12 ? `${year + 1}-01` : `${year}-${String(next).padStart(2, '0')}`;
}

/**
 * Why no batch may be made for `month` now (`today` an India date), or null: batches are made in
 * order, one per month, for the current month or the month after the latest batch; never for a month
 * before a batch already made, nor skipping a past month for another past one. Read under the
 * batches' lock, so two at once see each other.
 */
export async function batchMonthRefusal(db: Db, month: string, today: string): Promise<string | null> {
  const current = today.slice(0, 7);
  const [row] = await db.select({ latest: max(payoutBatches.month) }).from(payoutBatches);
  const latest = row?.latest ?? null;
  if (latest !== null && month === latest) return EARNINGS_MESSAGES.batchExists;
  if (latest !== null && month < latest) {
    return `The batch of ${formatMonth(latest)} is already made: batches are made in order, so none for an earlier month.`;
  }
  if (month === current || (latest !== null && month === monthAfter(latest))) return null;
  const allowed =
    latest === null ? formatMonth(current) : `${formatMonth(monthAfter(latest))} or ${formatMonth(current)}`;
  return `Must be ${allowed}: batches are made for the current month or, in order, the month after the last batch.`;
}
