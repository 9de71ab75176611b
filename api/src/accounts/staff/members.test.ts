import { and, eq, sql } from 'drizzle-orm';
import { STAFF_PATHS } from 'shared/contract/staff';
import {
  STAFF_EMAIL_TAKEN,
  STAFF_MEMBER_NOT_FOUND,
  STAFF_NOT_YOURSELF,
} from 'shared/contract/staff-account-schema';
import { auditLog, sessions, staffMembers } from '../../db/schema';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { auditRows, insertActiveStaff, setupTokenSentTo, signInStaff } from './staff-test-helpers';
import { readDetail } from '../../back-office/audit-log/audit-test-helpers';

jest.setTimeout(60_000);

let ctx: TestContext;
let adminId: number;
let admin: TestAgent;

beforeAll(async () => {
  ctx = await createTestApp();
  const member = await insertActiveStaff(ctx, { role: 'admin', name: 'Aaron Admin' });
  adminId = member.id;
  admin = await signedInAgent(ctx, 'staff', member.id);
});
afterAll(() => ctx.close());

async function counts() {
  const { db } = ctx.database;
  const [members] = await db.select({ n: sql<number>`count(*)::int` }).from(staffMembers);
  const [audits] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return { members: members.n, audits: audits.n };
}

const list = (query = '') => admin.get(`${STAFF_PATHS.members}${query}`);

