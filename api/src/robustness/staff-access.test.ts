import { and, count, eq } from 'drizzle-orm';
import { STAFF_ERASURE_PATHS } from 'shared/contract/bde-data';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import { STAFF_ACCESS, STAFF_PATHS, STAFF_ROLES, type StaffRole } from 'shared/contract/staff';
import { auditLog, sessions, staffMembers } from '../db/schema';
import type { ApiRoute } from '../plugins/route-contract';
import { insertExecutive, insertStaff, insertUser, signedInAgent } from '../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../test/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
let bdeCode: string;
let as: Record<'anonymous' | 'user' | 'bde', TestAgent> & Record<StaffRole, TestAgent>;

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await insertUser(ctx);
  const bde = await insertExecutive(ctx);
  bdeCode = bde.bdeCode;
  const staffOf = async (role: StaffRole) =>
    signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role })).id);
  as = {
    anonymous: ctx.agent(),
    user: await signedInAgent(ctx, 'user', user.id),
    bde: await signedInAgent(ctx, 'bde', bde.id),
    admin: await staffOf('admin'),
    staff: await staffOf('staff'),
    recruiter: await staffOf('recruiter'),
  };
});
afterAll(() => ctx.close());

/** A route's address with real-looking values in its parameters (the guards answer before they are read). */
function addressOf(route: ApiRoute, ids = '1'): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => {
    if (name === 'bdeCode') return encodeURIComponent(bdeCode);
    if (name === 'userId') return '1';
    return name.endsWith('Id') ? ids : 'x';
  });
}

function send(agent: TestAgent, route: ApiRoute, ids?: string) {
  return agent.request({
    method: route.method as 'GET' | 'POST',
    url: addressOf(route, ids),
    ...(route.method === 'GET' ? {} : { payload: {}, headers: { 'content-type': 'application/json' } }),
  });
}

const routesFor = (...access: ApiRoute['access'][]) =>
  ctx.app.apiRoutes.filter((route) => access.includes(route.access));

/** Each route whose answer for `agent` is not `status`, as "METHOD url -> got". */
async function unexpected(list: ApiRoute[], agentFor: () => Promise<TestAgent> | TestAgent, status: number) {
  const wrong: string[] = [];
  for (const route of list) {
    const response = await send(await agentFor(), route);
    if (response.statusCode !== status) wrong.push(`${route.method} ${route.url} -> ${response.statusCode}`);
  }
  return wrong;
}

const auditRows = async () => (await ctx.database.db.select({ rows: count() }).from(auditLog))[0].rows;

test('the back office has routes behind the staff guard, and only sign-in, sign-out and set-up without it', () => {
  expect(routesFor('staff').length).toBeGreaterThan(0);
  const open = ctx.app.apiRoutes
    .filter((route) => route.url.startsWith('/api/staff') && route.access !== 'staff')
    .map((route) => route.url);
  expect(open.filter((url) => !/^\/api\/staff\/(login|logout|setup|setup\/open)$/.test(url))).toEqual([]);
});

test('every staff route declares which part of the back office it belongs to', () => {
  const undeclared = routesFor('staff').filter((route) => !route.staffAccess);
  expect(undeclared).toEqual([]);
  // Every part is used, so each role's walk below covers routes it may and may not call.
  expect(new Set(routesFor('staff').map((route) => route.staffAccess))).toEqual(
    new Set(Object.keys(STAFF_ACCESS)),
  );
});

test('a recruiter reaches no partner, document, subscriber, message, lead, audit, outbox, account or earnings route', () => {
  const offLimits =
    /^\/api\/staff\/(partners|projects|subscribers|newsletter|messages|assignees|leads|erasure-requests|audit|outbox|members|payments|commissions|commission-plans|payouts)\b/;
  const reachable = routesFor('staff')
    .filter((route) => offLimits.test(route.url))
    .filter((route) => (STAFF_ACCESS[route.staffAccess!] as readonly StaffRole[]).includes('recruiter'))
    .map((route) => `${route.method} ${route.url}`);
  expect(reachable).toEqual([]);
});

