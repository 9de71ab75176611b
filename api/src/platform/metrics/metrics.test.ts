import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { STAFF_PATHS } from 'shared/contract/staff';
import { USER_PATHS } from 'shared/contract/user';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { recordBackupMade } from '../../ops/backups/backups-made-service';
import { AUTH_LIMITS } from '../../lib/attempt-limiter';
import { metricValue } from '../../test/metric-value';
import { createTestApp, type TestContext } from '../../test/test-app';
import { AppMetrics } from './app-metrics';
import { registerDatabaseHealthMetrics } from './database-health-metrics';
import { parseMetricsAddr } from './metrics-address';
import { serveMetrics } from './metrics-server';

jest.setTimeout(60_000);

test.each([
  [undefined, { host: '127.0.0.1', port: 9464 }],
  ['', { host: '127.0.0.1', port: 9464 }],
  ['off', null],
  ['0.0.0.0:9100', { host: '0.0.0.0', port: 9100 }],
  ['[::1]:9464', { host: '::1', port: 9464 }],
  ['metrics.internal:9464', { host: 'metrics.internal', port: 9464 }],
])('METRICS_ADDR=%p is %p', (value, expected) => {
  expect(parseMetricsAddr(value)).toEqual(expected);
});

test.each(['9464', ':9464', '127.0.0.1', '127.0.0.1:0', '127.0.0.1:70000', '[nothost]:9464', 'a b:1', 'on'])(
  'METRICS_ADDR=%p stops the start with a clear message',
  (value) => {
    expect(() => loadConfig({ METRICS_ADDR: value })).toThrow(/^METRICS_ADDR must be host:port/);
  },
);

const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'metrics-shell-'));
fs.writeFileSync(
  path.join(shellDist, 'index.html'),
  '<!doctype html><title>shell</title><div id="root"></div>',
);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { shellDist }, authLimits: { ...AUTH_LIMITS, perAccount: 2 } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(shellDist, { recursive: true, force: true });
});

test('answers are counted by route pattern, method and status; never by the address asked for', async () => {
  const agent = ctx.agent();
  expect((await agent.get('/api/health')).statusCode).toBe(200);
  expect((await agent.get('/api/User/username/424242?email=priya%40example.com')).statusCode).toBe(401);
  expect((await agent.get('/api/no-such-thing/priya@example.com')).statusCode).toBe(404);
  expect((await agent.get('/aboutus?ref=secret-campaign')).statusCode).toBe(200);
  const count = (route: string, status: number, method = 'GET') =>
    metricValue(ctx.app, 'http_requests_total', { route, method, status_code: status });
  expect(await count('/api/health', 200)).toBe(1);
  expect(await count('/api/User/username/:userId', 401)).toBe(1);
  expect(await count('unmatched', 404)).toBe(1);
  expect(await count('/aboutus', 200)).toBe(1);
  expect(
    await metricValue(ctx.app, 'http_request_duration_seconds_count', {
      route: '/api/health',
      status_code: 200,
    }),
  ).toBe(1);

  const text = await ctx.app.metrics.registry.metrics();
  expect(text).toContain('http_request_duration_seconds_bucket{le="0.05",route="/api/health"');
  for (const raw of ['424242', 'priya', 'secret-campaign', 'no-such-thing']) expect(text).not.toContain(raw);
});

test('the public port never answers /metrics', async () => {
  for (const url of ['/metrics', '/metrics?format=prometheus', '/api/metrics']) {
    const response = await ctx.agent().get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_requests_total');
  }
});

test('sign-in failures are counted by kind of account, and 429s by the limit that refused', async () => {
  const agent = ctx.agent();
  const failures = (kind: string) => metricValue(ctx.app, 'sign_in_failures_total', { kind });
  for (let i = 0; i < 2; i += 1) {
    const user = await agent.postForm(USER_PATHS.login, {
      EmailAddress: 'no.one@example.com',
      Password: 'x',
    });
    expect(user.statusCode).toBe(401);
  }
  const bde = await agent.postForm(EXECUTIVE_PATHS.login, { userName: 'nobody', password: 'wrong password' });
  expect(bde.statusCode).toBe(401);
  const staff = await agent.postJson(STAFF_PATHS.login, {
    email: 'nobody@example.com',
    password: 'wrong password',
    code: '123456',
  });
  expect(staff.statusCode).toBe(401);
  expect([await failures('user'), await failures('bde'), await failures('staff')]).toEqual([2, 1, 1]);

  // The account's third attempt in the window is over its limit of two.
  const limited = await agent.postForm(USER_PATHS.login, {
    EmailAddress: 'no.one@example.com',
    Password: 'x',
  });
  expect(limited.statusCode).toBe(429);
  expect(await metricValue(ctx.app, 'rate_limited_total', { limit: 'user-login' })).toBe(1);
  expect(await failures('user')).toBe(2);
  expect(await ctx.app.metrics.registry.metrics()).not.toContain('no.one');
});

