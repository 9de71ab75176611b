/**
 * The shipped probes for real: nginx with the shipped site file in front of a stand-in instance,
 * Debian's blackbox exporter with the shipped blackbox.yml, and Prometheus with the shipped
 * prometheus.yml and alerts.yml (only the addresses, the intervals and the rules' path put in). The
 * probes pass, the certificate's expiry is read, the targets carry the site's host and port, and when
 * the instance goes away nginx's 502 fails the public probe, which raises SiteProbeFailed naming the site.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/bench/free-port';
import { startNginx, type Nginx } from '../../../../scripts/bench/nginx';
import { REPO_ROOT } from '../../config';
import { queryPrometheus, waitFor, type Sample } from './prometheus-test-kit';

jest.setTimeout(120_000);

const PROMETHEUS = '/usr/bin/prometheus';
const BLACKBOX = '/usr/bin/prometheus-blackbox-exporter';
const SHIPPED = path.join(REPO_ROOT, 'deploy', 'prometheus');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'blackbox-probe-'));
const logs: string[] = [];
const children: ChildProcess[] = [];
let instance: http.Server;
let instancePort: number;
let nginx: Nginx;
let prometheusUrl = '';

/** Replaces `from` in `text`, which must hold it `count` times: a changed shipped file fails loudly. */
function replaceEach(text: string, from: string, count: number, to: string) {
  const found = text.split(from).length - 1;
  if (found !== count) throw new Error(`prometheus.yml: expected ${count} of ${from}, found ${found}`);
  return text.split(from).join(to);
}

function start(program: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const name = path.basename(program);
  child.stdout?.on('data', (chunk: Buffer) => logs.push(`[${name}] ${String(chunk).trim()}`));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(`[${name}] ${String(chunk).trim()}`));
  children.push(child);
}

const query = (promql: string) => queryPrometheus(prometheusUrl, promql);

interface Alert {
  labels: Record<string, string>;
  annotations: Record<string, string>;
  state: string;
}

async function alerts(name: string): Promise<Alert[]> {
  const body = (await (await fetch(`${prometheusUrl}/api/v1/alerts`)).json()) as {
    data: { alerts: Alert[] };
  };
  return body.data.alerts.filter((alert) => alert.labels.alertname === name);
}

const byInstance = (samples: Sample[]) =>
  Object.fromEntries(samples.map((sample) => [sample.metric.instance, sample.value[1]]));

