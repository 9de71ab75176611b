import { eq } from 'drizzle-orm';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_PATHS,
  RESET_PAGE_PATH,
} from 'shared/contract/password-reset';
import { PASSWORD_TOO_COMMON } from 'shared/contract/password-rule';
import { USER_PATHS } from 'shared/contract/user';
import { emailOutbox, passwordResetTokens, sessions } from '../../db/schema';
import { insertExecutive, insertUser, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { asSent } from '../../test/outbox';

jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The outbox as the worker sends it (the stored rows hide the links' secrets). */
const outbox = async () =>
  (await ctx.database.db.select().from(emailOutbox).orderBy(emailOutbox.id)).map((row) => asSent(ctx, row));
const tokenOf = (text: string) => /#reset=([\w-]+)/.exec(text)?.[1];

async function lastLinkTo(address: string) {
  const mail = (await outbox()).filter((row) => row.toAddress === address).at(-1);
  return mail && { mail, token: tokenOf(mail.textBody) };
}

test('a user asks by email: the same answer as for no account, and a link by email only for the account', async () => {
  const user = await insertUser(ctx, { name: 'Meera', email: 'Meera.K@example.com' });
  const agent = ctx.agent();
  const before = (await outbox()).length;
  const known = await agent.postJson(PASSWORD_RESET_PATHS.user, { email: 'meera.k@EXAMPLE.com' });
  const unknown = await agent.postJson(PASSWORD_RESET_PATHS.user, { email: 'nobody@example.com' });
  for (const response of [known, unknown]) {
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
  }
  const mails = (await outbox()).slice(before);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail).toMatchObject({ template: 'password-reset', toAddress: user.email, status: 'pending' });
  expect(mail.textBody).toContain(`${ctx.config.publicOrigin}${RESET_PAGE_PATH}#reset=`);
  expect(mail.htmlBody).toContain('<html lang="en">');
  // Only the token's hash is stored.
  const token = tokenOf(mail.textBody)!;
  const stored = await ctx.database.db.select().from(passwordResetTokens);
  expect(JSON.stringify(stored)).not.toContain(token);
});

test('the link sets a new password once, ends every session, and the old password stops working', async () => {
  const user = await insertUser(ctx, { email: 'ravi.reset@example.com' });
  const signedIn = await signedInAgent(ctx, 'user', user.id);
  await ctx.agent().postJson(PASSWORD_RESET_PATHS.user, { email: user.email });
  const { token } = (await lastLinkTo(user.email))!;
  const reset = await ctx
    .agent()
    .postJson(PASSWORD_RESET_PATHS.reset, { token, password: 'a brand new secret' });
  expect(reset.statusCode).toBe(200);
  expect(reset.json()).toEqual({ kind: 'user', message: PASSWORD_RESET_MESSAGES.done });
  expect(await ctx.database.db.select().from(sessions).where(eq(sessions.subjectId, user.id))).toEqual([]);
  expect((await signedIn.get(USER_PATHS.username(user.id))).statusCode).toBe(401);

  const again = await ctx
    .agent()
    .postJson(PASSWORD_RESET_PATHS.reset, { token, password: 'yet another secret' });
  expect(again.statusCode).toBe(400);
  expect(again.json().errors.token).toEqual([PASSWORD_RESET_MESSAGES.badLink]);

  const login = (password: string) =>
    ctx.agent().postJson(USER_PATHS.login, { EmailAddress: user.email, Password: password });
  expect((await login('correct horse battery')).statusCode).toBe(401);
  expect((await login('a brand new secret')).statusCode).toBe(200);
});

test('a common new password is a 400 naming password; the link and the old password still work', async () => {
  const user = await insertUser(ctx, { name: 'Ravi Kumar', email: 'ravi.common@example.com' });
  await ctx.agent().postJson(PASSWORD_RESET_PATHS.user, { email: user.email });
  const { token } = (await lastLinkTo(user.email))!;
  // The last is built on the account's own address, which only the server knows here.
  for (const password of ['password123', 'Password@123', 'qwerty123456', 'ravi.common@example.com']) {
    const refused = await ctx.agent().postJson(PASSWORD_RESET_PATHS.reset, { token, password });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ password: [PASSWORD_TOO_COMMON] });
  }
  const login = (password: string) =>
    ctx.agent().postJson(USER_PATHS.login, { EmailAddress: user.email, Password: password });
  expect((await login('correct horse battery')).statusCode).toBe(200);
  const reset = await ctx
    .agent()
    .postJson(PASSWORD_RESET_PATHS.reset, { token, password: 'a brand new secret' });
  expect(reset.statusCode).toBe(200);
});

