import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES, type ReviewStatus } from 'shared/contract/staff';
import type { PanStatus } from 'shared/contract/earnings';
import type { Db } from '../../db/client';
import { executives, projects, staffMembers } from '../../db/schema';
import { keysetPage, pageOf, parseListQuery, searchAny, type SortColumns } from '../../lib/keyset-page';
import { bdeNameColumns, downlineOf, fullNameOf } from './service';

export const PARTNER_SORTS: SortColumns = {
  createdAt: { column: executives.createdAt, type: 'date' },
  name: { column: executives.firstName, type: 'text' },
  bdeCode: { column: executives.bdeCode, type: 'text' },
  reviewStatus: { column: executives.reviewStatus, type: 'text' },
};

export const PARTNER_FILTERS = { reviewStatus: REVIEW_STATUSES };

/** The BDE list's query string: a 400 naming any parameter that is not right. */
export const parsePartnerQuery = (query: unknown) =>
  parseListQuery(query, {
    sorts: PARTNER_SORTS,
    defaultSort: 'createdAt',
    filters: PARTNER_FILTERS,
  });

export async function listPartners(db: Db, query: ReturnType<typeof parsePartnerQuery>) {
  const rows = await keysetPage(
    db
      .select({
        id: executives.id,
        ...bdeNameColumns,
        email: executives.email,
        mobileNumber: executives.mobileNumber,
        district: executives.district,
        state: executives.state,
        reviewStatus: executives.reviewStatus,
        createdAt: executives.createdAt,
      })
      .from(executives)
      .$dynamic(),
    query,
    { sorts: PARTNER_SORTS, id: executives.id },
    [
      query.filters.reviewStatus
        ? eq(executives.reviewStatus, query.filters.reviewStatus as ReviewStatus)
        : undefined,
      searchAny(query.q, [
        executives.firstName,
        executives.lastName,
        executives.bdeCode,
        executives.userName,
        executives.email,
        executives.mobileNumber,
      ]),
    ],
  );
  const page = pageOf(rows, query, (row) => ({
    value: {
      createdAt: row.createdAt,
      name: row.firstName,
      bdeCode: row.bdeCode,
      reviewStatus: row.reviewStatus,
    }[query.sort]!,
    id: row.id,
  }));
  return {
    next: page.next,
    items: page.items.map(({ id: _id, firstName, middleName, lastName, createdAt, ...row }) => ({
      ...row,
      fullName: fullNameOf({ firstName, middleName, lastName }),
      createdAt: createdAt.toISOString(),
    })),
  };
}

const reviewer = alias(staffMembers, 'reviewer');
const referrer = alias(executives, 'referrer');
const panChecker = alias(staffMembers, 'pan_checker');

/** A BDE by code, with who referred them and who reviewed them; undefined when there is none. */
export async function findPartner(db: Db, bdeCode: string) {
  const [row] = await db
    .select({
      executive: executives,
      reviewer: { id: reviewer.id, name: reviewer.name },
      panChecker: { id: panChecker.id, name: panChecker.name },
      referrer: {
        bdeCode: referrer.bdeCode,
        firstName: referrer.firstName,
        middleName: referrer.middleName,
        lastName: referrer.lastName,
      },
    })
    .from(executives)
    .leftJoin(reviewer, eq(reviewer.id, executives.reviewedById))
    .leftJoin(panChecker, eq(panChecker.id, executives.panCheckedById))
    .leftJoin(referrer, eq(referrer.id, executives.referredById))
    .where(eq(executives.bdeCode, bdeCode))
    .limit(1);
  return row;
}

/** The id of the BDE with this code; undefined when there is none. */
export async function partnerId(db: Db, bdeCode: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: executives.id })
    .from(executives)
    .where(eq(executives.bdeCode, bdeCode))
    .limit(1);
  return row?.id;
}

/** The BDEs one BDE referred, in joining order, with where their review stands. */
export async function directReferrals(db: Db, executiveId: number) {
  const rows = await db
    .select({ ...bdeNameColumns, reviewStatus: executives.reviewStatus })
    .from(executives)
    .where(eq(executives.referredById, executiveId))
    .orderBy(asc(executives.createdAt), asc(executives.id));
  return rows.map(({ bdeCode, reviewStatus, ...name }) => ({
    bdeCode,
    fullName: fullNameOf(name),
    reviewStatus,
  }));
}

/** How many BDEs are below this one at any depth: one recursive walk of executives_referred_by_idx. */
export async function downlineSize(db: Db, executiveId: number): Promise<number> {
  const result = (await db.execute(sql`
    ${downlineOf(executiveId)}
    SELECT count(DISTINCT id)::int AS "total" FROM below
  `)) as unknown as { rows: Array<{ total: number }> };
  return Number(result.rows[0]?.total ?? 0);
}

/** A project as staff see it on a BDE's page. */
const projectColumns = {
  id: projects.id,
  companyName: projects.companyName,
  amountPaise: projects.amountPaise,
  status: projects.status,
  createdAt: projects.createdAt,
};

/** Every project of one BDE, newest first. */
export function partnerProjects(db: Db, executiveId: number) {
  return db
    .select(projectColumns)
    .from(projects)
    .where(eq(projects.executiveId, executiveId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

/** A project with the code of its BDE; undefined when there is none. */
export async function findProject(db: Db, projectId: number) {
  const [row] = await db
    .select({ ...projectColumns, bdeCode: executives.bdeCode })
    .from(projects)
    .innerJoin(executives, eq(executives.id, projects.executiveId))
    .where(eq(projects.id, projectId))
    .limit(1);
  return row;
}

export interface ReviewDecisionRow {
  status: Exclude<ReviewStatus, 'pending'>;
  reason: string | null;
  staffId: number;
}

/**
 * Sets some of a BDE's columns and answers what `before` reads of the row as it was, or undefined
 * when there is no such BDE. The row is locked first, so two changes at once are applied one after
 * the other and each audit row names the state it replaced.
 */
async function changePartner<T>(
  db: Db,
  bdeCode: string,
  before: (row: typeof executives.$inferSelect) => T,
  set: PgUpdateSetSource<typeof executives>,
): Promise<(T & { id: number }) | undefined> {
  const [row] = await db.select().from(executives).where(eq(executives.bdeCode, bdeCode)).for('update');
  if (!row) return undefined;
  await db.update(executives).set(set).where(eq(executives.id, row.id));
  return { id: row.id, ...before(row) };
}

/** Records staff's decision on a BDE's registration; the review as it stood before (see changePartner). */
export const recordReview = (db: Db, bdeCode: string, decision: ReviewDecisionRow) =>
  changePartner(db, bdeCode, (row) => ({ status: row.reviewStatus, reason: row.reviewReason }), {
    reviewStatus: decision.status,
    reviewReason: decision.reason,
    reviewedAt: sql`now()`,
    reviewedById: decision.staffId,
  });

/** Records the PAN's status as staff found it; the status before, and the BDE's id (see changePartner). */
export const recordPanStatus = (db: Db, bdeCode: string, change: { status: PanStatus; staffId: number }) =>
  changePartner(db, bdeCode, (row) => ({ status: row.panStatus }), {
    panStatus: change.status,
    panCheckedAt: sql`now()`,
    panCheckedById: change.staffId,
  });

/** A project's status, its row locked until the transaction ends; undefined when there is none. */
export async function lockProject(db: Db, projectId: number) {
  const [row] = await db
    .select({ id: projects.id, status: projects.status })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  return row;
}
