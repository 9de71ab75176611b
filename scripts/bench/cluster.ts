// Several instances of the production server on one fresh PostgreSQL database, behind a small
// round-robin reverse proxy, as a real deployment runs them. Used by the two-instance test
// (api/src/robustness/two-instances.test.ts) and by `npm run bench:load -- --instances 2`.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { DEFAULT_POSTGRES_URL } from './postgres';
import { startSite, type SiteProcess } from './site-process';

/** The request header that pins a request to one instance (tests only; the proxy removes it). */
export const PIN_HEADER = 'x-cluster-instance';
/** The response header that says which instance answered, or why the proxy answered itself. */
export const SERVED_BY_HEADER = 'x-cluster-served-by';
export const PROXY_ERROR_HEADER = 'x-cluster-proxy-error';

/**
 * What went wrong between the proxy and an instance:
 * - `retried`: the connection failed before a byte was sent, so the request went to the next instance
 *   (nothing was lost: the client never knew);
 * - `no-instance`: no instance accepted a connection: 502;
 * - `upstream-failed`: the connection broke after the request was (partly) sent and before an answer
 *   began: 502 and not retried, since the instance may have acted on it;
 * - `response-cut`: the connection broke in the middle of an answer: the client's connection is cut.
 */
type ProxyEventKind = 'retried' | 'no-instance' | 'upstream-failed' | 'response-cut';

interface ProxyEvent {
  kind: ProxyEventKind;
  at: number;
  instance: number;
  method: string;
  path: string;
  error: string;
}

export interface Proxy {
  url: string;
  events: ProxyEvent[];
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** A socket error's code (ECONNREFUSED, ECONNRESET...), else its message. */
const describe = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return typeof code === 'string' ? code : typeof message === 'string' ? message : String(error);
};

/** Raw headers without the hop-by-hop ones (and those the `drop` set names), as [name, value] pairs. */
function endToEnd(rawHeaders: string[], drop: Set<string>): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i].toLowerCase();
    if (!HOP_BY_HOP.has(name) && !drop.has(name)) pairs.push([rawHeaders[i], rawHeaders[i + 1]]);
  }
  return pairs;
}

/**
 * A round-robin reverse proxy over `upstreams` (their ports on 127.0.0.1), written with Node's http
 * module. Like nginx or a cloud load balancer it appends the connecting address to X-Forwarded-For,
 * sets X-Forwarded-Proto and -Host, streams bodies both ways and passes every Set-Cookie through.
 * A request is tried on the next instance only when its connection failed before any byte of it was
 * sent upstream; otherwise the failure is answered (502) or the answer cut, and recorded in `events`.
 */
