import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The server's keys; every one is 32 bytes. */
export interface AppKeys {
  /** APP_SECRET: signs anti-forgery tokens. */
  secretKey: Buffer;
  /** DATA_KEY: encrypts identity data (Aadhaar, PAN, document copies) at rest. */
  dataKey: Buffer;
  /** DATA_KEY_PREVIOUS: earlier data keys, only to decrypt what they wrote until it is re-encrypted. */
  previousDataKeys: Buffer[];
  /** BLIND_INDEX_KEY: the HMAC key of the Aadhaar and PAN blind indexes (duplicate checks). */
  indexKey: Buffer;
}

/** Each required key, the variable that sets it and the file the embedded set-up keeps it in. */
const KEY_SOURCES = [
  { field: 'secretKey', variable: 'APP_SECRET', file: 'app-secret.key' },
  { field: 'dataKey', variable: 'DATA_KEY', file: 'data-key.key' },
  { field: 'indexKey', variable: 'BLIND_INDEX_KEY', file: 'blind-index-key.key' },
] as const;

/** A 32-byte key written as 64 hex digits (or base64). */
function parseKey(variable: string, value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) {
    throw new Error(`${variable} must be a 32-byte key: 64 hex digits, as "openssl rand -hex 32" prints.`);
  }
  return key;
}

/**
 * A 32-byte key from the environment, or, for the embedded set-up, one generated on first start into
 * the data folder (mode 0600) and reused after. With `create: false` a missing file is an error.
 */
function loadOrCreateKey(
  envValue: string | undefined,
  dataDir: string,
  fileName: string,
  { variable = fileName, create = true }: { variable?: string; create?: boolean } = {},
): Buffer {
  if (envValue?.trim()) return parseKey(variable, envValue);
  const file = path.join(dataDir, fileName);
  try {
    const stored = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    if (stored.length === 32) return stored;
    throw new Error(`${file} does not hold a 32-byte key (64 hex digits).`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (!create) throw new Error(`There is no ${variable} in the environment and no ${file}.`);
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  fs.writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  return key;
}

/** DATA_KEY_PREVIOUS: keys separated by commas; none when unset. */
export function parsePreviousKeys(value: string | undefined): Buffer[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => parseKey('Each key of DATA_KEY_PREVIOUS', part));
}

/**
 * The server's keys. With DATABASE_URL every instance must hold the same keys, so all three come from
 * the environment and a missing one stops the start, naming it. On the embedded database a missing key
 * is generated into the data folder on first start (`create: false` refuses instead: the admin tool).
 */
export function loadKeys(
  env: NodeJS.ProcessEnv,
  { databaseUrl, dataDir }: { databaseUrl?: string; dataDir: string },
  { create = true }: { create?: boolean } = {},
): AppKeys {
  if (databaseUrl) {
    const missing = KEY_SOURCES.filter(({ variable }) => !env[variable]?.trim()).map((s) => s.variable);
    if (missing.length) {
      const list =
        missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
      throw new Error(
        `With DATABASE_URL set, every instance must use the same keys, so none is generated: set ${list} ` +
          `(each 64 hex digits, from "openssl rand -hex 32"; see "Keys" in docs/security.md).`,
      );
    }
  }
  const loaded = Object.fromEntries(
    KEY_SOURCES.map(({ field, variable, file }) => [
      field,
      loadOrCreateKey(env[variable], dataDir, file, { variable, create }),
    ]),
  ) as Pick<AppKeys, 'secretKey' | 'dataKey' | 'indexKey'>;
  const keys: AppKeys = { ...loaded, previousDataKeys: parsePreviousKeys(env.DATA_KEY_PREVIOUS) };
  checkDistinct(keys);
  return keys;
}

/** One key used for two jobs would let one use weaken the other: refuse it. */
function checkDistinct(keys: AppKeys) {
  const named: Array<[string, Buffer]> = [
    ['APP_SECRET', keys.secretKey],
    ['DATA_KEY', keys.dataKey],
    ['BLIND_INDEX_KEY', keys.indexKey],
  ];
  for (let i = 0; i < named.length; i += 1) {
    for (let j = i + 1; j < named.length; j += 1) {
      if (named[i][1].equals(named[j][1])) {
        throw new Error(`${named[i][0]} and ${named[j][0]} must be different keys.`);
      }
    }
  }
  if (keys.previousDataKeys.some((key) => key.equals(keys.indexKey) || key.equals(keys.secretKey))) {
    throw new Error('DATA_KEY_PREVIOUS must not hold APP_SECRET or BLIND_INDEX_KEY.');
  }
}

/** Fresh random keys: tests and benchmarks. */
export function randomKeys(): AppKeys {
  return {
    secretKey: crypto.randomBytes(32),
    dataKey: crypto.randomBytes(32),
    previousDataKeys: [],
    indexKey: crypto.randomBytes(32),
  };
}
