import { eq, isNotNull, sql } from 'drizzle-orm';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { SubscriberListResponse } from 'shared/contract/staff-subscriber-responses';
import { auditLog, consentRecords, newsletterSubscribers } from '../../db/schema';
import { csvCell } from '../../lib/csv';
import { OTHER_SITE_REFUSED } from '../../lib/refuse-other-sites';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { readDetail } from '../../back-office/audit-log/audit-test-helpers';

jest.setTimeout(120_000);

let ctx: TestContext;
let staff: TestAgent;
let staffId: number;

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));

async function subscribe(emailAddress: string, createdAt: Date, confirmed = true) {
  const [row] = await ctx.database.db
    .insert(newsletterSubscribers)
    .values({
      emailAddress,
      emailKey: emailAddress.toLowerCase(),
      createdAt,
      confirmedAt: confirmed ? createdAt : null,
    })
    .returning();
  return row;
}

beforeAll(async () => {
  ctx = await createTestApp();
  await subscribe('asha@example.com', at(1));
  await subscribe('Bala@Example.com', at(2), false);
  await subscribe('chitra@example.in', at(3));
  staffId = (await insertStaff(ctx)).id;
  staff = await signedInAgent(ctx, 'staff', staffId);
});
afterAll(() => ctx.close());

