import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { HiringOverview } from 'shared/contract/staff-overview-responses';
import type { Db } from '../../db/client';
import { jobApplications, openings } from '../../db/schema';
import { todayInIndia } from '../../lib/india-time';

/**
 * What waits in hiring: the openings taking applications today (India time), the drafts, and the new
 * applications in all and by opening (those with any, the most first, over the stage index).
 */
export async function hiringOverview(db: Db, now: number): Promise<HiringOverview> {
  const today = todayInIndia(now);
  const [figures] = await db
    .select({
      openOpenings: sql<number>`count(*) filter (where ${openings.status} = 'published' and (${openings.closesOn} is null or ${openings.closesOn} >= ${today}::date))::int`,
      draftOpenings: sql<number>`count(*) filter (where ${openings.status} = 'draft')::int`,
    })
    .from(openings);
  const newCount = count();
  const rows = await db
    .select({ id: openings.id, title: openings.title, newApplications: newCount })
    .from(jobApplications)
    .innerJoin(openings, eq(openings.id, jobApplications.openingId))
    .where(eq(jobApplications.stage, 'new'))
    .groupBy(openings.id, openings.title)
    .orderBy(desc(newCount), asc(openings.title), asc(openings.id));
  const byOpening = rows.map((row) => ({ ...row, newApplications: Number(row.newApplications) }));
  return {
    ...figures,
    newApplications: byOpening.reduce((total, row) => total + row.newApplications, 0),
    openings: byOpening,
  };
}
