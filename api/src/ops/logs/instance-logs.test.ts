/**
 * What a production instance writes, as an operator's log shipper reads it: from its start through
 * requests (a good one, a 404, a bad form, an address refused before routing, a page whose query
 * carries a token) to its stop on SIGTERM, every line of stdout and stderr is one JSON object, and each
 * request is one line carrying the id nginx sent in X-Request-Id, small, with no secret of its URL.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { USER_PATHS } from 'shared/contract/user';
import { antiForgery } from '../../../../scripts/bench/accounts';
import { sharedKeys } from '../../../../scripts/bench/cluster';
import { freePort } from '../../../../scripts/bench/free-port';
import { startSite, type SiteProcess } from '../../../../scripts/bench/site-process';
import { throwawayDatabase, type ThrowawayDatabase } from '../../db/throwaway-database';

jest.setTimeout(120_000);

let dataDir: string;
let site: SiteProcess | undefined;
let throwaway: ThrowawayDatabase | undefined;
const output: string[] = [];
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'instance-logs-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  if (process.env.DATABASE_URL) {
    throwaway = await throwawayDatabase(process.env.DATABASE_URL, 'instance_logs');
    Object.assign(env, { DATABASE_URL: throwaway.url, ...sharedKeys() });
  } else env.DATABASE_URL = '';
  // A busy 2-core machine can take a while to start it.
  site = await startSite(await freePort(), env, {
    output: (line) => output.push(line),
    startTimeoutMs: 90_000,
  });
});
afterAll(async () => {
  await site?.stop('SIGKILL');
  await throwaway?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** nginx's $request_id: 32 hex digits. */
const requestId = () => crypto.randomBytes(16).toString('hex');

test('start, requests and a SIGTERM stop: every line is JSON, each request one line with its X-Request-Id', async () => {
  const { url, child } = site!;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const { token, cookie } = await antiForgery(url);
  const secret = `reset-${crypto.randomBytes(8).toString('hex')}`;
  const sent = [
    { path: '/api/health', status: 200 },
    { path: '/api/no-such-route', status: 404 },
    { path: '/api/health%00', status: 400 },
    {
      path: USER_PATHS.login,
      status: 400,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token, cookie },
        body: JSON.stringify({ EmailAddress: 'not an address' }),
      },
    },
    { path: `/login?token=${secret}&next=%2Fportal` },
  ].map((request) => ({ ...request, id: requestId() }));
  for (const request of sent) {
    const response = await fetch(`${url}${request.path}`, {
      ...request.init,
      headers: { ...request.init?.headers, 'x-request-id': request.id },
    });
    await response.arrayBuffer();
    if (request.status)
      expect(`${request.path} ${response.status}`).toBe(`${request.path} ${request.status}`);
    expect(response.headers.get('x-request-id')).toBe(request.id);
  }

  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  // The streams' last chunks.
  await new Promise((resolve) => setImmediate(resolve));

  const lines = output.filter((line) => line !== '');
  const notJson = lines.filter((line) => {
    try {
      const value: unknown = JSON.parse(line);
      return typeof value !== 'object' || value === null || Array.isArray(value);
    } catch {
      return true;
    }
  });
  expect(notJson).toEqual([]);
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  // No warning either (a deprecated option of Fastify's would be one).
  // A clone not built yet (CI runs the tests before its build) has no shell/dist, which the static
  // files plugin says in a JSON warning of its own; any other warning fails.
  const notBuilt = (entry: Record<string, unknown>) =>
    /^"root" path ".*" must exist$/.test(String(entry.msg));
  expect(entries.filter((entry) => Number(entry.level) >= 40 && !notBuilt(entry))).toEqual([]);
  expect(entries.map((entry) => entry.msg)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^serving on /), 'SIGTERM: closing']),
  );

  for (const request of sent) {
    const own = lines.filter((line) => (JSON.parse(line) as { reqId?: string }).reqId === request.id);
    expect(own).toHaveLength(1);
    const entry = JSON.parse(own[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ msg: 'request', method: request.init?.method ?? 'GET' });
    if (request.status) expect(entry.status).toBe(request.status);
    expect(entry.responseTime).toEqual(expect.any(Number));
    expect(Buffer.byteLength(own[0]!)).toBeLessThan(300);
  }
  const page = entries.find((entry) => entry.reqId === sent[4]!.id);
  expect(page?.url).toBe('/login?token=[redacted]&next=%2Fportal');
  expect(output.join('\n')).not.toContain(secret);
});

test('a start refused by its settings is one fatal JSON line, and exit 1', async () => {
  const lines: string[] = [];
  await expect(
    startSite(
      await freePort(),
      { DATA_DIR: dataDir, DATABASE_URL: '', METRICS_ADDR: 'not an address', LOG_LEVEL: 'info' },
      { output: (line) => lines.push(line) },
    ),
  ).rejects.toThrow('the server exited with 1');
  // The exit can be seen before the last chunk of output is read.
  for (let waited = 0; !lines.some(Boolean) && waited < 2_000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const written = lines.filter((line) => line !== '');
  expect(written).toHaveLength(1);
  expect(JSON.parse(written[0]!)).toMatchObject({ level: 60, msg: expect.stringContaining('METRICS_ADDR') });
});
