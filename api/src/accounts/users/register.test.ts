import { eq } from 'drizzle-orm';
import { MESSAGES } from 'shared/contract/messages';
import { PASSWORD_TOO_COMMON } from 'shared/contract/password-rule';
import { USER_PATHS } from 'shared/contract/user';
import { users } from '../../db/schema';
import { AUTH_LIMITS } from '../../lib/attempt-limiter';
import { verifyPassword } from '../../lib/passwords';
import { LOW_CEILING, createTestApp, type TestContext } from '../../test/test-app';
import { ANTIFORGERY_REJECTED } from '../../plugins/anti-forgery';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let n = 0;
const fresh = () => `signup${(n += 1)}@example.com`;
const form = (email: string, overrides: Record<string, string> = {}) => ({
  Name: 'Asha Rao',
  EmailAddress: email,
  Password: 'a long passphrase',
  ...overrides,
});
/** Each test gets its own client address, so the per-client limit of one test never hits another. */
let address = 0;
const clientAgent = () => {
  const agent = ctx.agent();
  const remoteAddress = `10.0.0.${(address += 1)}`;
  const post = (fields: Record<string, string>, options: { xsrf?: boolean } = {}) =>
    agent.request({
      method: 'POST',
      url: USER_PATHS.register,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress,
      ...options,
    });
  return { agent, post };
};

test('registers with form data: 201, the new id, an argon2id hash, and never the password or hash back', async () => {
  const email = fresh();
  const response = await clientAgent().post(form(email));
  expect(response.statusCode).toBe(201);
  const body = response.json();
  expect(body).toEqual({ userId: expect.any(Number) });
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, body.userId));
  expect(row).toMatchObject({ name: 'Asha Rao', email, emailKey: email });
  expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  expect(row.passwordHash).not.toContain('a long passphrase');
  expect(await verifyPassword(row.passwordHash, 'a long passphrase')).toBe(true);
  expect(response.body).not.toContain('argon2');
  expect(response.body).not.toContain('passphrase');
});

test('each user gets their own salt: the same password hashes differently', async () => {
  const { post } = clientAgent();
  const a = (await post(form(fresh()))).json().userId;
  const b = (await post(form(fresh()))).json().userId;
  const rows = await ctx.database.db.select().from(users);
  const hashes = rows.filter((r) => r.id === a || r.id === b).map((r) => r.passwordHash);
  expect(hashes[0]).not.toBe(hashes[1]);
});

test.each([
  ['the same letter case', (e: string) => e],
  ['another letter case', (e: string) => e.toUpperCase()],
  ['surrounding spaces', (e: string) => `  ${e} `],
])('a duplicate email with %s is 400 with a title containing "already"', async (_label, variant) => {
  const email = fresh();
  const { post } = clientAgent();
  expect((await post(form(email))).statusCode).toBe(201);
  const response = await post(form(variant(email), { Name: 'Someone Else' }));
  expect(response.statusCode).toBe(400);
  expect(response.json().title).toBe(MESSAGES.signUpEmailTaken);
  expect(response.json().title).toContain('already');
  expect(response.json().errors).toEqual({ EmailAddress: [MESSAGES.signUpEmailTaken] });
  const rows = await ctx.database.db.select().from(users).where(eq(users.emailKey, email));
  expect(rows).toHaveLength(1);
  expect(rows[0].name).toBe('Asha Rao');
});

test.each([
  ['a 7-character password', { Password: 'abcdefg' }, 'Password'],
  ['an unknown field', { Role: 'admin' }, 'Role'],
])(
  'a taken email with %s is refused for that alone: whether it is taken is not told',
  async (_, overrides, field) => {
    const email = fresh();
    const { post } = clientAgent();
    expect((await post(form(email))).statusCode).toBe(201);
    const taken = await post(form(email, overrides));
    const free = await post(form(fresh(), overrides));
    expect(taken.statusCode).toBe(400);
    expect(Object.keys(taken.json().errors)).toEqual([field]);
    expect(taken.json()).toEqual(free.json());
  },
);

