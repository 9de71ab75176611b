// A real nginx in front of the test instances, configured by the shipped site file
// (deploy/nginx/deccan-site.conf) with the test's ports and a self-signed certificate substituted in.
// Used by the two-instance test and `npm run bench:load -- --instances N`.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Agent, fetch as undiciFetch, type RequestInit } from 'undici';
import { ROOT } from './site-process';

export const NGINX = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
export const SHIPPED_SITE = path.join(ROOT, 'deploy', 'nginx', 'deccan-site.conf');
/** Tests only: the request header that sends a request to one instance (by its index). */
export const PIN_HEADER = 'x-test-instance';
/** Tests only: the answer's header naming the instance address(es) nginx tried, the last one answered. */
export const SERVED_BY_HEADER = 'x-served-by';

interface SiteValues {
  /** The instances' ports on 127.0.0.1. */
  upstreams: number[];
  httpsPort: number;
  httpPort: number;
  certificate: string;
  key: string;
  /** Where nginx writes the JSON access log (shipped: /var/log/nginx/deccan-access.log). */
  accessLog: string;
}

/** Replaces `pattern` in `text`, which must match exactly once: a changed shipped file fails loudly. */
function replaceOnce(text: string, pattern: RegExp, replacement: string | ((match: string) => string)) {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (matches.length !== 1) {
    throw new Error(
      `deploy/nginx/deccan-site.conf: expected one match of ${pattern}, found ${matches.length}`,
    );
  }
  return text.replace(pattern, replacement as string);
}

/** Replaces every match of `pattern` (global) in `text`, which must match `count` times. */
function replaceEach(text: string, pattern: RegExp, count: number, replacement: string) {
  const matches = text.match(pattern) ?? [];
  if (matches.length !== count) {
    throw new Error(
      `deploy/nginx/deccan-site.conf: expected ${count} matches of ${pattern}, found ${matches.length}`,
    );
  }
  return text.replace(pattern, replacement);
}

/**
 * The shipped site file with the test's values: its instances, ports on 127.0.0.1 and certificate.
 * Everything else is as shipped. With `pinning`, also the test-only routing by PIN_HEADER and the
 * SERVED_BY_HEADER answer header (never in the shipped file).
 */
export function siteConfig(values: SiteValues, { pinning = false } = {}): string {
  let text = fs.readFileSync(SHIPPED_SITE, 'utf8');
  text = replaceOnce(text, /((?:[ \t]*server 127\.0\.0\.1:\d+ ([^;\n]*);\n)+)/, (servers) => {
    const parameters = /server 127\.0\.0\.1:\d+ ([^;\n]*);/.exec(servers)![1];
    return values.upstreams.map((port) => `    server 127.0.0.1:${port} ${parameters};\n`).join('');
  });
  text = text.replace(/^[ \t]*listen \[::\]:\d+[^;\n]*;\n/gm, '');
  text = replaceOnce(text, /listen 80;/, `listen 127.0.0.1:${values.httpPort};`);
  text = replaceOnce(text, /listen 443 /, `listen 127.0.0.1:${values.httpsPort} `);
  text = replaceOnce(text, /ssl_certificate [^;\n]+;/, `ssl_certificate ${values.certificate};`);
  text = replaceOnce(text, /ssl_certificate_key [^;\n]+;/, `ssl_certificate_key ${values.key};`);
  // Both server blocks log, in the same format.
  text = replaceEach(
    text,
    /access_log \/var\/log\/nginx\/deccan-access\.log /g,
    2,
    `access_log ${values.accessLog} `,
  );
  if (pinning) {
    const pinned = values.upstreams
      .map(
        (port, index) =>
          `upstream deccan_instance_${index} {\n    server 127.0.0.1:${port};\n    keepalive 8;\n}\n`,
      )
      .join('');
    const routes = values.upstreams.map((_, index) => `    "${index}" deccan_instance_${index};\n`).join('');
    text =
      `# Tests only: ${PIN_HEADER} sends a request to one instance.\n${pinned}` +
      `map $http_${PIN_HEADER.replace(/-/g, '_')} $deccan_upstream {\n    default deccan_instances;\n${routes}}\n\n` +
      text;
    // Every location (the public one and the monitoring hosts' one).
    text = replaceEach(
      text,
      /proxy_pass http:\/\/deccan_instances;/g,
      2,
      'proxy_pass http://$deccan_upstream;',
    );
    text = replaceOnce(
      text,
      /add_header X-Request-Id \$request_id always;/,
      `add_header X-Request-Id $request_id always;\n        add_header ${SERVED_BY_HEADER} $upstream_addr always;`,
    );
  }
  return text;
}

