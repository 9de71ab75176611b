import { sql, type SQLWrapper } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/test-app';
import { pageOf } from '../../lib/keyset-page';
import { leadsQuery, parseLeadQuery } from '../../partners/leads/lead-service';
import { messagesQuery, parseMessageQuery } from './message-service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // Enough rows in three statuses, and fresh statistics, for the planner to choose as it would in use.
  const db = ctx.database.db;
  await db.execute(sql`
    insert into contact_messages (name, contact_number, email, message, status, created_at)
    select 'Sender ' || g, '9876543210', 'sender' || g || '@example.com', 'Hello',
           (array['new', 'in progress', 'closed'])[1 + g % 3], now() - g * interval '1 minute'
    from generate_series(1, 3000) as g`);
  await db.execute(sql`
    insert into client_infos (company_name, industry_type, address, email, mobile, website, contact_person,
      team_contact, services_required, others, client_date, next_appointment_date, reference, note,
      cid_services, status, created_at)
    select 'Company ' || g, '', '', '', '', '', '', '', array['Logo Design'], '', '', '', '', '', '',
           (array['new', 'contacted', 'proposal sent', 'won', 'lost'])[1 + g % 5], now() - g * interval '1 minute'
    from generate_series(1, 3000) as g`);
  await db.execute(sql`analyze contact_messages`);
  await db.execute(sql`analyze client_infos`);
});
afterAll(() => ctx.close());

/**
 * The plan PostgreSQL picks when sequential scans are priced out: if a page still scans or sorts the
 * whole table, no index serves it (small test tables would otherwise always be scanned).
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

/** The query string of a page deep in the list: the cursor of a row somewhere in the middle. */
function deep(parse: (query: unknown) => { sort: string; limit: number }, params: Record<string, string>) {
  const parsed = parse({ ...params, limit: '1' }) as Parameters<typeof pageOf>[1];
  const value = parsed.sort === 'createdAt' ? new Date('2025-06-01T00:00:00Z') : 'M';
  const after = pageOf([1, 2], parsed, (id) => ({ value, id: 50_000 + id })).next!;
  return { ...params, after };
}

const LISTS = [
  {
    name: 'messages',
    parse: parseMessageQuery,
    plan: (params: Record<string, string>) =>
      planOf(messagesQuery(ctx.database.db, parseMessageQuery(params))),
    sorts: {
      createdAt: 'contact_messages_created_idx',
      name: 'contact_messages_name_idx',
      status: 'contact_messages_status_id_idx',
    },
    byStatus: 'contact_messages_status_created_idx',
  },
  {
    name: 'leads',
    parse: parseLeadQuery,
    plan: (params: Record<string, string>) => planOf(leadsQuery(ctx.database.db, parseLeadQuery(params))),
    sorts: {
      createdAt: 'client_infos_created_idx',
      companyName: 'client_infos_company_idx',
      status: 'client_infos_status_id_idx',
    },
    byStatus: 'client_infos_status_created_idx',
  },
];

describe.each(LISTS)('the $name list', ({ parse, plan, sorts, byStatus }) => {
  const cases = Object.entries(sorts).flatMap(([sort, index]) =>
    ['asc', 'desc'].flatMap((dir) => [
      [`sorted by ${sort} ${dir}, first page`, { sort, dir }, index] as const,
      [`sorted by ${sort} ${dir}, deep page`, deep(parse, { sort, dir }), index] as const,
    ]),
  );
  test.each(cases)('%s walks %s from its start or cursor, sorting nothing', async (_what, params, index) => {
    const text = await plan(params);
    expect(text).toContain(index);
    expect(text).not.toMatch(/Seq Scan|Sort\b/);
  });

  test.each([
    ['first page', { status: 'new' }],
    ['deep page', deep(parse, { status: 'new' })],
  ])(
    'filtered by status, newest first, the %s walks an index by date, sorting nothing',
    async (_what, params) => {
      const text = await plan(params);
      // The status's own index, or (for a common status) the date index with the status as a filter.
      expect(text).toMatch(new RegExp(`${byStatus}|${sorts.createdAt}`));
      expect(text).not.toMatch(/Seq Scan|Sort\b/);
    },
  );
});