test.each([
  ['no name', { Name: '' }, 'Name', MESSAGES.required],
  ['a blank name', { Name: '   ' }, 'Name', MESSAGES.required],
  ['no email', { EmailAddress: '' }, 'EmailAddress', MESSAGES.required],
  ['a malformed email', { EmailAddress: 'not-an-email' }, 'EmailAddress', MESSAGES.invalidEmail],
  ['no password', { Password: '' }, 'Password', MESSAGES.required],
  ['a 7-character password', { Password: 'abcdefg' }, 'Password', MESSAGES.passwordTooShort],
  ['a common password', { Password: 'password123' }, 'Password', PASSWORD_TOO_COMMON],
  ['a common password dressed up', { Password: 'Password@123' }, 'Password', PASSWORD_TOO_COMMON],
  ['a keyboard walk', { Password: 'qwertyuiop' }, 'Password', PASSWORD_TOO_COMMON],
  ['the site name and a year', { Password: 'DeccanStack2024' }, 'Password', PASSWORD_TOO_COMMON],
  ['their own name and digits', { Password: 'AshaRao@123' }, 'Password', PASSWORD_TOO_COMMON],
  ['an unknown field', { Role: 'admin' }, 'Role', 'Unknown field.'],
])('%s is 400 naming the field, and nothing is stored', async (_label, overrides, field, message) => {
  const email = fresh();
  const response = await clientAgent().post(form(email, overrides));
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body.title).not.toMatch(/already|exists/);
  expect(body.errors[field]).toContain(message);
  expect(await ctx.database.db.select().from(users).where(eq(users.emailKey, email))).toHaveLength(0);
});

test('an 8-character password is long enough when it is not a guessable one', async () => {
  expect((await clientAgent().post(form(fresh(), { Password: 'Tq7#mW2z' }))).statusCode).toBe(201);
});

test('an empty body is 400, never 500', async () => {
  const response = await ctx.agent().request({ method: 'POST', url: USER_PATHS.register });
  expect(response.statusCode).toBe(400);
});

test('without the anti-forgery header: 403, nothing stored', async () => {
  const email = fresh();
  const response = await clientAgent().post(form(email), { xsrf: false });
  expect(response.statusCode).toBe(403);
  expect(response.json().title).toBe(ANTIFORGERY_REJECTED);
  expect(await ctx.database.db.select().from(users).where(eq(users.emailKey, email))).toHaveLength(0);
});

test('the browser recognises the anti-forgery refusal by its title (shared/api/base-api.ts retries on it)', () => {
  expect(ANTIFORGERY_REJECTED).toMatch(/anti-forgery/i);
});

test('sign-ups from one client address meet a flood ceiling: 429 with a clear message and Retry-After', async () => {
  const flood = await createTestApp({ authLimits: LOW_CEILING });
  try {
    const agent = flood.agent();
    const post = () => agent.postForm(USER_PATHS.register, form(fresh()));
    const statuses: number[] = [];
    for (let i = 0; i < LOW_CEILING.perClient; i += 1) statuses.push((await post()).statusCode);
    expect(statuses).toEqual(Array(LOW_CEILING.perClient).fill(201));
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().title).toBe(MESSAGES.tooManyAttempts);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  } finally {
    await flood.close();
  }
});

test('repeated sign-ups for one taken address are limited even from many addresses', async () => {
  const email = fresh();
  expect((await clientAgent().post(form(email))).statusCode).toBe(201);
  const statuses: number[] = [];
  // The sign-up that took the address was the account's first attempt of the window.
  const more = AUTH_LIMITS.perAccount;
  for (let i = 0; i < more; i += 1) statuses.push((await clientAgent().post(form(email))).statusCode);
  expect(statuses.slice(0, more - 1)).toEqual(Array(more - 1).fill(400));
  expect(statuses[more - 1]).toBe(429);
});
