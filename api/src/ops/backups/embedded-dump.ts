import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../../db/data-dir-lock';
import { makeDataDirPrivate } from '../../db/private-data-dir';
import type { Query } from './schema-version';
import { snapshotFacts, type SnapshotFacts } from './snapshot-facts';
import { countDifferences, tableCounts } from './table-counts';

const databaseFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether the data folder holds an embedded database. */
export const holdsDatabase = (dataDir: string) =>
  fs.existsSync(path.join(databaseFolder(dataDir), 'PG_VERSION'));

const queryOf =
  (client: Pick<PGlite, 'query'>): Query =>
  async <Row>(text: string, params?: unknown[]) =>
    (await client.query<Row>(text, params)).rows;

/**
 * PGlite's data folder as a gzipped tar (`dumpDataDir`), with the manifest's facts read in the same
 * instant. Consistent while the site serves: PGlite runs one statement at a time and one transaction
 * at a time (its transaction lock is held by `transaction` for the whole transaction, and every
 * `query` outside one takes it too), so inside our own transaction no other transaction is open or
 * can start. A CHECKPOINT first writes every committed change into the data files, so the copy is a
 * cleanly checkpointed folder rather than one needing the WAL replayed; our transaction only reads,
 * holds no transaction id, and leaves nothing in the copy. The requests that arrive meanwhile wait
 * for the lock (the dump of a small site takes about a second) and then run as usual.
 */
export async function dumpEmbedded(client: PGlite, dumpFile: string): Promise<SnapshotFacts> {
  const { facts, tarball } = await client.transaction(async (tx) => {
    await tx.query('checkpoint');
    const facts = await snapshotFacts(queryOf(tx));
    return { facts, tarball: await client.dumpDataDir('gzip') };
  });
  fs.writeFileSync(dumpFile, Buffer.from(await tarball.arrayBuffer()));
  return facts;
}

/**
 * The same, with no server running: the tool locks the data folder and opens the database itself,
 * without migrating it (a backup taken before an upgrade keeps the schema it had). A running server
 * holding the folder throws DataDirInUseError before anything is written.
 */
export async function dumpEmbeddedFolder(dataDir: string, dumpFile: string): Promise<SnapshotFacts> {
  if (!holdsDatabase(dataDir)) throw new Error(`there is no embedded database in ${dataDir}`);
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(databaseFolder(dataDir));
    try {
      return await dumpEmbedded(client, dumpFile);
    } finally {
      await client.close();
      makeDataDirPrivate(dataDir);
    }
  } finally {
    unlock();
  }
}

/** Why the data folder cannot take a restore; null when it holds no database. */
export function embeddedTargetProblem(dataDir: string): string | null {
  const folder = databaseFolder(dataDir);
  const entries = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  return entries.length
    ? `${dataDir} already holds a database (${folder}); restore into an empty data folder (a new DATA_DIR)`
    : null;
}

/**
 * Unpacks the dump into a folder beside the database's, checks every table's count against the
 * manifest, and only then moves it into place: an interrupted or failed restore leaves no database.
 */
export async function restoreEmbedded(
  dataDir: string,
  tarball: Buffer,
  expectedCounts: Record<string, number>,
): Promise<void> {
  makeDataDirPrivate(dataDir);
  const unlock = lockDataDir(dataDir);
  const staging = path.join(dataDir, `pglite.restoring-${crypto.randomBytes(4).toString('hex')}`);
  try {
    const problem = embeddedTargetProblem(dataDir);
    if (problem) throw new Error(problem);
    const client = await PGlite.create(staging, { loadDataDir: new Blob([tarball]) });
    let counts: Record<string, number>;
    try {
      counts = await tableCounts(queryOf(client));
    } finally {
      await client.close();
    }
    const differences = countDifferences(expectedCounts, counts);
    if (differences.length) {
      throw new Error(`the restored tables do not hold the manifest's rows (${differences.join('; ')})`);
    }
    fs.rmSync(databaseFolder(dataDir), { recursive: true, force: true });
    fs.renameSync(staging, databaseFolder(dataDir));
    makeDataDirPrivate(dataDir);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}
