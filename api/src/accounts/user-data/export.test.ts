import { USER_PATHS } from 'shared/contract/user';
import type { UserDataExport } from 'shared/contract/user-data-responses';
import { SESSION_COOKIE, hashToken } from '../../plugins/session';
import { insertUser, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { EXPORT_FROM_OTHER_SITE } from './routes';
import { heldAbout, insertConsent } from './user-data-test-helpers';

jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/User/export/{userId}', () => {
  test('downloads the account, its consent records and sessions as my-data.json, not cached', async () => {
    const user = await insertUser(ctx, { name: 'Meena Iyer', email: 'Meena.Export@example.com' });
    const other = await insertUser(ctx);
    const here = await signedInAgent(ctx, 'user', user.id);
    const elsewhere = await signedInAgent(ctx, 'user', user.id);
    await insertConsent(ctx, { kind: 'user', id: user.id }, { purpose: 'account' });
    await insertConsent(
      ctx,
      { kind: 'user', id: user.id },
      { purpose: 'newsletter', withdrawnAt: new Date('2026-11-03T00:00:00.000Z') },
    );
    await insertConsent(ctx, { kind: 'user', id: other.id }, { purpose: 'someone else’s' });
    // A BDE whose id happens to be the user's number is another person: neither of these is the user's.
    await insertConsent(ctx, { kind: 'bde', id: user.id }, { purpose: 'a BDE’s' });
    await signedInAgent(ctx, 'bde', user.id);

    const response = await here.get(USER_PATHS.exportData(user.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json<UserDataExport>();
    expect(data.account).toEqual({
      id: user.id,
      name: 'Meena Iyer',
      email: 'Meena.Export@example.com',
      language: 'en',
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    });
    expect(data.consentRecords).toEqual([
      {
        form: 'user-sign-up',
        purpose: 'account',
        noticeVersion: '2026-11-01',
        givenAt: '2026-11-02T04:30:00.000Z',
        withdrawnAt: null,
      },
      expect.objectContaining({ purpose: 'newsletter', withdrawnAt: '2026-11-03T00:00:00.000Z' }),
    ]);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(Object.keys(data.sessions[0]).sort()).toEqual(['createdAt', 'current', 'expiresAt', 'lastSeenAt']);

    const held = await heldAbout(ctx, user);
    expect(response.body).not.toContain(held.account[0].passwordHash);
    expect(response.body).not.toMatch(/argon2|password/i);
    for (const session of held.sessions) expect(response.body).not.toContain(session.id);
    for (const agent of [here, elsewhere]) {
      expect(response.body).not.toContain(agent.cookies.get(SESSION_COOKIE));
      expect(response.body).not.toContain(hashToken(agent.cookies.get(SESSION_COOKIE)!));
    }
  });

  test('each export is audited: no staff member, the user’s id and address', async () => {
    const user = await insertUser(ctx);
    const agent = await signedInAgent(ctx, 'user', user.id);
    const response = await agent.request({
      method: 'GET',
      url: USER_PATHS.exportData(user.id),
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(200);
    const { audit } = await heldAbout(ctx, user);
    expect(audit).toEqual([
      expect.objectContaining({
        staffId: null,
        action: 'user.export',
        targetType: 'user',
        targetId: String(user.id),
        ipAddress: '203.0.113.7',
      }),
    ]);
  });

  test('without a session: 401 and nothing audited', async () => {
    const user = await insertUser(ctx);
    const response = await ctx.agent().get(USER_PATHS.exportData(user.id));
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain(user.email);
    expect((await heldAbout(ctx, user)).audit).toEqual([]);
  });

  test('another user’s id: 403, nothing about them, nothing audited', async () => {
    const me = await insertUser(ctx);
    const other = await insertUser(ctx);
    const agent = await signedInAgent(ctx, 'user', me.id);
    const response = await agent.get(USER_PATHS.exportData(other.id));
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(other.email);
    expect((await heldAbout(ctx, other)).audit).toEqual([]);
  });

  test('a BDE session with the same number: 403', async () => {
    const user = await insertUser(ctx);
    const agent = await signedInAgent(ctx, 'bde', user.id);
    expect((await agent.get(USER_PATHS.exportData(user.id))).statusCode).toBe(403);
  });

  test.each([
    ['another site sent the browser', { 'sec-fetch-site': 'cross-site' }],
    ['another site’s page (no fetch metadata)', { referer: 'https://evil.example/page' }],
  ])('%s: 403, nothing audited', async (_label, headers) => {
    const user = await insertUser(ctx);
    const agent = await signedInAgent(ctx, 'user', user.id);
    const response = await agent.request({ method: 'GET', url: USER_PATHS.exportData(user.id), headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().title).toBe(EXPORT_FROM_OTHER_SITE);
    expect((await heldAbout(ctx, user)).audit).toEqual([]);
  });

  test('a link on the site itself works', async () => {
    const user = await insertUser(ctx);
    const agent = await signedInAgent(ctx, 'user', user.id);
    const response = await agent.request({
      method: 'GET',
      url: USER_PATHS.exportData(user.id),
      headers: { 'sec-fetch-site': 'same-origin', referer: 'http://localhost:80/userDashboard/yourData' },
    });
    expect(response.statusCode).toBe(200);
  });

  test('HEAD is not an export', async () => {
    const user = await insertUser(ctx);
    const agent = await signedInAgent(ctx, 'user', user.id);
    const response = await agent.request({ method: 'HEAD', url: USER_PATHS.exportData(user.id) });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect((await heldAbout(ctx, user)).audit).toEqual([]);
  });
});
