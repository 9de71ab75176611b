import { and, eq, isNull } from 'drizzle-orm';
import { STAFF_PATHS, STAFF_SESSION_IDLE_MINUTES } from 'shared/contract/staff';
import { STAFF_INVALID_SIGN_IN } from 'shared/contract/staff-account-schema';
import { USER_PATHS } from 'shared/contract/user';
import { sessions, staffMembers, staffRecoveryCodes } from '../../db/schema';
import { insertStaff, insertUser, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { auditRows, codeNow, insertActiveStaff, signInStaff } from './staff-test-helpers';

jest.setTimeout(60_000);

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Half a minute on: the next authenticator code (the one before was used). */
const nextStep = () => (ctx.clock.now += 30_000);

test('password and a current authenticator code sign in, for a staff session of its own kind', async () => {
  const member = await insertActiveStaff(ctx, { role: 'admin', name: 'Asha Admin' });
  const { agent, response } = await signInStaff(ctx, member);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({
    id: member.id,
    name: 'Asha Admin',
    email: member.email,
    role: 'admin',
    usedRecoveryCode: false,
    recoveryCodesLeft: 10,
    previousSignIn: null,
    failedSince: 0,
  });
  const session = await agent.get(STAFF_PATHS.session);
  expect(session.statusCode).toBe(200);
  expect(session.json()).toEqual({ id: member.id, name: 'Asha Admin', email: member.email, role: 'admin' });
  const [row] = await ctx.database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.kind, 'staff'), eq(sessions.subjectId, member.id)));
  expect(row).toBeDefined();

  const [audit] = (await auditRows(ctx, 'staff.sign-in')).filter((entry) => entry.staffId === member.id);
  expect(audit).toMatchObject({ targetType: 'staff', targetId: String(member.id), ipAddress: '127.0.0.1' });
  expect(JSON.parse(audit.detail!)).toEqual({ with: 'authenticator', recoveryCodesLeft: 10 });
});

test('the email is matched whatever its case, and the code may have a space in it', async () => {
  nextStep();
  const member = await insertActiveStaff(ctx, { email: 'Ravi.Kumar@Example.com' });
  const code = codeNow(ctx, member.secret);
  const { response } = await signInStaff(
    ctx,
    { ...member, email: 'ravi.kumar@example.COM' },
    { code: `${code.slice(0, 3)} ${code.slice(3)}` },
  );
  expect(response.statusCode).toBe(200);
});

test('a code that was used once is refused, even a moment later; the next one works', async () => {
  nextStep();
  const member = await insertActiveStaff(ctx);
  const code = codeNow(ctx, member.secret);
  expect((await signInStaff(ctx, member, { code })).response.statusCode).toBe(200);
  const replay = await signInStaff(ctx, member, { code });
  expect(replay.response.statusCode).toBe(401);
  expect(replay.response.json().title).toBe(STAFF_INVALID_SIGN_IN);
  // The code of the step before is no better: it is older than the one used.
  const older = await signInStaff(ctx, member, { code: codeNow(ctx, member.secret, -30_000) });
  expect(older.response.statusCode).toBe(401);
  nextStep();
  expect((await signInStaff(ctx, member)).response.statusCode).toBe(200);
});

test("a phone's clock half a minute off still works; two steps off does not", async () => {
  nextStep();
  const member = await insertActiveStaff(ctx);
  expect(
    (await signInStaff(ctx, member, { code: codeNow(ctx, member.secret, -60_000) })).response.statusCode,
  ).toBe(401);
  expect(
    (await signInStaff(ctx, member, { code: codeNow(ctx, member.secret, 30_000) })).response.statusCode,
  ).toBe(200);
});

test('a recovery code signs in once, in any case and with or without its dashes', async () => {
  const member = await insertActiveStaff(ctx);
  const [first, second] = member.recoveryCodes;
  const { response } = await signInStaff(ctx, member, { code: first.toUpperCase() });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ usedRecoveryCode: true, recoveryCodesLeft: 9 });
  expect((await signInStaff(ctx, member, { code: first })).response.statusCode).toBe(401);
  const again = await signInStaff(ctx, member, { code: second.replace(/-/g, '') });
  expect(again.response.json()).toMatchObject({ usedRecoveryCode: true, recoveryCodesLeft: 8 });

  const used = await ctx.database.db
    .select()
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, member.id), isNull(staffRecoveryCodes.usedAt)));
  expect(used).toHaveLength(8);
  const audits = (await auditRows(ctx, 'staff.sign-in')).filter((entry) => entry.staffId === member.id);
  expect(audits.map((entry) => JSON.parse(entry.detail!))).toEqual([
    { with: 'recovery code', recoveryCodesLeft: 9 },
    { with: 'recovery code', recoveryCodesLeft: 8 },
  ]);
});