describe('adding a member', () => {
  test('answers 201 naming where the link went, emails it to the person only, stores them pending set-up, and audits it', async () => {
    const response = await admin.postJson(STAFF_PATHS.members, {
      name: '  Bina Staff ',
      email: 'Bina@Example.com',
      role: 'staff',
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { id } = response.json();
    // The admin is not shown the link: it goes to the member's own address, in the fragment.
    expect(response.json()).toEqual({ id, emailedTo: 'Bina@example.com' });
    const token = await setupTokenSentTo(ctx, 'Bina@example.com');
    expect(response.body).not.toContain(token);
    const [row] = await ctx.database.db.select().from(staffMembers).where(eq(staffMembers.id, id));
    expect(row).toMatchObject({
      name: 'Bina Staff',
      email: 'Bina@example.com',
      emailKey: 'bina@example.com',
      role: 'staff',
      passwordHash: null,
      totpSecret: null,
    });
    // Only the token's hash is kept.
    expect(token).not.toBe(row.setupTokenHash);
    expect(row.setupExpiresAt!.getTime() - ctx.clock.now).toBe(24 * 60 * 60 * 1000);
    const [audit] = (await auditRows(ctx, 'staff.add')).filter((entry) => entry.targetId === String(id));
    expect(audit).toMatchObject({ staffId: adminId, targetType: 'staff', ipAddress: '127.0.0.1' });
    expect(await readDetail(ctx, audit.detail, ['Bina Staff', 'Bina@example.com'])).toEqual({
      name: 'Bina Staff',
      email: 'Bina@example.com',
      role: 'staff',
    });
  });

  test('a taken email (in any case) is a 400 naming email; nothing is written', async () => {
    const before = await counts();
    const response = await admin.postJson(STAFF_PATHS.members, {
      name: 'Bina Again',
      email: 'BINA@example.com',
      role: 'admin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      title: STAFF_EMAIL_TAKEN,
      errors: { email: [STAFF_EMAIL_TAKEN] },
    });
    expect(await counts()).toEqual(before);
  });

  test('a bad body is a 400 naming every bad field; nothing is written', async () => {
    const before = await counts();
    const response = await admin.postJson(STAFF_PATHS.members, {
      name: '',
      email: 'not an email',
      role: 'owner',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'name', 'role']);
    const extra = await admin.postJson(STAFF_PATHS.members, {
      name: 'X',
      email: 'x@example.com',
      role: 'staff',
      disabled: false,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual({ disabled: ['Unknown field.'] });
    expect(await counts()).toEqual(before);
  });
});

describe('the list', () => {
  beforeAll(async () => {
    for (const [name, role] of [
      ['Chandra Rao', 'staff'],
      ['Deepa Iyer', 'admin'],
      ['Esha Nair', 'staff'],
      ['Farhan Ali', 'staff'],
    ] as const) {
      await insertActiveStaff(ctx, { name, role, email: `${name.split(' ')[0].toLowerCase()}@example.com` });
    }
    await insertStaff(ctx, { name: 'Gita Disabled', email: 'gita@example.com', disabledAt: new Date() });
  });

  test('is sorted by name, A to Z, with each member’s state', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const { items, next } = response.json();
    expect(next).toBeNull();
    expect(items.map((item: { name: string }) => item.name)).toEqual([
      'Aaron Admin',
      'Bina Staff',
      'Chandra Rao',
      'Deepa Iyer',
      'Esha Nair',
      'Farhan Ali',
      'Gita Disabled',
    ]);
    expect(items[1]).toMatchObject({ email: 'Bina@example.com', role: 'staff', state: 'set-up pending' });
    expect(items[2]).toMatchObject({ state: 'active' });
    expect(items[6]).toMatchObject({ state: 'disabled' });
    expect(items[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test('pages by keyset, searches name and email, filters by role and state, sorts both ways', async () => {
    const first = (await list('?limit=3')).json();
    expect(first.items.map((item: { name: string }) => item.name)).toEqual([
      'Aaron Admin',
      'Bina Staff',
      'Chandra Rao',
    ]);
    const second = (await list(`?limit=3&after=${first.next}`)).json();
    expect(second.items.map((item: { name: string }) => item.name)).toEqual([
      'Deepa Iyer',
      'Esha Nair',
      'Farhan Ali',
    ]);
    const third = (await list(`?limit=3&after=${second.next}`)).json();
    expect(third).toMatchObject({ items: [{ name: 'Gita Disabled' }], next: null });

    const names = async (query: string) =>
      (await list(query)).json().items.map((item: { name: string }) => item.name);
    expect(await names('?q=ESHA')).toEqual(['Esha Nair']);
    expect(await names('?q=farhan%40example')).toEqual(['Farhan Ali']);
    expect(await names('?role=admin')).toEqual(['Aaron Admin', 'Deepa Iyer']);
    expect(await names('?state=set-up%20pending')).toEqual(['Bina Staff']);
    expect(await names('?state=disabled')).toEqual(['Gita Disabled']);
    expect((await names('?sort=name&dir=desc'))[0]).toBe('Gita Disabled');
    expect((await names('?sort=createdAt&dir=desc'))[0]).toBe('Gita Disabled');
  });

  test('a bad query is a 400 naming the parameter', async () => {
    const response = await list('?sort=password&role=owner&after=zzz');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['after', 'role', 'sort']);
  });
});

describe('disabling and enabling', () => {
  test("disabling ends the member's sessions at once, refuses their sign-in, and is audited", async () => {
    const member = await insertActiveStaff(ctx);
    const { agent } = await signInStaff(ctx, member);
    expect((await agent.get(STAFF_PATHS.session)).statusCode).toBe(200);

    const response = await admin.postJson(STAFF_PATHS.member({ staffId: member.id }), { disabled: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.id, state: 'disabled' });
    // The very next request: the cached session was forgotten and the rows are gone.
    expect((await agent.get(STAFF_PATHS.session)).statusCode).toBe(401);
    const left = await ctx.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.kind, 'staff'), eq(sessions.subjectId, member.id)));
    expect(left).toEqual([]);
    ctx.clock.now += 30_000;
    expect((await signInStaff(ctx, member)).response.statusCode).toBe(401);

    const enabled = await admin.postJson(STAFF_PATHS.member({ staffId: member.id }), { disabled: false });
    expect(enabled.json()).toMatchObject({ state: 'active' });
    expect((await signInStaff(ctx, member)).response.statusCode).toBe(200);

    const actions = (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(member.id)))
    )
      .map((entry) => entry.action)
      .filter((action) => action.startsWith('staff.') && action !== 'staff.sign-in');
    expect(actions).toEqual(['staff.disable', 'staff.sign-in-failed', 'staff.enable']);
  });

  test('asking for the state a member is already in changes and audits nothing', async () => {
    const member = await insertStaff(ctx);
    const before = await counts();
    const response = await admin.postJson(STAFF_PATHS.member({ staffId: member.id }), { disabled: false });
    expect(response.statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });

  test('an admin cannot disable or reset themself; an unknown member is a 404', async () => {
    const before = await counts();
    const self = await admin.postJson(STAFF_PATHS.member({ staffId: adminId }), { disabled: true });
    expect(self.statusCode).toBe(400);
    expect(self.json().title).toBe(STAFF_NOT_YOURSELF);
    expect((await admin.postJson(STAFF_PATHS.memberReset({ staffId: adminId }), {})).statusCode).toBe(400);
    const unknown = await admin.postJson(STAFF_PATHS.member({ staffId: 999_999 }), { disabled: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().title).toBe(STAFF_MEMBER_NOT_FOUND);
    expect((await admin.postJson(STAFF_PATHS.memberReset({ staffId: 999_999 }), {})).statusCode).toBe(404);
    expect(
      (await admin.postJson(STAFF_PATHS.member({ staffId: 'abc' }), { disabled: true })).statusCode,
    ).toBe(404);
    expect((await admin.get(STAFF_PATHS.session)).statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });

  test('a bad body is a 400 naming disabled, before anything else is looked at', async () => {
    const before = await counts();
    for (const body of [{}, { disabled: 'yes' }, { disabled: 1 }]) {
      const response = await admin.postJson(STAFF_PATHS.member({ staffId: adminId }), body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['disabled']);
    }
    expect(await counts()).toEqual(before);
  });
});

test("a reset ends the member's sessions and sign-in until they set up again, and is audited", async () => {
  const member = await insertActiveStaff(ctx);
  const { agent } = await signInStaff(ctx, member);
  const response = await admin.postJson(STAFF_PATHS.memberReset({ staffId: member.id }), {});
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ id: member.id, outcome: 'reset', emailedTo: member.email });
  expect(response.body).not.toContain(await setupTokenSentTo(ctx, member.email));
  expect((await agent.get(STAFF_PATHS.session)).statusCode).toBe(401);
  ctx.clock.now += 30_000;
  expect((await signInStaff(ctx, member)).response.statusCode).toBe(401);
  expect((await signInStaff(ctx, member, { code: member.recoveryCodes[0] })).response.statusCode).toBe(401);
  const [row] = await ctx.database.db.select().from(staffMembers).where(eq(staffMembers.id, member.id));
  expect(row).toMatchObject({ passwordHash: null, totpSecret: null, totpLastStep: null });
  expect(
    (await list('?state=set-up%20pending')).json().items.map((item: { id: number }) => item.id),
  ).toContain(member.id);
  const [audit] = (await auditRows(ctx, 'staff.reset')).filter(
    (entry) => entry.targetId === String(member.id),
  );
  expect(audit).toMatchObject({ staffId: adminId });
});

test('staff who are not admins are refused every members route (403) and change nothing', async () => {
  const member = await insertActiveStaff(ctx, { role: 'staff' });
  const agent = await signedInAgent(ctx, 'staff', member.id);
  const before = await counts();
  expect((await agent.get(STAFF_PATHS.members)).statusCode).toBe(403);
  expect(
    (
      await agent.postJson(STAFF_PATHS.members, {
        name: 'Sneaky',
        email: 'sneaky@example.com',
        role: 'admin',
      })
    ).statusCode,
  ).toBe(403);
  expect(
    (await agent.postJson(STAFF_PATHS.member({ staffId: adminId }), { disabled: true })).statusCode,
  ).toBe(403);
  expect((await agent.postJson(STAFF_PATHS.memberReset({ staffId: adminId }), {})).statusCode).toBe(403);
  expect(await counts()).toEqual(before);
});

describe('a recruiter', () => {
  test('an admin adds a recruiter the same way', async () => {
    const response = await admin.postJson(STAFF_PATHS.members, {
      name: 'Rekha Recruiter',
      email: 'rekha@example.com',
      role: 'recruiter',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.id, response.json<{ id: number }>().id));
    expect(row).toMatchObject({ role: 'recruiter', passwordHash: null });
    const refused = await admin.postJson(STAFF_PATHS.members, {
      name: 'X',
      email: 'x@example.com',
      role: 'owner',
    });
    expect(refused.json().errors).toEqual({ role: ['Choose admin, staff or recruiter.'] });
  });
});
