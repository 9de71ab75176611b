import { sql } from 'drizzle-orm';
import type { HiringOverview } from 'shared/contract/staff-overview-responses';
import type { Db } from '../../db/client';
import { openings } from '../../db/schema';
import { todayInIndia } from '../../lib/india-time';

/** What waits in hiring: the openings taking applications today (India time) and the drafts. */
export async function hiringOverview(db: Db, now: number): Promise<HiringOverview> {
  const today = todayInIndia(now);
  const [figures] = await db
    .select({
      openOpenings: sql<number>`count(*) filter (where ${openings.status} = 'published' and (${openings.closesOn} is null or ${openings.closesOn} >= ${today}::date))::int`,
      draftOpenings: sql<number>`count(*) filter (where ${openings.status} = 'draft')::int`,
    })
    .from(openings);
  return figures;
}
