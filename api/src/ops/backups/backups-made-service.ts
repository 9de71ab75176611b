import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { max } from 'drizzle-orm';
import { Client } from 'pg';
import type { Db } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import { makeDataDirPrivate } from '../../db/private-data-dir';
import { backupsMade } from '../../db/schema';
import { loggableMessage } from '../../lib/loggable-error';
import type { Query } from './schema-version';

/** A backup whose file is whole, as its database records it (`backups_made`). */
export interface BackupMade {
  madeAt: Date;
  file: string;
  bytes: number;
}

/**
 * Records a backup in the database it was made of. Answers false, recording nothing, when the
 * database's schema predates `backups_made` (a folder backed up with no server, before an upgrade).
 */
export async function recordBackupMade(query: Query, made: BackupMade): Promise<boolean> {
  const [{ present }] = await query<{ present: boolean }>(
    "select to_regclass('public.backups_made') is not null as present",
  );
  if (!present) return false;
  await query('insert into backups_made (made_at, file, bytes) values ($1, $2, $3)', [
    made.madeAt.toISOString(),
    made.file,
    made.bytes,
  ]);
  return true;
}

/** The same on PostgreSQL, over a connection of its own. */
export async function recordOnPostgres(url: string, made: BackupMade): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await recordBackupMade(async (text, params) => (await client.query(text, params)).rows, made);
  } finally {
    await client.end();
  }
}

/** The same in an embedded database's folder that no server holds (it throws if one does now). */
export async function recordInFolder(dataDir: string, made: BackupMade): Promise<boolean> {
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      return await recordBackupMade(
        async (text, params) => (await client.query(text, params)).rows as never,
        made,
      );
    } finally {
      await client.close();
      makeDataDirPrivate(dataDir);
    }
  } finally {
    unlock();
  }
}

/**
 * Writes a backup (`write`, given the time its manifest names), then records it with `record`. The
 * file stands whatever the record does: a record that fails or cannot be made is a warning line.
 */
export async function backUpAndRecord(
  to: string,
  write: (madeAt: Date) => Promise<string>,
  record: (made: BackupMade) => Promise<boolean>,
): Promise<string> {
  const madeAt = new Date();
  const output = await write(madeAt);
  const made = { madeAt, file: to, bytes: fs.statSync(to).size };
  const unrecorded = (why: string) =>
    `${output}\nWarning: the backup is whole, but the database does not record it (${why}), so the ` +
    'BackupTooOld alert still counts from the last backup it records.';
  try {
    if (await record(made)) return output;
    return unrecorded('its schema predates backups_made: start this release on it once');
  } catch (error) {
    return unrecorded(loggableMessage(error));
  }
}

/** When the newest backup the database records was made (Unix seconds); null when it records none. */
export async function newestBackupAt(db: Db): Promise<number | null> {
  const [row] = await db.select({ at: max(backupsMade.madeAt) }).from(backupsMade);
  return row?.at ? row.at.getTime() / 1000 : null;
}
