import { USER_PATHS } from 'shared/contract/user';
import { DELETE_PASSWORD_WRONG } from 'shared/contract/user-data-schema';
import { MESSAGES } from 'shared/contract/messages';
import { AUTH_LIMITS } from '../../lib/attempt-limiter';
import { SESSION_COOKIE } from '../../plugins/session';
import { insertUser, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { heldAbout, insertConsent } from './user-data-test-helpers';

jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PASSWORD = 'correct horse battery';

async function userWithData(email?: string) {
  const user = await insertUser(ctx, email ? { email } : {});
  await insertConsent(ctx, { kind: 'user', id: user.id });
  const here = await signedInAgent(ctx, 'user', user.id);
  const elsewhere = await signedInAgent(ctx, 'user', user.id);
  return { user, here, elsewhere };
}

const signIn = (email: string, password = PASSWORD) =>
  ctx.agent().postForm(USER_PATHS.login, { EmailAddress: email, Password: password });

describe('POST /api/User/delete/{userId}', () => {
  test('with the password: the account, its sessions and consent records go, and the session ends', async () => {
    const { user, here, elsewhere } = await userWithData('Delete.Me@example.com');
    const neighbour = await userWithData();
    expect((await elsewhere.get(USER_PATHS.username(user.id))).statusCode).toBe(200);

    const response = await here.request({
      method: 'POST',
      url: USER_PATHS.deleteAccount(user.id),
      payload: { password: PASSWORD },
      remoteAddress: '198.51.100.4',
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    const cleared = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(here.cookies.has(SESSION_COOKIE)).toBe(false);

    const held = await heldAbout(ctx, user);
    expect(held.account).toEqual([]);
    expect(held.sessions).toEqual([]);
    expect(held.consent).toEqual([]);
    // The other sessions are shut out at once, not when this process next re-reads them.
    expect((await elsewhere.get(USER_PATHS.username(user.id))).statusCode).toBe(401);
    // Nobody else's data went with it.
    const theirs = await heldAbout(ctx, neighbour.user);
    expect([theirs.account.length, theirs.sessions.length, theirs.consent.length]).toEqual([1, 2, 1]);
  });

  test('is audited by the id alone, and the audit row outlives the account', async () => {
    const { user, here } = await userWithData();
    const response = await here.request({
      method: 'POST',
      url: USER_PATHS.deleteAccount(user.id),
      payload: { password: PASSWORD },
      remoteAddress: '198.51.100.9',
    });
    expect(response.statusCode).toBe(204);
    const { audit } = await heldAbout(ctx, user);
    expect(audit).toEqual([
      expect.objectContaining({
        staffId: null,
        action: 'user.delete',
        targetType: 'user',
        targetId: String(user.id),
        ipAddress: '198.51.100.9',
        detail: JSON.stringify({ sessions: 2, consentRecords: 1, applications: 0 }),
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(user.email);
    expect(JSON.stringify(audit)).not.toContain(user.name);
  });

  test('queues a short confirmation to the account’s address, naming nobody', async () => {
    const { user, here } = await userWithData('Confirm.Gone@example.com');
    expect((await here.postJson(USER_PATHS.deleteAccount(user.id), { password: PASSWORD })).statusCode).toBe(
      204,
    );
    const { emails } = await heldAbout(ctx, user);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      template: 'user-account-deleted',
      toAddress: 'Confirm.Gone@example.com',
    });
    expect(emails[0].subject).toMatch(/account has been deleted/);
    expect(emails[0].textBody).toMatch(/deleted your account/);
    expect(emails[0].htmlBody).toContain('<html lang="en">');
    expect(`${emails[0].textBody}${emails[0].htmlBody}`).not.toContain(user.name);
  });

  test('afterwards the old email and password sign in to nothing', async () => {
    const { user, here } = await userWithData('Signed.Out@example.com');
    expect((await signIn(user.email)).statusCode).toBe(200);
    expect((await here.postJson(USER_PATHS.deleteAccount(user.id), { password: PASSWORD })).statusCode).toBe(
      204,
    );
    expect((await signIn(user.email)).statusCode).toBe(401);
    expect((await here.get(USER_PATHS.username(user.id))).statusCode).toBe(401);
  });

  test('a wrong password is a 400 on password, and nothing changes', async () => {
    const { user, here, elsewhere } = await userWithData();
    const before = await heldAbout(ctx, user);
    const response = await here.postJson(USER_PATHS.deleteAccount(user.id), { password: 'a good guess' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: [DELETE_PASSWORD_WRONG] });
    expect(await heldAbout(ctx, user)).toEqual(before);
    expect(before.audit).toEqual([]);
    expect(before.emails).toEqual([]);
    expect((await here.get(USER_PATHS.username(user.id))).statusCode).toBe(200);
    expect((await elsewhere.get(USER_PATHS.username(user.id))).statusCode).toBe(200);
  });

  test.each([
    ['no password', {}, MESSAGES.required],
    ['an empty password', { password: '' }, MESSAGES.required],
    ['a password that is not text', { password: 12345678 }, 'Must be text.'],
  ])('%s is a 400 on password, nothing changes', async (_label, body, message) => {
    const { user, here } = await userWithData();
    const before = await heldAbout(ctx, user);
    const response = await here.postJson(USER_PATHS.deleteAccount(user.id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password).toEqual([message]);
    expect(await heldAbout(ctx, user)).toEqual(before);
  });

  test('wrong passwords count as sign-in attempts: after the limit even the right one waits', async () => {
    const { user, here } = await userWithData();
    for (let i = 0; i < AUTH_LIMITS.perAccount; i += 1) {
      await here.postJson(USER_PATHS.deleteAccount(user.id), { password: `guess ${i}` });
    }
    const refused = await here.postJson(USER_PATHS.deleteAccount(user.id), { password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // The same count as sign-in's: guessing here does not open a second budget.
    expect((await signIn(user.email)).statusCode).toBe(429);
    expect((await heldAbout(ctx, user)).account).toHaveLength(1);
  });

  test('without a session: 401, nothing changes', async () => {
    const { user } = await userWithData();
    const before = await heldAbout(ctx, user);
    const response = await ctx.agent().postJson(USER_PATHS.deleteAccount(user.id), { password: PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(await heldAbout(ctx, user)).toEqual(before);
  });

  test('another user’s id, even with their password: 403, nothing changes', async () => {
    const victim = await userWithData();
    const attacker = await userWithData();
    const before = await heldAbout(ctx, victim.user);
    const response = await attacker.here.postJson(USER_PATHS.deleteAccount(victim.user.id), {
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(victim.user.email);
    expect(await heldAbout(ctx, victim.user)).toEqual(before);
    expect((await heldAbout(ctx, attacker.user)).account).toHaveLength(1);
  });

  test('a BDE session with the same number: 403, nothing changes', async () => {
    const { user } = await userWithData();
    const bde = await signedInAgent(ctx, 'bde', user.id);
    const response = await bde.postJson(USER_PATHS.deleteAccount(user.id), { password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect((await heldAbout(ctx, user)).account).toHaveLength(1);
  });

  test('without the anti-forgery token: 403, nothing changes', async () => {
    const { user, here } = await userWithData();
    const response = await here.postJson(
      USER_PATHS.deleteAccount(user.id),
      { password: PASSWORD },
      { xsrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect((await heldAbout(ctx, user)).account).toHaveLength(1);
  });
});
