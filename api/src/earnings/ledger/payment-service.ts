import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  MAX_OVERRIDE_LEVELS,
  shareOfPaise,
  type PaymentMode,
  type ReversalKind,
} from 'shared/contract/earnings';
import type { PaymentEntry, ProjectPaymentsResponse } from 'shared/contract/staff-earnings-responses';
import type { Db } from '../../db/client';
import { commissionLines, executives, projectPayments, projects, staffMembers } from '../../db/schema';
import { fullNameOf } from '../../partners/executives/service';
import { planOn } from './plan-service';
import { recordTdsAtCredit } from '../payouts/tds-credit-service';

/** A project with the BDE credited with it: what a payment on it is recorded against. */
export async function findLedgerProject(db: Db, projectId: number) {
  const [row] = await db
    .select({
      id: projects.id,
      companyName: projects.companyName,
      executiveId: projects.executiveId,
      bdeCode: executives.bdeCode,
      firstName: executives.firstName,
      middleName: executives.middleName,
      lastName: executives.lastName,
    })
    .from(projects)
    .innerJoin(executives, eq(executives.id, projects.executiveId))
    .where(eq(projects.id, projectId));
  return row && { ...row, fullName: fullNameOf(row) };
}

const entryColumns = {
  id: projectPayments.id,
  projectId: projectPayments.projectId,
  amountPaise: projectPayments.amountPaise,
  receivedOn: projectPayments.receivedOn,
  mode: projectPayments.mode,
  bankReference: projectPayments.bankReference,
  reversalOf: projectPayments.reversalOfId,
  reversalKind: projectPayments.reversalKind,
  reason: projectPayments.reason,
  recordedById: projectPayments.recordedById,
  recordedByName: staffMembers.name,
  createdAt: projectPayments.createdAt,
};

const entryAnswer = ({
  recordedById,
  recordedByName,
  createdAt,
  ...row
}: {
  recordedById: number;
  recordedByName: string;
  createdAt: Date;
} & Omit<PaymentEntry, 'recordedBy' | 'createdAt'>): PaymentEntry => ({
  ...row,
  recordedBy: { id: recordedById, name: recordedByName },
  createdAt: createdAt.toISOString(),
});

/** A project's ledger: every payment and reversal, oldest first, and their sum. */
export async function projectLedger(db: Db, projectId: number): Promise<ProjectPaymentsResponse | null> {
  const project = await findLedgerProject(db, projectId);
  if (!project) return null;
  const rows = await db
    .select(entryColumns)
    .from(projectPayments)
    .innerJoin(staffMembers, eq(staffMembers.id, projectPayments.recordedById))
    .where(eq(projectPayments.projectId, projectId))
    .orderBy(asc(projectPayments.id));
  const entries = rows.map(entryAnswer);
  return {
    projectId,
    companyName: project.companyName,
    partner: { bdeCode: project.bdeCode, fullName: project.fullName },
    entries,
    receivedPaise: entries.reduce((sum, entry) => sum + entry.amountPaise, 0),
  };
}

/** One entry of the ledger, as the list shows it. */
export async function findEntry(db: Db, paymentId: number): Promise<PaymentEntry> {
  const [row] = await db
    .select(entryColumns)
    .from(projectPayments)
    .innerJoin(staffMembers, eq(staffMembers.id, projectPayments.recordedById))
    .where(eq(projectPayments.id, paymentId));
  return entryAnswer(row);
}

/**
 * The BDE credited with a project and their referrers up `levels` levels (level 0 first), following
 * `referred_by_id`; a chain that loops back stops there.
 */
export async function referralChain(db: Db, executiveId: number, levels: number): Promise<number[]> {
  const chain = [executiveId];
  while (chain.length <= levels) {
    const [row] = await db
      .select({ referredById: executives.referredById })
      .from(executives)
      .where(eq(executives.id, chain[chain.length - 1]));
    const next = row?.referredById;
    if (next === null || next === undefined || chain.includes(next)) break;
    chain.push(next);
  }
  return chain;
}

/** Whether any payment is dated on or after `isoDate`. */
export async function paymentsFrom(db: Db, isoDate: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projectPayments.id })
    .from(projectPayments)
    .where(gte(projectPayments.receivedOn, isoDate))
    .limit(1);
  return row !== undefined;
}

