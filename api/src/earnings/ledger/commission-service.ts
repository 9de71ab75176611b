import { and, asc, eq, inArray, isNotNull, ne, not, notInArray, or, type SQL } from 'drizzle-orm';
import { COMMISSION_STATUSES, type CommissionAction, type CommissionStatus } from 'shared/contract/earnings';
import type { NoticeDetails } from 'shared/contract/bde-notice';
import type { CommissionLine } from 'shared/contract/staff-earnings-responses';
import type { ListPage } from 'shared/contract/staff-list-responses';
import type { Db } from '../../db/client';
import { commissionLines, executives, projectPayments, projects } from '../../db/schema';
import {
  keysetPage,
  pageBySort,
  parseListQuery,
  type FilterSpec,
  type ListQuery,
  type SortColumns,
} from '../../lib/keyset-page';
import { fullNameOf } from '../../partners/executives/service';
import { recordTdsAtCredit } from '../payouts/tds-credit-service';

export const COMMISSION_SORTS: SortColumns = {
  createdAt: { column: commissionLines.createdAt, type: 'date' },
  amountPaise: { column: commissionLines.amountPaise, type: 'number' },
};

type CommissionFilter = 'status' | 'bdeCode';
export const COMMISSION_FILTERS: Record<CommissionFilter, FilterSpec> = {
  status: COMMISSION_STATUSES,
  bdeCode: 'text',
};

/** The list's query: pending lines, oldest first, unless it says otherwise. */
export function parseCommissionQuery(query: unknown): ListQuery<CommissionFilter> {
  const parsed = parseListQuery<CommissionFilter>(query, {
    sorts: COMMISSION_SORTS,
    defaultSort: 'createdAt',
    defaultDir: 'asc',
    filters: COMMISSION_FILTERS,
  });
  parsed.filters.status ??= 'pending';
  const code = parsed.filters.bdeCode?.trim().toUpperCase();
  if (code !== undefined) parsed.filters.bdeCode = code;
  return parsed;
}

const lineColumns = {
  id: commissionLines.id,
  bdeCode: executives.bdeCode,
  firstName: executives.firstName,
  middleName: executives.middleName,
  lastName: executives.lastName,
  paymentId: commissionLines.paymentId,
  projectId: projectPayments.projectId,
  companyName: projects.companyName,
  planId: commissionLines.planId,
  level: commissionLines.level,
  basisPoints: commissionLines.basisPoints,
  amountPaise: commissionLines.amountPaise,
  status: commissionLines.status,
  reason: commissionLines.reason,
  paymentReceivedOn: projectPayments.receivedOn,
  payoutId: commissionLines.payoutId,
  createdAt: commissionLines.createdAt,
};

type LineRow = Omit<CommissionLine, 'partner' | 'createdAt'> & {
  bdeCode: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  createdAt: Date;
};

const lineAnswer = ({
  bdeCode,
  firstName,
  middleName,
  lastName,
  createdAt,
  ...row
}: LineRow): CommissionLine => ({
  ...row,
  partner: { bdeCode, fullName: fullNameOf({ firstName, middleName, lastName }) },
  createdAt: createdAt.toISOString(),
});

const linesFrom = (db: Db) =>
  db
    .select(lineColumns)
    .from(commissionLines)
    .innerJoin(executives, eq(executives.id, commissionLines.executiveId))
    .innerJoin(projectPayments, eq(projectPayments.id, commissionLines.paymentId))
    .innerJoin(projects, eq(projects.id, projectPayments.projectId));

/** A page of commission lines of one status (and one BDE, when asked). */
export async function listCommissions(
  db: Db,
  query: ListQuery<CommissionFilter>,
): Promise<ListPage<CommissionLine>> {
  const conditions: Array<SQL | undefined> = [
    eq(commissionLines.status, query.filters.status as CommissionStatus),
    query.filters.bdeCode ? eq(executives.bdeCode, query.filters.bdeCode) : undefined,
  ];
  const rows = await keysetPage(
    linesFrom(db).$dynamic(),
    query,
    { sorts: COMMISSION_SORTS, id: commissionLines.id },
    conditions,
  );
  return pageBySort(rows, query, lineAnswer);
}

/** Lines by id, as the list shows them. */
export async function linesById(db: Db, ids: number[]): Promise<CommissionLine[]> {
  if (!ids.length) return [];
  const rows = await linesFrom(db).where(inArray(commissionLines.id, ids));
  return rows.map(lineAnswer);
}

/** Which statuses each action moves a line from, and to. */
const ACTION_MOVES: Record<CommissionAction, { from: CommissionStatus[]; to: CommissionStatus }> = {
  approve: { from: ['pending', 'held'], to: 'approved' },
  hold: { from: ['pending'], to: 'held' },
  decline: { from: ['pending', 'held'], to: 'declined' },
};

export interface LineChange {
  id: number;
  executiveId: number;
  amountPaise: number;
}

const changedColumns = {
  id: commissionLines.id,
  executiveId: commissionLines.executiveId,
  amountPaise: commissionLines.amountPaise,
};

/**
 * Lines that follow another: a reversal of a line not yet paid when it was made. They take their
 * original's status with it, and are never acted on by themselves.
 */
const follower = and(isNotNull(commissionLines.reversesLineId), eq(commissionLines.clawBack, false))!;

