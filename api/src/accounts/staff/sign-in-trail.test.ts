import { and, eq, inArray } from 'drizzle-orm';
import { STAFF_PATHS } from 'shared/contract/staff';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { codeNow, insertActiveStaff, setupTokenSentTo, signInStaff } from './staff-test-helpers';
import { insertStaff, signedInAgent } from '../../test/fixtures';

jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const nextStep = () => (ctx.clock.now += 30_000);

const trailOf = (staffId: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetId, String(staffId)),
        inArray(auditLog.action, ['staff.sign-in', 'staff.sign-in-failed', 'staff.sign-in-locked']),
      ),
    )
    .orderBy(auditLog.id);

test('every failed sign-in and lockout is audited against the account, and the member sees them at their next sign-in', async () => {
  const member = await insertActiveStaff(ctx);
  const first = await signInStaff(ctx, member);
  expect(first.response.json()).toMatchObject({ previousSignIn: null, failedSince: 0 });
  nextStep();

  expect((await signInStaff(ctx, member, { password: 'not the password' })).response.statusCode).toBe(401);
  expect((await signInStaff(ctx, member, { code: '000000' })).response.statusCode).toBe(401);
  expect((await signInStaff(ctx, member, { code: 'aaaa-bbbb-cccc' })).response.statusCode).toBe(401);
  const trail = await trailOf(member.id);
  expect(trail.map((row) => [row.action, row.staffId, row.detail && JSON.parse(row.detail)])).toEqual([
    ['staff.sign-in', member.id, { with: 'authenticator', recoveryCodesLeft: 10 }],
    ['staff.sign-in-failed', null, { reason: 'password' }],
    ['staff.sign-in-failed', null, { reason: 'code' }],
    ['staff.sign-in-failed', null, { reason: 'code' }],
  ]);

  // Ten guesses in the window: the next is refused outright, and that is on the record too.
  for (let attempt = 0; attempt < 7; attempt += 1)
    await signInStaff(ctx, member, { password: 'still wrong' });
  const locked = await signInStaff(ctx, member);
  expect(locked.response.statusCode).toBe(429);
  expect((await trailOf(member.id)).at(-1)?.action).toBe('staff.sign-in-locked');
  // The requests refused while the lock lasts do not each write a row: one says it began.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    expect((await signInStaff(ctx, member)).response.statusCode).toBe(429);
  }
  const locks = (await trailOf(member.id)).filter((row) => row.action === 'staff.sign-in-locked');
  expect(locks).toHaveLength(1);

  ctx.clock.now += 10 * 60 * 1000 + 1;
  const next = await signInStaff(ctx, member, { code: member.recoveryCodes[0] });
  expect(next.response.statusCode).toBe(200);
  expect(next.response.json()).toMatchObject({
    usedRecoveryCode: true,
    previousSignIn: { at: trail[0].createdAt.toISOString(), ipAddress: '127.0.0.1' },
    failedSince: 11,
  });
  const [used] = (await trailOf(member.id)).slice(-1);
  expect(JSON.parse(used.detail!)).toEqual({ with: 'recovery code', recoveryCodesLeft: 9 });

  nextStep();
  const after = await signInStaff(ctx, member, { code: codeNow(ctx, member.secret) });
  expect(after.response.json()).toMatchObject({ failedSince: 0 });
});

test('a sign-in to no account is audited without the address typed; a disabled one names the account', async () => {
  const before = await ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'staff.sign-in-failed'));
  const nobody = await ctx.agent().postJson(STAFF_PATHS.login, {
    email: 'ghost.person@example.com',
    password: 'whatever it is',
    code: '123456',
  });
  expect(nobody.statusCode).toBe(401);
  const rows = await ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'staff.sign-in-failed'));
  const [row] = rows.slice(before.length);
  expect(row).toMatchObject({ staffId: null, targetType: 'staff', targetId: null, ipAddress: '127.0.0.1' });
  expect(JSON.parse(row.detail!)).toEqual({ reason: 'no such account' });
  expect(JSON.stringify(rows)).not.toContain('ghost.person');

  const disabled = await insertActiveStaff(ctx, { disabledAt: new Date(ctx.clock.now) });
  expect((await signInStaff(ctx, disabled)).response.statusCode).toBe(401);
  expect((await trailOf(disabled.id)).map((entry) => JSON.parse(entry.detail!))).toEqual([
    { reason: 'disabled' },
  ]);
});

test('every opening of a set-up link is audited, and a wrong set-up code too', async () => {
  const admin = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'admin' })).id);
  const added = await admin.postJson(STAFF_PATHS.members, {
    name: 'Link Opener',
    email: 'opener@example.com',
    role: 'staff',
  });
  const token = await setupTokenSentTo(ctx, 'opener@example.com');
  const id = added.json().id as number;
  for (let opening = 0; opening < 2; opening += 1) {
    expect((await ctx.agent().postJson(STAFF_PATHS.setupOpen, { token })).statusCode).toBe(200);
  }
  const wrong = await ctx.agent().postJson(STAFF_PATHS.setup, {
    token,
    password: 'a brand new password',
    confirmPassword: 'a brand new password',
    code: '000000',
  });
  expect(wrong.statusCode).toBe(400);
  const rows = await ctx.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetId, String(id)),
        inArray(auditLog.action, ['staff.setup-open', 'staff.setup-failed']),
      ),
    )
    .orderBy(auditLog.id);
  expect(rows.map((row) => [row.action, row.staffId])).toEqual([
    ['staff.setup-open', id],
    ['staff.setup-open', id],
    ['staff.setup-failed', id],
  ]);
});
