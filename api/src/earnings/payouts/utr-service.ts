import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  commissionLines,
  executives,
  payoutBatches,
  payouts,
  projectPayments,
} from '../../db/schema';
import type { NoticeSettings } from '../../platform/email/notices-service';
import { noticeOf, notifyExecutive } from '../../partners/inbox/notify-service';
import { recordAudit, plain, type AuditActor } from '../../back-office/audit-log/audit-service';

/** The audit action of a bank file's download: its staff member exported the batch. */
export const BANK_FILE_ACTION = 'payout-batch.bank-file';

export type UtrOutcome =
  | { ok: true; payoutId: number; lineIds: number[] }
  | { ok: false; problem: 'not found' | 'recorded' | 'utr used' | 'maker' };

/** Whether an error is PostgreSQL's unique violation (two UTRs recorded at once, say). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Whether `staffId` made the batch or exported its bank file: they may not record its transfers. The
 * batch's row is locked (shared) first, so an export at the same moment is seen once it is written.
 */
async function madeOrExported(db: Db, batchId: number, staffId: number): Promise<boolean | undefined> {
  const [batch] = await db
    .select({ createdById: payoutBatches.createdById })
    .from(payoutBatches)
    .where(eq(payoutBatches.id, batchId))
    .for('share');
  if (!batch) return undefined;
  if (batch.createdById === staffId) return true;
  const [exported] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'payout-batch'),
        eq(auditLog.targetId, String(batchId)),
        eq(auditLog.action, BANK_FILE_ACTION),
        eq(auditLog.staffId, staffId),
      ),
    )
    .limit(1);
  return exported !== undefined;
}

/** Who recorded the payment behind each line and who approved it: the audit row names both. */
async function peopleOfLines(db: Db, lineIds: number[]) {
  if (!lineIds.length) return [];
  return db
    .select({
      lineId: commissionLines.id,
      recordedById: projectPayments.recordedById,
      approvedById: commissionLines.approvedById,
    })
    .from(commissionLines)
    .innerJoin(projectPayments, eq(projectPayments.id, commissionLines.paymentId))
    .where(inArray(commissionLines.id, lineIds))
    .orderBy(asc(commissionLines.id));
}

/**
 * Records the transfer of one payout (a conditional UPDATE: recorded once, whoever comes second is
 * told so), marks its lines paid at the same instant, tells the BDE and audits it, in one transaction.
 * Two people for money: whoever made the batch or exported its bank file does not record it paid.
 */
export async function recordUtr(
  db: Db,
  notices: NoticeSettings,
  change: { batchId: number; payoutId: number; utr: string; actor: AuditActor; at: Date },
): Promise<UtrOutcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const maker = await madeOrExported(tx, change.batchId, change.actor.staffId);
    if (maker === undefined) return { ok: false, problem: 'not found' };
    if (maker) return { ok: false, problem: 'maker' };
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
      .select({ month: payoutBatches.month, createdById: payoutBatches.createdById })
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
        batchCreatedById: batch.createdById,
        paidById: change.actor.staffId,
        lines: (
          await peopleOfLines(
            tx,
            lines.map((line) => line.id),
          )
        ).map((line) => ({ ...line })),
      },
    });
    await notifyExecutive(tx, notices, {
      executiveId: paid.executiveId,
      ...noticeOf('payout paid', { amountPaise: paid.netPaise, month: batch.month, utr: change.utr }),
      link: '/bdedetails/earnings',
    });
    return { ok: true, payoutId: paid.id, lineIds: lines.map((line) => line.id) };
  });
}
