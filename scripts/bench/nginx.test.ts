// The shipped nginx site file (deploy/nginx/deccan-site.conf): `nginx -t` accepts it as the tests
// generate it, its settings agree with the API's code, and a real nginx running it in front of a
// stand-in instance sends no version, logs JSON lines with the instance's request id and keeps the
// monitoring paths from other addresses.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';
import { REGISTRATION_MAX_BYTES } from '../../api/src/partners/executives/registration-form';
import { APPLICATION_MAX_BYTES } from '../../api/src/hiring/applications/application-form';
import { freePort } from './free-port';
import {
  PIN_HEADER,
  SERVED_BY_HEADER,
  SHIPPED_SITE,
  checkNginxConfig,
  selfSignedCertificate,
  startNginx,
  writeNginxConfig,
  type Nginx,
} from './nginx';

const shipped = fs.readFileSync(SHIPPED_SITE, 'utf8');
/** The shipped file without its comments. */
const directives = shipped.replace(/#.*$/gm, '');

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-config-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test.each([
  ['as shipped, with the test’s ports and certificate', false],
  ['with the test-only pinning', true],
])('nginx -t accepts the site file %s', (_what, pinning) => {
  const { certificate, key } = selfSignedCertificate(dir);
  const main = writeNginxConfig(
    dir,
    {
      upstreams: [18080, 18081],
      httpsPort: 18443,
      httpPort: 18880,
      certificate,
      key,
      accessLog: path.join(dir, 'access.log'),
    },
    { pinning },
  );
  const checked = checkNginxConfig(dir, main);
  expect(checked.output).toMatch(/test is successful/);
  expect(checked.ok).toBe(true);
});

test('client_max_body_size is the largest body the API accepts', () => {
  const size = Number(/client_max_body_size (\d+);/.exec(directives)?.[1]);
  expect(size).toBe(Math.max(APPLICATION_MAX_BYTES, REGISTRATION_MAX_BYTES));
});

test('a request already sent is never sent to another instance, and compression is left to the app', () => {
  expect(directives).toMatch(/proxy_next_upstream error timeout;/);
  expect(directives).not.toMatch(/non_idempotent/);
  expect(directives).toMatch(/gzip off;/);
  expect(directives).not.toMatch(/brotli/);
  expect(directives).toMatch(/X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  expect(directives).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
  expect(directives).toMatch(/add_header X-Request-Id \$request_id always;/);
  expect(directives).toMatch(/listen 443 ssl http2;/);
});

test('the shipped file has no test-only routing', () => {
  expect(shipped.toLowerCase()).not.toContain(PIN_HEADER);
  expect(shipped.toLowerCase()).not.toContain(SERVED_BY_HEADER);
  expect(shipped).not.toMatch(/\$deccan_upstream/);
});

test('every server block sends no version and logs in the JSON format', () => {
  const servers = directives.split(/^server \{/m).slice(1);
  expect(servers).toHaveLength(2);
  for (const server of servers) {
    expect(server).toMatch(/^\s*server_tokens off;/m);
    expect(server).toMatch(/^\s*access_log \S+ deccan_json;/m);
  }
});

describe('a real nginx with the shipped file, in front of a stand-in instance', () => {
  /** The X-Request-Id of every request the stand-in instance received, by path. */
  const seen: Array<{ path: string; requestId: string | undefined }> = [];
  let instance: http.Server;
  let nginx: Nginx;
  /** A client connecting from 127.0.0.2: an address the allow list does not hold. */
  let outsider: Agent;

  beforeAll(async () => {
    instance = http.createServer((request, response) => {
      seen.push({ path: request.url!, requestId: request.headers['x-request-id'] as string | undefined });
      response.writeHead(200, { 'content-type': 'text/plain', 'x-request-id': 'the-instance-echo' });
      response.end(`the instance answered ${request.url}`);
    });
    await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
    const upstream = (instance.address() as { port: number }).port;
    nginx = await startNginx({
      upstreams: [upstream],
      httpsPort: await freePort(),
      httpPort: await freePort(),
    });
    outsider = new Agent({ localAddress: '127.0.0.2', connect: { ca: fs.readFileSync(nginx.certificate) } });
  });
  afterAll(async () => {
    await nginx?.close();
    await outsider?.close();
    await new Promise((resolve) => instance?.close(resolve));
  });

  const fromOutside = (pathname: string) => undiciFetch(`${nginx.url}${pathname}`, { dispatcher: outsider });

  test('no answer names nginx’s version: the redirect on port 80, a proxied page, a 403', async () => {
    const answers = [
      await undiciFetch(`${nginx.httpUrl}/aboutus`, { redirect: 'manual' }),
      await nginx.fetch('/aboutus'),
      await fromOutside('/api/health'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([301, 200, 403]);
    for (const answer of answers) {
      expect(answer.headers.get('server')).toBe('nginx');
      expect(await answer.text()).not.toMatch(/nginx\/\d/);
    }
  });

  test('each request is one JSON line in the access log, with the request id the instance was sent', async () => {
    const answer = await nginx.fetch('/aboutus?key=a-secret-in-the-query');
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(seen.at(-1)).toEqual({ path: '/aboutus?key=a-secret-in-the-query', requestId });

    const lines = await nginx.accessLogWhen((logged) => logged.some((line) => line.includes(requestId!)));
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const entry = entries.find((candidate) => candidate.request_id === requestId);
    expect(entry).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/),
      request_id: requestId,
      remote_addr: '127.0.0.1',
      method: 'GET',
      uri: '/aboutus',
      status: 200,
      bytes: expect.any(Number),
      request_time: expect.any(Number),
      upstream_addr: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
      upstream_status: '200',
      upstream_response_time: expect.stringMatching(/^\d+\.\d{3}$/),
    });
    expect(lines.join('\n')).not.toContain('a-secret-in-the-query');
  });

  test('/api/ready, /api/health and the API reference answer 403 to other addresses, and nothing reaches the instance', async () => {
    const restricted = [
      '/api/ready',
      '/api/health',
      '/api/docs',
      '/api/openapi.json',
      '/api/health/',
      '/api//ready',
      '/api/%68ealth',
      '/api/ready?probe=1',
    ];
    const before = seen.length;
    const logged = nginx.accessLog().length;
    for (const pathname of restricted) {
      const answer = await fromOutside(pathname);
      expect([pathname, answer.status]).toEqual([pathname, 403]);
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(seen.slice(before)).toEqual([]);
    // The same address reaches every other path, and an allowed one (127.0.0.1) the restricted ones.
    expect((await fromOutside('/api/readyness')).status).toBe(200);
    expect((await fromOutside('/')).status).toBe(200);
    for (const pathname of ['/api/ready', '/api/health', '/api/docs', '/api/openapi.json']) {
      expect([pathname, (await nginx.fetch(pathname)).status]).toEqual([pathname, 200]);
    }
    const requests = restricted.length + 2 + 4;
    const denied = (await nginx.accessLogWhen((lines) => lines.length >= logged + requests))
      .slice(logged)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.remote_addr === '127.0.0.2' && entry.status === 403);
    expect(denied).toHaveLength(restricted.length);
    expect(denied.every((entry) => entry.upstream_addr === '')).toBe(true);
  });
});
