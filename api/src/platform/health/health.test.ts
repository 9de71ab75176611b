import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

test('reports which database is in use and that it answers', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    status: 'ok',
    database: {
      kind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      ok: true,
      latencyMs: expect.any(Number),
    },
  });
});

test('says so when the database does not answer', async () => {
  const ping = jest.spyOn(ctx.database, 'ping').mockRejectedValue(new Error('connection refused'));
  const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  ping.mockRestore();
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
});

describe('/api/ready', () => {
  test('is 503 naming the migrations while one this version ships is not applied', async () => {
    const [last] = await ctx.database.query<{ id: number; hash: string; created_at: string }>(
      'select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    await ctx.database.query('delete from drizzle.__drizzle_migrations where id = $1', [last.id]);
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        ready: false,
        checks: { database: true, migrations: false, keys: true },
      });
    } finally {
      await ctx.database.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [last.id, last.hash, last.created_at],
      );
    }
  });

  test('is 200 when the database answers, every migration is applied and the keys opened the data', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      ready: true,
      checks: { database: true, migrations: true, keys: true },
    });
  });

  test('is 503 naming the database when it does not answer', async () => {
    const ping = jest.spyOn(ctx.database, 'ping').mockRejectedValue(new Error('connection refused'));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    ping.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ ready: false, checks: { database: false } });
  });
});