test('the access walk: each role is refused (403, nothing done) outside its part and never inside it', async () => {
  const walk = routesFor('staff').map((route) => ({
    route,
    access: route.staffAccess!,
    roles: STAFF_ACCESS[route.staffAccess!] as readonly StaffRole[],
  }));
  const wrong: string[] = [];
  for (const role of STAFF_ROLES) {
    for (const { route, access, roles } of walk) {
      const before = await auditRows();
      // Ids no row has: a role let in finds nothing to change, whatever the route does.
      const response = await send(as[role], route, '999999');
      const name = `${role}: ${route.method} ${route.url} (${access})`;
      if (roles.includes(role)) {
        if (response.statusCode === 403) wrong.push(`${name} -> 403 ${response.body}`);
      } else if (response.statusCode !== 403) {
        wrong.push(`${name} -> ${response.statusCode}, not 403`);
      } else if ((await auditRows()) !== before) {
        wrong.push(`${name} -> 403, but an audit row was written`);
      }
    }
  }
  expect(wrong).toEqual([]);
  // The walk covered something each role may and may not use (admins: everything).
  for (const role of STAFF_ROLES) {
    expect(walk.some(({ roles }) => roles.includes(role))).toBe(true);
  }
  expect(walk.every(({ roles }) => roles.includes('admin'))).toBe(true);
});

test('every path of the staff contract is served', () => {
  const served = new Set(ctx.app.apiRoutes.map((route) => route.url));
  // The partner page's messages come with the BDE inbox.
  const { partnerMessages: _messages, ...earnings } = STAFF_EARNINGS_PATHS;
  const paths = [
    ...Object.values(STAFF_PATHS),
    ...Object.values(STAFF_ERASURE_PATHS),
    ...Object.values(earnings),
  ].map((path) => (typeof path === 'string' ? path : path.pattern));
  expect(paths.filter((path) => !served.has(path))).toEqual([]);
});

test('every staff route answers 401 without a session', async () => {
  expect(await unexpected(routesFor('staff'), () => as.anonymous, 401)).toEqual([]);
});

test('every staff route answers 403 to a user and to a BDE', async () => {
  expect(await unexpected(routesFor('staff'), () => as.user, 403)).toEqual([]);
  expect(await unexpected(routesFor('staff'), () => as.bde, 403)).toEqual([]);
});

test('every staff route answers 401 to a disabled account (an admin one, even)', async () => {
  const disabled = await insertStaff(ctx, { role: 'admin', disabledAt: new Date() });
  // The first request ends the session: each route gets a fresh one.
  const agentFor = () => signedInAgent(ctx, 'staff', disabled.id);
  expect(await unexpected(routesFor('staff'), agentFor, 401)).toEqual([]);
});

test("a disabled member's session is deleted at its next request", async () => {
  const member = await insertStaff(ctx, { role: 'staff' });
  const agent = await signedInAgent(ctx, 'staff', member.id);
  const session = routesFor('staff').find((route) => route.method === 'GET' && !route.url.includes(':'));
  expect(session).toBeDefined();
  expect((await send(agent, session!)).statusCode).toBe(200);
  const { db } = ctx.database;
  await db.update(staffMembers).set({ disabledAt: new Date() }).where(eq(staffMembers.id, member.id));
  expect((await send(agent, session!)).statusCode).toBe(401);
  const left = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.kind, 'staff'), eq(sessions.subjectId, member.id)));
  expect(left).toEqual([]);
});

test('every user and BDE route answers 403 to a staff session: staff act only as staff', async () => {
  expect(await unexpected(routesFor('user', 'bde'), () => as.staff, 403)).toEqual([]);
  expect(await unexpected(routesFor('user', 'bde'), () => as.recruiter, 403)).toEqual([]);
});
