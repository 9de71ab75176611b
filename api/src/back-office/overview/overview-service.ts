import { count, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LEAD_STATUSES, type LeadStatus } from 'shared/contract/staff';
import type { OfficeOverview } from 'shared/contract/staff-overview-responses';
import type { Db } from '../../db/client';
import { clientInfos, contactMessages, executives, newsletterSubscribers } from '../../db/schema';
import { DAY_MS, INDIA_OFFSET_MS } from '../../lib/india-time';
import { preparedStatement } from '../../lib/prepared-statement';

/** The instant this calendar week began in India: the last Monday, 00:00 Asia/Kolkata, at or before `now`. */
export function weekStartInIndia(now: number): Date {
  const india = new Date(now + INDIA_OFFSET_MS);
  const sinceMonday = (india.getUTCDay() + 6) % 7;
  const midnight = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate());
  return new Date(midnight - sinceMonday * DAY_MS - INDIA_OFFSET_MS);
}

const countOf = (table: PgTable, where?: SQL) =>
  sql<number>`(select count(*) from ${table}${where ? sql` where ${where}` : sql``})::int`;

/** Rows written this week so far and in the whole week before, each counted over the created_at index. */
function weekCounts(table: PgTable, createdAt: AnyColumn) {
  const thisWeek = sql`${sql.placeholder('thisWeek')}::timestamptz`;
  const lastWeek = sql`${sql.placeholder('lastWeek')}::timestamptz`;
  return {
    thisWeek: countOf(table, sql`${createdAt} >= ${thisWeek}`),
    lastWeek: countOf(table, sql`${createdAt} >= ${lastWeek} and ${createdAt} < ${thisWeek}`),
  };
}

const overviewFigures = preparedStatement('staff_overview', (db) => {
  const messages = weekCounts(contactMessages, contactMessages.createdAt);
  const leads = weekCounts(clientInfos, clientInfos.createdAt);
  const registrations = weekCounts(executives, executives.createdAt);
  const subscribers = weekCounts(newsletterSubscribers, newsletterSubscribers.createdAt);
  return db
    .select({
      newMessages: countOf(contactMessages, sql`${contactMessages.status} = 'new'`),
      newLeads: countOf(clientInfos, sql`${clientInfos.status} = 'new'`),
      pendingReviews: countOf(executives, sql`${executives.reviewStatus} = 'pending'`),
      subscribers: countOf(newsletterSubscribers),
      messagesThisWeek: messages.thisWeek,
      messagesLastWeek: messages.lastWeek,
      leadsThisWeek: leads.thisWeek,
      leadsLastWeek: leads.lastWeek,
      registrationsThisWeek: registrations.thisWeek,
      registrationsLastWeek: registrations.lastWeek,
      subscribersThisWeek: subscribers.thisWeek,
      subscribersLastWeek: subscribers.lastWeek,
    })
    .from(sql`(select 1) as one`);
});

/**
 * What waits in the office, and this week (from `thisWeek`, `weekStartInIndia`) against last: one
 * statement of index-served counts, and one more for the lead pipeline.
 */
export async function officeOverview(db: Db, thisWeek: Date): Promise<OfficeOverview> {
  const lastWeek = new Date(thisWeek.getTime() - 7 * DAY_MS);
  const [figures] = await overviewFigures(db).execute({
    thisWeek: thisWeek.toISOString(),
    lastWeek: lastWeek.toISOString(),
  });
  const pipeline = await db
    .select({ status: clientInfos.status, leads: count() })
    .from(clientInfos)
    .groupBy(clientInfos.status);
  const leadPipeline = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<
    LeadStatus,
    number
  >;
  for (const row of pipeline) leadPipeline[row.status] = Number(row.leads);
  return {
    newMessages: figures.newMessages,
    newLeads: figures.newLeads,
    pendingReviews: figures.pendingReviews,
    subscribers: figures.subscribers,
    leadPipeline,
    weeks: {
      messages: { thisWeek: figures.messagesThisWeek, lastWeek: figures.messagesLastWeek },
      leads: { thisWeek: figures.leadsThisWeek, lastWeek: figures.leadsLastWeek },
      registrations: {
        thisWeek: figures.registrationsThisWeek,
        lastWeek: figures.registrationsLastWeek,
      },
      subscribers: { thisWeek: figures.subscribersThisWeek, lastWeek: figures.subscribersLastWeek },
    },
  };
}
