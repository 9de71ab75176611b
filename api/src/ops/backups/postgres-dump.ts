import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Client } from 'pg';
import type { Query } from './schema-version';
import { snapshotFacts, type SnapshotFacts } from './snapshot-facts';
import { countDifferences, tableCounts } from './table-counts';

/** PostgreSQL's client program: Debian's /usr/bin wrapper (it picks the server's version), else PATH. */
export function findProgram(name: 'pg_dump' | 'pg_restore'): string {
  const candidates = [
    path.join('/usr/bin', name),
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name)),
  ];
  const found = candidates.find((candidate) => {
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
  if (!found) {
    throw new Error(
      `${name} is not installed (not in /usr/bin nor on PATH): install PostgreSQL's client programs ` +
        '(apt-get install postgresql-client), of the server’s major version or later',
    );
  }
  return found;
}

/** The address without its password, which goes in PGPASSWORD: a command line is visible to `ps`. */
function connection(url: string): { target: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    target: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a client program to its end; its error lines, without PostgreSQL's DETAIL (it can quote values). */
function run(program: string, args: string[], env: NodeJS.ProcessEnv, input?: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      errors = (errors + chunk).slice(-8000);
    });
    let inputError: Error | null = null;
    if (input && child.stdin) {
      input.pipe(child.stdin);
      child.stdin.on('error', () => undefined);
      // A failing input (a dump that no longer matches its manifest) stops the program before it has
      // read it all: pg_restore's single transaction is rolled back.
      input.once('error', (error) => {
        inputError = error;
        child.kill('SIGTERM');
      });
    }
    child.once('error', reject);
    child.once('close', (code) => {
      if (inputError) return reject(inputError);
      if (code === 0) return resolve();
      const said = errors
        .split('\n')
        .filter((line) => line.trim() && !/DETAIL:/.test(line))
        .slice(-5)
        .join(' ');
      reject(new Error(`${path.basename(program)} failed (exit ${code}): ${said || 'no message'}`));
    });
  });
}

const queryOf =
  (client: Client): Query =>
  async <Row>(text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as Row[];

/**
 * `pg_dump --format=custom` beside the running servers, and the manifest's facts from the very same
 * snapshot: a read-only repeatable-read transaction exports its snapshot, counts the rows, and stays
 * open while pg_dump dumps that snapshot (`--snapshot`).
 */
export async function dumpPostgres(url: string, dumpFile: string): Promise<SnapshotFacts> {
  const pgDump = findProgram('pg_dump');
  const { target, env } = connection(url);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (
      await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    ).rows;
    const facts = await snapshotFacts(queryOf(client));
    await run(
      pgDump,
      ['--format=custom', `--snapshot=${snapshot}`, '--no-password', `--file=${dumpFile}`, target],
      env,
    );
    await client.query('commit');
    return facts;
  } finally {
    await client.end();
  }
}

/** Why the database cannot take a restore (it holds tables or other relations); null when empty. */
export async function postgresTargetProblem(url: string): Promise<string | null> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const [{ relations, database }] = (
      await client.query<{ relations: number; database: string }>(
        `select count(*)::int as relations, current_database() as database
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
      )
    ).rows;
    return relations
      ? `the database ${database} is not empty (it holds ${relations} tables, indexes or sequences); ` +
          'restore into a new, empty database (createdb) named by DATABASE_URL'
      : null;
  } finally {
    await client.end();
  }
}

/**
 * `pg_restore` of the dump, streamed from the backup file, in one transaction (a failure leaves the
 * database as empty as it was), without the original owners and grants (the restoring role owns
 * everything). Then every table's count is checked against the manifest.
 */
export async function restorePostgres(
  url: string,
  dump: Readable,
  expectedCounts: Record<string, number>,
): Promise<void> {
  const pgRestore = findProgram('pg_restore');
  const { target, env } = connection(url);
  await run(
    pgRestore,
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      '--no-password',
      `--dbname=${target}`,
    ],
    env,
    dump,
  );
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const differences = countDifferences(expectedCounts, await tableCounts(queryOf(client)));
    if (differences.length) {
      throw new Error(
        `the restored tables do not hold the manifest's rows (${differences.join('; ')}); drop the database before trying again`,
      );
    }
  } finally {
    await client.end();
  }
}
