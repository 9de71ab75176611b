import { eq } from 'drizzle-orm';
import { DAY_MS, todayInIndia } from '../../lib/india-time';
import { openings } from '../../db/schema';
import type { TestContext } from '../../test/test-app';

/** The two openings the migration publishes on a new database. */
export const SEEDED = {
  intern: 'dotnet-full-stack-developer-intern',
  senior: 'senior-frontend-developer-react-angular',
} as const;

let sequence = 0;

/** An opening straight into the table: published now unless told otherwise, with a fresh slug. */
export async function insertOpening(ctx: TestContext, overrides: Partial<typeof openings.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await ctx.database.db
    .insert(openings)
    .values({
      slug: `test-opening-${sequence}`,
      status: 'published',
      title: `Test Opening ${sequence}`,
      employmentType: 'full-time',
      city: 'Hyderabad',
      workMode: 'on-site',
      experienceMinYears: 2,
      experienceMaxYears: 4,
      description: 'Build things.\n\nWhat you will do:\n- Write code\n- Review code',
      requirements: '- Two years of TypeScript',
      publishedAt: new Date(ctx.clock.now),
      ...overrides,
    })
    .returning();
  return row!;
}

export const updateOpening = (
  ctx: TestContext,
  slug: string,
  changes: Partial<typeof openings.$inferInsert>,
) =>
  ctx.database.db
    .update(openings)
    .set({ updatedAt: new Date(ctx.clock.now), ...changes })
    .where(eq(openings.slug, slug));

/** The date in India `days` from the test clock's now (negative for the past), YYYY-MM-DD. */
export const dayInIndia = (ctx: TestContext, days: number) => todayInIndia(ctx.clock.now + days * DAY_MS);
