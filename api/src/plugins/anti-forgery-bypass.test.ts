import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { XSRF_HEADER } from 'shared/contract/health';
import { NEWSLETTER_PATHS } from 'shared/contract/newsletter';
import { REMOTE_FAILURES_PATH } from 'shared/contract/remote-failures';
import { USER_PATHS } from 'shared/contract/user';
import { users } from '../db/schema';
import { SESSION_COOKIE } from './session';
import { insertUser, signedInAgent } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { ANTIFORGERY_REJECTED, CROSS_SITE_REJECTED } from './anti-forgery';

jest.setTimeout(60_000);

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/** Sends the request line exactly as written (no client library normalises the target first). */
function rawRequest(target: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const lines = [
      `POST ${target} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Connection: close',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(answer.slice(9, 12));
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
  });
}

/** The same path, spelled as a router or a proxy might decode or normalise it. */
function spellings(path: string): string[] {
  const [, first, ...rest] = path.split('/');
  const tail = rest.join('/');
  return [
    path,
    `/${first}//${tail}`,
    `/${first}/./${tail}`,
    `/${first}/x/../${tail}`,
    `//${first}/${tail}`,
    `/%61pi/${tail}`,
    `/${first}/%55ser/${tail.split('/').slice(1).join('/')}`,
    `/${first.toUpperCase()}/${tail}`,
    `${path}/`,
    `${path}?next=/`,
    `${path};x=1`,
    `http://127.0.0.1:${port}${path}`,
    `http://evil.example${path}`,
  ];
}

test('a forged profile change is refused however its path is spelled, and changes nothing', async () => {
  const user = await insertUser(ctx);
  const agent = await signedInAgent(ctx, 'user', user.id);
  const cookie = `${SESSION_COOKIE}=${agent.cookies.get(SESSION_COOKIE)}`;
  const body = new URLSearchParams({ Name: 'Forged', EmailAddress: 'forged@example.com' }).toString();
  for (const target of spellings(USER_PATHS.update(user.id))) {
    const response = await rawRequest(
      target,
      { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    );
    expect({ target, status: response.status }).toEqual({ target, status: 403 });
  }
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
  expect(row).toMatchObject({ name: user.name, email: user.email });
});

test('a forged sign-in (login CSRF) is refused however its path is spelled', async () => {
  const user = await insertUser(ctx);
  const body = new URLSearchParams({
    EmailAddress: user.email,
    Password: 'correct horse battery',
  }).toString();
  for (const target of spellings(USER_PATHS.login)) {
    const response = await rawRequest(target, { 'content-type': 'application/x-www-form-urlencoded' }, body);
    expect({ target, status: response.status }).toEqual({ target, status: 403 });
    expect(response.body).not.toContain('userId');
  }
});

test('only the one-click unsubscribe, which mail programs post from their servers, skips the token', () => {
  expect(ctx.app.apiRoutes.filter((route) => route.fromMailPrograms).map((route) => route.url)).toEqual([
    NEWSLETTER_PATHS.oneClickUnsubscribe,
  ]);
});

test('only the remote failure beacon, which navigator.sendBeacon posts without a header, skips the token', () => {
  expect(ctx.app.apiRoutes.filter((route) => route.beacon).map((route) => route.url)).toEqual([
    REMOTE_FAILURES_PATH,
  ]);
});

test('every other registered unsafe route refuses a request without a token', async () => {
  const unsafe = ctx.app.apiRoutes.filter(
    (route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method) && !route.fromMailPrograms && !route.beacon,
  );
  expect(unsafe.length).toBeGreaterThan(8);
  for (const route of unsafe) {
    const url = route.url.replace(/:[A-Za-z]+/g, '1');
    const response = await ctx.app.inject({
      method: route.method as 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect({ route: `${route.method} ${url}`, status: response.statusCode }).toEqual({
      route: `${route.method} ${url}`,
      status: 403,
    });
    expect(response.json().title).toBe(ANTIFORGERY_REJECTED);
  }
});

describe('a request from a page of another origin is refused even with a valid token', () => {
  let sent = 0;
  const send = async (headers: Record<string, string>) => {
    const agent = ctx.agent();
    return agent.request({
      method: 'POST',
      url: '/api/NewsLetterSubscriber/subscribe',
      payload: JSON.stringify({ emailAddress: `origin-check-${(sent += 1)}@example.com` }),
      headers: { 'content-type': 'application/json', ...headers },
    });
  };

  test.each([
    ['Origin of another site', { origin: 'https://evil.example' }],
    ['Origin of a sibling subdomain', { origin: 'http://shop.127.0.0.1:8080' }],
    ['Origin null (a sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('%s: 403', async (_label, headers) => {
    const response = await send(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().title).toBe(CROSS_SITE_REJECTED);
  });

  test.each([
    ['our public origin', { origin: 'http://127.0.0.1:8080', 'sec-fetch-site': 'same-origin' }],
    ['the origin the request was addressed to', { origin: 'http://localhost:80', host: 'localhost:80' }],
    ['no Origin (a script or an old browser): the token alone decides', {}],
  ])('%s: accepted', async (_label, headers) => {
    const response = await send(headers);
    expect(response.statusCode).toBeLessThan(300);
  });
});

test('the token header alone is not enough without the cookie-bound signature', async () => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: USER_PATHS.login,
    headers: { 'content-type': 'application/json', [XSRF_HEADER]: 'x.y' },
    payload: '{}',
  });
  expect(response.statusCode).toBe(403);
});
