import { and, eq } from 'drizzle-orm';
import { BDE_INBOX_PATHS, STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import { auditLog, emailOutbox, executiveMessages, executiveNotifications } from '../../db/schema';
import { insertExecutive, insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { noticeOf, notifyExecutive } from './notify-service';

jest.setTimeout(120_000);

let ctx: TestContext;
let asha: Awaited<ReturnType<typeof insertExecutive>>;
let ravi: Awaited<ReturnType<typeof insertExecutive>>;
let as: { asha: TestAgent; ravi: TestAgent; office: TestAgent; recruiter: TestAgent };

const notices = () => ({ staffAddress: 'office@example.com', publicOrigin: ctx.config.publicOrigin });
const emailsTo = (address: string) =>
  ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
const messagesOf = (executiveId: number) =>
  ctx.database.db.select().from(executiveMessages).where(eq(executiveMessages.executiveId, executiveId));

beforeAll(async () => {
  ctx = await createTestApp();
  asha = await insertExecutive(ctx, { firstName: 'Asha', email: 'asha@example.com' });
  ravi = await insertExecutive(ctx, { firstName: 'Ravi', email: 'ravi@example.com' });
  as = {
    asha: await signedInAgent(ctx, 'bde', asha.id),
    ravi: await signedInAgent(ctx, 'bde', ravi.id),
    office: await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { name: 'Meena Office' })).id),
    recruiter: await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'recruiter' })).id),
  };
});
afterAll(() => ctx.close());

