import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { REPO_ROOT } from '../../config';
import { createTestApp } from '../../test/test-app';
import { AppMetrics } from './app-metrics';
import { registerDatabaseHealthMetrics } from './database-health-metrics';
import { registerDatabaseMetrics } from './database-metrics';

const PROMTOOL = '/usr/bin/promtool';
const BLACKBOX = '/usr/bin/prometheus-blackbox-exporter';
const RULES_DIR = path.join(REPO_ROOT, 'deploy', 'prometheus');
const RUNBOOKS = path.join(REPO_ROOT, 'docs', 'runbooks.md');
const rules = fs.readFileSync(path.join(RULES_DIR, 'alerts.yml'), 'utf8');
const alerts = [...rules.matchAll(/- alert: (\w+)/g)].map((match) => match[1]!);

/** A program's output; when it fails, what it printed, so the test shows what is wrong. */
function run(program: string, ...args: string[]): string {
  try {
    return execFileSync(program, args, { cwd: RULES_DIR, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${program} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, {
      cause: error,
    });
  }
}
const promtool = (...args: string[]) => run(PROMTOOL, ...args);

test('the alert rules and the example scrape configuration pass promtool', () => {
  expect(alerts).toHaveLength(15);
  expect(promtool('check', 'rules', 'alerts.yml')).toContain(`SUCCESS: ${alerts.length} rules found`);
  expect(promtool('check', 'config', 'prometheus.yml')).toContain('SUCCESS');
});

test("the blackbox exporter's configuration passes its own check, and names the modules prometheus.yml uses", () => {
  // It prints to stderr and exits 0 only for a valid file.
  run(BLACKBOX, '--config.check', '--config.file=blackbox.yml');
  const modules = [
    ...fs.readFileSync(path.join(RULES_DIR, 'blackbox.yml'), 'utf8').matchAll(/^ {2}(\w+):$/gm),
  ].map((match) => match[1]);
  const scrape = fs.readFileSync(path.join(RULES_DIR, 'prometheus.yml'), 'utf8');
  const used = [...scrape.matchAll(/module: \[?(\w+)/g)].map((match) => match[1]);
  expect(new Set(used)).toEqual(new Set(['site_page', 'site_ready', 'instance_ready']));
  expect(modules).toEqual(expect.arrayContaining(used));
});

test('every alert has a summary, a description and a runbook_url to its section of docs/runbooks.md', () => {
  const runbooks = fs.readFileSync(RUNBOOKS, 'utf8');
  // GitHub's anchor of a heading such as `## SiteProbeFailed`.
  const anchors = new Set([...runbooks.matchAll(/^## `?(\w+)`?$/gm)].map((match) => match[1]!.toLowerCase()));
  const blocks = rules.split(/(?=^ {6}- alert: )/m).slice(1);
  expect(blocks).toHaveLength(alerts.length);
  for (const block of blocks) {
    const alert = /- alert: (\w+)/.exec(block)![1]!;
    expect([alert, /^ {10}summary: /m.test(block), /^ {10}description: /m.test(block)]).toEqual([
      alert,
      true,
      true,
    ]);
    expect([alert, /runbook_url: '([^']+)'/.exec(block)?.[1]]).toEqual([
      alert,
      `docs/runbooks.md#${alert.toLowerCase()}`,
    ]);
    expect([alert, anchors.has(alert.toLowerCase())]).toEqual([alert, true]);
  }
  expect(anchors).toEqual(new Set(alerts.map((alert) => alert.toLowerCase())));
});

test("each alert fires when it should and stays quiet when it should not (promtool's rule tests)", () => {
  const tests = fs.readFileSync(path.join(RULES_DIR, 'alerts.test.yml'), 'utf8');
  for (const alert of alerts) {
    // Every alert is expected to fire somewhere and to stay quiet somewhere.
    expect(tests).toMatch(new RegExp(`alertname: ${alert}\\n\\s+exp_alerts:\\n\\s+- exp_labels`));
    expect(tests).toMatch(new RegExp(`alertname: ${alert}\\n\\s+exp_alerts: \\[\\]`));
  }
  expect(promtool('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
});

test('the rules name only series the app exports (or Prometheus itself: up)', async () => {
  const ctx = await createTestApp();
  try {
    // The app's own, the process's (served beside them on METRICS_ADDR) and PostgreSQL's pool's.
    const pooled = new AppMetrics();
    const onPostgres = { ...ctx.database, poolStats: () => ({ total: 0, idle: 0, waiting: 0 }) };
    registerDatabaseMetrics(pooled, onPostgres)();
    registerDatabaseHealthMetrics(pooled, onPostgres);
    const processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
    const registries = [ctx.app.metrics.registry, pooled.registry, processMetrics];
    const exported = new Set(
      (await Promise.all(registries.map((registry) => registry.getMetricsAsJSON())))
        .flat()
        .map((metric) => metric.name),
    );
    const named = [...rules.matchAll(/([a-z_]+)\{job="site"/g)].map((match) =>
      match[1]!.replace(/_bucket$/, ''),
    );
    expect(named.length).toBeGreaterThan(7);
    expect(named.filter((name) => name !== 'up' && !exported.has(name))).toEqual([]);
  } finally {
    await ctx.close();
  }
});
