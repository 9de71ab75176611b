import { eq } from 'drizzle-orm';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { OutboxEmailResponse, OutboxListResponse } from 'shared/contract/staff-outbox-responses';
import { auditLog, emailOutbox } from '../../db/schema';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { passwordResetEmail } from './templates/password-reset';
import { readDetail } from '../../back-office/audit-log/audit-test-helpers';

jest.setTimeout(60_000);

let ctx: TestContext;
let adminId: number;
let asAdmin: TestAgent;
let asClerk: TestAgent;
const ids: Record<string, number> = {};

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9));

async function insertEmail(key: string, values: Partial<typeof emailOutbox.$inferInsert>) {
  const reset = passwordResetEmail({ link: `https://x.in/reset-password#token=${key}` });
  const [row] = await ctx.database.db
    .insert(emailOutbox)
    .values({
      template: reset.template,
      toAddress: `${key.toLowerCase()}@example.com`,
      subject: reset.subject,
      textBody: reset.text,
      htmlBody: reset.html,
      ...values,
    })
    .returning({ id: emailOutbox.id });
  ids[key] = row.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await insertStaff(ctx, { role: 'admin' });
  adminId = admin.id;
  asAdmin = await signedInAgent(ctx, 'staff', admin.id);
  asClerk = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'staff' })).id);
  await insertEmail('A', { createdAt: at(1), status: 'sent', attempts: 1, sentAt: at(1) });
  await insertEmail('B', {
    createdAt: at(2),
    status: 'pending',
    attempts: 2,
    lastError: 'EENVELOPE: 451 Try again later',
    nextAttemptAt: at(3),
    headers: JSON.stringify({ 'List-Unsubscribe': '<https://x.in/unsubscribe?t=b>' }),
  });
  await insertEmail('C', {
    createdAt: at(3),
    status: 'failed',
    attempts: 1,
    lastError: '550 No such user',
    subject: '50%_off <b>news</b>',
  });
  await insertEmail('D', { createdAt: at(4), nextAttemptAt: at(4) });
});
afterAll(() => ctx.close());

async function list(query = ''): Promise<OutboxListResponse> {
  const response = await asAdmin.get(`${STAFF_PATHS.outbox}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const openings = () => ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'email.open'));

describe('the list', () => {
  test('newest first, without the bodies, never cached; it says nothing is sent without SMTP_URL', async () => {
    const response = await asAdmin.get(STAFF_PATHS.outbox);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json() as OutboxListResponse;
    expect(page.items.map((item) => item.id)).toEqual([ids.D, ids.C, ids.B, ids.A]);
    expect(page.delivery).toEqual({ sending: false, from: 'Deccan Stack <no-reply@localhost>' });
    expect(page.items.find((item) => item.id === ids.B)).toEqual({
      id: ids.B,
      template: 'password-reset',
      toAddress: 'b@example.com',
      subject: 'Reset your Deccan Stack password',
      status: 'pending',
      attempts: 2,
      lastError: 'EENVELOPE: 451 Try again later',
      nextAttemptAt: at(3).toISOString(),
      sentAt: null,
      createdAt: at(2).toISOString(),
    });
    // Only a pending email has a next attempt.
    expect(page.items.find((item) => item.id === ids.A)).toMatchObject({
      nextAttemptAt: null,
      sentAt: at(1).toISOString(),
    });
    expect(await openings()).toEqual([]);
  });

  test('by status, and a search in the address or the subject (% and _ taken literally)', async () => {
    expect((await list('?status=failed')).items.map((item) => item.id)).toEqual([ids.C]);
    expect((await list('?status=pending')).items.map((item) => item.id)).toEqual([ids.D, ids.B]);
    expect((await list('?q=A%40EXAMPLE')).items.map((item) => item.id)).toEqual([ids.A]);
    expect((await list('?q=50%25_off')).items.map((item) => item.id)).toEqual([ids.C]);
    expect((await list('?q=5_%25off')).items).toEqual([]);
  });

  test('pages of one meet every email once, in order, both ways', async () => {
    for (const dir of ['desc', 'asc']) {
      const seen: number[] = [];
      let after: string | null = null;
      do {
        const page: OutboxListResponse = await list(
          `?${new URLSearchParams({ dir, limit: '1', ...(after ? { after } : {}) })}`,
        );
        seen.push(...page.items.map((item) => item.id));
        after = page.next;
      } while (after);
      expect(seen).toEqual(dir === 'desc' ? [ids.D, ids.C, ids.B, ids.A] : [ids.A, ids.B, ids.C, ids.D]);
    }
  });

  test('a bad status, sort or cursor is a 400 naming it', async () => {
    for (const [query, field] of [
      ['?status=queued', 'status'],
      ['?sort=subject', 'sort'],
      ['?after=nope', 'after'],
    ]) {
      const response = await asAdmin.get(`${STAFF_PATHS.outbox}${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty([field]);
    }
  });

  test('with SMTP_URL set, it says the emails are being sent, and from whom', async () => {
    const sending = await createTestApp({
      config: { smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'Deccan Stack <no-reply@deccanstack.in>' },
    });
    try {
      const admin = await insertStaff(sending, { role: 'admin' });
      const page = (await (await signedInAgent(sending, 'staff', admin.id)).get(STAFF_PATHS.outbox)).json();
      expect(page.delivery).toEqual({ sending: true, from: 'Deccan Stack <no-reply@deccanstack.in>' });
    } finally {
      await sending.close();
    }
  });
});

