import crypto from 'node:crypto';
import type { AppKeys } from '../../lib/secret';

/**
 * A backup's seal (`manifest.hmac`): HMAC-SHA-256 over the manifest's exact bytes, under a key derived
 * with HKDF-SHA-256 from the two keys that protect stored data, DATA_KEY and BLIND_INDEX_KEY (never
 * APP_SECRET, which protects nothing stored). The manifest carries the dump's size and SHA-256, so the
 * seal vouches for the whole file; a restore checks it before writing anything.
 */
const SALT = 'deccan-stack backup';
const INFO = 'manifest seal v2';

function sealKey(dataKey: Buffer, indexKey: Buffer): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', Buffer.concat([dataKey, indexKey]), SALT, INFO, 32));
}

const macOf = (key: Buffer, manifest: Buffer) => crypto.createHmac('sha256', key).update(manifest).digest();

/** The seal of a manifest written now: one line of hex. */
export function sealManifest(keys: AppKeys, manifest: Buffer): Buffer {
  return Buffer.from(`${macOf(sealKey(keys.dataKey, keys.indexKey), manifest).toString('hex')}\n`);
}

/**
 * Whether the seal is the manifest's under BLIND_INDEX_KEY and one of the data keys held now (DATA_KEY
 * or DATA_KEY_PREVIOUS: a backup made before a rotation was sealed with what is now a previous key).
 */
export function sealHolds(keys: AppKeys, manifest: Buffer, seal: Buffer): boolean {
  const text = seal.toString('utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(text)) return false;
  const given = Buffer.from(text, 'hex');
  return [keys.dataKey, ...keys.previousDataKeys].some((dataKey) =>
    crypto.timingSafeEqual(macOf(sealKey(dataKey, keys.indexKey), manifest), given),
  );
}
