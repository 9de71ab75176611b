import { and, eq } from 'drizzle-orm';
import { STAFF_ERASURE_PATHS } from 'shared/contract/bde-data';
import { STAFF_PATHS } from 'shared/contract/staff';
import { sessions, staffMembers } from '../db/schema';
import type { ApiRoute } from '../plugins/route-contract';
import { insertExecutive, insertStaff, insertUser, signedInAgent } from '../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../test/test-app';

jest.setTimeout(60_000);

let ctx: TestContext;
let bdeCode: string;
let as: Record<'anonymous' | 'user' | 'bde' | 'staff', TestAgent>;

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await insertUser(ctx);
  const bde = await insertExecutive(ctx);
  bdeCode = bde.bdeCode;
  const staff = await insertStaff(ctx, { role: 'staff' });
  as = {
    anonymous: ctx.agent(),
    user: await signedInAgent(ctx, 'user', user.id),
    bde: await signedInAgent(ctx, 'bde', bde.id),
    staff: await signedInAgent(ctx, 'staff', staff.id),
  };
});
afterAll(() => ctx.close());

/** A route's address with real-looking values in its parameters (the guards answer before they are read). */
function addressOf(route: ApiRoute): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => {
    if (name === 'bdeCode') return encodeURIComponent(bdeCode);
    if (name === 'userId') return '1';
    return name.endsWith('Id') ? '1' : 'x';
  });
}

function send(agent: TestAgent, route: ApiRoute) {
  return agent.request({
    method: route.method as 'GET' | 'POST',
    url: addressOf(route),
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

test('the back office has routes behind the staff guard, and only sign-in, sign-out and set-up without it', () => {
  expect(routesFor('staff').length).toBeGreaterThan(0);
  expect(routesFor('admin').length).toBeGreaterThan(0);
  const open = ctx.app.apiRoutes
    .filter((route) => route.url.startsWith('/api/staff') && !['staff', 'admin'].includes(route.access))
    .map((route) => route.url);
  expect(open.filter((url) => !/^\/api\/staff\/(login|logout|setup|setup\/open)$/.test(url))).toEqual([]);
});

test('every path of the staff contract is served', () => {
  const served = new Set(ctx.app.apiRoutes.map((route) => route.url));
  const paths = [...Object.values(STAFF_PATHS), ...Object.values(STAFF_ERASURE_PATHS)].map((path) =>
    typeof path === 'string' ? path : path.pattern,
  );
  expect(paths.filter((path) => !served.has(path))).toEqual([]);
});

test('every staff route answers 401 without a session', async () => {
  expect(await unexpected(routesFor('staff', 'admin'), () => as.anonymous, 401)).toEqual([]);
});

test('every staff route answers 403 to a user and to a BDE', async () => {
  expect(await unexpected(routesFor('staff', 'admin'), () => as.user, 403)).toEqual([]);
  expect(await unexpected(routesFor('staff', 'admin'), () => as.bde, 403)).toEqual([]);
});

test('every admin route answers 403 to staff who are not admins', async () => {
  expect(await unexpected(routesFor('admin'), () => as.staff, 403)).toEqual([]);
});

test('every staff route answers 401 to a disabled account (an admin one, even)', async () => {
  const disabled = await insertStaff(ctx, { role: 'admin', disabledAt: new Date() });
  // The first request ends the session: each route gets a fresh one.
  const agentFor = () => signedInAgent(ctx, 'staff', disabled.id);
  expect(await unexpected(routesFor('staff', 'admin'), agentFor, 401)).toEqual([]);
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
});
