import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../db/schema';
import { createTestApp, type TestAgent, type TestContext } from '../test/test-app';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, SESSION_IDLE_MS, hashToken } from './session';

function testRoutes(app: FastifyInstance) {
  app.post('/api/test/sign-in', async (request, reply) => {
    await app.sessions.start(request, reply, 'user', 7);
    return { ok: true };
  });
  app.post('/api/test/sign-out', async (request, reply) => {
    await app.sessions.end(request, reply);
    return { ok: true };
  });
  app.get('/api/test/me', async (request) => ({ session: request.session }));
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ extend: testRoutes });
});
afterAll(() => ctx.close());

const allSessions = () => ctx.database.db.select().from(sessions);
/**
 * The session of `agent` as the app sees it once an ended session's announcement has had time to
 * arrive: at once in the embedded database, over the listening connection within the bound docs/operations.md states
 * (one second) on PostgreSQL. Memory alone would keep it 15 seconds.
 */
async function sessionAfterAnnouncement(agent: TestAgent) {
  const deadline = Date.now() + 1_000;
  for (;;) {
    const session = (await agent.get('/api/test/me')).json().session;
    if (session === null || Date.now() > deadline) return session;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('a session cookie is HttpOnly, SameSite=Lax, random, and stored only as its hash', async () => {
  const agent = ctx.agent();
  const response = await agent.postJson('/api/test/sign-in', {});
  expect(response.statusCode).toBe(200);
  const header = String(response.headers['set-cookie']);
  expect(header).toMatch(
    new RegExp(`${SESSION_COOKIE}=[^;]+; Max-Age=43200; Path=/; HttpOnly; SameSite=Lax`),
  );
  const token = agent.cookies.get(SESSION_COOKIE)!;
  expect(Buffer.from(token, 'base64url')).toHaveLength(16);
  const rows = await ctx.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, hashToken(token)));
  expect(rows).toHaveLength(1);
  expect(JSON.stringify(await allSessions())).not.toContain(token);
  const me = await agent.get('/api/test/me');
  expect(me.json().session).toMatchObject({ kind: 'user', subjectId: 7 });
});

test('signing in again rotates the session: a new token, and the old one no longer works', async () => {
  const agent = ctx.agent();
  await agent.postJson('/api/test/sign-in', {});
  const first = agent.cookies.get(SESSION_COOKIE)!;
  await agent.postJson('/api/test/sign-in', {});
  const second = agent.cookies.get(SESSION_COOKIE)!;
  expect(second).not.toBe(first);
  const stale = await ctx.app.inject({
    method: 'GET',
    url: '/api/test/me',
    cookies: { [SESSION_COOKIE]: first },
  });
  expect(stale.json().session).toBeNull();
});

test('a session idle for 30 minutes ends, and its row is deleted', async () => {
  const agent = ctx.agent();
  await agent.postJson('/api/test/sign-in', {});
  const id = hashToken(agent.cookies.get(SESSION_COOKIE)!);
  ctx.clock.now += SESSION_IDLE_MS - 60_000;
  expect((await agent.get('/api/test/me')).json().session).not.toBeNull();
  ctx.clock.now += SESSION_IDLE_MS + 1;
  expect((await agent.get('/api/test/me')).json().session).toBeNull();
  expect(await ctx.database.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
});

test('a busy session still ends 12 hours after sign-in', async () => {
  const agent = ctx.agent();
  await agent.postJson('/api/test/sign-in', {});
  const started = ctx.clock.now;
  while (ctx.clock.now - started < SESSION_ABSOLUTE_MS - 20 * 60_000) {
    ctx.clock.now += 20 * 60_000;
    expect((await agent.get('/api/test/me')).json().session).not.toBeNull();
  }
  ctx.clock.now = started + SESSION_ABSOLUTE_MS + 1;
  expect((await agent.get('/api/test/me')).json().session).toBeNull();
});

test('signing out deletes the session row and clears the cookie', async () => {
  const agent = ctx.agent();
  await agent.postJson('/api/test/sign-in', {});
  const id = hashToken(agent.cookies.get(SESSION_COOKIE)!);
  await agent.postJson('/api/test/sign-out', {});
  expect(agent.cookies.has(SESSION_COOKIE)).toBe(false);
  expect(await ctx.database.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
});

test('a session ended elsewhere (its row deleted by another process) stops working at its next request', async () => {
  const agent = ctx.agent();
  await agent.postJson('/api/test/sign-in', {});
  const id = hashToken(agent.cookies.get(SESSION_COOKIE)!);
  // Twice: the second answer comes from this instance's memory.
  expect((await agent.get('/api/test/me')).json().session).not.toBeNull();
  expect((await agent.get('/api/test/me')).json().session).not.toBeNull();
  await ctx.database.query('delete from sessions where id = $1', [id]);
  expect(await sessionAfterAnnouncement(agent)).toBeNull();
});

test('sessions ended in bulk (more than a notification lists) all stop working at once', async () => {
  const agents = [ctx.agent(), ctx.agent()];
  for (const agent of agents) {
    await agent.postJson('/api/test/sign-in', {});
    expect((await agent.get('/api/test/me')).json().session).not.toBeNull();
  }
  const filler = Array.from({ length: 150 }, (_, n) => `bulk-${n}`);
  await ctx.database.query(
    `insert into sessions (id, kind, subject_id, created_at, last_seen_at, expires_at)
     select unnest($1::text[]), 'user', 99, now(), now(), now() + interval '1 hour'`,
    [filler],
  );
  await ctx.database.query("delete from sessions where subject_id in (7, 99) and kind = 'user'");
  for (const agent of agents) expect(await sessionAfterAnnouncement(agent)).toBeNull();
});
