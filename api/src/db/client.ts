import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { lockDataDir } from './data-dir-lock';
import { listenOnPostgres, type Listen } from './notification-listener';
import { makeDataDirPrivate } from './private-data-dir';
import { QueryTiming } from './query-timing';
import * as schema from './schema';

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'drizzle');
/** PostgreSQL connections each instance's pool holds at most (the metrics' db_pool_max_connections). */
export const POOL_SIZE = 10;
/** The advisory lock instances take around migrating, so that two starting at once migrate once. */
const MIGRATION_LOCK = 2_700_027;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Round-trips a trivial query; the health check's "it answers". */
  ping(): Promise<number>;
  /**
   * The driver itself, without drizzle: for benchmarks' bare baselines and maintenance scripts.
   * With a `name`, PostgreSQL keeps the statement prepared per connection (as the API's own are).
   */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<Row[]>;
  /** Receives the channel's NOTIFY payloads; answers the way to stop. */
  listen: Listen;
  /** PostgreSQL's pool: connections open, idle, and requests waiting for one (null on the embedded database). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** Calls `listener` with every query's duration in seconds (the metrics); answers the way to stop. */
  onQuery(listener: (seconds: number) => void): () => void;
  /** The embedded database's own client: its backup dumps the data folder (api/src/ops/backups/). */
  embedded?: PGlite;
  close(): Promise<void>;
}

interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; omitted means in memory (tests). */
  dataDir?: string;
  /** Where a lost PostgreSQL connection is reported: the server's logger; the console by default. */
  warn?: (message: string) => void;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
}

/**
 * Runs `migrate` holding a session advisory lock on a connection of its own: an instance starting
 * beside another waits for it, then finds every migration applied. The lock goes with its connection,
 * so a process that dies while migrating does not hold it.
 */
async function migrateUnderLock(pool: Pool, migrate: () => Promise<void>) {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    lock.release();
  }
}

/** Opens the database the configuration names and brings its schema up to date. */
export async function openDatabase({
  url,
  dataDir,
  warn = (message) => console.warn(message),
}: DatabaseOptions): Promise<Database> {
  if (url) {
    // A request waits at most this long for a connection while the database is away, then fails (503).
    const pool = new Pool({ connectionString: url, max: POOL_SIZE, connectionTimeoutMillis: 5_000 });
    const listeners = listenOnPostgres(url);
    // A connection the server drops (a restart, a failover, an administrator's pg_terminate_backend)
    // emits 'error'. pg-pool listens only while the connection is idle; one checked out by a query or a
    // transaction has no listener then, and an unheard 'error' ends the process. So every connection
    // gets its own listener for life: the query in flight fails, and the pool, finding the connection
    // not queryable when it is released, replaces it.
    const lost = (error: Error) => warn(`PostgreSQL connection lost: ${error.message}`);
    // The pool repeats an idle connection's error, already logged by the connection's own listener.
    pool.on('error', () => undefined);
    const timing = new QueryTiming();
    pool.on('connect', (client) => {
      client.on('error', lost);
      timing.wrap(client);
    });
    const db = drizzleNodePg(pool, { schema });
    try {
      await migrateUnderLock(pool, () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: () => timed(() => db.execute(sql`select 1`)),
      query: async <Row>(text: string, params?: unknown[], name?: string) =>
        (await pool.query({ text, values: params, name })).rows as Row[],
      listen: listeners.listen,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      onQuery: (listener) => timing.listen(listener),
      async close() {
        await listeners.stopAll();
        await pool.end();
      },
    };
  }

  if (dataDir) makeDataDirPrivate(dataDir);
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    const client = new PGlite(dataDir ? path.join(dataDir, 'pglite') : undefined);
    // Queries in a transaction go through the transaction's own object and are not timed.
    const timing = new QueryTiming();
    timing.wrap(client);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // PGlite's file system writes its files world-readable whatever the umask; the folder's 0700 already
    // shuts others out, and this brings the files themselves to 0600 after start and again at close.
    if (dataDir) makeDataDirPrivate(dataDir);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: () => timed(() => db.execute(sql`select 1`)),
      query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
      embedded: client,
      // One process, one connection: a notification cannot be missed while the database is open.
      async listen(channel, handlers) {
        const stop = await client.listen(channel, handlers.message);
        handlers.live(true);
        return async () => {
          handlers.live(false);
          if (!client.closed) await stop();
        };
      },
      poolStats: () => null,
      onQuery: (listener) => timing.listen(listener),
      async close() {
        await client.close();
        if (dataDir) makeDataDirPrivate(dataDir);
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
