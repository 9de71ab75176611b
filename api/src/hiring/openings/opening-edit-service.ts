import { eq, sql } from 'drizzle-orm';
import { OPENING_STATUSES, openingIsOpen, type OpeningStatus } from 'shared/contract/careers';
import { OPENING_FIELDS, OPENING_MESSAGES, type OpeningRequest } from 'shared/contract/opening-schema';
import type { ListPage } from 'shared/contract/staff-list-responses';
import type { StaffOpeningListItem, StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import type { Db } from '../../db/client';
import { jobApplications, openings } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { todayInIndia } from '../../lib/india-time';
import { matchAny, parseListQuery, preparedList } from '../../lib/prepared-list';
import type { FilterSpec, ListQuery, SortColumns } from '../../lib/prepared-list';
import { pick } from '../../lib/pick';
import { invalidField } from '../../lib/validate';
import { availableSlug } from './opening-slug';
import { openingTranslationsOf } from './opening-translation-service';
import { openingFieldColumns } from './openings-service';

export const OPENING_SORTS: SortColumns = {
  updatedAt: { column: openings.updatedAt, type: 'date' },
  createdAt: { column: openings.createdAt, type: 'date' },
  title: { column: openings.title, type: 'text' },
};

type OpeningFilter = 'status';
export const OPENING_FILTERS: Record<OpeningFilter, FilterSpec> = { status: OPENING_STATUSES };

/** `status`; `q` searches the title. Most recently changed first unless told. */
export const parseOpeningQuery = (query: unknown): ListQuery<OpeningFilter> =>
  parseListQuery<OpeningFilter>(query, {
    sorts: OPENING_SORTS,
    defaultSort: 'updatedAt',
    filters: OPENING_FILTERS,
  });

// Counted over job_applications' (opening_id, created_at, id) index; a list page holds at most 100.
// Both columns named with their tables: drizzle writes a one-table select's columns bare, and a bare
// "id" in the subquery would be the application's own.
const qualified = (table: typeof openings | typeof jobApplications, column: { name: string }) =>
  sql`${table}.${sql.identifier(column.name)}`;
const applicationCount = sql<number>`(select count(*) from ${jobApplications} where ${qualified(jobApplications, jobApplications.openingId)} = ${qualified(openings, openings.id)})::int`;

const summaryColumns = {
  id: openings.id,
  slug: openings.slug,
  status: openings.status,
  title: openings.title,
  employmentType: openings.employmentType,
  city: openings.city,
  workMode: openings.workMode,
  closesOn: openings.closesOn,
  applications: applicationCount,
  publishedAt: openings.publishedAt,
  closedAt: openings.closedAt,
  createdAt: openings.createdAt,
  updatedAt: openings.updatedAt,
};

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

function summaryOf(row: SummaryRow, today: string): StaffOpeningListItem {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    open: openingIsOpen(row, today),
    title: row.title,
    employmentType: row.employmentType,
    city: row.city,
    workMode: row.workMode,
    closesOn: row.closesOn,
    applications: row.applications,
    publishedAt: iso(row.publishedAt),
    closedAt: iso(row.closedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const openingList = preparedList({
  name: 'staff_openings',
  filterNames: ['status'] as const,
  shapeOf: (query: ListQuery<OpeningFilter>) => (query.filters.status ? 's' : ''),
  sorts: OPENING_SORTS,
  id: openings.id,
  select: (db) => db.select(summaryColumns).from(openings).$dynamic(),
  where: (query, values) => [
    query.q ? matchAny(values.search, [openings.title]) : undefined,
    query.filters.status ? sql`${openings.status} = ${values.filters.status}` : undefined,
  ],
});

type SummaryRow = Awaited<ReturnType<typeof openingList.statement>>[number];

/** One page of openings, of every status, in the query's order. */
export async function listOpenings(
  db: Db,
  query: ListQuery<OpeningFilter>,
  now: number,
): Promise<ListPage<StaffOpeningListItem>> {
  const today = todayInIndia(now);
  return openingList.page(db, query, (row) => summaryOf(row, today));
}

/** The opening with every field and its texts in other languages, or null when there is none with this id. */
export async function findOpening(db: Db, id: number, now: number): Promise<StaffOpeningResponse | null> {
  const [row] = await db
    .select({ ...summaryColumns, ...openingFieldColumns })
    .from(openings)
    .where(eq(openings.id, id));
  if (!row) return null;
  return {
    ...summaryOf(row, todayInIndia(now)),
    ...pick(row, OPENING_FIELDS),
    createdAt: row.createdAt.toISOString(),
    translations: await openingTranslationsOf(db, id),
  };
}

/** A closing date already passed in India: refused wherever a date is set or an opening goes live. */
function checkClosesOn(closesOn: string | null, now: number) {
  if (closesOn !== null && closesOn < todayInIndia(now)) {
    throw invalidField('closesOn', OPENING_MESSAGES.closesOnPast);
  }
}

/** A new draft, its address from its title. Run in the change's transaction. */
export async function createOpening(tx: Db, fields: OpeningRequest, now: number) {
  checkClosesOn(fields.closesOn, now);
  const slug = await availableSlug(tx, fields.title);
  const at = new Date(now);
  const [row] = await tx
    .insert(openings)
    .values({ ...fields, slug, status: 'draft', createdAt: at, updatedAt: at })
    .returning({ id: openings.id, slug: openings.slug });
  return row;
}

/** The opening's row, locked until the transaction ends; undefined when there is none. */
async function lockedOpening(tx: Db, id: number) {
  const [row] = await tx.select().from(openings).where(eq(openings.id, id)).for('update');
  return row;
}

/**
 * Replaces a draft's or a published opening's fields (a closed one must be reopened first) and says
 * which changed; undefined when there is no such opening. A draft's address follows its title; once
 * published, it never changes. Run in the change's transaction.
 */
export async function updateOpening(tx: Db, id: number, fields: OpeningRequest, now: number) {
  const before = await lockedOpening(tx, id);
  if (!before) return undefined;
  if (before.status === 'closed') throw conflict(OPENING_MESSAGES.editClosed);
  const changed = OPENING_FIELDS.filter((name) => before[name] !== fields[name]);
  if (changed.includes('closesOn')) checkClosesOn(fields.closesOn, now);
  const slug =
    before.publishedAt === null && changed.includes('title')
      ? await availableSlug(tx, fields.title, id)
      : before.slug;
  if (changed.length) {
    await tx
      .update(openings)
      .set({ ...fields, slug, updatedAt: new Date(now) })
      .where(eq(openings.id, id));
  }
  return { id, changed, slug, slugBefore: before.slug };
}

/** What a change of state did: the opening's address and its status before and after. */
export interface StatusChange {
  id: number;
  slug: string;
  from: OpeningStatus;
  to: OpeningStatus;
  firstPublished?: boolean;
}

/**
 * A draft goes live: published, its first publication's time kept (its address fixed from then on).
 * Its closing date must not have passed. Run in the change's transaction.
 */
export async function publishOpening(tx: Db, id: number, now: number): Promise<StatusChange | undefined> {
  const before = await lockedOpening(tx, id);
  if (!before) return undefined;
  if (before.status === 'published') throw conflict(OPENING_MESSAGES.alreadyPublished);
  if (before.status === 'closed') throw conflict(OPENING_MESSAGES.publishClosed);
  checkClosesOn(before.closesOn, now);
  const at = new Date(now);
  await tx
    .update(openings)
    .set({ status: 'published', publishedAt: before.publishedAt ?? at, updatedAt: at })
    .where(eq(openings.id, id));
  return { id, slug: before.slug, from: before.status, to: 'published', firstPublished: !before.publishedAt };
}

/** A published opening stops taking applications. Run in the change's transaction. */
export async function closeOpening(tx: Db, id: number, now: number): Promise<StatusChange | undefined> {
  const before = await lockedOpening(tx, id);
  if (!before) return undefined;
  if (before.status !== 'published') throw conflict(OPENING_MESSAGES.closeNotPublished);
  const at = new Date(now);
  await tx.update(openings).set({ status: 'closed', closedAt: at, updatedAt: at }).where(eq(openings.id, id));
  return { id, slug: before.slug, from: before.status, to: 'closed' };
}

/** A closed opening becomes a draft again, to be changed and published once more. */
export async function reopenOpening(tx: Db, id: number, now: number): Promise<StatusChange | undefined> {
  const before = await lockedOpening(tx, id);
  if (!before) return undefined;
  if (before.status !== 'closed') throw conflict(OPENING_MESSAGES.reopenNotClosed);
  await tx
    .update(openings)
    .set({ status: 'draft', closedAt: null, updatedAt: new Date(now) })
    .where(eq(openings.id, id));
  return { id, slug: before.slug, from: before.status, to: 'draft' };
}
