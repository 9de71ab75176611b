import crypto from 'node:crypto';
import { CryptoBox, keyIdOf } from '../../lib/crypto-box';
import type { AppKeys } from '../../lib/secret';

/**
 * Which keys a backup needs, by their ids: never the keys. Only the keys that protect stored data:
 * DATA_KEY (and the earlier data keys the instance still read with) and BLIND_INDEX_KEY. APP_SECRET
 * signs tokens that live in browsers, so a backup does not need it (backups of the first format
 * recorded its id; it is not compared). The data key's id is the one every sealed value already
 * carries (`keyIdOf`); the index key's is an HMAC of a fixed label under the key, which says nothing
 * about it.
 */
export interface BackupKeyIds {
  DATA_KEY: string;
  DATA_KEY_PREVIOUS: string[];
  BLIND_INDEX_KEY: string;
}

const labelledId = (key: Buffer, variable: string) =>
  crypto
    .createHmac('sha256', key)
    .update(`deccan-stack backup key id: ${variable}`)
    .digest('hex')
    .slice(0, 16);

export function backupKeyIds(keys: AppKeys): BackupKeyIds {
  return {
    DATA_KEY: keyIdOf(keys.dataKey).toString('hex'),
    DATA_KEY_PREVIOUS: keys.previousDataKeys.map((key) => keyIdOf(key).toString('hex')),
    BLIND_INDEX_KEY: labelledId(keys.indexKey, 'BLIND_INDEX_KEY'),
  };
}

/** The canary is bound to the dump it travels with: it cannot be moved to another manifest. */
const canaryAad = (dumpSha256: string) => `backup.canary#${dumpSha256}`;

/**
 * A random value sealed with DATA_KEY: a restore opens it before writing anything, which proves the
 * data key it was given is the one the backup's data was written with. The value itself means nothing.
 */
export function sealCanary(keys: AppKeys, dumpSha256: string): string {
  return new CryptoBox(keys.dataKey)
    .encrypt(crypto.randomBytes(16), canaryAad(dumpSha256))
    .toString('base64');
}

/**
 * Why the keys configured now are not the ones the backup names, one sentence a key; empty when they
 * are. Every data key the backup's instance held must be in today's ring (DATA_KEY or
 * DATA_KEY_PREVIOUS), and BLIND_INDEX_KEY must be the same.
 */
export function keyIdMismatches(wanted: BackupKeyIds, keys: AppKeys): string[] {
  const now = backupKeyIds(keys);
  const ring = new Set([now.DATA_KEY, ...now.DATA_KEY_PREVIOUS]);
  const problems = [wanted.DATA_KEY, ...wanted.DATA_KEY_PREVIOUS]
    .filter((id) => !ring.has(id))
    .map(
      (id) =>
        `its data was written with a data key (id ${id}) that is neither DATA_KEY (id ${now.DATA_KEY}) nor in DATA_KEY_PREVIOUS`,
    );
  if (wanted.BLIND_INDEX_KEY !== now.BLIND_INDEX_KEY) {
    problems.push(
      `BLIND_INDEX_KEY (id ${now.BLIND_INDEX_KEY}) is not the backup's (id ${wanted.BLIND_INDEX_KEY})`,
    );
  }
  return problems;
}

/** The key ids a manifest claims, before anything vouches for it; null when it names none. */
export function claimedKeyIds(manifest: Buffer): BackupKeyIds | null {
  try {
    const { keyIds } = JSON.parse(manifest.toString('utf8')) as { keyIds?: Partial<BackupKeyIds> };
    const { DATA_KEY, DATA_KEY_PREVIOUS, BLIND_INDEX_KEY } = keyIds ?? {};
    if (typeof DATA_KEY !== 'string' || typeof BLIND_INDEX_KEY !== 'string') return null;
    const previous = Array.isArray(DATA_KEY_PREVIOUS) ? DATA_KEY_PREVIOUS.map(String) : [];
    return { DATA_KEY, DATA_KEY_PREVIOUS: previous, BLIND_INDEX_KEY };
  } catch {
    return null;
  }
}

/**
 * Whether the canary opens for the dump's checksum. With the key ids matching, a canary that does not
 * open means the manifest changed (its checksum or its canary), not the keys.
 */
export function canaryOpens(canary: string, dumpSha256: string, keys: AppKeys): boolean {
  try {
    new CryptoBox(keys.dataKey, keys.previousDataKeys).decrypt(
      Buffer.from(canary, 'base64'),
      canaryAad(dumpSha256),
    );
    return true;
  } catch {
    return false;
  }
}
