import { and, eq } from 'drizzle-orm';
import { BDE_DATA_PATHS, STAFF_ERASURE_PATHS } from 'shared/contract/bde-data';
import { DEFAULT_EMAIL_KINDS } from 'shared/contract/bde-inbox';
import { BDE_INBOX_PATHS, BDE_SETTINGS_PATHS } from 'shared/contract/earnings';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import {
  auditLog,
  emailOutbox,
  executiveBankAccounts,
  executiveEmailChoices,
  executiveMessages,
  executiveNotifications,
  executives,
  sessions,
} from '../../db/schema';
import { insertExecutive, insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { notifyExecutive } from '../inbox/notify-service';
import { openBankAccount } from '../../earnings/payouts/bank-account-service';

jest.setTimeout(120_000);

const PASSWORD = 'correct horse battery';
const HOUR_MS = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26, 6, 0);

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = NOW;
});
afterAll(() => ctx.close());

async function signedInBde(overrides: Parameters<typeof insertExecutive>[1] = {}) {
  const bde = await insertExecutive(ctx, overrides);
  return { bde, agent: await signedInAgent(ctx, 'bde', bde.id) };
}

const bank = (overrides: Record<string, unknown> = {}) => ({
  accountHolder: 'Asha Rao',
  accountNumber: '123456789012',
  confirmAccountNumber: '123456789012',
  ifsc: 'sbin0001234',
  currentPassword: PASSWORD,
  ...overrides,
});

const bankRows = (executiveId: number) =>
  ctx.database.db
    .select()
    .from(executiveBankAccounts)
    .where(eq(executiveBankAccounts.executiveId, executiveId));
const emailsTo = (address: string) =>
  ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe('settings', () => {
  test('with nothing set: no bank details and the default email choices', async () => {
    const { bde, agent } = await signedInBde();
    const response = await agent.get(BDE_SETTINGS_PATHS.settings(bde.bdeCode));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ bank: null, emailKinds: [...DEFAULT_EMAIL_KINDS], language: 'en' });
  });

  test('another BDE’s code is 403 on every settings route, and nothing changes', async () => {
    const { bde } = await signedInBde();
    const { agent: other } = await signedInBde();
    expect((await other.get(BDE_SETTINGS_PATHS.settings(bde.bdeCode))).statusCode).toBe(403);
    expect((await other.postJson(BDE_SETTINGS_PATHS.bankDetails(bde.bdeCode), bank())).statusCode).toBe(403);
    expect(
      (await other.postJson(BDE_SETTINGS_PATHS.emailChoices(bde.bdeCode), { kinds: [] })).statusCode,
    ).toBe(403);
    const password = {
      currentPassword: PASSWORD,
      password: 'a new long passphrase 42',
      confirmPassword: 'a new long passphrase 42',
    };
    expect((await other.postJson(BDE_SETTINGS_PATHS.password(bde.bdeCode), password)).statusCode).toBe(403);
    expect(await bankRows(bde.id)).toEqual([]);
    const [row] = await ctx.database.db.select().from(executives).where(eq(executives.id, bde.id));
    expect(row.passwordHash).toBe(bde.passwordHash);
  });
});

