import { sql, type SQLWrapper } from 'drizzle-orm';
import { childrenQuery } from '../executives/service';
import { proposalCountsQuery } from '../proposals/proposal-service';
import { createTestApp, type TestContext } from '../../test/test-app';
import { projectsQuery, totalRevenueQuery } from './project-service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/**
 * The plan PostgreSQL picks when sequential scans are priced out: if a query still scans the whole
 * table, no index serves it (small test tables would otherwise always be scanned).
 */
async function planOf(query: SQLWrapper): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

test.each([
  [
    'a BDE’s projects in one status',
    () => projectsQuery(ctx.database.db, 1, 'Active'),
    'projects_executive_status_idx',
  ],
  ['a BDE’s total revenue', () => totalRevenueQuery(ctx.database.db, 1), 'projects_executive_status_idx'],
  [
    'a BDE’s proposal counts',
    () => proposalCountsQuery(ctx.database.db, 1),
    'proposals_executive_status_idx',
  ],
  ['a BDE’s direct downline', () => childrenQuery(ctx.database.db, 1), 'executives_referred_by_idx'],
])('%s is one query served by an index', async (_what, query, index) => {
  const plan = await planOf(query());
  expect(plan).toContain(index);
  expect(plan).not.toMatch(/Seq Scan/);
});
