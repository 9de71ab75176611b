import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A 32-byte key from the environment (base64 or hex), or, for the embedded set-up, one generated
 * on first start into the data folder and reused after.
 */
export function loadOrCreateKey(envValue: string | undefined, dataDir: string, fileName: string): Buffer {
  if (envValue) {
    const key = /^[0-9a-f]{64}$/i.test(envValue)
      ? Buffer.from(envValue, 'hex')
      : Buffer.from(envValue, 'base64');
    if (key.length !== 32)
      throw new Error(`${fileName}: the configured key must be 32 bytes (64 hex digits).`);
    return key;
  }
  const file = path.join(dataDir, fileName);
  try {
    const stored = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    if (stored.length === 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  fs.writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  return key;
}
