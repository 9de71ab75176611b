import { desc, eq } from 'drizzle-orm';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { MessageDetailResponse, MessageListItem } from 'shared/contract/staff-inbox-responses';
import type { ListPage } from 'shared/contract/staff-list-responses';
import { auditLog, contactMessages } from '../../db/schema';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';

jest.setTimeout(60_000);

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof insertStaff>>;
let clerk: Awaited<ReturnType<typeof insertStaff>>;
let gone: Awaited<ReturnType<typeof insertStaff>>;
let asAdmin: TestAgent;
let asClerk: TestAgent;
const ids: Record<string, number> = {};

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 0, day, hour));
const LONG = `${'Namaste, we need a new website for our clinic. '.repeat(5)}Please call.`;

async function insertMessage(key: string, values: Partial<typeof contactMessages.$inferInsert>) {
  const [row] = await ctx.database.db
    .insert(contactMessages)
    .values({
      name: `Sender ${key}`,
      contactNumber: '9876543210',
      email: `${key.toLowerCase()}@example.com`,
      message: `Message ${key}`,
      ...values,
    })
    .returning({ id: contactMessages.id });
  ids[key] = row.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await insertStaff(ctx, { role: 'admin', name: 'Anita Admin' });
  clerk = await insertStaff(ctx, { role: 'staff', name: 'Bala Staff' });
  gone = await insertStaff(ctx, { role: 'staff', name: 'Chitra Gone', disabledAt: new Date() });
  asAdmin = await signedInAgent(ctx, 'staff', admin.id);
  asClerk = await signedInAgent(ctx, 'staff', clerk.id);
  await insertMessage('A', {
    name: 'Ravi Kumar',
    createdAt: at(1),
    message: LONG,
    websiteUrl: 'https://ravi.in',
  });
  await insertMessage('B', {
    name: 'meena iyer',
    createdAt: at(2),
    status: 'in progress',
    assigneeId: clerk.id,
  });
  await insertMessage('C', {
    name: 'Zoya',
    createdAt: at(3),
    status: 'closed',
    contactNumber: '+91 40 2345 6789',
  });
  // Three at the very same instant: the id breaks the tie.
  for (const key of ['D', 'E', 'F']) await insertMessage(key, { name: `Tie ${key}`, createdAt: at(4) });
  await insertMessage('G', { name: '50%_off', createdAt: at(5), message: 'Discount_code please' });
  await insertMessage('H', { name: 'Asha', createdAt: at(6), assigneeId: admin.id });
});
afterAll(() => ctx.close());