describe('bank details', () => {
  test('saved sealed with the data key, shown masked, held 48 hours, audited and emailed (masked)', async () => {
    const { bde, agent } = await signedInBde({ email: 'bank.owner@example.com' });
    const response = await agent.postJson(BDE_SETTINGS_PATHS.bankDetails(bde.bdeCode), bank());
    expect(response.statusCode).toBe(200);
    expect(response.json().bank).toEqual({
      accountHolder: 'Asha Rao',
      accountMasked: 'XXXXXX9012',
      ifsc: 'SBIN0001234',
      holdUntil: new Date(NOW + 48 * HOUR_MS).toISOString(),
      updatedAt: new Date(NOW).toISOString(),
    });
    const [row] = await bankRows(bde.id);
    expect(row.accountEncrypted).not.toContain('123456789012');
    expect(
      openBankAccount(ctx.identity.cryptoBox, {
        executiveId: bde.id,
        accountEncrypted: row.accountEncrypted,
      }),
    ).toBe('123456789012');
    expect(row.accountLast4).toBe('9012');

    const [email] = await emailsTo('bank.owner@example.com');
    expect(email.template).toBe('bde-bank-details-changed');
    expect(email.textBody).toContain('XXXXXX9012');
    expect(email.textBody).toContain('28 Nov 2026, 11:30 am IST');
    expect(email.textBody).toMatch(/If this was not you, write to \S+@/);
    expect(`${email.textBody}${email.htmlBody}`).not.toContain('123456789012');
    expect(`${email.textBody}${email.htmlBody}`).not.toContain('Asha Rao');

    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bde.bank-details'), eq(auditLog.targetId, bde.bdeCode)));
    expect(audit.staffId).toBeNull();
    expect(audit.detail).not.toContain('9012');

    // A second change replaces the first and starts the hold again.
    ctx.clock.now = NOW + 72 * HOUR_MS;
    const later = await signedInAgent(ctx, 'bde', bde.id);
    const again = await later.postJson(
      BDE_SETTINGS_PATHS.bankDetails(bde.bdeCode),
      bank({ accountNumber: '987654321', confirmAccountNumber: '987654321', ifsc: 'HDFC0ABC123' }),
    );
    ctx.clock.now = NOW;
    expect(again.json().bank).toMatchObject({
      accountMasked: 'XXXXXX4321',
      ifsc: 'HDFC0ABC123',
      holdUntil: new Date(NOW + 120 * HOUR_MS).toISOString(),
    });
    expect(await bankRows(bde.id)).toHaveLength(1);
    expect(await emailsTo('bank.owner@example.com')).toHaveLength(2);
  });

  test.each([
    [{ accountNumber: '12345678', confirmAccountNumber: '12345678' }, ['accountNumber']],
    [
      { accountNumber: '1234567890123456789', confirmAccountNumber: '1234567890123456789' },
      ['accountNumber'],
    ],
    [{ accountNumber: '12345678901a' }, ['accountNumber', 'confirmAccountNumber']],
    [{ confirmAccountNumber: '123456789013' }, ['confirmAccountNumber']],
    [{ ifsc: 'SBIN1001234' }, ['ifsc']],
    [{ ifsc: 'SBI0001234' }, ['ifsc']],
    [{ accountHolder: '' }, ['accountHolder']],
    [{ currentPassword: '' }, ['currentPassword']],
    [{ currentPassword: 'not my password' }, ['currentPassword']],
  ])('%j is a 400 naming %j, and nothing is saved or sent', async (change, fields) => {
    const { bde, agent } = await signedInBde();
    const response = await agent.postJson(BDE_SETTINGS_PATHS.bankDetails(bde.bdeCode), bank(change));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([...fields].sort());
    expect(await bankRows(bde.id)).toEqual([]);
    expect(await emailsTo(bde.email)).toEqual([]);
  });

  test('wrong passwords count with the sign-in’s: after 10, even the right one waits', async () => {
    const { bde, agent } = await signedInBde();
    for (let n = 0; n < 10; n += 1) {
      const wrong = await agent.postJson(
        BDE_SETTINGS_PATHS.bankDetails(bde.bdeCode),
        bank({ currentPassword: `guess ${n}` }),
      );
      expect(wrong.statusCode).toBe(400);
    }
    expect((await agent.postJson(BDE_SETTINGS_PATHS.bankDetails(bde.bdeCode), bank())).statusCode).toBe(429);
    const signIn = await ctx
      .agent()
      .postForm(EXECUTIVE_PATHS.login, { userName: bde.userName, password: PASSWORD });
    expect(signIn.statusCode).toBe(429);
    expect(await bankRows(bde.id)).toEqual([]);
  });
});

describe('email choices', () => {
  test('saved in the list’s order, each once; an unknown kind is a 400 naming kinds', async () => {
    const { bde, agent } = await signedInBde();
    const saved = await agent.postJson(BDE_SETTINGS_PATHS.emailChoices(bde.bdeCode), {
      kinds: ['message', 'lead assigned', 'message'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().emailKinds).toEqual(['lead assigned', 'message']);
    const none = await agent.postJson(BDE_SETTINGS_PATHS.emailChoices(bde.bdeCode), { kinds: [] });
    expect(none.json().emailKinds).toEqual([]);
    for (const payload of [{ kinds: ['gossip'] }, { kinds: 'message' }, {}]) {
      const bad = await agent.postJson(BDE_SETTINGS_PATHS.emailChoices(bde.bdeCode), payload);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)[0]).toMatch(/^kinds/);
    }
    const [row] = await ctx.database.db
      .select()
      .from(executiveEmailChoices)
      .where(eq(executiveEmailChoices.executiveId, bde.id));
    expect(row.kinds).toEqual([]);
  });
});

