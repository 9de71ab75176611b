import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config';
import { createTestApp } from '../../test/test-app';

const PROMTOOL = '/usr/bin/promtool';
const RULES_DIR = path.join(REPO_ROOT, 'deploy', 'prometheus');

/** promtool's output when it fails, so the test shows what is wrong. */
function promtool(...args: string[]): string {
  try {
    return execFileSync(PROMTOOL, args, { cwd: RULES_DIR, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`promtool ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, {
      cause: error,
    });
  }
}

test('the alert rules and the example scrape configuration pass promtool', () => {
  expect(promtool('check', 'rules', 'alerts.yml')).toContain('SUCCESS: 7 rules found');
  expect(promtool('check', 'config', 'prometheus.yml')).toContain('SUCCESS');
});

test("each alert fires when it should and stays quiet when it should not (promtool's rule tests)", () => {
  const tests = fs.readFileSync(path.join(RULES_DIR, 'alerts.test.yml'), 'utf8');
  const alerts = [
    ...fs.readFileSync(path.join(RULES_DIR, 'alerts.yml'), 'utf8').matchAll(/- alert: (\w+)/g),
  ].map((match) => match[1]!);
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
    const exported = new Set(
      (await ctx.app.metrics.registry.getMetricsAsJSON()).map((metric) => metric.name),
    );
    const rules = fs.readFileSync(path.join(RULES_DIR, 'alerts.yml'), 'utf8');
    const named = [...rules.matchAll(/([a-z_]+)\{job="site"/g)].map((match) =>
      match[1]!.replace(/_bucket$/, ''),
    );
    expect(named.length).toBeGreaterThan(7);
    expect(named.filter((name) => name !== 'up' && !exported.has(name))).toEqual([]);
  } finally {
    await ctx.close();
  }
});
