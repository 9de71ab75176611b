import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from 'shared/contract/health';
import { createTestApp, type TestContext } from '../test/test-app';
import { ANTIFORGERY_REJECTED } from './anti-forgery';

function testRoutes(app: FastifyInstance) {
  app.post('/api/test/echo', async () => ({ ok: true }));
  app.post('/api/test/sign-in', async (request, reply) => {
    await app.sessions.start(request, reply, 'bde', 1);
    return { ok: true };
  });
}

// A built page to serve, whether or not the apps have been built yet.
const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><div id="root"></div>');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ extend: testRoutes, config: { shellDist } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(shellDist, { recursive: true, force: true });
});

test('GET /api/antiforgery issues a readable XSRF-TOKEN cookie and returns the same token', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/antiforgery' });
  expect(response.statusCode).toBe(200);
  const cookie = (response.cookies as Array<{ name: string; value: string; httpOnly?: boolean }>).find(
    (c) => c.name === XSRF_COOKIE,
  );
  expect(cookie?.value).toBe(response.json().token);
  expect(cookie?.httpOnly).toBeFalsy();
});

test('the page itself comes with a token', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/aboutus' });
  expect(String(response.headers['set-cookie'])).toContain(`${XSRF_COOKIE}=`);
});

test.each([
  ['no header', undefined],
  ['an empty header', ''],
  ['a made-up token', 'abc.def'],
  ['a token with a forged signature', 'AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB'],
])('a POST with %s is refused with 403 JSON', async (_label, token) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers[XSRF_HEADER] = token;
  const response = await ctx.app.inject({ method: 'POST', url: '/api/test/echo', payload: '{}', headers });
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ title: ANTIFORGERY_REJECTED, status: 403 });
});

test('a POST that echoes the token passes, for every non-GET method', async () => {
  const agent = ctx.agent();
  expect((await agent.postJson('/api/test/echo', {})).statusCode).toBe(200);
  const del = await agent.request({ method: 'DELETE', url: '/api/test/echo' });
  expect(del.statusCode).toBe(405); // past the anti-forgery check, to the router: the path takes POST only
});

test('a token is bound to the session: an anonymous token stops working once signed in', async () => {
  const agent = ctx.agent();
  await agent.get('/api/antiforgery');
  const anonymous = agent.cookies.get(XSRF_COOKIE)!;
  await agent.postJson('/api/test/sign-in', {});
  const signedIn = agent.cookies.get(XSRF_COOKIE)!;
  expect(signedIn).not.toBe(anonymous);
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const stale = await ctx.app.inject({
    method: 'POST',
    url: '/api/test/echo',
    payload: '{}',
    headers: { cookie, 'content-type': 'application/json', [XSRF_HEADER]: anonymous },
  });
  expect(stale.statusCode).toBe(403);
  expect((await agent.postJson('/api/test/echo', {})).statusCode).toBe(200);
});

test('another visitor’s token is refused for my session', async () => {
  const me = ctx.agent();
  const other = ctx.agent();
  await me.postJson('/api/test/sign-in', {});
  await other.postJson('/api/test/sign-in', {});
  const cookie = [...me.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/test/echo',
    payload: '{}',
    headers: { cookie, 'content-type': 'application/json', [XSRF_HEADER]: other.cookies.get(XSRF_COOKIE)! },
  });
  expect(response.statusCode).toBe(403);
});