/** nginx.conf around the site file: everything under `dir`, in the foreground, one worker. */
function mainConfig(dir: string) {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 2048; }
http {
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${path.join(dir, 'site.conf')};
}
`;
}

/** A self-signed certificate for 127.0.0.1, made with openssl; `dir` must exist. */
export function selfSignedCertificate(dir: string) {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      certificate,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  fs.chmodSync(key, 0o600);
  return { certificate, key };
}

const readIfThere = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** Writes nginx.conf and the site file into `dir`; answers the nginx.conf path. */
export function writeNginxConfig(dir: string, values: SiteValues, options: { pinning?: boolean } = {}) {
  fs.writeFileSync(path.join(dir, 'site.conf'), siteConfig(values, options));
  const main = path.join(dir, 'nginx.conf');
  fs.writeFileSync(main, mainConfig(dir));
  return main;
}

/** `nginx -t` of a configuration: whether it passed, and what it printed. */
export function checkNginxConfig(dir: string, main: string) {
  const run = spawnSync(NGINX, ['-t', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', main], {
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}${run.error?.message ?? ''}` };
}

export interface Nginx {
  /** https://127.0.0.1:<port>: the public origin. */
  url: string;
  httpUrl: string;
  /** The certificate, for clients to trust (NODE_EXTRA_CA_CERTS in a child process). */
  certificate: string;
  /** An undici dispatcher that trusts the certificate. */
  dispatcher: Agent;
  /** fetch through nginx, trusting its certificate. */
  fetch(path: string, init?: RequestInit): ReturnType<typeof undiciFetch>;
  /** nginx's error log so far. */
  errorLog(): string;
  /** The access log's lines so far (JSON, in the shipped deccan_json format). */
  accessLog(): string[];
  /**
   * The access log once `ready` holds for its lines. nginx writes a request's line after the
   * response has gone out, so a client that has its answer may read the file a moment too early.
   */
  accessLogWhen(ready: (lines: string[]) => boolean): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Starts nginx with the shipped site file in front of the instances at `upstreams`, on the given
 * ports of 127.0.0.1, with a fresh self-signed certificate, all in a temporary folder.
 */
export async function startNginx(
  values: Omit<SiteValues, 'certificate' | 'key' | 'accessLog'>,
  options: { pinning?: boolean } = {},
): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  // nginx's workers (nobody, when started as root) write request bodies under it.
  fs.chmodSync(dir, 0o755);
  const { certificate, key } = selfSignedCertificate(dir);
  const accessLog = path.join(dir, 'access.log');
  const main = writeNginxConfig(dir, { ...values, certificate, key, accessLog }, options);
  const readAccessLog = () => readIfThere(accessLog).split('\n').filter(Boolean);
  const checked = checkNginxConfig(dir, main);
  if (!checked.ok) throw new Error(`nginx -t failed:\n${checked.output}`);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', main], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `https://127.0.0.1:${values.httpsPort}`;
  const dispatcher = new Agent({ connect: { ca: fs.readFileSync(certificate) } });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    try {
      await undiciFetch(`${url}/.nginx-up`, { dispatcher }).then((response) => response.arrayBuffer());
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    httpUrl: `http://127.0.0.1:${values.httpPort}`,
    certificate,
    dispatcher,
    fetch: (pathname, init = {}) => undiciFetch(`${url}${pathname}`, { ...init, dispatcher }),
    errorLog: () => readIfThere(path.join(dir, 'error.log')),
    accessLog: () => readAccessLog(),
    accessLogWhen: async (ready) => {
      const until = Date.now() + 5_000;
      let lines = readAccessLog();
      while (!ready(lines) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        lines = readAccessLog();
      }
      return lines;
    },
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await dispatcher.close().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