describe('one email', () => {
  test('its headers as sent, its text and its HTML; the reading is audited', async () => {
    const response = await asAdmin.get(STAFF_PATHS.outboxEmail({ emailId: ids.B }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const email = response.json() as OutboxEmailResponse;
    const createdAt = at(2);
    expect(email.headers).toEqual([
      { name: 'From', value: 'Deccan Stack <no-reply@localhost>' },
      { name: 'To', value: 'b@example.com' },
      { name: 'Subject', value: 'Reset your Deccan Stack password' },
      { name: 'Message-ID', value: `<outbox.${ids.B}.${createdAt.getTime().toString(36)}@127.0.0.1>` },
      { name: 'List-Unsubscribe', value: '<https://x.in/unsubscribe?t=b>' },
    ]);
    expect(email).toMatchObject({
      id: ids.B,
      toAddress: 'b@example.com',
      subject: 'Reset your Deccan Stack password',
      status: 'pending',
      attempts: 2,
      delivery: { sending: false },
    });
    // Reading someone's email does not hand over their link: its secret is hidden.
    expect(email.text).toContain('https://x.in/reset-password#token=[hidden]');
    expect(email.html).toContain('<a href="https://x.in/reset-password#token=[hidden]">');
    expect(JSON.stringify(email)).not.toContain('#token=B');

    const [opening] = await openings();
    expect(opening).toMatchObject({ staffId: adminId, targetType: 'email', targetId: String(ids.B) });
    expect(await readDetail(ctx, opening.detail, ['b@example.com'])).toEqual({
      template: 'password-reset',
      toAddress: 'b@example.com',
    });
  });

  test('an unknown email is a 404 and a malformed number a 400, neither audited', async () => {
    const before = (await openings()).length;
    const unknown = await asAdmin.get(STAFF_PATHS.outboxEmail({ emailId: 999_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().title).toBe('There is no email with this number in the outbox.');
    expect((await asAdmin.get(STAFF_PATHS.outboxEmail({ emailId: 'abc' }))).statusCode).toBe(400);
    expect(await openings()).toHaveLength(before);
  });

  test('a reading another site started is refused, and nothing is read or audited', async () => {
    const before = (await openings()).length;
    const refused = await asAdmin.request({
      method: 'GET',
      url: STAFF_PATHS.outboxEmail({ emailId: ids.A }),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(refused.statusCode).toBe(403);
    const head = await asAdmin.request({ method: 'HEAD', url: STAFF_PATHS.outboxEmail({ emailId: ids.A }) });
    // HEAD is no way in either: it would run the handler (an audited reading) and show nothing.
    expect(head.statusCode).toBe(405);
    expect(await openings()).toHaveLength(before);
  });
});

test('staff who are not admins read neither the list nor an email (a reset link opens an account)', async () => {
  expect((await asClerk.get(STAFF_PATHS.outbox)).statusCode).toBe(403);
  const before = (await openings()).length;
  expect((await asClerk.get(STAFF_PATHS.outboxEmail({ emailId: ids.A }))).statusCode).toBe(403);
  expect(await openings()).toHaveLength(before);
});