async function list(query = '', agent = asAdmin): Promise<ListPage<MessageListItem>> {
  const response = await agent.get(`${STAFF_PATHS.messages}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every row of the list, page by page, with `limit` rows a page. */
async function walk(params: Record<string, string>, limit: number) {
  const seen: number[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const query = new URLSearchParams({ ...params, limit: String(limit), ...(after ? { after } : {}) });
    const page = await list(`?${query}`);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items.map((item) => item.id));
    after = page.next;
    if (!after) return seen;
  }
  throw new Error('the walk did not end');
}

const badRequestNaming = async (response: { statusCode: number; json(): unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  expect((response.json() as { errors: Record<string, string[]> }).errors).toHaveProperty([field]);
};

describe('the list', () => {
  test('newest first, with an excerpt, the assignee and no caching', async () => {
    const response = await asClerk.get(STAFF_PATHS.messages);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json() as ListPage<MessageListItem>;
    expect(page.next).toBeNull();
    expect(page.items.map((item) => item.id)).toEqual(
      ['H', 'G', 'F', 'E', 'D', 'C', 'B', 'A'].map((key) => ids[key]),
    );
    expect(page.items[0]).toEqual({
      id: ids.H,
      name: 'Asha',
      email: 'h@example.com',
      contactNumber: '9876543210',
      excerpt: 'Message H',
      status: 'new',
      assignee: { id: admin.id, name: 'Anita Admin' },
      createdAt: at(6).toISOString(),
    });
    const long = page.items.find((item) => item.id === ids.A)!;
    expect(long.excerpt).toBe(`${LONG.slice(0, 120).trimEnd()}…`);
  });

  test.each([
    ['createdAt', 'desc'],
    ['createdAt', 'asc'],
    ['name', 'asc'],
    ['name', 'desc'],
    ['status', 'asc'],
    ['status', 'desc'],
  ])('sorted by %s %s, pages of 1, 2 and 3 meet every row once, in the one-page order', async (sort, dir) => {
    const whole = await walk({ sort, dir }, 100);
    expect(whole).toHaveLength(8);
    expect(new Set(whole).size).toBe(8);
    for (const limit of [1, 2, 3]) expect(await walk({ sort, dir }, limit)).toEqual(whole);
  });

  test('sorting by name ignores nothing but orders as PostgreSQL does; ties in time go by id', async () => {
    const oldest = await walk({ sort: 'createdAt', dir: 'asc' }, 2);
    expect(oldest.slice(3, 6)).toEqual([ids.D, ids.E, ids.F]);
    const byStatus = await list('?sort=status&dir=asc');
    expect(byStatus.items.map((item) => item.status)).toEqual([
      'closed',
      'in progress',
      'new',
      'new',
      'new',
      'new',
      'new',
      'new',
    ]);
  });

  test("a cursor from another sort is refused, naming 'after'", async () => {
    const page = await list('?sort=name&limit=2');
    const response = await asAdmin.get(`${STAFF_PATHS.messages}?sort=createdAt&limit=2&after=${page.next}`);
    await badRequestNaming(response, 'after');
  });

  test.each([
    ['ravi', ['A']],
    ['MEENA', ['B']],
    ['h@example', ['H']],
    ['2345 6789', ['C']],
    ['clinic', ['A']],
    ['%_', ['G']],
    ['_code', ['G']],
    ['%', ['G']],
  ])('q=%s finds %j (name, email, number, message; %% and _ literal)', async (q, keys) => {
    const page = await list(`?q=${encodeURIComponent(q)}`);
    expect(page.items.map((item) => item.id)).toEqual(keys.map((key) => ids[key]));
  });

  test('filters by status and assignee, or the unassigned', async () => {
    expect((await list('?status=closed')).items.map((item) => item.id)).toEqual([ids.C]);
    expect((await list(`?assigneeId=${clerk.id}`)).items.map((item) => item.id)).toEqual([ids.B]);
    const unassigned = await list('?assigneeId=none&status=new');
    expect(unassigned.items.map((item) => item.id)).toEqual(['G', 'F', 'E', 'D', 'A'].map((key) => ids[key]));
  });

  test('one prepared statement per shape, each run with its own values', async () => {
    // The same shape twice with other values, and searches that differ only in their text.
    expect((await list(`?assigneeId=${admin.id}`)).items.map((item) => item.id)).toEqual([ids.H]);
    expect((await list(`?assigneeId=${clerk.id}`)).items.map((item) => item.id)).toEqual([ids.B]);
    expect((await list('?status=closed')).items.map((item) => item.id)).toEqual([ids.C]);
    expect((await list('?status=in%20progress')).items.map((item) => item.id)).toEqual([ids.B]);
    expect((await list('?q=zoya')).items.map((item) => item.id)).toEqual([ids.C]);
    expect((await list('?q=asha')).items.map((item) => item.id)).toEqual([ids.H]);
  });

  test.each([
    ['?status=open', 'status'],
    ['?assigneeId=someone', 'assigneeId'],
    ['?assigneeId=0', 'assigneeId'],
    ['?sort=email', 'sort'],
    ['?dir=sideways', 'dir'],
    ['?limit=1000', 'limit'],
    ['?after=nonsense', 'after'],
    ['?colour=red', 'colour'],
  ])('%s is a 400 naming %s', async (query, field) => {
    await badRequestNaming(await asAdmin.get(`${STAFF_PATHS.messages}${query}`), field);
  });
});

describe('one message', () => {
  test('every field, with its notes oldest first', async () => {
    await asClerk.postJson(STAFF_PATHS.messageNotes({ messageId: ids.A }), { text: 'Called; no answer.' });
    await asAdmin.postJson(STAFF_PATHS.messageNotes({ messageId: ids.A }), { text: '  Emailed a quote.  ' });
    const response = await asClerk.get(STAFF_PATHS.message({ messageId: ids.A }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const message = response.json() as MessageDetailResponse;
    expect(message).toMatchObject({
      id: ids.A,
      name: 'Ravi Kumar',
      email: 'a@example.com',
      contactNumber: '9876543210',
      message: LONG,
      websiteUrl: 'https://ravi.in',
      status: 'new',
      assignee: null,
      createdAt: at(1).toISOString(),
    });
    expect(message.notes.map((note) => [note.text, note.author])).toEqual([
      ['Called; no answer.', { id: clerk.id, name: 'Bala Staff' }],
      ['Emailed a quote.', { id: admin.id, name: 'Anita Admin' }],
    ]);
  });

  test('an unknown number is a 404 that says so; a malformed one a 400 naming messageId', async () => {
    const missing = await asAdmin.get(STAFF_PATHS.message({ messageId: 999_999 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().title).toBe('There is no message with this number.');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '1e3']) {
      await badRequestNaming(await asAdmin.get(STAFF_PATHS.message({ messageId: bad })), 'messageId');
    }
  });
});

const auditRows = (action: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

const stored = async (id: number) =>
  (await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

describe('changing a message', () => {
  test('staff who are not admins close a message; the change and its audit row are stored together', async () => {
    const response = await asClerk.postJson(STAFF_PATHS.message({ messageId: ids.B }), { status: 'closed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.B, status: 'closed', assignee: { id: clerk.id } });
    const [row] = await auditRows('message.update');
    expect(row).toMatchObject({ staffId: clerk.id, targetType: 'message', targetId: String(ids.B) });
    expect(row.ipAddress).toBeTruthy();
    expect(JSON.parse(row.detail!)).toEqual({
      before: { status: 'in progress', assigneeId: clerk.id },
      after: { status: 'closed', assigneeId: clerk.id },
    });
  });

  test('assigns to an active staff member, and null unassigns', async () => {
    const url = STAFF_PATHS.message({ messageId: ids.D });
    const assigned = await asAdmin.postJson(url, { assigneeId: clerk.id, status: 'in progress' });
    expect(assigned.json()).toMatchObject({
      status: 'in progress',
      assignee: { id: clerk.id, name: 'Bala Staff' },
    });
    const unassigned = await asAdmin.postJson(url, { assigneeId: null });
    expect(unassigned.json()).toMatchObject({ status: 'in progress', assignee: null });
    expect(await stored(ids.D)).toMatchObject({ status: 'in progress', assigneeId: null });
  });

  test.each([
    ['a disabled member', 'assigneeId', () => ({ assigneeId: gone.id })],
    ['no such member', 'assigneeId', () => ({ assigneeId: 424242 })],
    ['an id as text', 'assigneeId', () => ({ assigneeId: String(clerk.id) })],
    ['a fraction', 'assigneeId', () => ({ assigneeId: 1.5 })],
    ['an id beyond any row', 'assigneeId', () => ({ assigneeId: 2 ** 40 })],
    ['an unknown status', 'status', () => ({ status: 'done' })],
    ['nothing to change', 'body', () => ({})],
    ['an unknown field', 'priority', () => ({ status: 'closed', priority: 'high' })],
  ])('%s is a 400 naming %s, and nothing is written', async (_what, field, body) => {
    const before = await stored(ids.E);
    const audits = (await auditRows('message.update')).length;
    await badRequestNaming(await asAdmin.postJson(STAFF_PATHS.message({ messageId: ids.E }), body()), field);
    expect(await stored(ids.E)).toEqual(before);
    expect(await auditRows('message.update')).toHaveLength(audits);
  });

  test('setting what is already there answers the message and writes no audit row', async () => {
    const url = STAFF_PATHS.message({ messageId: ids.E });
    const before = await stored(ids.E);
    const audits = (await auditRows('message.update')).length;
    const response = await asAdmin.postJson(url, { status: before.status, assigneeId: before.assigneeId });
    expect(response.statusCode).toBe(200);
    expect(await stored(ids.E)).toEqual(before);
    expect(await auditRows('message.update')).toHaveLength(audits);
  });

  test('an unknown message is a 404, audited nowhere', async () => {
    const audits = (await auditRows('message.update')).length;
    const response = await asAdmin.postJson(STAFF_PATHS.message({ messageId: 999_999 }), {
      status: 'closed',
    });
    expect(response.statusCode).toBe(404);
    expect(await auditRows('message.update')).toHaveLength(audits);
  });
});

describe('notes', () => {
  test('a note is trimmed, answered with its author and audited', async () => {
    const response = await asClerk.postJson(STAFF_PATHS.messageNotes({ messageId: ids.C }), {
      text: '  Sent the brochure.\nFollow up Friday.  ',
    });
    expect(response.statusCode).toBe(201);
    const note = response.json();
    expect(note).toMatchObject({ text: 'Sent the brochure.\nFollow up Friday.', author: { id: clerk.id } });
    const [row] = await auditRows('message.note');
    expect(row).toMatchObject({ staffId: clerk.id, targetId: String(ids.C) });
    expect(JSON.parse(row.detail!)).toEqual({ noteId: note.id });
  });

  test.each([
    ['empty', { text: '   ' }],
    ['too long', { text: 'x'.repeat(2001) }],
    ['not text', { text: 42 }],
    ['with a direction override', { text: 'abc\u202edef' }],
  ])('a note %s is a 400 naming text', async (_what, body) => {
    await badRequestNaming(
      await asAdmin.postJson(STAFF_PATHS.messageNotes({ messageId: ids.C }), body),
      'text',
    );
  });

  test('2000 characters are enough', async () => {
    const response = await asAdmin.postJson(STAFF_PATHS.messageNotes({ messageId: ids.C }), {
      text: 'y'.repeat(2000),
    });
    expect(response.statusCode).toBe(201);
  });

  test('a note on an unknown message is a 404 and writes nothing', async () => {
    const audits = (await auditRows('message.note')).length;
    const response = await asAdmin.postJson(STAFF_PATHS.messageNotes({ messageId: 999_999 }), { text: 'Hi' });
    expect(response.statusCode).toBe(404);
    expect(await auditRows('message.note')).toHaveLength(audits);
  });
});

test('whom to assign to: active staff by name, any staff member may ask', async () => {
  const response = await asClerk.get(STAFF_PATHS.assignees);
  expect(response.statusCode).toBe(200);
  const names = (response.json() as { items: Array<{ name: string }> }).items.map((item) => item.name);
  expect(names).toEqual(['Anita Admin', 'Bala Staff']);
});

test('without a staff session the routes answer 401 and change nothing', async () => {
  expect((await ctx.agent().get(STAFF_PATHS.messages)).statusCode).toBe(401);
  const stranger = ctx.agent();
  expect(
    (await stranger.postJson(STAFF_PATHS.message({ messageId: ids.A }), { status: 'closed' })).statusCode,
  ).toBe(401);
  expect((await stored(ids.A)).status).toBe('new');
});
