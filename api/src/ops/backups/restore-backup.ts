import fs from 'node:fs';
import type { AppKeys } from '../../lib/secret';
import { DumpMismatch, dumpDigest, readBackupArchive, readDump, withDump } from './backup-archive';
import { canaryOpens, keyIdMismatches } from './backup-keys';
import { BACKUP_FORMAT_VERSION } from './backup-manifest';
import { authenticManifest, KEYS_HELP, type RestoreOptions } from './authentic-manifest';
import { embeddedTargetProblem, restoreEmbedded } from './embedded-dump';
import { postgresTargetProblem, restorePostgres } from './postgres-dump';
import { refuse } from './restore-refused';
import { schemaProblem } from './schema-version';
import { pauseSendingOfRestoredCopy } from '../../platform/email/sending-pause-service';

export { RestoreRefused, type RefusalKind } from './restore-refused';
export type { RestoreOptions } from './authentic-manifest';

/** Where a backup goes: a data folder (embedded) or a PostgreSQL database. */
export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** Every check that needs no write: the file, its seal, the keys, the dump's checksum, the schema, the target. */
async function checkRestore(file: string, target: RestoreTarget, keys: AppKeys, options: RestoreOptions) {
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) refuse(`there is no file ${file}`);
  const archive =
    (await readBackupArchive(file)) ?? refuse(`${file} is not a backup made by "npm run admin -- backup"`);
  const manifest = authenticManifest(file, archive, keys, options);
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
  const keyProblems = keyIdMismatches(manifest.keyIds, keys);
  if (keyProblems.length) {
    refuse(`this backup was made with other keys: ${keyProblems.join('; ')} ${KEYS_HELP}`, 'other-keys');
  }
  if (!canaryOpens(manifest.dataKeyCanary, manifest.dump.sha256, keys)) {
    refuse(
      "the manifest was changed after the backup was made (its sealed test value does not open for its dump's checksum)",
      'manifest-changed',
    );
  }
  const dump = archive.dumpBytes === manifest.dump.bytes ? await dumpDigest(file) : null;
  if (dump?.bytes !== manifest.dump.bytes || dump.sha256 !== manifest.dump.sha256) {
    refuse(
      `the dump does not match its manifest (${file} was damaged, cut short or altered after the backup was made)`,
      'dump-changed',
    );
  }
  const schema = schemaProblem(manifest.schema);
  if (schema) refuse(schema);
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
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  keys: AppKeys,
  options: RestoreOptions = {},
): Promise<string> {
  const manifest = await checkRestore(file, target, keys, options);
  // Read again to restore: checked again as it is read, so a file changed meanwhile writes nothing.
  const expected = { bytes: manifest.dump.bytes, sha256: manifest.dump.sha256 };
  try {
    if (target.kind === 'pglite') {
      await restoreEmbedded(target.dataDir, await readDump(file, expected), manifest.rowCounts);
    } else {
      const { url } = target;
      await withDump(file, expected, (dump) => restorePostgres(url, dump, manifest.rowCounts));
    }
  } catch (error) {
    if (error instanceof DumpMismatch)
      refuse(`the dump does not match its manifest (${file} changed while it was restored)`, 'dump-changed');
    throw error;
  }
  await pauseSendingOfRestoredCopy(target, manifest.madeAt);
  const rows = Object.values(manifest.rowCounts).reduce((sum, n) => sum + n, 0);
  return (
    `Restored the backup made at ${manifest.madeAt} into ${target.kind === 'pglite' ? target.dataDir : 'the database of DATABASE_URL'}: ` +
    `${Object.keys(manifest.rowCounts).length} tables, ${rows} rows, every count as in the manifest. ` +
    `Its schema is ${manifest.schema.lastTag}; the next start applies this release's newer migrations, if any.\n` +
    'Sending emails is paused on it: run "npm run admin -- email resume" once it should send ' +
    '(docs/operations.md, "Email").'
  );
}
