import fs from 'node:fs';
import type { AppKeys } from '../../lib/secret';
import { dumpDigest, readBackupArchive, readDump, withDump } from './backup-archive';
import { keyMismatches } from './backup-keys';
import { BACKUP_FORMAT_VERSION, parseManifest, type BackupManifest } from './backup-manifest';
import { embeddedTargetProblem, restoreEmbedded } from './embedded-dump';
import { postgresTargetProblem, restorePostgres } from './postgres-dump';
import { schemaProblem } from './schema-version';

/** Where a backup goes: a data folder (embedded) or a PostgreSQL database. */
export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** A restore refused before anything was written; the message says why. */
export class RestoreRefused extends Error {}

const refuse = (reason: string): never => {
  throw new RestoreRefused(`Restore refused, nothing was written: ${reason}.`);
};

/** Every check that needs no write: the file, its dump's checksum, the schema, the keys, the target. */
async function checkRestore(file: string, target: RestoreTarget, keys: AppKeys) {
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) refuse(`there is no file ${file}`);
  const archive =
    (await readBackupArchive(file)) ?? refuse(`${file} is not a backup made by "npm run admin -- backup"`);
  const manifest: BackupManifest =
    parseManifest(archive.manifest.toString('utf8')) ?? refuse(`the manifest of ${file} cannot be read`);
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    refuse(
      `the backup's format (version ${manifest.formatVersion}) is newer than this code reads; use a later release`,
    );
  }
  if (manifest.database !== target.kind) {
    const kinds = { pglite: 'the embedded database', postgres: 'PostgreSQL' };
    refuse(
      `the backup is of ${kinds[manifest.database]} and this restore goes to ${kinds[target.kind]} ` +
        `(${manifest.database === 'postgres' ? 'set DATABASE_URL to an empty database' : 'unset DATABASE_URL and set DATA_DIR to an empty folder'})`,
    );
  }
  const dump = archive.dumpBytes === manifest.dump.bytes ? await dumpDigest(file) : null;
  if (dump?.bytes !== manifest.dump.bytes || dump.sha256 !== manifest.dump.sha256) {
    refuse(`the dump in ${file} does not match its manifest's checksum (the file is damaged or was altered)`);
  }
  const schema = schemaProblem(manifest.schema);
  if (schema) refuse(schema);
  const keyProblems = keyMismatches(manifest.keyIds, manifest.dataKeyCanary, manifest.dump.sha256, keys);
  if (keyProblems.length) {
    refuse(
      `the keys configured now are not the backup's: ${keyProblems.join('; ')} (see "Backups and restore" in docs/operations.md)`,
    );
  }
  const occupied =
    target.kind === 'pglite'
      ? embeddedTargetProblem(target.dataDir)
      : await postgresTargetProblem(target.url);
  if (occupied) refuse(occupied);
  return manifest;
}

/**
 * Restores the backup into an empty data folder or database after every check has passed; refuses
 * with RestoreRefused, writing nothing, otherwise. Migrations of an older backup run at the next start.
 */
export async function restoreBackup(file: string, target: RestoreTarget, keys: AppKeys): Promise<string> {
  const manifest = await checkRestore(file, target, keys);
  if (target.kind === 'pglite') {
    await restoreEmbedded(target.dataDir, await readDump(file), manifest.rowCounts);
  } else {
    const { url } = target;
    await withDump(file, (dump) => restorePostgres(url, dump, manifest.rowCounts));
  }
  const rows = Object.values(manifest.rowCounts).reduce((sum, n) => sum + n, 0);
  return (
    `Restored the backup made at ${manifest.madeAt} into ${target.kind === 'pglite' ? target.dataDir : 'the database of DATABASE_URL'}: ` +
    `${Object.keys(manifest.rowCounts).length} tables, ${rows} rows, every count as in the manifest. ` +
    `Its schema is ${manifest.schema.lastTag}; the next start applies this release's newer migrations, if any.`
  );
}
