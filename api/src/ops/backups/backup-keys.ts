import crypto from 'node:crypto';
import { CryptoBox, keyIdOf } from '../../lib/crypto-box';
import type { AppKeys } from '../../lib/secret';

/**
 * Which keys a backup needs, by their ids: never the keys. The data key's id is the one every sealed
 * value already carries (`keyIdOf`); the other two are HMACs of a fixed label under the key, which say
 * nothing about it.
 */
export interface BackupKeyIds {
  DATA_KEY: string;
  DATA_KEY_PREVIOUS: string[];
  BLIND_INDEX_KEY: string;
  APP_SECRET: string;
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
    APP_SECRET: labelledId(keys.secretKey, 'APP_SECRET'),
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
 * Why the keys configured now cannot restore the backup, one sentence a key; empty when they can.
 * Every data key the backup's instance held must be in today's ring (DATA_KEY or DATA_KEY_PREVIOUS),
 * the two other keys must be the same, and the canary must open.
 */
export function keyMismatches(
  wanted: BackupKeyIds,
  canary: string,
  dumpSha256: string,
  keys: AppKeys,
): string[] {
  const now = backupKeyIds(keys);
  const ring = new Set([now.DATA_KEY, ...now.DATA_KEY_PREVIOUS]);
  const problems: string[] = [];
  for (const id of [wanted.DATA_KEY, ...wanted.DATA_KEY_PREVIOUS]) {
    if (!ring.has(id)) {
      problems.push(
        `the backup's data was written with a data key (id ${id}) that is neither DATA_KEY (id ${now.DATA_KEY}) nor in DATA_KEY_PREVIOUS`,
      );
    }
  }
  if (problems.length === 0) {
    try {
      new CryptoBox(keys.dataKey, keys.previousDataKeys).decrypt(
        Buffer.from(canary, 'base64'),
        canaryAad(dumpSha256),
      );
    } catch {
      problems.push("DATA_KEY and DATA_KEY_PREVIOUS do not open the backup's sealed test value");
    }
  }
  for (const variable of ['BLIND_INDEX_KEY', 'APP_SECRET'] as const) {
    if (wanted[variable] !== now[variable]) {
      problems.push(`${variable} (id ${now[variable]}) is not the backup's (id ${wanted[variable]})`);
    }
  }
  return problems;
}