/** Locks the lines `lineIds` and the reversals that follow them, in id order. */
export async function lockLinesInOrder(db: Db, lineIds: number[]): Promise<void> {
  if (!lineIds.length) return;
  await db
    .select({ id: commissionLines.id })
    .from(commissionLines)
    .where(or(inArray(commissionLines.id, lineIds), inArray(commissionLines.reversesLineId, lineIds)))
    .orderBy(asc(commissionLines.id))
    .for('update');
}

/**
 * Moves the lines that are in a status the action applies to (a conditional UPDATE: two staff acting
 * at once change each line once), and the reversals that follow them; the others are left as they
 * are. Two people for money: a line is approved only by someone other than whoever recorded the
 * payment (or reversal) that made it, and a claw-back is released (declined) only from held, by
 * someone other than whoever held it. Returns the lines it changed, followers included.
 */
export async function actOnLines(
  db: Db,
  change: { action: CommissionAction; lineIds: number[]; reason: string | null; staffId: number; at: Date },
): Promise<LineChange[]> {
  const move = ACTION_MOVES[change.action];
  const set = {
    status: move.to,
    reason: change.action === 'approve' ? null : change.reason,
    statusChangedAt: change.at,
    statusChangedById: change.staffId,
    ...(change.action === 'approve' ? { approvedById: change.staffId } : {}),
  };
  const ownPayments = db
    .select({ id: projectPayments.id })
    .from(projectPayments)
    .where(eq(projectPayments.recordedById, change.staffId));
  // Lines are locked in id order, as a reversal locks them: two transactions taking the same rows in
  // different orders (an UPDATE takes them as it finds them) deadlock.
  await lockLinesInOrder(db, change.lineIds);
  const releasable = or(
    eq(commissionLines.clawBack, false),
    and(eq(commissionLines.status, 'held'), ne(commissionLines.statusChangedById, change.staffId)),
  );
  const changed = await db
    .update(commissionLines)
    .set(set)
    .where(
      and(
        inArray(commissionLines.id, change.lineIds),
        inArray(commissionLines.status, move.from),
        not(follower),
        change.action === 'approve' ? notInArray(commissionLines.paymentId, ownPayments) : undefined,
        change.action === 'decline' ? releasable : undefined,
      ),
    )
    .returning(changedColumns);
  if (!changed.length) return changed;
  const followers = await db
    .update(commissionLines)
    .set(set)
    .where(
      and(
        inArray(
          commissionLines.reversesLineId,
          changed.map((line) => line.id),
        ),
        follower,
        inArray(commissionLines.status, move.from),
      ),
    )
    .returning(changedColumns);
  const moved = [...changed, ...followers];
  // Approving credits the lines to the BDE in the company's books: the moment TDS is deducted.
  if (change.action === 'approve') await recordTdsAtCredit(db, moved, change.at);
  return moved;
}

/** 403 when it is who asks, 409 when it is the line's state. */
export type ActionRefusal = { status: 403 | 409; lineIds: number[]; why: string } | null;

/**
 * Why staff member `staffId` may not take `action` on some of `lineIds`, or null: approving lines of a
 * payment they recorded, or releasing a claw-back that is not held, or that they held themselves.
 */
export async function actionRefusal(
  db: Db,
  change: { action: CommissionAction; lineIds: number[]; staffId: number },
): Promise<ActionRefusal> {
  if (change.action === 'hold') return null;
  const rows = await db
    .select({
      id: commissionLines.id,
      status: commissionLines.status,
      clawBack: commissionLines.clawBack,
      statusChangedById: commissionLines.statusChangedById,
      recordedById: projectPayments.recordedById,
    })
    .from(commissionLines)
    .innerJoin(projectPayments, eq(projectPayments.id, commissionLines.paymentId))
    .where(inArray(commissionLines.id, change.lineIds));
  const refuse = (status: 403 | 409, ids: number[], why: string) =>
    ids.length ? { status, lineIds: ids.sort((a, b) => a - b), why } : null;
  const movable = rows.filter((row) => ACTION_MOVES[change.action].from.includes(row.status));
  if (change.action === 'approve') {
    return refuse(
      403,
      movable.filter((row) => row.recordedById === change.staffId).map((row) => row.id),
      'You recorded the payment (or reversal) these lines come from: another staff member approves them.',
    );
  }
  const clawBacks = movable.filter((row) => row.clawBack);
  return (
    refuse(
      409,
      clawBacks.filter((row) => row.status !== 'held').map((row) => row.id),
      'A claw-back of commission already paid is released by two people: hold it first with the reason, ' +
        'then another staff member declines it.',
    ) ??
    refuse(
      403,
      clawBacks.filter((row) => row.statusChangedById === change.staffId).map((row) => row.id),
      'You held this claw-back: another staff member releases it.',
    )
  );
}

/**
 * What a BDE's bell says of their lines an action changed (its words are the contract's): how many,
 * their total, and for a decline staff's reason.
 */
export function decisionDetails(
  action: 'approve' | 'decline',
  lines: LineChange[],
  reason: string | null,
): NoticeDetails {
  const amountPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  return { amountPaise, lines: lines.length, ...(action === 'decline' && reason ? { reason } : {}) };
}

/** The lines grouped by BDE, in the order first seen. */
export function byExecutive(lines: LineChange[]): Map<number, LineChange[]> {
  const groups = new Map<number, LineChange[]>();
  for (const line of lines) groups.set(line.executiveId, [...(groups.get(line.executiveId) ?? []), line]);
  return groups;
}