describe('notifications', () => {
  test('each comes with its details, from which a page in another language writes it', async () => {
    const bde = await insertExecutive(ctx, { userName: 'details.bde' });
    const agent = await signedInAgent(ctx, 'bde', bde.id);
    const db = ctx.database.db;
    // One written before details were kept: its English text alone.
    await db.insert(executiveNotifications).values({
      executiveId: bde.id,
      kind: 'payout paid',
      text: 'Your payout of ₹1,000 for May 2024 was paid (UTR OLD1).',
    });
    const paid = { amountPaise: -250_050, lines: 3, reason: 'Entered twice' };
    await notifyExecutive(db, notices(), { executiveId: bde.id, ...noticeOf('commission declined', paid) });
    const { items } = (await agent.get(BDE_INBOX_PATHS.notifications(bde.bdeCode))).json();
    expect(items).toMatchObject([
      {
        kind: 'commission declined',
        text: '3 commission lines (−₹2,500.50 in all) were declined: Entered twice',
        details: paid,
      },
      { kind: 'payout paid', details: null },
    ]);
  });

  test('newest first with the unread count; marking read up to an id touches only the BDE’s own', async () => {
    const db = ctx.database.db;
    const ashas = (text: string) =>
      notifyExecutive(db, notices(), { executiveId: asha.id, kind: 'proposal recorded', text });
    await ashas('First');
    // Ravi's falls between Asha's: marking hers up to a later id must still leave it unread.
    await notifyExecutive(db, notices(), { executiveId: ravi.id, kind: 'lead assigned', text: 'Ravi’s' });
    await ashas('Second');
    await ashas('Third');
    const listed = await as.asha.get(BDE_INBOX_PATHS.notifications(asha.bdeCode));
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const body = listed.json();
    expect(body.unread).toBe(3);
    expect(body.items.map((item: { text: string }) => item.text)).toEqual(['Third', 'Second', 'First']);
    expect(body.items[0]).toMatchObject({ kind: 'proposal recorded', link: null, readAt: null });

    // Up to the second one: Asha's first two are read, Ravi's stays unread.
    const marked = await as.asha.postJson(BDE_INBOX_PATHS.notifications(asha.bdeCode), {
      upTo: body.items[1].id,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ unread: 1 });
    expect((await as.ravi.get(BDE_INBOX_PATHS.notifications(ravi.bdeCode))).json().unread).toBe(1);
  });

  test('another BDE’s code is 403, for reading and for marking', async () => {
    expect((await as.ravi.get(BDE_INBOX_PATHS.notifications(asha.bdeCode))).statusCode).toBe(403);
    const before = await ctx.database.db
      .select()
      .from(executiveNotifications)
      .where(eq(executiveNotifications.executiveId, asha.id));
    const response = await as.ravi.postJson(BDE_INBOX_PATHS.notifications(asha.bdeCode), { upTo: 999999 });
    expect(response.statusCode).toBe(403);
    const after = await ctx.database.db
      .select()
      .from(executiveNotifications)
      .where(eq(executiveNotifications.executiveId, asha.id));
    expect(after).toEqual(before);
  });

  test.each([[{}], [{ upTo: 'all' }], [{ upTo: 0 }], [{ upTo: 1.5 }], [{ upTo: 1, more: true }]])(
    'a bad body %j is a 400 naming its field',
    async (payload) => {
      const response = await as.asha.postJson(BDE_INBOX_PATHS.notifications(asha.bdeCode), payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
      expect(Object.keys(response.json().errors)).toEqual(
        expect.arrayContaining(['more' in payload ? 'more' : 'upTo']),
      );
    },
  );

  test('by email only for the kinds the BDE chose (the defaults until they choose), never with its text', async () => {
    const db = ctx.database.db;
    const bde = await insertExecutive(ctx, { email: 'chooser@example.com' });
    await notifyExecutive(db, notices(), {
      executiveId: bde.id,
      kind: 'payout paid',
      text: 'Payout of ₹1,000 paid, UTR SECRET123',
      link: '/bdedetails/earnings',
    });
    await notifyExecutive(db, notices(), { executiveId: bde.id, kind: 'lead assigned', text: 'Lead' });
    let emails = await emailsTo('chooser@example.com');
    expect(emails.map((email) => email.template)).toEqual(['bde-notification']);
    expect(emails[0].subject).toMatch(/^Your payout has been paid/);
    expect(emails[0].textBody).toContain(`${ctx.config.publicOrigin}/bdedetails/earnings`);
    expect(emails[0].textBody).not.toContain('SECRET123');
    expect(emails[0].htmlBody).not.toContain('SECRET123');

    const agent = await signedInAgent(ctx, 'bde', bde.id);
    const chose = await agent.postJson(`/api/BDEPortal/Settings/emails?bdeCode=${bde.bdeCode}`, {
      kinds: ['lead assigned'],
    });
    expect(chose.statusCode).toBe(200);
    await notifyExecutive(db, notices(), { executiveId: bde.id, kind: 'payout paid', text: 'Paid' });
    await notifyExecutive(db, notices(), {
      executiveId: bde.id,
      kind: 'commission declined',
      text: 'Declined: the client typed this reason',
    });
    await notifyExecutive(db, notices(), { executiveId: bde.id, kind: 'lead assigned', text: 'Lead 2' });
    emails = await emailsTo('chooser@example.com');
    expect(emails.map((email) => email.subject.split(':')[0])).toEqual([
      'Your payout has been paid',
      'A lead has been assigned to you',
    ]);
    // The bell has all five, whatever was emailed.
    expect((await agent.get(BDE_INBOX_PATHS.notifications(bde.bdeCode))).json().unread).toBe(5);
  });
});

describe('messages', () => {
  test('a BDE writes (trimmed), the office reads it (marking it read) and replies; the BDE is told', async () => {
    const written = await as.asha.postJson(BDE_INBOX_PATHS.messages(asha.bdeCode), {
      text: '  When is my payout?  ',
    });
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({ from: 'partner', text: 'When is my payout?', readAt: null });

    const office = await as.office.get(STAFF_EARNINGS_PATHS.partnerMessages({ bdeCode: asha.bdeCode }));
    expect(office.statusCode).toBe(200);
    expect(office.json()).toMatchObject({
      unread: 1,
      items: [{ from: 'partner', staffName: null, text: 'When is my payout?' }],
    });
    const [stored] = await messagesOf(asha.id);
    expect(stored.readAt).not.toBeNull();
    expect(
      (await as.office.get(STAFF_EARNINGS_PATHS.partnerMessages({ bdeCode: asha.bdeCode }))).json().unread,
    ).toBe(0);

    const unreadBefore = (await as.asha.get(BDE_INBOX_PATHS.notifications(asha.bdeCode))).json().unread;
    const reply = await as.office.postJson(STAFF_EARNINGS_PATHS.partnerMessages({ bdeCode: asha.bdeCode }), {
      text: 'On the 7th. Private detail 98765.',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().items.map((item: { from: string; staffName: string | null }) => item)).toEqual([
      expect.objectContaining({ from: 'partner' }),
      expect.objectContaining({ from: 'office', staffName: 'Meena Office', readAt: null }),
    ]);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'partner.message'), eq(auditLog.targetId, asha.bdeCode)));
    expect(audit.detail).not.toContain('98765');

    const bell = (await as.asha.get(BDE_INBOX_PATHS.notifications(asha.bdeCode))).json();
    expect(bell.unread).toBe(unreadBefore + 1);
    expect(bell.items[0]).toMatchObject({
      kind: 'message',
      text: 'New message from the office',
      link: '/bdedetails/messages',
    });
    // Messages are emailed by default: the email says there is one, never what it says.
    const [email] = await emailsTo('asha@example.com');
    expect(email.subject).toMatch(/^New message from the office/);
    expect(email.textBody).not.toContain('98765');
    expect(email.htmlBody).not.toContain('98765');

    const conversation = (await as.asha.get(BDE_INBOX_PATHS.messages(asha.bdeCode))).json();
    expect(conversation.unread).toBe(1);
    expect(conversation.items.map((item: { from: string }) => item.from)).toEqual(['partner', 'office']);
    expect(conversation.items[1]).not.toHaveProperty('staffName');
    const read = await as.asha.postJson(BDE_INBOX_PATHS.messagesRead(asha.bdeCode), {
      upTo: conversation.items[1].id,
    });
    expect(read.json()).toEqual({ unread: 0 });
    // Reading the office's messages does not mark the BDE's own as read by the office.
    expect((await messagesOf(asha.id)).find((row) => row.staffId === null)?.readAt).not.toBeNull();
  });

  test('empty or too long text is a 400 naming text, and nothing is stored', async () => {
    const before = (await messagesOf(ravi.id)).length;
    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      const response = await as.ravi.postJson(BDE_INBOX_PATHS.messages(ravi.bdeCode), { text });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['text']);
      const staff = await as.office.postJson(
        STAFF_EARNINGS_PATHS.partnerMessages({ bdeCode: ravi.bdeCode }),
        {
          text,
        },
      );
      expect(staff.statusCode).toBe(400);
      expect(Object.keys(staff.json().errors)).toEqual(['text']);
    }
    expect(
      (await as.ravi.postJson(BDE_INBOX_PATHS.messages(ravi.bdeCode), { text: 'x'.repeat(2000) })).statusCode,
    ).toBe(201);
    expect((await messagesOf(ravi.id)).length).toBe(before + 1);
  });

  test('another BDE’s conversation is 403; the staff routes are the office’s, and know every code', async () => {
    expect((await as.ravi.get(BDE_INBOX_PATHS.messages(asha.bdeCode))).statusCode).toBe(403);
    expect((await as.ravi.postJson(BDE_INBOX_PATHS.messages(asha.bdeCode), { text: 'hi' })).statusCode).toBe(
      403,
    );
    expect((await as.ravi.postJson(BDE_INBOX_PATHS.messagesRead(asha.bdeCode), { upTo: 1 })).statusCode).toBe(
      403,
    );
    expect(
      (await as.recruiter.get(STAFF_EARNINGS_PATHS.partnerMessages({ bdeCode: asha.bdeCode }))).statusCode,
    ).toBe(403);
    expect(
      (await as.asha.get(STAFF_EARNINGS_PATHS.partnerMessages({ bdeCode: asha.bdeCode }))).statusCode,
    ).toBe(403);
    const unknown = await as.office.postJson(STAFF_EARNINGS_PATHS.partnerMessages({ bdeCode: 'NOPE1' }), {
      text: 'Hello',
    });
    expect(unknown.statusCode).toBe(404);
  });

  test('a BDE may write 30 messages an hour; the 31st is refused and not stored', async () => {
    const bde = await insertExecutive(ctx);
    const agent = await signedInAgent(ctx, 'bde', bde.id);
    for (let n = 1; n <= 30; n += 1) {
      expect(
        (await agent.postJson(BDE_INBOX_PATHS.messages(bde.bdeCode), { text: `n${n}` })).statusCode,
      ).toBe(201);
    }
    const refused = await agent.postJson(BDE_INBOX_PATHS.messages(bde.bdeCode), { text: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect((await messagesOf(bde.id)).length).toBe(30);
  });
});
