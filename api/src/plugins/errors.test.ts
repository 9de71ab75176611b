import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestContext } from '../test/test-app';

function testRoutes(app: FastifyInstance) {
  app.post('/api/test/json', async (request) => ({ got: request.body }));
  app.get('/api/test/crash', async () => {
    throw new Error('secret internals at /srv/app/db.ts:42');
  });
  // What drizzle throws when PostgreSQL ends the connection under a query (pg_terminate_backend).
  app.get('/api/test/database-gone', async () => {
    const cause = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    throw new Error('Failed query: select 1', { cause });
  });
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ extend: testRoutes });
});
afterAll(() => ctx.close());

test('malformed JSON is a 400 JSON error', async () => {
  const response = await ctx.agent().request({
    method: 'POST',
    url: '/api/test/json',
    payload: '{"a": ',
    headers: { 'content-type': 'application/json' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ status: 400, title: expect.any(String) });
});

test('an unsupported content type is a 415 JSON error', async () => {
  const response = await ctx.agent().request({
    method: 'POST',
    url: '/api/test/json',
    payload: '<a/>',
    headers: { 'content-type': 'application/xml' },
  });
  expect(response.statusCode).toBe(415);
  expect(response.json().status).toBe(415);
});

test('an unexpected failure is a plain 500 with no stack or internals', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/test/crash' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ title: 'Something went wrong on our side.', status: 500 });
  expect(response.body).not.toContain('secret internals');
});

test('a database that dropped the connection is a 503 to try again, not a 500', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/test/database-gone' });
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({
    title: 'The service is briefly unavailable. Please try again in a moment.',
    status: 503,
  });
});