test('every failure is the same 401 and starts nothing: wrong password, wrong code, no account, disabled, set-up unfinished', async () => {
  nextStep();
  const member = await insertActiveStaff(ctx);
  const disabled = await insertActiveStaff(ctx, { disabledAt: new Date() });
  const unfinished = await insertStaff(ctx);
  const attempts = [
    signInStaff(ctx, member, { password: 'not the password' }),
    signInStaff(ctx, member, {
      code: String((Number(codeNow(ctx, member.secret)) + 1) % 1e6).padStart(6, '0'),
    }),
    signInStaff(ctx, member, { code: 'abcd-efgh-jkmn' }),
    signInStaff(ctx, { email: 'nobody@example.com', secret: member.secret }),
    signInStaff(ctx, disabled),
    signInStaff(ctx, { email: unfinished.email, secret: member.secret }),
  ];
  for (const { agent, response } of await Promise.all(attempts)) {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, title: STAFF_INVALID_SIGN_IN });
    expect((await agent.get(STAFF_PATHS.session)).statusCode).toBe(401);
  }
  const audits = (await auditRows(ctx, 'staff.sign-in')).map((entry) => entry.staffId);
  expect(audits).not.toContain(member.id);
  expect(audits).not.toContain(disabled.id);
});

test('a body that is not a sign-in is a 400 naming the fields', async () => {
  const agent = ctx.agent();
  const response = await agent.postJson(STAFF_PATHS.login, { email: '', password: 'x', code: '12345' });
  expect(response.statusCode).toBe(400);
  expect(Object.keys(response.json().errors).sort()).toEqual(['code', 'email']);
  const extra = await agent.postJson(STAFF_PATHS.login, {
    email: 'a@b.in',
    password: 'x',
    code: '123456',
    role: 'admin',
  });
  expect(extra.statusCode).toBe(400);
  expect(extra.json().errors).toEqual({ role: ['Unknown field.'] });
});

test('guesses at one account are limited like every sign-in: 429 with Retry-After, even for the right code', async () => {
  const member = await insertActiveStaff(ctx);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const { response } = await signInStaff(ctx, member, { password: `wrong ${attempt}` });
    expect(response.statusCode).toBe(401);
  }
  nextStep();
  const { response } = await signInStaff(ctx, member);
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  // Ten minutes on, the owner gets in.
  ctx.clock.now += 10 * 60 * 1000 + 1;
  expect((await signInStaff(ctx, member)).response.statusCode).toBe(200);
});

test('a staff session ends after 15 minutes without a request', async () => {
  nextStep();
  const member = await insertActiveStaff(ctx);
  const { agent } = await signInStaff(ctx, member);
  ctx.clock.now += (STAFF_SESSION_IDLE_MINUTES - 1) * 60 * 1000;
  expect((await agent.get(STAFF_PATHS.session)).statusCode).toBe(200);
  ctx.clock.now += STAFF_SESSION_IDLE_MINUTES * 60 * 1000 + 1000;
  expect((await agent.get(STAFF_PATHS.session)).statusCode).toBe(401);
});

test('signing out ends the staff session and is audited; it leaves a user session alone', async () => {
  nextStep();
  const member = await insertActiveStaff(ctx);
  const { agent } = await signInStaff(ctx, member);
  const out = await agent.postJson(STAFF_PATHS.logout, {});
  expect(out.statusCode).toBe(204);
  expect((await agent.get(STAFF_PATHS.session)).statusCode).toBe(401);
  const [audit] = (await auditRows(ctx, 'staff.sign-out')).filter((entry) => entry.staffId === member.id);
  expect(audit).toBeDefined();

  const user = await insertUser(ctx);
  const userAgent = await signedInAgent(ctx, 'user', user.id);
  expect((await userAgent.postJson(STAFF_PATHS.logout, {})).statusCode).toBe(204);
  expect((await userAgent.get(USER_PATHS.username(user.id))).statusCode).toBe(200);
});

test('the session answers 401 once the member is disabled', async () => {
  nextStep();
  const member = await insertActiveStaff(ctx);
  const { agent } = await signInStaff(ctx, member);
  await ctx.database.db
    .update(staffMembers)
    .set({ disabledAt: new Date(ctx.clock.now) })
    .where(eq(staffMembers.id, member.id));
  expect((await agent.get(STAFF_PATHS.session)).statusCode).toBe(401);
});