export async function startProxy(
  upstreams: () => number[],
  port = 0,
  onEvent?: (event: ProxyEvent) => void,
): Promise<Proxy> {
  const events: ProxyEvent[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 1000 });
  /** An instance that refused a connection is passed over for a moment, as proxies do. */
  const downUntil = new Map<number, number>();
  let turn = 0;

  const server = http.createServer((req, res) => {
    const ports = upstreams();
    const pinned = req.headers[PIN_HEADER];
    const order: number[] = [];
    if (typeof pinned === 'string' && /^\d+$/.test(pinned) && Number(pinned) < ports.length) {
      order.push(Number(pinned));
    } else {
      turn = (turn + 1) % ports.length;
      const now = Date.now();
      const rotation = ports.map((_, n) => (turn + n) % ports.length);
      // Healthy instances first, then those that refused a moment ago (they may be back).
      order.push(...rotation.filter((i) => (downUntil.get(i) ?? 0) <= now));
      order.push(...rotation.filter((i) => (downUntil.get(i) ?? 0) > now));
    }
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const headers = endToEnd(req.rawHeaders, new Set([PIN_HEADER, 'x-forwarded-for', 'x-forwarded-proto']));
    headers.push(['X-Forwarded-For', forwardedFor], ['X-Forwarded-Proto', 'http']);
    if (req.headers.host && !req.headers['x-forwarded-host'])
      headers.push(['X-Forwarded-Host', req.headers.host]);
    const record = (kind: ProxyEventKind, instance: number, error: unknown) => {
      const event: ProxyEvent = {
        kind,
        at: Date.now(),
        instance,
        method: req.method ?? '',
        path: req.url ?? '',
        error: describe(error),
      };
      events.push(event);
      onEvent?.(event);
      return event;
    };
    const fail = (kind: ProxyEventKind, instance: number, error: unknown) => {
      const event = record(kind, instance, error);
      if (res.headersSent) return res.destroy();
      res.writeHead(502, {
        'content-type': 'application/json',
        // The kind and the socket error, e.g. "upstream-failed ECONNRESET".
        [PROXY_ERROR_HEADER]: `${kind} ${event.error}`.replace(/[^\x20-\x7e]/g, '?'),
        connection: 'close',
      });
      res.end(JSON.stringify({ title: 'Bad gateway', status: 502 }));
    };

    let clientGone = false;
    res.on('close', () => {
      if (!res.writableFinished) clientGone = true;
    });

    const attempt = (n: number) => {
      const instance = order[n];
      let sent = false;
      let settled = false;
      const upstream = http.request({
        host: '127.0.0.1',
        port: ports[instance],
        method: req.method,
        path: req.url,
        headers: headers.flat(),
        agent,
      });
      // The body starts flowing only once the connection is open, so a refused connection leaves it
      // unread and the request can go to the next instance whole.
      upstream.on('socket', (socket) => {
        const go = () => {
          sent = true;
          req.pipe(upstream);
        };
        if (socket.connecting) socket.once('connect', go);
        else go();
      });
      upstream.on('error', (error) => {
        if (settled) return;
        settled = true;
        if (clientGone) return;
        if (!sent) {
          downUntil.set(instance, Date.now() + 1000);
          if (n + 1 < order.length) {
            record('retried', instance, error);
            return attempt(n + 1);
          }
          return fail('no-instance', instance, error);
        }
        fail('upstream-failed', instance, error);
      });
      upstream.on('response', (answer) => {
        settled = true;
        downUntil.delete(instance);
        const out = endToEnd(answer.rawHeaders, new Set());
        out.push([SERVED_BY_HEADER, String(instance)]);
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out.flat());
        answer.pipe(res);
        answer.on('error', () => undefined);
        answer.on('close', () => {
          if (!answer.complete && !clientGone) {
            record('response-cut', instance, new Error('the instance closed the connection mid-answer'));
            res.destroy();
          }
        });
      });
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
    };
    attempt(0);
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    events,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

/** A port nothing listens on at the moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The same proxy in a process of its own, so that it does not share an event loop with a load
 * generator; its events come back over IPC.
 */
async function startProxyProcess(upstreams: number[], port: number): Promise<Proxy> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', __filename, PROXY_PROCESS_FLAG, String(port), ...upstreams.map(String)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const events: ProxyEvent[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: { ready?: string; event?: ProxyEvent }) => {
      if (message.ready) resolve(message.ready);
      if (message.event) events.push(message.event);
    });
    child.once('exit', (code) => reject(new Error(`the proxy exited with ${code}`)));
  });
  return {
    url,
    events,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const PROXY_PROCESS_FLAG = '--proxy-process';

// `node --import tsx cluster.ts --proxy-process <port> <upstream port>...`: the proxy process itself.
if (require.main === module && process.argv[2] === PROXY_PROCESS_FLAG) {
  const [port, ...upstreams] = process.argv.slice(3).map(Number);
  void startProxy(
    () => upstreams,
    port,
    (event) => process.send?.({ event }),
  ).then((proxy) => {
    process.send?.({ ready: proxy.url });
    process.on('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
    // A parent that dies takes its proxy with it.
    process.on('disconnect', () => process.exit(0));
  });
}

interface ClusterOptions {
  instances?: number;
  /** A PostgreSQL server to create the database on (any database of it); DATABASE_URL or the local one by default. */
  postgresUrl?: string;
  /** More environment for every instance (TRUST_PROXY is 1 unless given here). */
  env?: Record<string, string>;
  /** Server output: the terminal, or kept and shown only in `logs` (the default, for tests). */
  output?: 'inherit' | 'keep';
  /** Runs the proxy in a process of its own (for load tests) rather than in this one. */
  proxyProcess?: boolean;
}

export interface Instance {
  index: number;
  port: number;
  url: string;
  dataDir: string;
  site?: SiteProcess;
}

export interface Cluster {
  /** Where clients go: the proxy. */
  url: string;
  proxy: Proxy;
  instances: Instance[];
  /** The fresh database every instance shares. */
  databaseUrl: string;
  /** The keys every instance shares (64 hex digits each). */
  keys: Record<string, string>;
  /** The last lines the instances printed (with `output: 'keep'`). */
  logs: string[];
  start(index: number): Promise<void>;
  stop(index: number, signal?: NodeJS.Signals): Promise<void>;
  restart(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Runs SQL on the shared database. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Stops everything and drops the database. */
  close(): Promise<void>;
}

const randomKey = () => crypto.randomBytes(32).toString('hex');

/**
 * A fresh set of the keys every instance must share: APP_SECRET (anti-forgery tokens), DATA_KEY
 * (identity data and documents) and the blind-index key (duplicate checks), which the server reads as
 * BLIND_INDEX_KEY (INDEX_KEY is set to the same value too, for either spelling).
 */
export function sharedKeys(): Record<string, string> {
  const indexKey = randomKey();
  return { APP_SECRET: randomKey(), DATA_KEY: randomKey(), BLIND_INDEX_KEY: indexKey, INDEX_KEY: indexKey };
}

/**
 * Creates a random-named database on the PostgreSQL server, starts `instances` servers on it with the
 * same keys (each with a DATA_DIR of its own, so nothing can be shared through the disk) and the
 * proxy in front of them. `close()` undoes all of it.
 */
export async function startCluster({
  instances: count = 2,
  postgresUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL,
  env = {},
  output = 'keep',
  proxyProcess = false,
}: ClusterOptions = {}): Promise<Cluster> {
  const name = `cluster_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => undefined);

  const keys = sharedKeys();
  const logs: string[] = [];
  const keep = (index: number) => (line: string) => {
    logs.push(`[instance ${index}] ${line}`);
    if (logs.length > 500) logs.shift();
  };
  const instances: Instance[] = [];
  for (let index = 0; index < count; index += 1) {
    const port = await freePort();
    instances.push({
      index,
      port,
      url: `http://127.0.0.1:${port}`,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), `cluster-${index}-`)),
    });
  }
  const proxyPort = await freePort();
  const publicOrigin = `http://127.0.0.1:${proxyPort}`;

  const start = async (index: number) => {
    const instance = instances[index];
    instance.site = await startSite(
      instance.port,
      {
        DATABASE_URL: databaseUrl,
        DATA_DIR: instance.dataDir,
        PUBLIC_ORIGIN: publicOrigin,
        TRUST_PROXY: '1',
        ...keys,
        ...env,
      },
      { output: output === 'inherit' ? 'inherit' : keep(index) },
    );
  };
  const stop = async (index: number, signal: NodeJS.Signals = 'SIGTERM') => {
    const site = instances[index].site;
    instances[index].site = undefined;
    await site?.stop(signal);
  };

  let proxy: Proxy | undefined;
  const close = async () => {
    await proxy?.close();
    await Promise.all(instances.map((instance) => stop(instance.index, 'SIGTERM')));
    await pool.end().catch(() => undefined);
    const drop = new Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5000 });
    await drop.connect();
    try {
      await drop.query(`drop database if exists ${name} with (force)`);
    } finally {
      await drop.end();
    }
    for (const instance of instances) fs.rmSync(instance.dataDir, { recursive: true, force: true });
  };

  try {
    // The first instance migrates the new database alone; the others then find it up to date.
    await start(0);
    await Promise.all(instances.slice(1).map((instance) => start(instance.index)));
    const ports = instances.map((instance) => instance.port);
    proxy = proxyProcess
      ? await startProxyProcess(ports, proxyPort)
      : await startProxy(() => ports, proxyPort);
  } catch (error) {
    await close().catch(() => undefined);
    if (logs.length) console.error(logs.join('\n'));
    throw error;
  }

  return {
    url: proxy.url,
    proxy,
    instances,
    databaseUrl,
    keys,
    logs,
    start,
    stop,
    restart: async (index, signal = 'SIGTERM') => {
      await stop(index, signal);
      await start(index);
    },
    query: async <Row>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as Row[],
    close,
  };
}
