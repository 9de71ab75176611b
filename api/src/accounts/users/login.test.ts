import { eq } from 'drizzle-orm';
import { XSRF_COOKIE, XSRF_SECURE_COOKIE as SECURE_XSRF } from 'shared/contract/health';
import { MESSAGES } from 'shared/contract/messages';
import { USER_PATHS } from 'shared/contract/user';
import { sessions } from '../../db/schema';
import { AUTH_LIMITS } from '../../lib/attempt-limiter';
import {
  SECURE_SESSION_COOKIE,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  hashToken,
} from '../../plugins/session';
import { insertUser } from '../../test/fixtures';
import { LOW_CEILING, createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { INVALID_CREDENTIALS } from './routes';

const PASSWORD = 'correct horse battery'; // what insertUser stores

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let address = 0;
/** A browser at its own client address (so one test's per-client count never reaches another). */
function browser() {
  const agent = ctx.agent();
  const remoteAddress = `10.1.0.${(address += 1)}`;
  const login = (EmailAddress: string, Password: string, headers: Record<string, string> = {}) =>
    agent.request({
      method: 'POST',
      url: USER_PATHS.login,
      payload: new URLSearchParams({ EmailAddress, Password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      remoteAddress,
    });
  return { agent, login };
}

const sessionRow = (agent: TestAgent) =>
  ctx.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, hashToken(agent.cookies.get(SESSION_COOKIE) ?? '')));

test('signs in with form data: name, email and userId, and a new HttpOnly SameSite=Lax session', async () => {
  const user = await insertUser(ctx);
  const { agent, login } = browser();
  const response = await login(user.email, PASSWORD);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ name: user.name, email: user.email, userId: user.id, language: 'en' });
  expect(response.headers['cache-control']).toBe('no-store');
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const sid = setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
  expect(sid).toMatch(/; HttpOnly/);
  expect(sid).toMatch(/; SameSite=Lax/);
  expect(sid).not.toMatch(/; Secure/);
  expect(Buffer.from(agent.cookies.get(SESSION_COOKIE)!, 'base64url')).toHaveLength(16);
  const [row] = await sessionRow(agent);
  expect(row).toMatchObject({ kind: 'user', subjectId: user.id });
  expect(row.id).not.toBe(agent.cookies.get(SESSION_COOKIE)); // stored hashed
  expect(response.body).not.toMatch(/argon2|password/i);
});

test('the email is matched in any letter case', async () => {
  const user = await insertUser(ctx);
  const response = await browser().login(user.email.toUpperCase(), PASSWORD);
  expect(response.statusCode).toBe(200);
  expect(response.json().userId).toBe(user.id);
});