const list = async (query = '') => {
  const response = await staff.get(`${STAFF_PATHS.subscribers}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as SubscriberListResponse;
};
const addresses = (page: SubscriberListResponse) => page.items.map((item) => item.emailAddress);
const audits = (action: string) => ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('the list', () => {
  test('newest first, with when each subscribed and confirmed; never cached', async () => {
    const response = await staff.get(STAFF_PATHS.subscribers);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      items: [
        {
          id: expect.any(Number),
          emailAddress: 'chitra@example.in',
          subscribedAt: at(3).toISOString(),
          confirmedAt: at(3).toISOString(),
        },
        {
          id: expect.any(Number),
          emailAddress: 'Bala@Example.com',
          subscribedAt: at(2).toISOString(),
          confirmedAt: null,
        },
        {
          id: expect.any(Number),
          emailAddress: 'asha@example.com',
          subscribedAt: at(1).toISOString(),
          confirmedAt: at(1).toISOString(),
        },
      ],
      next: null,
    });
  });

  test('searches the address without regard to case, sorts by address, a page at a time', async () => {
    expect(addresses(await list('?q=EXAMPLE.COM'))).toEqual(['Bala@Example.com', 'asha@example.com']);
    const first = await list('?sort=email&dir=asc&limit=2');
    expect(addresses(first)).toEqual(['asha@example.com', 'Bala@Example.com']);
    expect(addresses(await list(`?sort=email&dir=asc&limit=2&after=${first.next}`))).toEqual([
      'chitra@example.in',
    ]);
  });

  test('a bad parameter is a 400 naming it', async () => {
    const response = await staff.get(`${STAFF_PATHS.subscribers}?sort=name&status=x`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['sort', 'status']);
  });
});

describe('removing', () => {
  test('removes the subscriber, withdraws their consent and audits it with the address; a second time is a 404', async () => {
    const row = await subscribe('leaving@example.com', at(4));
    await ctx.database.db.insert(consentRecords).values({
      subjectKind: 'visitor',
      emailKey: 'leaving@example.com',
      form: 'newsletter',
      purpose: 'To send the newsletter you asked for.',
      noticeVersion: 'test',
    });
    const url = STAFF_PATHS.subscriberRemove({ subscriberId: row.id });
    const response = await staff.postJson(url, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: row.id, emailAddress: 'leaving@example.com' });
    const [audit] = (await audits('subscriber.remove')).filter((entry) => entry.targetId === String(row.id));
    expect(audit).toMatchObject({ staffId, targetType: 'subscriber' });
    expect(await readDetail(ctx, audit.detail, ['leaving@example.com'])).toEqual({
      emailAddress: 'leaving@example.com',
    });
    const [consent] = await ctx.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.emailKey, 'leaving@example.com'));
    expect(consent.withdrawnAt).toBeInstanceOf(Date);

    const again = await staff.postJson(url, {});
    expect(again.statusCode).toBe(404);
    expect(
      (await audits('subscriber.remove')).filter((entry) => entry.targetId === String(row.id)),
    ).toHaveLength(1);
  });

  test('a malformed id is a 400', async () => {
    const response = await staff.postJson(STAFF_PATHS.subscriberRemove({ subscriberId: 'x1' }), {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['subscriberId']);
  });
});

describe('a CSV cell', () => {
  test.each([
    ['plain@example.com', 'plain@example.com'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+91@example.com', "'+91@example.com"],
    ['-1+1@example.com', "'-1+1@example.com"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx@example.com', `"'\tx@example.com"`],
    ['x;=HYPERLINK(A1)@evil.com', '"x;=HYPERLINK(A1)@evil.com"'],
    ['x|cmd@example.com', '"x|cmd@example.com"'],
    ['\rx@example.com', `"'\rx@example.com"`],
    ['a,b@example.com', '"a,b@example.com"'],
    ['say "hi"@example.com', '"say ""hi""@example.com"'],
    ['line\nbreak', '"line\nbreak"'],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});

describe('the export', () => {
  const MANY = 2_345;

  beforeAll(async () => {
    // More than two batches, straight into the table.
    await ctx.database.db.execute(sql`
      insert into newsletter_subscribers (email_address, email_key, created_at, confirmed_at)
      select 'bulk' || n || '@example.org', 'bulk' || n || '@example.org', timestamptz '2025-02-01' + n * interval '1 second', now()
        from generate_series(1, ${MANY}) as n
    `);
    await subscribe('=cmd|calc@example.net', at(5));
  });

  const confirmed = async () =>
    (
      await ctx.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(newsletterSubscribers)
        .where(isNotNull(newsletterSubscribers.confirmedAt))
    )[0].n;

  test('every confirmed subscriber as a CSV download, oldest first, never cached, audited with the count', async () => {
    const before = (await audits('subscriber.export')).length;
    const response = await staff.get(STAFF_PATHS.subscribersCsv);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    // The byte-order mark first, so a spreadsheet opened by double-click reads UTF-8.
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    const records = lines.slice(0, -1);
    expect(records[0]).toBe('email,subscribed_at');
    expect(records).toHaveLength((await confirmed()) + 1);
    expect(response.body).not.toContain('Bala@Example.com');
    expect(records[1]).toBe(`asha@example.com,${at(1).toISOString()}`);
    expect(records).toContain('bulk2345@example.org,2025-02-01T00:39:05.000Z');
    expect(records).toContain(`"'=cmd|calc@example.net",${at(5).toISOString()}`);
    expect(new Set(records).size).toBe(records.length);

    const exports = await audits('subscriber.export');
    expect(exports).toHaveLength(before + 1);
    expect(exports.at(-1)).toMatchObject({ staffId, targetType: 'subscriber' });
    expect(JSON.parse(exports.at(-1)!.detail!)).toEqual({ rows: await confirmed(), q: null });
  });

  test('only the matching confirmed subscribers when there is a search', async () => {
    const response = await staff.get(`${STAFF_PATHS.subscribersCsv}?q=example.com`);
    expect(response.body).toBe(`\uFEFFemail,subscribed_at\r\nasha@example.com,${at(1).toISOString()}\r\n`);
    expect(
      await readDetail(ctx, (await audits('subscriber.export')).at(-1)!.detail, ['example.com']),
    ).toEqual({
      rows: 1,
      q: 'example.com',
    });
  });

  test('another site cannot start one; a bad parameter is a 400; neither is audited', async () => {
    const before = (await audits('subscriber.export')).length;
    const crossSite = await staff.request({
      method: 'GET',
      url: STAFF_PATHS.subscribersCsv,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().title).toBe(OTHER_SITE_REFUSED);
    expect((await staff.get(`${STAFF_PATHS.subscribersCsv}?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await audits('subscriber.export')).length).toBe(before);
  });
});
