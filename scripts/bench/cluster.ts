// Several instances of the production server on one fresh PostgreSQL database, behind a real nginx
// configured by the shipped site file (scripts/bench/nginx.ts), over https, as a deployment runs them.
// Used by the two-instance test (api/src/robustness/two-instances.test.ts) and by
// `npm run bench:load -- --instances 2`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { freePort } from './free-port';
import { SERVED_BY_HEADER, startNginx, type Nginx } from './nginx';
import { DEFAULT_POSTGRES_URL } from './postgres';
import { startSite, type SiteProcess } from './site-process';

interface ClusterOptions {
  instances?: number;
  /** A PostgreSQL server to create the database on (any database of it); DATABASE_URL or the local one by default. */
  postgresUrl?: string;
  /** More environment for every instance (TRUST_PROXY is 1 unless given here). */
  env?: Record<string, string>;
  /** Server output: the terminal, or kept and shown only in `logs` (the default, for tests). */
  output?: 'inherit' | 'keep';
}

export interface Instance {
  index: number;
  port: number;
  url: string;
  dataDir: string;
  site?: SiteProcess;
}

export interface Cluster {
  /** Where clients go: nginx, https://127.0.0.1:<port> (also every instance's PUBLIC_ORIGIN). */
  url: string;
  nginx: Nginx;
  /** fetch through nginx, trusting its certificate. */
  fetch: Nginx['fetch'];
  /** The index of the instance that answered (from nginx's SERVED_BY_HEADER), if one did. */
  servedBy(headers: { get(name: string): string | null }): number | undefined;
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
 * same keys (each with a DATA_DIR of its own, so nothing can be shared through the disk) and nginx
 * in front of them. `close()` undoes all of it.
 */
export async function startCluster({
  instances: count = 2,
  postgresUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL,
  env = {},
  output = 'keep',
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
  const httpsPort = await freePort();
  const httpPort = await freePort();
  const publicOrigin = `https://127.0.0.1:${httpsPort}`;

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

  let nginx: Nginx | undefined;
  const close = async () => {
    await nginx?.close();
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
    // All at once on the empty database: the migrations' advisory lock lets one of them migrate it.
    await Promise.all(instances.map((instance) => start(instance.index)));
    nginx = await startNginx(
      { upstreams: instances.map((instance) => instance.port), httpsPort, httpPort },
      { pinning: true },
    );
  } catch (error) {
    await close().catch(() => undefined);
    if (logs.length) console.error(logs.join('\n'));
    throw error;
  }

  const byAddress = new Map(instances.map((instance) => [`127.0.0.1:${instance.port}`, instance.index]));
  const started = nginx;
  return {
    url: started.url,
    nginx: started,
    fetch: started.fetch,
    servedBy: (headers) => byAddress.get(headers.get(SERVED_BY_HEADER)?.split(', ').at(-1) ?? ''),
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
