import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { COMMISSION_STATUSES, type CommissionAction, type CommissionStatus } from 'shared/contract/earnings';
import type { CommissionLine } from 'shared/contract/staff-earnings-responses';
import type { ListPage } from 'shared/contract/staff-list-responses';
import { formatPaise } from 'shared/format/inr';
import type { Db } from '../../db/client';
import { commissionLines, executives, projectPayments, projects } from '../../db/schema';
import {
  afterCursor,
  keysetOrder,
  pageBySort,
  parseListQuery,
  type FilterSpec,
  type ListQuery,
  type SortColumns,
} from '../../lib/keyset-page';
import { fullNameOf } from '../executives/service';

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
    afterCursor(query, COMMISSION_SORTS, commissionLines.id),
  ];
  const rows = await linesFrom(db)
    .where(and(...conditions))
    .orderBy(...keysetOrder(query, COMMISSION_SORTS, commissionLines.id))
    .limit(query.limit + 1);
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

/**
 * Moves the lines that are in a status the action applies to (a conditional UPDATE: two staff acting
 * at once change each line once); the others are left as they are. Returns the lines it changed.
 */
export async function actOnLines(
  db: Db,
  change: { action: CommissionAction; lineIds: number[]; reason: string | null; staffId: number; at: Date },
): Promise<LineChange[]> {
  const move = ACTION_MOVES[change.action];
  return db
    .update(commissionLines)
    .set({
      status: move.to,
      reason: change.action === 'approve' ? null : change.reason,
      statusChangedAt: change.at,
      statusChangedById: change.staffId,
    })
    .where(and(inArray(commissionLines.id, change.lineIds), inArray(commissionLines.status, move.from)))
    .returning({
      id: commissionLines.id,
      executiveId: commissionLines.executiveId,
      amountPaise: commissionLines.amountPaise,
    });
}

/** What a BDE's bell says of their lines an action changed: the site's words, with staff's reason. */
export function lineNotice(action: 'approve' | 'decline', lines: LineChange[], reason: string | null) {
  const total = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const verb = action === 'approve' ? 'approved' : 'declined';
  const what =
    lines.length === 1
      ? `A ${total < 0 ? 'reversal' : 'commission'} of ${formatPaise(Math.abs(total))} was ${verb}`
      : `${lines.length} commission lines (${formatPaise(total)} in all) were ${verb}`;
  return action === 'decline' && reason ? `${what}: ${reason}` : `${what}.`;
}

/** The lines grouped by BDE, in the order first seen. */
export function byExecutive(lines: LineChange[]): Map<number, LineChange[]> {
  const groups = new Map<number, LineChange[]>();
  for (const line of lines) groups.set(line.executiveId, [...(groups.get(line.executiveId) ?? []), line]);
  return groups;
}
