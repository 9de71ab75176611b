import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client';
import type { AppKeys } from '../../lib/secret';
import { DUMP_ENTRY, sha256Of, writeBackupArchive } from './backup-archive';
import { backupKeyIds, sealCanary } from './backup-keys';
import { backUpAndRecord, recordBackupMade } from './backups-made-service';
import { sealManifest } from './backup-seal';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  type DatabaseKind,
} from './backup-manifest';
import { dumpEmbedded } from './embedded-dump';
import type { SnapshotFacts } from './snapshot-facts';

/** A database to back up: its kind and how it dumps itself into a file. */
export interface BackupSource {
  kind: DatabaseKind;
  dump(dumpFile: string): Promise<SnapshotFacts>;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Where a backup may be written: a new file in an existing folder. */
function checkTarget(to: string) {
  if (!path.isAbsolute(to)) throw new Error(`the backup's path must be absolute, not "${to}"`);
  if (!fs.statSync(path.dirname(to), { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`there is no folder ${path.dirname(to)} to write the backup into`);
  }
  if (fs.existsSync(to)) throw new Error(`${to} exists already; name a new file (a date in its name, say)`);
}

/**
 * Dumps the database into a temporary file beside `to`, builds the manifest, and writes both into
 * `to` (mode 0600, by rename: the file is whole or absent). Answers what it did, for the terminal.
 */
export async function writeBackup(source: BackupSource, keys: AppKeys, to: string, now = new Date()) {
  checkTarget(to);
  const dumpFile = path.join(
    path.dirname(to),
    `.${path.basename(to)}.${crypto.randomBytes(4).toString('hex')}.dump`,
  );
  fs.writeFileSync(dumpFile, '', { mode: 0o600, flag: 'wx' });
  try {
    const facts = await source.dump(dumpFile);
    const bytes = fs.statSync(dumpFile).size;
    const sha256 = await sha256Of(dumpFile);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      madeAt: now.toISOString(),
      database: source.kind,
      dumpFormat: source.kind === 'pglite' ? 'pglite-data-dir' : 'pg_dump-custom',
      serverVersion: facts.serverVersion,
      schema: facts.schema,
      rowCounts: facts.rowCounts,
      keyIds: backupKeyIds(keys),
      dataKeyCanary: sealCanary(keys, sha256),
      dump: { entry: DUMP_ENTRY, bytes, sha256 },
      documentFilesNotMoved: facts.documentFilesNotMoved,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writeBackupArchive(
      to,
      { manifest: manifestBytes, seal: sealManifest(keys, manifestBytes) },
      dumpFile,
      now,
    );
    const rows = Object.values(facts.rowCounts).reduce((sum, n) => sum + n, 0);
    const { keyIds } = manifest;
    return [
      `Backup written to ${to} (${megabytes(fs.statSync(to).size)}): ${source.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL'}, ` +
        `schema ${facts.schema.lastTag ?? facts.schema.lastHash.slice(0, 12)} (${facts.schema.migrations} migrations), ` +
        `${Object.keys(facts.rowCounts).length} tables, ${rows} rows.`,
      `It needs these keys, which it does not hold (keep them apart from it): DATA_KEY id ${keyIds.DATA_KEY}` +
        `${keyIds.DATA_KEY_PREVIOUS.length ? ` and DATA_KEY_PREVIOUS ids ${keyIds.DATA_KEY_PREVIOUS.join(', ')}` : ''}, ` +
        `BLIND_INDEX_KEY id ${keyIds.BLIND_INDEX_KEY} (not APP_SECRET, which protects nothing stored).`,
      ...(facts.documentFilesNotMoved
        ? [
            `Warning: ${facts.documentFilesNotMoved} document copies are still files of an older release on some ` +
              'instance (DATA_DIR/uploads) and are not in this backup: start that instance once with this release (it moves them into the database), then back up again.',
          ]
        : []),
    ].join('\n');
  } finally {
    fs.rmSync(dumpFile, { force: true });
  }
}

/**
 * The running server's `backup` command on the embedded database (sent through the admin socket): the
 * server dumps its own open database between requests, with its own keys.
 */
export function backupOfRunningServer(database: Database, keys: AppKeys): (to: string) => Promise<string> {
  return (to) => {
    const client = database.embedded;
    if (!client) throw new Error('this server has no embedded database to back up');
    const source = { kind: 'pglite' as const, dump: (dumpFile: string) => dumpEmbedded(client, dumpFile) };
    return backUpAndRecord(
      to,
      (madeAt) => writeBackup(source, keys, to, madeAt),
      (made) => recordBackupMade(database.query, made),
    );
  };
}
