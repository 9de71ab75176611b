import type { AppKeys } from '../../lib/secret';
import type { BackupArchive } from './backup-archive';
import { claimedKeyIds, keyIdMismatches } from './backup-keys';
import { FIRST_SEALED_VERSION, parseManifest, type BackupManifest } from './backup-manifest';
import { sealHolds } from './backup-seal';
import { refuse } from './restore-refused';

export interface RestoreOptions {
  /** Restore a backup of the first format (no seal) all the same: its manifest vouches for nothing. */
  acceptUnsealed?: boolean;
}

export const KEYS_HELP = '(see "Backups and restore" in docs/operations.md)';

/**
 * The manifest, once its seal shows it is, byte for byte, the one the backup was made with. A seal
 * that does not hold is either other keys (the ids the manifest names are not today's) or a changed
 * manifest (they are, so the seal would hold had the manifest not changed).
 */
export function authenticManifest(
  file: string,
  archive: BackupArchive,
  keys: AppKeys,
  { acceptUnsealed = false }: RestoreOptions,
): BackupManifest {
  if (!archive.seal) {
    const unsealed = parseManifest(archive.manifest.toString('utf8'));
    if (!unsealed || unsealed.formatVersion >= FIRST_SEALED_VERSION) {
      return refuse(
        `the manifest was changed after the backup was made (its seal is missing from ${file})`,
        'manifest-changed',
      );
    }
    if (!acceptUnsealed) {
      refuse(
        `${file} was made by an older release (backup format ${unsealed.formatVersion}): its manifest has no seal, so ` +
          'nothing proves it unchanged; restore it with the release that made it, or add --accept-unsealed to restore it ' +
          'all the same (its dump is still checked against DATA_KEY, its row counts only after pg_restore)',
        'unsealed',
      );
    }
    return unsealed;
  }
  if (!sealHolds(keys, archive.manifest, archive.seal)) {
    const claimed = claimedKeyIds(archive.manifest);
    const problems = claimed ? keyIdMismatches(claimed, keys) : [];
    if (problems.length)
      refuse(`this backup was made with other keys: ${problems.join('; ')} ${KEYS_HELP}`, 'other-keys');
    refuse(
      'the manifest was changed after the backup was made (its seal no longer matches it)',
      'manifest-changed',
    );
  }
  return parseManifest(archive.manifest.toString('utf8')) ?? refuse(`the manifest of ${file} cannot be read`);
}
