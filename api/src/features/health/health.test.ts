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
