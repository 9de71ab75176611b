/**
 * Two production servers, each with its own embedded database and METRICS_ADDR, scraped by a real
 * Prometheus (Debian's) with the shipped alert rules; what they counted is read back through
 * Prometheus's HTTP API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XSRF_COOKIE, XSRF_HEADER } from 'shared/contract/health';
import { USER_PATHS } from 'shared/contract/user';
import { freePort } from '../../../../scripts/bench/free-port';
import { startSite, type SiteProcess } from '../../../../scripts/bench/site-process';
import { REPO_ROOT } from '../../config';
import { queryPrometheus, waitFor } from './prometheus-test-kit';

jest.setTimeout(180_000);

const PROMETHEUS = '/usr/bin/prometheus';

interface Instance {
  site: SiteProcess;
  metricsTarget: string;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'prometheus-scrape-'));
const logs: string[] = [];
const instances: Instance[] = [];
let prometheus: ChildProcess | undefined;
let prometheusUrl = '';

async function startInstance(index: number): Promise<Instance> {
  const metricsTarget = `127.0.0.1:${await freePort()}`;
  const site = await startSite(
    await freePort(),
    {
      DATABASE_URL: '',
      DATA_DIR: path.join(work, `site-${index}`),
      METRICS_ADDR: metricsTarget,
      LOG_LEVEL: 'warn',
    },
    { output: (line) => logs.push(`[site ${index}] ${line}`) },
  );
  return { site, metricsTarget };
}

const query = (promql: string) => queryPrometheus(prometheusUrl, promql);

/** A failed user sign-in, as the page sends it: the anti-forgery cookie echoed in its header. */
async function failedSignIn(url: string) {
  const first = await fetch(`${url}/api/antiforgery`);
  const token = first.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith(`${XSRF_COOKIE}=`))
    ?.slice(XSRF_COOKIE.length + 1);
  expect(token).toBeTruthy();
  const response = await fetch(`${url}${USER_PATHS.login}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `${XSRF_COOKIE}=${token}`,
      [XSRF_HEADER]: token!,
    },
    body: new URLSearchParams({
      EmailAddress: 'nobody@example.com',
      Password: 'not the password',
    }).toString(),
  });
  expect(response.status).toBe(401);
}

beforeAll(async () => {
  try {
    instances.push(...(await Promise.all([startInstance(0), startInstance(1)])));
    const port = await freePort();
    prometheusUrl = `http://127.0.0.1:${port}`;
    const config = path.join(work, 'prometheus.yml');
    fs.writeFileSync(
      config,
      [
        'global:',
        '  scrape_interval: 1s',
        '  evaluation_interval: 1s',
        'rule_files:',
        `  - ${JSON.stringify(path.join(REPO_ROOT, 'deploy', 'prometheus', 'alerts.yml'))}`,
        'scrape_configs:',
        '  - job_name: site',
        '    static_configs:',
        `      - targets: ${JSON.stringify(instances.map((instance) => instance.metricsTarget))}`,
        '',
      ].join('\n'),
    );
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${config}`,
        `--storage.tsdb.path=${path.join(work, 'tsdb')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    prometheus.stderr?.on('data', (chunk: Buffer) => logs.push(`[prometheus] ${String(chunk).trim()}`));
    await waitFor('Prometheus ready', async () =>
      (await fetch(`${prometheusUrl}/-/ready`)).ok ? true : undefined,
    );
  } catch (error) {
    console.error(logs.join('\n'));
    throw error;
  }
});

afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    const exited = new Promise((resolve) => prometheus!.once('exit', resolve));
    process.kill(prometheus.pid!, 'SIGTERM');
    await exited;
  }
  await Promise.all(instances.map((instance) => instance.site.stop()));
  fs.rmSync(work, { recursive: true, force: true });
});

test('Prometheus scrapes both instances and reads back their requests and sign-in failures', async () => {
  try {
    for (const { site } of instances) {
      expect((await fetch(`${site.url}/api/health`)).status).toBe(200);
      await fetch(`${site.url}/aboutus?utm_source=private-campaign`);
      await failedSignIn(site.url);
      // The public port never serves the metrics: /metrics is a page no route has (503 until built).
      const metrics = await fetch(`${site.url}/metrics`);
      expect([404, 503]).toContain(metrics.status);
      expect(await metrics.text()).not.toContain('http_requests_total');
    }
    const targets = instances.map((instance) => instance.metricsTarget).sort();

    const up = await waitFor('both targets up', async () => {
      const samples = await query('up{job="site"} == 1');
      return samples.length === 2 ? samples : undefined;
    });
    expect(up.map((sample) => sample.metric.instance).sort()).toEqual(targets);

    // Each instance counted its own failed sign-in, and its health check by route pattern.
    const failures = await waitFor('sign-in failures scraped', async () => {
      const samples = await query('sign_in_failures_total{job="site",kind="user"} == 1');
      return samples.length === 2 ? samples : undefined;
    });
    expect(failures.map((sample) => sample.metric.instance).sort()).toEqual(targets);
    const health = await query(
      'http_requests_total{job="site",route="/api/health",method="GET",status_code="200"} >= 1',
    );
    expect(health.map((sample) => sample.metric.instance).sort()).toEqual(targets);
    const signIns = await query(
      `http_requests_total{job="site",route="${USER_PATHS.login}",status_code="401"}`,
    );
    expect(signIns.map((sample) => [sample.metric.instance, sample.value[1]]).sort()).toEqual(
      targets.map((target) => [target, '1']),
    );
    // Routes are patterns: the page by its route, never the address asked for.
    const routes = (await query('count by (route) (http_requests_total{job="site"})')).map(
      (sample) => sample.metric.route,
    );
    expect(routes).toEqual(expect.arrayContaining(['/aboutus', '/api/health', '/api/antiforgery']));
    expect(routes.filter((route) => route.includes('?') || route.includes('private'))).toEqual([]);
    // The process's own metrics and the database's are there too.
    expect(await query('process_resident_memory_bytes{job="site"}')).toHaveLength(2);
    expect(await query('db_query_duration_seconds_count{job="site"} > 0')).toHaveLength(2);
    expect(await query('email_outbox_unsent{job="site"}')).toHaveLength(2);
    // What the database alerts read: it answers, and no backup is recorded yet.
    expect(await query('db_reachable{job="site"} == 1')).toHaveLength(2);
    expect(await query('backup_last_made_timestamp_seconds{job="site"} == 0')).toHaveLength(2);
    expect(await query('process_start_time_seconds{job="site"} > 0')).toHaveLength(2);

    // The shipped rules load and evaluate against the real series without error.
    const rules = (await (await fetch(`${prometheusUrl}/api/v1/rules`)).json()) as {
      data: { groups: Array<{ rules: Array<{ name: string; health: string; lastError?: string }> }> };
    };
    const loaded = rules.data.groups.flatMap((group) => group.rules);
    const shipped = fs
      .readFileSync(path.join(REPO_ROOT, 'deploy', 'prometheus', 'alerts.yml'), 'utf8')
      .match(/^\s+- alert: /gm);
    expect(loaded).toHaveLength(shipped!.length);
    await waitFor('every rule evaluated', async () => {
      const again = (await (await fetch(`${prometheusUrl}/api/v1/rules`)).json()) as typeof rules;
      const all = again.data.groups.flatMap((group) => group.rules);
      return all.every((rule) => rule.health === 'ok') ? true : undefined;
    });
  } catch (error) {
    console.error(logs.join('\n'));
    throw error;
  }
});