test('on an https public origin the session cookie is Secure with a __Host- name', async () => {
  const secure = await createTestApp({ config: { publicOrigin: 'https://www.example.in' } });
  try {
    const user = await insertUser(secure);
    const response = await secure.agent().request({
      method: 'POST',
      url: USER_PATHS.login,
      payload: new URLSearchParams({ EmailAddress: user.email, Password: PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(setCookie.find((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=`))).toMatch(/; Path=\/;.*; Secure/);
    expect(setCookie.find((c) => c.startsWith(`${SECURE_XSRF}=`))).toMatch(/; Secure/);
    expect(setCookie.some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  } finally {
    await secure.close();
  }
});

test('signing in rotates the session: the old token dies and the anti-forgery token changes', async () => {
  const user = await insertUser(ctx);
  const { agent, login } = browser();
  await login(user.email, PASSWORD);
  const first = agent.cookies.get(SESSION_COOKIE)!;
  const firstXsrf = agent.cookies.get(XSRF_COOKIE)!;
  await login(user.email, PASSWORD);
  const second = agent.cookies.get(SESSION_COOKIE)!;
  expect(second).not.toBe(first);
  expect(agent.cookies.get(XSRF_COOKIE)).not.toBe(firstXsrf);
  expect(
    await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(first))),
  ).toHaveLength(0);
  const stale = await ctx.app.inject({
    method: 'GET',
    url: USER_PATHS.username(user.id),
    cookies: { [SESSION_COOKIE]: first },
  });
  expect(stale.statusCode).toBe(401);
  expect((await agent.get(USER_PATHS.username(user.id))).statusCode).toBe(200);
});

test('a wrong password and an unknown email get the very same 401, and no session', async () => {
  const user = await insertUser(ctx);
  const { agent, login } = browser();
  const wrong = await login(user.email, 'not the password');
  const unknown = await login('nobody-here@example.com', PASSWORD);
  expect(wrong.statusCode).toBe(401);
  expect(unknown.statusCode).toBe(401);
  expect(wrong.json()).toEqual({ title: INVALID_CREDENTIALS, status: 401 });
  expect(unknown.body).toBe(wrong.body);
  expect(agent.cookies.has(SESSION_COOKIE)).toBe(false);
});

test.each([
  ['no email', { EmailAddress: '', Password: 'x' }, 'EmailAddress'],
  ['no password', { EmailAddress: 'a@example.com', Password: '' }, 'Password'],
])('%s is 400 naming the field', async (_label, fields, field) => {
  const response = await browser().login(fields.EmailAddress, fields.Password);
  expect(response.statusCode).toBe(400);
  expect(response.json().errors[field]).toEqual([MESSAGES.required]);
});

test('without the anti-forgery header: 403 and no session', async () => {
  const user = await insertUser(ctx);
  const agent = ctx.agent();
  const response = await agent.postForm(
    USER_PATHS.login,
    { EmailAddress: user.email, Password: PASSWORD },
    { xsrf: false },
  );
  expect(response.statusCode).toBe(403);
  expect(agent.cookies.has(SESSION_COOKIE)).toBe(false);
});

test('ten failures on one account lock it for a while, from any address, even with the right password', async () => {
  const user = await insertUser(ctx);
  for (let i = 0; i < 10; i += 1) {
    expect((await browser().login(user.email, `wrong ${i}`)).statusCode).toBe(401);
  }
  const locked = await browser().login(user.email, PASSWORD);
  expect(locked.statusCode).toBe(429);
  expect(locked.json().title).toBe(MESSAGES.tooManyAttempts);
  expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
});

test('a success clears the account’s failures', async () => {
  const user = await insertUser(ctx);
  for (let i = 0; i < 9; i += 1) await browser().login(user.email, 'wrong');
  expect((await browser().login(user.email, PASSWORD)).statusCode).toBe(200);
  for (let i = 0; i < 9; i += 1) await browser().login(user.email, 'wrong');
  expect((await browser().login(user.email, PASSWORD)).statusCode).toBe(200);
});

test('the owner signs in again once a guessing run stops and its window ends', async () => {
  const user = await insertUser(ctx);
  for (let i = 0; i < AUTH_LIMITS.perAccount + 5; i += 1) await browser().login(user.email, `wrong ${i}`);
  const locked = await browser().login(user.email, PASSWORD);
  expect(locked.statusCode).toBe(429);
  expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(AUTH_LIMITS.windowMs / 1000);
  ctx.clock.now += AUTH_LIMITS.windowMs;
  expect((await browser().login(user.email, PASSWORD)).statusCode).toBe(200);
});

test('a stranger guessing at an account does not lock out the browser its owner signed in with before', async () => {
  const user = await insertUser(ctx);
  const owner = browser();
  expect((await owner.login(user.email, PASSWORD)).statusCode).toBe(200);
  expect(owner.agent.cookies.has('device-user-login')).toBe(true);
  for (let i = 0; i < AUTH_LIMITS.perAccount + 3; i += 1) await browser().login(user.email, `guess ${i}`);
  expect((await browser().login(user.email, PASSWORD)).statusCode).toBe(429);
  expect((await owner.login(user.email, PASSWORD)).statusCode).toBe(200);
  // The device's own budget is limited too: a stolen device token is no unlimited pass.
  for (let i = 0; i < AUTH_LIMITS.perAccount; i += 1) await owner.login(user.email, `slip ${i}`);
  expect((await owner.login(user.email, PASSWORD)).statusCode).toBe(429);
});

test('a device token is for its own account only', async () => {
  const first = await insertUser(ctx);
  const second = await insertUser(ctx);
  const owner = browser();
  expect((await owner.login(first.email, PASSWORD)).statusCode).toBe(200);
  for (let i = 0; i < AUTH_LIMITS.perAccount + 1; i += 1) await browser().login(second.email, `guess ${i}`);
  expect((await owner.login(second.email, PASSWORD)).statusCode).toBe(429);
});

test('many people behind one shared address (an office, a carrier NAT) sign in and fail freely', async () => {
  const { login } = browser();
  for (let i = 0; i < 25; i += 1) {
    const user = await insertUser(ctx);
    expect((await login(user.email, 'a typo')).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  }
});

test('one client address flooding many accounts meets the per-address ceiling', async () => {
  const flood = await createTestApp({ authLimits: LOW_CEILING });
  try {
    const agent = flood.agent();
    const statuses: number[] = [];
    for (let i = 0; i <= LOW_CEILING.perClient; i += 1) {
      const fields = { EmailAddress: `guess${i}@example.com`, Password: 'password1' };
      statuses.push((await agent.postForm(USER_PATHS.login, fields)).statusCode);
    }
    expect(statuses.slice(0, LOW_CEILING.perClient).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  } finally {
    await flood.close();
  }
});

test('signing out deletes the session row, clears the cookie, and the profile answers 401 after', async () => {
  const user = await insertUser(ctx);
  const { agent, login } = browser();
  await login(user.email, PASSWORD);
  const token = agent.cookies.get(SESSION_COOKIE)!;
  const response = await agent.postForm(USER_PATHS.logout, {});
  expect(response.statusCode).toBe(204);
  expect(agent.cookies.has(SESSION_COOKIE)).toBe(false);
  expect(
    await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token))),
  ).toHaveLength(0);
  const replayed = await ctx.app.inject({
    method: 'GET',
    url: USER_PATHS.username(user.id),
    cookies: { [SESSION_COOKIE]: token },
  });
  expect(replayed.statusCode).toBe(401);
});

test('signing out needs the anti-forgery header, and works without a session', async () => {
  const user = await insertUser(ctx);
  const { agent, login } = browser();
  await login(user.email, PASSWORD);
  expect((await agent.postForm(USER_PATHS.logout, {}, { xsrf: false })).statusCode).toBe(403);
  expect((await agent.get(USER_PATHS.username(user.id))).statusCode).toBe(200);
  expect((await ctx.agent().postForm(USER_PATHS.logout, {})).statusCode).toBe(204);
});

test('a session idle for 30 minutes ends: the profile answers 401', async () => {
  const user = await insertUser(ctx);
  const { agent, login } = browser();
  await login(user.email, PASSWORD);
  ctx.clock.now += SESSION_IDLE_MS - 60_000;
  expect((await agent.get(USER_PATHS.username(user.id))).statusCode).toBe(200);
  ctx.clock.now += SESSION_IDLE_MS + 1;
  expect((await agent.get(USER_PATHS.username(user.id))).statusCode).toBe(401);
});

test('a busy session still ends 12 hours after sign-in', async () => {
  const user = await insertUser(ctx);
  const { agent, login } = browser();
  await login(user.email, PASSWORD);
  const started = ctx.clock.now;
  while (ctx.clock.now - started < SESSION_ABSOLUTE_MS - 20 * 60_000) {
    ctx.clock.now += 20 * 60_000;
    expect((await agent.get(USER_PATHS.username(user.id))).statusCode).toBe(200);
  }
  ctx.clock.now = started + SESSION_ABSOLUTE_MS + 1;
  expect((await agent.get(USER_PATHS.username(user.id))).statusCode).toBe(401);
});

test('after the session expired, the stale anti-forgery token is refused; a fresh one from GET /api/antiforgery works', async () => {
  const user = await insertUser(ctx);
  const { agent, login } = browser();
  await login(user.email, PASSWORD);
  ctx.clock.now += SESSION_IDLE_MS + 1;
  const refused = await agent.postForm(USER_PATHS.logout, {});
  expect(refused.statusCode).toBe(403);
  expect(String(refused.headers['set-cookie'])).toContain(`${XSRF_COOKIE}=`);
  await agent.get('/api/antiforgery');
  expect((await agent.postForm(USER_PATHS.logout, {})).statusCode).toBe(204);
});