test('a link expires after 30 minutes, and asking again retires the earlier one', async () => {
  const user = await insertUser(ctx, { email: 'late@example.com' });
  await ctx.agent().postJson(PASSWORD_RESET_PATHS.user, { email: user.email });
  const first = (await lastLinkTo(user.email))!.token;
  await ctx.agent().postJson(PASSWORD_RESET_PATHS.user, { email: user.email });
  const second = (await lastLinkTo(user.email))!.token;
  const set = (token: string | undefined) =>
    ctx.agent().postJson(PASSWORD_RESET_PATHS.reset, { token, password: 'a brand new secret' });
  expect((await set(first)).statusCode).toBe(400);
  const start = ctx.clock.now;
  ctx.clock.now = start + 31 * 60 * 1000;
  try {
    expect((await set(second)).statusCode).toBe(400);
  } finally {
    ctx.clock.now = start;
  }
});

test('a BDE asks by user name or by email, and the link resets the BDE’s password', async () => {
  await insertExecutive(ctx, { userName: 'kiran.bde', email: 'kiran.bde@example.com' });
  const before = (await outbox()).length;
  for (const login of ['Kiran.BDE', 'KIRAN.bde@example.com', 'nobody.at.all']) {
    const response = await ctx.agent().postJson(PASSWORD_RESET_PATHS.bde, { login });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
  }
  expect((await outbox()).slice(before).map((mail) => mail.toAddress)).toEqual([
    'kiran.bde@example.com',
    'kiran.bde@example.com',
  ]);
  const { token } = (await lastLinkTo('kiran.bde@example.com'))!;
  const reset = await ctx
    .agent()
    .postJson(PASSWORD_RESET_PATHS.reset, { token, password: 'new bde secret!' });
  expect(reset.json()).toEqual({ kind: 'bde', message: PASSWORD_RESET_MESSAGES.done });
  const login = await ctx
    .agent()
    .postForm(EXECUTIVE_PATHS.login, { userName: 'kiran.bde', password: 'new bde secret!' });
  expect(login.statusCode).toBe(200);
});

test.each([
  [{ email: '' }, PASSWORD_RESET_PATHS.user, 'email'],
  [{ login: 'x', extra: 1 }, PASSWORD_RESET_PATHS.bde, 'extra'],
  [{ token: 'whatever', password: 'short' }, PASSWORD_RESET_PATHS.reset, 'password'],
  [{ token: 'not-a-real-token', password: 'long enough password' }, PASSWORD_RESET_PATHS.reset, 'token'],
])('%j at %s is a 400 naming %s, and nothing is written', async (body, path, field) => {
  const mails = (await outbox()).length;
  const response = await ctx.agent().postJson(path, body);
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toHaveProperty([field]);
  expect(await outbox()).toHaveLength(mails);
});

/** The statements the driver is sent, as text, and each transaction begun, while `act` runs. */
async function statementsDuring(act: () => Promise<unknown>): Promise<string[]> {
  const { db } = ctx.database;
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = jest.spyOn(client, 'query');
  const transaction = jest.spyOn(db, 'transaction');
  try {
    await act();
    return [
      ...query.mock.calls.map(([text]) =>
        typeof text === 'string' ? text : (text as { text: string }).text,
      ),
      ...transaction.mock.calls.map(() => 'transaction'),
    ];
  } finally {
    query.mockRestore();
    transaction.mockRestore();
  }
}

test.each([
  ['a user', PASSWORD_RESET_PATHS.user, 'email', 'same.work@example.com'],
  ['a BDE', PASSWORD_RESET_PATHS.bde, 'login', 'same.work.bde'],
])(
  'for %s, the answer comes after the same statements whether or not the account exists, and before it is looked up',
  async (_, path, field, known) => {
    if (field === 'email') await insertUser(ctx, { email: known });
    else await insertExecutive(ctx, { userName: known, email: `${known}@example.com` });
    // What is left until after the answer is held here, so that only the answer's own work is seen.
    const later: Array<() => Promise<unknown>> = [];
    const run = jest
      .spyOn(ctx.app.afterResponse, 'run')
      .mockImplementation((_reply, work) => void later.push(work));
    try {
      const ask = async (login: string) => {
        const agent = ctx.agent();
        await agent.get('/api/antiforgery');
        let response: Awaited<ReturnType<typeof agent.postJson>> | undefined;
        const statements = await statementsDuring(async () => {
          response = await agent.postJson(path, { [field]: login });
        });
        return { status: response!.statusCode, body: response!.body, statements };
      };
      const forKnown = await ask(known);
      const forNobody = await ask(`nobody.${known}`);
      expect(forKnown).toEqual(forNobody);
      expect(forKnown.statements.length).toBeGreaterThan(0);
      expect(forKnown.statements.join('\n')).not.toMatch(
        /"users"|"executives"|password_reset_tokens|email_outbox|transaction/,
      );

      expect(later).toHaveLength(2);
      const before = (await outbox()).length;
      for (const work of later) await work();
      expect((await outbox()).slice(before).map((mail) => mail.toAddress.toLowerCase())).toEqual([
        field === 'email' ? known : `${known}@example.com`,
      ]);
    } finally {
      run.mockRestore();
    }
  },
);
