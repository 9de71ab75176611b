import { and, eq, isNull, ne } from 'drizzle-orm';
import { formatPaise } from 'shared/format/inr';
import { formatMonth } from 'shared/format/month';
import type { Db } from '../../db/client';
import { commissionLines, executives, payoutBatches, payouts } from '../../db/schema';
import type { NoticeSettings } from '../email/notices-service';
import { notifyExecutive } from '../bde-inbox/notify-service';
import { recordAudit, plain, type AuditActor } from '../audit-log/audit-service';

export type UtrOutcome =
  | { ok: true; payoutId: number; lineIds: number[] }
  | { ok: false; problem: 'not found' | 'recorded' | 'utr used' };

/** Whether an error is PostgreSQL's unique violation (two UTRs recorded at once, say). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Records the transfer of one payout (a conditional UPDATE: recorded once, whoever comes second is
 * told so), marks its lines paid at the same instant, tells the BDE and audits it, in one transaction.
 */
export async function recordUtr(
  db: Db,
  notices: NoticeSettings,
  change: { batchId: number; payoutId: number; utr: string; actor: AuditActor; at: Date },
): Promise<UtrOutcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [clash] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.utr, change.utr), ne(payouts.id, change.payoutId)));
    if (clash) return { ok: false, problem: 'utr used' };
    const [paid] = await tx
      .update(payouts)
      .set({ utr: change.utr, paidAt: change.at, paidById: change.actor.staffId })
      .where(and(eq(payouts.id, change.payoutId), eq(payouts.batchId, change.batchId), isNull(payouts.utr)))
      .returning();
    if (!paid) {
      const [exists] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.id, change.payoutId), eq(payouts.batchId, change.batchId)));
      return { ok: false, problem: exists ? 'recorded' : 'not found' };
    }
    const lines = await tx
      .update(commissionLines)
      .set({ status: 'paid', statusChangedAt: change.at, statusChangedById: change.actor.staffId })
      .where(and(eq(commissionLines.payoutId, paid.id), eq(commissionLines.status, 'approved')))
      .returning({ id: commissionLines.id });
    const [batch] = await tx
      .select({ month: payoutBatches.month })
      .from(payoutBatches)
      .where(eq(payoutBatches.id, paid.batchId));
    const [bde] = await tx
      .select({ bdeCode: executives.bdeCode })
      .from(executives)
      .where(eq(executives.id, paid.executiveId));
    await recordAudit(tx, change.actor, {
      action: 'payout.paid',
      targetType: 'payout',
      targetId: paid.id,
      detail: {
        batchId: paid.batchId,
        bdeCode: plain(bde.bdeCode),
        utr: plain(change.utr),
        netPaise: paid.netPaise,
        lineIds: lines.map((line) => line.id),
      },
    });
    await notifyExecutive(tx, notices, {
      executiveId: paid.executiveId,
      kind: 'payout paid',
      text:
        `Your payout of ${formatPaise(paid.netPaise)} for ${formatMonth(batch.month)} was paid ` +
        `(UTR ${change.utr}).`,
      link: '/bdedetails/earnings',
    });
    return { ok: true, payoutId: paid.id, lineIds: lines.map((line) => line.id) };
  });
}