beforeAll(async () => {
  try {
    // The stand-in instance: ready, and a page.
    instance = http.createServer((request, response) => {
      if (request.url === '/api/ready') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"ready":true,"checks":{"database":true,"migrations":true,"keys":true}}');
      } else {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>site</title>');
      }
    });
    await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
    instancePort = (instance.address() as { port: number }).port;
    nginx = await startNginx({
      upstreams: [instancePort],
      httpsPort: await freePort(),
      httpPort: await freePort(),
    });

    // The exporter trusts the test's self-signed certificate as a browser trusts a real one.
    const blackbox = `127.0.0.1:${await freePort()}`;
    start(
      BLACKBOX,
      [`--config.file=${path.join(SHIPPED, 'blackbox.yml')}`, `--web.listen-address=${blackbox}`],
      {
        ...process.env,
        SSL_CERT_FILE: nginx.certificate,
      },
    );

    let config = fs.readFileSync(path.join(SHIPPED, 'prometheus.yml'), 'utf8');
    config = replaceEach(config, 'scrape_interval: 15s', 1, 'scrape_interval: 1s');
    config = replaceEach(config, 'evaluation_interval: 15s', 1, 'evaluation_interval: 1s');
    config = replaceEach(config, '- alerts.yml', 1, `- ${JSON.stringify(path.join(SHIPPED, 'alerts.yml'))}`);
    // The test's nginx beside the shipped targets, which stay to show how their labels come out.
    config = replaceEach(
      config,
      "      - targets: ['https://www.example.in/']\n",
      1,
      `      - targets: ['${nginx.url}/']\n        labels: { module: site_page }\n` +
        `      - targets: ['${nginx.url}/api/ready']\n        labels: { module: site_ready }\n` +
        "      - targets: ['https://www.example.in/']\n",
    );
    config = replaceEach(config, "'127.0.0.1:9115'", 2, `'${blackbox}'`);
    config = replaceEach(
      config,
      "['http://127.0.0.1:8080/api/ready', 'http://127.0.0.1:8081/api/ready']",
      1,
      `['http://127.0.0.1:${instancePort}/api/ready']`,
    );
    fs.writeFileSync(path.join(work, 'prometheus.yml'), config);
    const port = await freePort();
    prometheusUrl = `http://127.0.0.1:${port}`;
    start(PROMETHEUS, [
      `--config.file=${path.join(work, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(work, 'tsdb')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ]);
    await waitFor('Prometheus ready', async () =>
      (await fetch(`${prometheusUrl}/-/ready`)).ok ? true : undefined,
    );
  } catch (error) {
    console.error(logs.join('\n'));
    throw error;
  }
});

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await nginx?.close();
  if (instance?.listening) await new Promise((resolve) => instance.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

test('the public address is probed through nginx and each instance on its own; nginx’s 502 fails the probe and raises SiteProbeFailed', async () => {
  try {
    const site = `127.0.0.1:${new URL(nginx.url).port}`;
    const page = `${nginx.url}/`;
    const ready = `${nginx.url}/api/ready`;
    const ours = `instance!~"https://www.example.in/.*"`;
    const passing = await waitFor('every probe passing', async () => {
      const samples = await query(`probe_success{job=~"site_probe|site_instance_ready",${ours}} == 1`);
      return samples.length === 3 ? samples : undefined;
    });
    expect(
      passing.map((sample) => sample.metric).sort((a, b) => a.instance!.localeCompare(b.instance!)),
    ).toEqual([
      expect.objectContaining({
        job: 'site_instance_ready',
        instance: `127.0.0.1:${instancePort}`,
        address: `127.0.0.1:${instancePort}`,
        site: 'www.example.in:443',
      }),
      expect.objectContaining({ job: 'site_probe', instance: page, module: 'site_page', site }),
      expect.objectContaining({ job: 'site_probe', instance: ready, module: 'site_ready', site }),
    ]);

    // The shipped targets: the site's host and port from an address without a port.
    const targets = (await (await fetch(`${prometheusUrl}/api/v1/targets`)).json()) as {
      data: { activeTargets: Array<{ labels: Record<string, string> }> };
    };
    const shipped = targets.data.activeTargets
      .map((target) => target.labels)
      .filter((labels) => labels.instance?.startsWith('https://www.example.in/'));
    expect(shipped.map((labels) => [labels.instance, labels.site, labels.module]).sort()).toEqual([
      ['https://www.example.in/', 'www.example.in:443', 'site_page'],
      ['https://www.example.in/api/ready', 'www.example.in:443', 'site_ready'],
    ]);

    // The certificate's expiry, as the exporter read it: the test's lives 2 days, under the 14 the
    // alert allows, so TlsCertificateExpiring is pending (it fires after an hour), naming the site.
    const expiry = await query(`probe_ssl_earliest_cert_expiry{job="site_probe",${ours}} - time()`);
    expect(expiry).toHaveLength(2);
    for (const sample of expiry) expect(Number(sample.value[1]) / 86400).toBeGreaterThan(1.9);
    const expiring = await waitFor('TlsCertificateExpiring pending', async () => {
      const found = (await alerts('TlsCertificateExpiring')).filter((alert) => alert.labels.site === site);
      return found.length ? found : undefined;
    });
    expect(expiring.map((alert) => [alert.state, alert.labels.site])).toEqual([['pending', site]]);
    expect(expiring[0]!.annotations.summary).toMatch(
      new RegExp(`^${site}: the TLS certificate expires in 1d 23h`),
    );
    expect(expiring[0]!.annotations.runbook_url).toBe('docs/runbooks.md#tlscertificateexpiring');

    // The instance goes away: nginx answers 502 itself, which no instance's metrics can count.
    await new Promise((resolve) => instance.close(resolve));
    expect((await nginx.fetch('/')).status).toBe(502);
    const failing = await waitFor('the probes failing', async () => {
      const samples = await query(`probe_success{job=~"site_probe|site_instance_ready",${ours}} == 0`);
      return samples.length === 3 ? samples : undefined;
    });
    expect(byInstance(failing)).toEqual({ [page]: '0', [ready]: '0', [`127.0.0.1:${instancePort}`]: '0' });
    const http = await query(`probe_http_status_code{job="site_probe",${ours}}`);
    expect(byInstance(http)).toEqual({ [page]: '502', [ready]: '502' });

    const probeFailed = await waitFor('SiteProbeFailed pending', async () => {
      const found = (await alerts('SiteProbeFailed')).filter((alert) => alert.labels.site === site);
      return found.length === 2 ? found : undefined;
    });
    expect(probeFailed.map((alert) => alert.state)).toEqual(['pending', 'pending']);
    expect(probeFailed.map((alert) => alert.annotations.summary).sort()).toEqual([
      `${site}: ${page} fails through nginx.`,
      `${site}: ${ready} fails through nginx.`,
    ]);
    const notReady = await waitFor('SiteInstanceNotReady pending', async () => {
      const found = await alerts('SiteInstanceNotReady');
      return found.length ? found : undefined;
    });
    expect(notReady.map((alert) => alert.annotations.summary)).toEqual([
      `www.example.in:443: the instance at 127.0.0.1:${instancePort} is not ready.`,
    ]);
    // nginx's access log has the 502s, with the instance it tried.
    const logged = nginx.accessLog().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.filter((entry) => entry.status === 502).length).toBeGreaterThan(0);
  } catch (error) {
    console.error(logs.join('\n'));
    throw error;
  }
});