export interface NewPayment {
  projectId: number;
  amountPaise: number;
  receivedOn: string;
  mode: PaymentMode;
  bankReference: string;
  recordedById: number;
  /** When it was recorded; the database's clock when left out. */
  at?: Date;
}

type LineRow = typeof commissionLines.$inferSelect;

/**
 * Records a payment and, in the same transaction (`db` is one), its commission lines: level 0 for the
 * project's BDE at the direct rate, level k for the k-th referrer at the k-th override rate, by the
 * plan in force on the payment's date (none in force: no lines). Lines of nothing are left out.
 */
export async function recordPayment(db: Db, payment: NewPayment) {
  const [project] = await db
    .select({ executiveId: projects.executiveId })
    .from(projects)
    .where(eq(projects.id, payment.projectId));
  const [entry] = await db
    .insert(projectPayments)
    .values({
      projectId: payment.projectId,
      amountPaise: payment.amountPaise,
      receivedOn: payment.receivedOn,
      mode: payment.mode,
      bankReference: payment.bankReference,
      recordedById: payment.recordedById,
      ...(payment.at ? { createdAt: payment.at } : {}),
    })
    .returning();
  const plan = await planOn(db, payment.receivedOn);
  let lines: LineRow[] = [];
  if (plan) {
    const rates = [plan.directBasisPoints, ...plan.overrideBasisPoints.slice(0, MAX_OVERRIDE_LEVELS)];
    const chain = await referralChain(db, project.executiveId, rates.length - 1);
    const values = chain
      .map((executiveId, level) => ({
        executiveId,
        paymentId: entry.id,
        planId: plan.id,
        level,
        basisPoints: rates[level],
        amountPaise: shareOfPaise(payment.amountPaise, rates[level]),
        ...(payment.at ? { createdAt: payment.at, statusChangedAt: payment.at } : {}),
      }))
      .filter((line) => line.amountPaise !== 0);
    if (values.length) lines = await db.insert(commissionLines).values(values).returning();
  }
  return { entry, lines };
}

export interface NewReversal {
  paymentId: number;
  amountPaise: number;
  kind: ReversalKind;
  reason: string;
  receivedOn: string;
  recordedById: number;
  at?: Date;
}

export type ReversalOutcome =
  | { ok: true; entry: typeof projectPayments.$inferSelect; lines: LineRow[] }
  | { ok: false; problem: 'not found' | 'a reversal' | 'before payment' }
  | { ok: false; problem: 'too much'; remainingPaise: number };

/** A line is paid (or on its way: in a payout batch) once it has a payout; after that it is clawed back. */
const isPaidOrBatched = (line: LineRow) => line.status === 'paid' || line.payoutId !== null;

/**
 * Takes back part or all of a payment as a new negative entry. Each of the payment's lines gets a
 * negative line that follows its state: none for a declined line (it was never owed); for a line not
 * yet paid (pending, held, approved outside a batch) one that takes the line's status and moves with
 * it, both declined when they then cancel out; for a paid (or batched) line a claw-back, pending, that
 * staff approve like any line and only two people release. The payment and its lines are locked
 * first, so two reversals at once never take back more than it brought, and an action on a line at
 * the same moment sees its reversal.
 */