test('queries are timed at the driver, and the outbox is read at scrape time', async () => {
  const before = await metricValue(ctx.app, 'db_query_duration_seconds_count');
  await ctx.agent().get('/api/health');
  expect(await metricValue(ctx.app, 'db_query_duration_seconds_count')).toBeGreaterThan(before);

  const email = { template: 't', toAddress: 'a@example.com', subject: 's', textBody: 't', htmlBody: 'h' };
  await ctx.database.db
    .insert(emailOutbox)
    .values([
      { ...email, createdAt: new Date(Date.now() - 3_600_000) },
      { ...email },
      { ...email, status: 'failed' },
      { ...email, status: 'sent', createdAt: new Date(Date.now() - 7_200_000) },
    ]);
  expect(await metricValue(ctx.app, 'email_outbox_unsent')).toBe(2);
  expect(await metricValue(ctx.app, 'email_outbox_failed')).toBe(1);
  const age = await metricValue(ctx.app, 'email_outbox_oldest_unsent_age_seconds');
  expect(age).toBeGreaterThan(3_590);
  expect(age).toBeLessThan(3_700);
  // PostgreSQL's pool is shown; the embedded database has no pool.
  const pooled = ctx.app.metrics.registry.getSingleMetric('db_pool_connections');
  expect(Boolean(pooled)).toBe(ctx.database.kind === 'postgres');
  if (pooled) expect(await metricValue(ctx.app, 'db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
});

test('scrapes read whether the database answers, the pool’s size and the newest backup it records', async () => {
  expect(await metricValue(ctx.app, 'db_reachable')).toBe(1);
  expect(await metricValue(ctx.app, 'backup_last_made_timestamp_seconds')).toBe(0);
  for (const day of ['2026-11-26', '2026-11-24']) {
    const madeAt = new Date(`${day}T21:00:00Z`);
    await recordBackupMade(ctx.database.query, { madeAt, file: `/var/backups/site-${day}.backup`, bytes: 1 });
  }
  expect(await metricValue(ctx.app, 'backup_last_made_timestamp_seconds')).toBe(
    Date.parse('2026-11-26T21:00:00Z') / 1000,
  );
  const poolSize = ctx.app.metrics.registry.getSingleMetric('db_pool_max_connections');
  expect(Boolean(poolSize)).toBe(ctx.database.kind === 'postgres');
  if (poolSize) expect(await metricValue(ctx.app, 'db_pool_max_connections')).toBe(10);

  // A database that does not answer: unreachable, and the backup's reading counted as failed.
  const away = new AppMetrics();
  const gone = () => Promise.reject(new Error('connection refused'));
  registerDatabaseHealthMetrics(away, {
    ...ctx.database,
    ping: gone,
    db: { select: () => ({ from: gone }) } as unknown as Db,
  });
  const read = async (name: string) =>
    (await away.registry.getSingleMetric(name)!.get()).values.map((value) => [value.labels, value.value]);
  expect(await read('db_reachable')).toEqual([[{}, 0]]);
  expect(await read('metrics_collect_failures_total')).toEqual([]);
  await away.registry.metrics();
  expect(await read('metrics_collect_failures_total')).toEqual([[{ reading: 'backups' }, 1]]);
});

test('retention runs are counted by outcome, with what they deleted by kind and when the last one ran', async () => {
  const { retentionRan } = ctx.app.metrics;
  retentionRan(null);
  retentionRan(new Error('connection lost'));
  retentionRan({ contactMessages: 2, sentEmails: 5 }, Date.parse('2026-11-26T00:00:00Z'));
  for (const outcome of ['done', 'skipped', 'failed']) {
    expect(await metricValue(ctx.app, 'retention_runs_total', { outcome })).toBe(1);
  }
  expect(await metricValue(ctx.app, 'retention_deleted_total', { kind: 'sentEmails' })).toBe(5);
  expect(await metricValue(ctx.app, 'retention_last_run_timestamp_seconds')).toBe(
    Date.parse('2026-11-26T00:00:00Z') / 1000,
  );
});

test('the metrics address serves /metrics with the process metrics, and nothing else', async () => {
  const server = await serveMetrics(ctx.app.metrics, { host: '127.0.0.1', port: 0 });
  try {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(
      /^http_requests_total\{route="\/api\/health",method="GET",status_code="200"\} \d+$/m,
    );
    expect((await fetch(server.url.replace('/metrics', '/'))).status).toBe(404);
  } finally {
    await server.close();
  }
});