describe('password change', () => {
  const change = (overrides: Record<string, string> = {}) => ({
    currentPassword: PASSWORD,
    password: 'Mango orchard by the river 93',
    confirmPassword: 'Mango orchard by the river 93',
    ...overrides,
  });

  test('needs the current password; ends the BDE’s other sessions, keeps this one; the new one signs in', async () => {
    const { bde, agent } = await signedInBde();
    const elsewhere = await signedInAgent(ctx, 'bde', bde.id);
    const stranger = await signedInBde();
    const response = await agent.postJson(BDE_SETTINGS_PATHS.password(bde.bdeCode), change());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ endedSessions: 1 });
    expect((await agent.get(BDE_SETTINGS_PATHS.settings(bde.bdeCode))).statusCode).toBe(200);
    expect((await elsewhere.get(BDE_SETTINGS_PATHS.settings(bde.bdeCode))).statusCode).toBe(401);
    expect((await stranger.agent.get(BDE_SETTINGS_PATHS.settings(stranger.bde.bdeCode))).statusCode).toBe(
      200,
    );
    const signIn = await ctx
      .agent()
      .postForm(EXECUTIVE_PATHS.login, { userName: bde.userName, password: 'Mango orchard by the river 93' });
    expect(signIn.statusCode).toBe(200);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bde.password-change'), eq(auditLog.targetId, bde.bdeCode)));
    expect(audit.detail).not.toContain('Mango');
  });

  test.each([
    [{ currentPassword: 'wrong one' }, ['currentPassword']],
    [{ currentPassword: '' }, ['currentPassword']],
    [{ password: 'short', confirmPassword: 'short' }, ['password']],
    [{ password: 'password123', confirmPassword: 'password123' }, ['password']],
    [{ confirmPassword: 'Mango orchard by the river 94' }, ['confirmPassword']],
    // Built on the BDE's own details (the form cannot know them; the server does).
    [{ password: 'Zephyrine Quillfeather', confirmPassword: 'Zephyrine Quillfeather' }, ['password']],
  ])('%j is a 400 naming %j; the password and sessions stay', async (overrides, fields) => {
    const { bde, agent } = await signedInBde({ firstName: 'Zephyrine', lastName: 'Quillfeather' });
    const elsewhere = await signedInAgent(ctx, 'bde', bde.id);
    const response = await agent.postJson(BDE_SETTINGS_PATHS.password(bde.bdeCode), change(overrides));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(fields);
    const [row] = await ctx.database.db.select().from(executives).where(eq(executives.id, bde.id));
    expect(row.passwordHash).toBe(bde.passwordHash);
    expect((await elsewhere.get(BDE_SETTINGS_PATHS.settings(bde.bdeCode))).statusCode).toBe(200);
  });
});

describe('the BDE’s data', () => {
  test('the export holds the masked bank details, email choices, notifications and messages; erasure removes them', async () => {
    const { bde, agent } = await signedInBde();
    await agent.postJson(BDE_SETTINGS_PATHS.bankDetails(bde.bdeCode), bank());
    await agent.postJson(BDE_SETTINGS_PATHS.emailChoices(bde.bdeCode), { kinds: ['payout paid'] });
    await notifyExecutive(
      ctx.database.db,
      { staffAddress: 'x@example.com', publicOrigin: 'https://x.example' },
      {
        executiveId: bde.id,
        kind: 'lead assigned',
        text: 'A new lead has been assigned to you',
      },
    );
    await agent.postJson(BDE_INBOX_PATHS.messages(bde.bdeCode), { text: 'My own words' });

    const exported = (await agent.get(BDE_DATA_PATHS.myData(bde.bdeCode))).json();
    expect(exported.bankDetails).toMatchObject({ accountMasked: 'XXXXXX9012', ifsc: 'SBIN0001234' });
    expect(JSON.stringify(exported)).not.toContain('123456789012');
    expect(exported.emailChoices).toEqual(['payout paid']);
    expect(exported.notifications).toEqual([
      expect.objectContaining({ kind: 'payout on hold' }),
      expect.objectContaining({ kind: 'lead assigned' }),
    ]);
    expect(exported.messages).toEqual([expect.objectContaining({ from: 'partner', text: 'My own words' })]);

    expect((await agent.postJson(BDE_DATA_PATHS.erasureRequest(bde.bdeCode), {})).statusCode).toBe(201);
    const admin = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'admin' })).id);
    const erased = await admin.request({
      method: 'POST',
      url: STAFF_ERASURE_PATHS.erase({ bdeCode: bde.bdeCode }),
    });
    expect(erased.statusCode).toBe(200);
    const { db } = ctx.database;
    for (const table of [executiveBankAccounts, executiveEmailChoices]) {
      expect(await db.select().from(table).where(eq(table.executiveId, bde.id))).toEqual([]);
    }
    for (const table of [executiveNotifications, executiveMessages]) {
      expect(await db.select().from(table).where(eq(table.executiveId, bde.id))).toEqual([]);
    }
    expect(
      await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.kind, 'bde'), eq(sessions.subjectId, bde.id))),
    ).toEqual([]);
  });
});
