/**
 * The ended-sessions feed lost and back, on PostgreSQL (where another instance could end a session):
 * while the listening connection is down the memory is bypassed, so a session ended meanwhile, whose
 * notification nobody heard, is refused at once; once the feed is back sessions are kept again.
 *
 * PostgreSQL only: jest.config.js collects this file only when DATABASE_URL is set.
 */
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestContext } from '../test/test-app';
import { SESSIONS_ENDED_CHANNEL, SESSION_COOKIE, hashToken } from './session';

let ctx: TestContext;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('session-feed-loss.test.ts needs DATABASE_URL (PostgreSQL)');
  ctx = await createTestApp({
    extend(app: FastifyInstance) {
      app.post('/api/test/sign-in', async (request, reply) => {
        await app.sessions.start(request, reply, 'user', 7);
        return { ok: true };
      });
      app.get('/api/test/me', async (request) => ({ session: request.session }));
    },
  });
});
afterAll(() => ctx?.close());

const listenerPids = () =>
  ctx.database.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and application_name = $1`,
    [`listen:${SESSIONS_ENDED_CHANNEL}`],
  );

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('a lost feed empties and bypasses the cache; once it is back, sessions are cached again', async () => {
  const agent = ctx.agent();
  await agent.postJson('/api/test/sign-in', {});
  const id = hashToken(agent.cookies.get(SESSION_COOKIE)!);
  expect((await agent.get('/api/test/me')).json().session).not.toBeNull();
  expect(await listenerPids()).toHaveLength(1);

  // The listening connection dies; the session is ended while nobody listens.
  const [{ pid }] = await listenerPids();
  await ctx.database.query('select pg_terminate_backend($1)', [pid]);
  await until(async () => (await listenerPids()).every((row) => row.pid !== pid), 'the old listener to go');
  await ctx.database.query('delete from sessions where id = $1', [id]);
  expect((await agent.get('/api/test/me')).json().session).toBeNull();

  // The feed comes back by itself; a new session is then served from memory again, which shows when
  // its row goes without an announcement (the trigger switched off): memory still has it.
  await until(async () => (await listenerPids()).length === 1, 'the listener to come back');
  const again = ctx.agent();
  await again.postJson('/api/test/sign-in', {});
  expect((await again.get('/api/test/me')).json().session).not.toBeNull();
  const againId = hashToken(again.cookies.get(SESSION_COOKIE)!);
  await ctx.database.query('alter table sessions disable trigger sessions_announce_deleted');
  try {
    await ctx.database.query('delete from sessions where id = $1', [againId]);
    expect((await again.get('/api/test/me')).json().session).not.toBeNull();
  } finally {
    await ctx.database.query('alter table sessions enable trigger sessions_announce_deleted');
  }
});
