import { eq } from 'drizzle-orm';
import { MESSAGES } from 'shared/contract/messages';
import { PASSWORD_TOO_COMMON } from 'shared/contract/password-rule';
import { USER_PATHS } from 'shared/contract/user';
import { sessions, users } from '../../db/schema';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from 'shared/contract/user-schema';
import { AUTH_LIMITS } from '../../lib/attempt-limiter';
import { verifyPassword } from '../../lib/passwords';
import { SESSION_COOKIE, hashToken } from '../../plugins/session';
import { insertUser, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const row = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/User/username/{userId}', () => {
  test('answers the signed-in user’s own username and email, not cached, without the hash', async () => {
    const user = await insertUser(ctx, { name: 'Ravi Kumar', email: 'Ravi.Kumar@example.com' });
    const agent = await signedInAgent(ctx, 'user', user.id);
    const response = await agent.get(USER_PATHS.username(user.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: 'Ravi Kumar',
      emailAddress: 'Ravi.Kumar@example.com',
      language: 'en',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  test('without a session: 401', async () => {
    const user = await insertUser(ctx);
    const response = await ctx.agent().get(USER_PATHS.username(user.id));
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain(user.email);
  });

  test('with a made-up session cookie: 401', async () => {
    const user = await insertUser(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: USER_PATHS.username(user.id),
      cookies: { [SESSION_COOKIE]: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(response.statusCode).toBe(401);
  });

  test.each([
    ['another user’s id', async (otherId: number) => String(otherId)],
    ['an id that does not exist', async () => '999999'],
    ['an id that is not a number', async () => 'abc'],
  ])('for %s: 403, and nothing about anybody', async (_label, idFor) => {
    const me = await insertUser(ctx);
    const other = await insertUser(ctx);
    const agent = await signedInAgent(ctx, 'user', me.id);
    const response = await agent.get(USER_PATHS.username(await idFor(other.id)));
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(other.email);
  });

  test('a BDE session is not a user session: 403 for a user id that matches its number', async () => {
    const user = await insertUser(ctx);
    const agent = await signedInAgent(ctx, 'bde', user.id);
    expect((await agent.get(USER_PATHS.username(user.id))).statusCode).toBe(403);
    const update = await agent.postForm(USER_PATHS.update(user.id), {
      Name: 'X',
      EmailAddress: 'x@example.com',
    });
    expect(update.statusCode).toBe(403);
  });
});

describe('POST /api/User/update/{userId}', () => {
  test('changes the name and email; an empty password keeps the old one', async () => {
    const user = await insertUser(ctx);
    const agent = await signedInAgent(ctx, 'user', user.id);
    const response = await agent.postForm(USER_PATHS.update(user.id), {
      Name: '  Meena Iyer ',
      EmailAddress: 'Meena.Iyer@example.com',
      Password: '',
      CurrentPassword: 'correct horse battery',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Meena Iyer', email: 'Meena.Iyer@example.com', language: 'en' });
    expect(response.body).not.toMatch(/argon2|password/i);
    const saved = await row(user.id);
    expect(saved).toMatchObject({
      name: 'Meena Iyer',
      email: 'Meena.Iyer@example.com',
      emailKey: 'meena.iyer@example.com',
      passwordHash: user.passwordHash,
    });
    const profile = await agent.get(USER_PATHS.username(user.id));
    expect(profile.json()).toEqual({
      username: 'Meena Iyer',
      emailAddress: 'Meena.Iyer@example.com',
      language: 'en',
    });
  });

  test('leaving the password out altogether also keeps it', async () => {
    const user = await insertUser(ctx);
    const agent = await signedInAgent(ctx, 'user', user.id);
    const response = await agent.postForm(USER_PATHS.update(user.id), {
      Name: 'No Password Field',
      EmailAddress: user.email,
    });
    expect(response.statusCode).toBe(200);
    expect((await row(user.id)).passwordHash).toBe(user.passwordHash);
  });

  test('a new password is hashed, replaces the old one, and ends the account’s other sessions', async () => {
    const user = await insertUser(ctx);
    const here = await signedInAgent(ctx, 'user', user.id);
    const elsewhere = await signedInAgent(ctx, 'user', user.id);
    expect((await elsewhere.get(USER_PATHS.username(user.id))).statusCode).toBe(200);
    const response = await here.postForm(USER_PATHS.update(user.id), {
      Name: user.name,
      EmailAddress: user.email,
      Password: 'a brand new secret',
      CurrentPassword: 'correct horse battery',
    });
    expect(response.statusCode).toBe(200);
    const saved = await row(user.id);
    expect(saved.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(saved.passwordHash, 'a brand new secret')).toBe(true);
    expect(await verifyPassword(saved.passwordHash, 'correct horse battery')).toBe(false);
    expect((await here.get(USER_PATHS.username(user.id))).statusCode).toBe(200);
    // Shut out at once, not only when the in-memory copy is next re-read.
    expect((await elsewhere.get(USER_PATHS.username(user.id))).statusCode).toBe(401);
    expect((await here.get(USER_PATHS.username(user.id))).statusCode).toBe(200);
    const remaining = await ctx.database.db.select().from(sessions).where(eq(sessions.subjectId, user.id));
    expect(remaining.map((s) => s.id)).toEqual([hashToken(here.cookies.get(SESSION_COOKIE)!)]);
  });

  test('another account’s email, in any letter case, is 400 "already registered" and nothing changes', async () => {
    const taken = await insertUser(ctx, { email: 'taken.address@example.com' });
    const user = await insertUser(ctx);
    const agent = await signedInAgent(ctx, 'user', user.id);
    const response = await agent.postForm(USER_PATHS.update(user.id), {
      Name: 'Changed Name',
      EmailAddress: 'TAKEN.Address@example.com',
      Password: '',
      CurrentPassword: 'correct horse battery',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toContain('already');
    expect(response.json().errors.EmailAddress).toEqual([MESSAGES.signUpEmailTaken]);
    expect(await row(user.id)).toMatchObject({ name: user.name, email: user.email });
    expect((await row(taken.id)).email).toBe('taken.address@example.com');
  });

  test.each([
    ['a new email', { EmailAddress: 'someone.else@example.com' }],
    ['a new password', { Password: 'taken over at last' }],
  ])(
    '%s needs the current password: missing or wrong is 400 on CurrentPassword and nothing changes',
    async (_label, change) => {
      const user = await insertUser(ctx);
      const agent = await signedInAgent(ctx, 'user', user.id);
      const fields = { Name: user.name, EmailAddress: user.email, ...change };
      const missing = await agent.postForm(USER_PATHS.update(user.id), fields);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.CurrentPassword).toEqual([CURRENT_PASSWORD_REQUIRED]);
      const wrong = await agent.postForm(USER_PATHS.update(user.id), {
        ...fields,
        CurrentPassword: 'a guess',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.CurrentPassword).toEqual([CURRENT_PASSWORD_WRONG]);
      expect(await row(user.id)).toMatchObject({ email: user.email, passwordHash: user.passwordHash });
    },
  );

  test('guessing the current password through the profile counts against the account', async () => {
    const user = await insertUser(ctx);
    const agent = await signedInAgent(ctx, 'user', user.id);
    const fields = { Name: user.name, EmailAddress: user.email, Password: 'taken over at last' };
    for (let i = 0; i < AUTH_LIMITS.perAccount; i += 1) {
      await agent.postForm(USER_PATHS.update(user.id), { ...fields, CurrentPassword: `guess ${i}` });
    }
    const refused = await agent.postForm(USER_PATHS.update(user.id), {
      ...fields,
      CurrentPassword: 'correct horse battery',
    });
    expect(refused.statusCode).toBe(429);
  });

  test('a new email also ends the account’s other sessions at once', async () => {
    const user = await insertUser(ctx);
    const here = await signedInAgent(ctx, 'user', user.id);
    const elsewhere = await signedInAgent(ctx, 'user', user.id);
    expect((await elsewhere.get(USER_PATHS.username(user.id))).statusCode).toBe(200);
    const response = await here.postForm(USER_PATHS.update(user.id), {
      Name: user.name,
      EmailAddress: 'moved.away@example.com',
      CurrentPassword: 'correct horse battery',
    });
    expect(response.statusCode).toBe(200);
    expect((await elsewhere.get(USER_PATHS.username(user.id))).statusCode).toBe(401);
    expect((await here.get(USER_PATHS.username(user.id))).statusCode).toBe(200);
  });

  test('my own email in another letter case is fine', async () => {
    const user = await insertUser(ctx, { email: 'own.case@example.com' });
    const agent = await signedInAgent(ctx, 'user', user.id);
    const response = await agent.postForm(USER_PATHS.update(user.id), {
      Name: user.name,
      EmailAddress: 'Own.Case@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect((await row(user.id)).email).toBe('Own.Case@example.com');
  });

  test.each([
    ['no name', { Name: '', EmailAddress: 'ok@example.com' }, 'Name', MESSAGES.required],
    ['no email', { Name: 'A', EmailAddress: '' }, 'EmailAddress', MESSAGES.required],
    ['a malformed email', { Name: 'A', EmailAddress: 'a@b' }, 'EmailAddress', MESSAGES.invalidEmail],
    [
      'a short new password',
      { Name: 'A', EmailAddress: 'ok@example.com', Password: 'short' },
      'Password',
      MESSAGES.passwordTooShort,
    ],
    [
      'a common new password, even with the current one',
      {
        Name: 'A',
        EmailAddress: 'ok@example.com',
        Password: 'Password@123',
        CurrentPassword: 'correct horse battery',
      },
      'Password',
      PASSWORD_TOO_COMMON,
    ],
    [
      'a new password built on the email',
      {
        Name: 'A',
        EmailAddress: 'meena.iyer@example.com',
        Password: 'meenaiyer2024',
        CurrentPassword: 'correct horse battery',
      },
      'Password',
      PASSWORD_TOO_COMMON,
    ],
  ])('%s is 400 naming the field, nothing changes', async (_label, fields, field, message) => {
    const user = await insertUser(ctx);
    const agent = await signedInAgent(ctx, 'user', user.id);
    const response = await agent.postForm(USER_PATHS.update(user.id), fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await row(user.id)).toEqual(user);
  });

  test('without a session: 401, nothing changes', async () => {
    const user = await insertUser(ctx);
    const response = await ctx.agent().postForm(USER_PATHS.update(user.id), {
      Name: 'Hijacked',
      EmailAddress: 'evil@example.com',
    });
    expect(response.statusCode).toBe(401);
    expect(await row(user.id)).toEqual(user);
  });

  test('for another user’s id: 403, nothing changes', async () => {
    const victim = await insertUser(ctx);
    const attacker = await insertUser(ctx);
    const agent = await signedInAgent(ctx, 'user', attacker.id);
    const response = await agent.postForm(USER_PATHS.update(victim.id), {
      Name: 'Hijacked',
      EmailAddress: 'evil@example.com',
      Password: 'attacker password',
    });
    expect(response.statusCode).toBe(403);
    expect(await row(victim.id)).toEqual(victim);
  });

  test.each([
    ['missing', { xsrf: false }, {}],
    ['wrong', { xsrf: false }, { 'X-XSRF-TOKEN': 'abc.def' }],
  ])('with a %s anti-forgery token: 403, nothing changes', async (_label, options, headers) => {
    const user = await insertUser(ctx);
    const agent = await signedInAgent(ctx, 'user', user.id);
    const response = await agent.request({
      method: 'POST',
      url: USER_PATHS.update(user.id),
      payload: new URLSearchParams({ Name: 'Forged', EmailAddress: 'forged@example.com' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      ...options,
    });
    expect(response.statusCode).toBe(403);
    expect(await row(user.id)).toEqual(user);
  });
});