export async function recordReversal(db: Db, reversal: NewReversal): Promise<ReversalOutcome> {
  const [payment] = await db
    .select()
    .from(projectPayments)
    .where(eq(projectPayments.id, reversal.paymentId))
    // NO KEY UPDATE: two reversals of the payment still take turns, while a line being changed (whose
    // foreign key checks the payment with KEY SHARE) is not made to wait, which deadlocked with an
    // approval that holds the lines this reversal waits for.
    .for('no key update');
  if (!payment) return { ok: false, problem: 'not found' };
  if (payment.reversalOfId !== null) return { ok: false, problem: 'a reversal' };
  if (reversal.receivedOn < payment.receivedOn) return { ok: false, problem: 'before payment' };
  const [taken] = await db
    .select({ sum: sql<string>`coalesce(sum(${projectPayments.amountPaise}), 0)::text` })
    .from(projectPayments)
    .where(eq(projectPayments.reversalOfId, payment.id));
  const remainingPaise = payment.amountPaise + Number(taken.sum);
  if (reversal.amountPaise > remainingPaise) return { ok: false, problem: 'too much', remainingPaise };

  const [entry] = await db
    .insert(projectPayments)
    .values({
      projectId: payment.projectId,
      amountPaise: -reversal.amountPaise,
      receivedOn: reversal.receivedOn,
      reversalOfId: payment.id,
      reversalKind: reversal.kind,
      reason: reversal.reason,
      recordedById: reversal.recordedById,
      ...(reversal.at ? { createdAt: reversal.at } : {}),
    })
    .returning();
  // Locked in id order, as an approval locks them (a different order deadlocks), then taken by level.
  const original = (
    await db
      .select()
      .from(commissionLines)
      .where(eq(commissionLines.paymentId, payment.id))
      .orderBy(asc(commissionLines.id))
      .for('update')
  ).sort((a, b) => a.level - b.level);
  const values = original
    .filter((line) => line.status !== 'declined')
    .map((line) => {
      const clawBack = isPaidOrBatched(line);
      return {
        executiveId: line.executiveId,
        paymentId: entry.id,
        planId: line.planId,
        level: line.level,
        basisPoints: line.basisPoints,
        amountPaise: shareOfPaise(-reversal.amountPaise, line.basisPoints),
        reversesLineId: line.id,
        clawBack,
        status: clawBack ? ('pending' as const) : line.status,
        reason: clawBack ? null : line.reason,
        approvedById: clawBack ? null : line.approvedById,
        statusChangedById: clawBack ? null : line.statusChangedById,
        ...(reversal.at ? { createdAt: reversal.at, statusChangedAt: reversal.at } : {}),
      };
    })
    .filter((line) => line.amountPaise !== 0);
  const lines = values.length ? await db.insert(commissionLines).values(values).returning() : [];
  // Commission credited (approved) and not yet paid is taken back now: so is the tax deducted on it.
  const credited = new Set(original.filter((line) => line.tdsDeductionId !== null).map((line) => line.id));
  await recordTdsAtCredit(
    db,
    lines.filter((line) => !line.clawBack && credited.has(line.reversesLineId!)),
    reversal.at ?? new Date(),
    { takeBack: true },
  );
  await cancelWhollyReversed(db, {
    lineIds: lines.filter((line) => !line.clawBack).map((line) => line.reversesLineId!),
    reason: `Cancelled by a ${reversal.kind}: ${reversal.reason}`,
    staffId: reversal.recordedById,
    at: reversal.at ?? new Date(),
  });
  return { ok: true, entry, lines };
}

/**
 * Declines the unpaid lines among `lineIds` whose followers now take back all of them, with their
 * followers: nothing is owed either way, and the BDE reads why.
 */
async function cancelWhollyReversed(
  db: Db,
  { lineIds, reason, staffId, at }: { lineIds: number[]; reason: string; staffId: number; at: Date },
) {
  if (!lineIds.length) return;
  const net = await db
    .select({
      id: sql<number>`coalesce(${commissionLines.reversesLineId}, ${commissionLines.id})`.mapWith(Number),
      sum: sql<string>`sum(${commissionLines.amountPaise})::text`,
    })
    .from(commissionLines)
    .where(
      or(
        inArray(commissionLines.id, lineIds),
        and(inArray(commissionLines.reversesLineId, lineIds), eq(commissionLines.clawBack, false)),
      ),
    )
    .groupBy(sql`1`);
  const cancelled = net.filter((row) => Number(row.sum) === 0).map((row) => row.id);
  if (!cancelled.length) return;
  await db
    .update(commissionLines)
    .set({ status: 'declined', reason, statusChangedAt: at, statusChangedById: staffId })
    .where(
      and(
        or(
          inArray(commissionLines.id, cancelled),
          and(inArray(commissionLines.reversesLineId, cancelled), eq(commissionLines.clawBack, false)),
        ),
        inArray(commissionLines.status, ['pending', 'held', 'approved']),
        isNull(commissionLines.payoutId),
      ),
    );
}

/** The BDE codes of executives, by id (for the audit rows of lines). */
export async function bdeCodesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: executives.id, bdeCode: executives.bdeCode })
    .from(executives)
    .where(inArray(executives.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.bdeCode]));
}
