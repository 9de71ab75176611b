import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadKeys, parsePreviousKeys } from './secret';

const hex = (byte: string) => byte.repeat(64);
let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-test-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('with DATABASE_URL', () => {
  const databaseUrl = 'postgres://db.example/site';

  test('every missing key stops the start, named, and nothing is generated', () => {
    expect(() => loadKeys({}, { databaseUrl, dataDir })).toThrow(
      'With DATABASE_URL set, every instance must use the same keys, so none is generated: set APP_SECRET, DATA_KEY and BLIND_INDEX_KEY',
    );
    expect(() => loadKeys({ APP_SECRET: hex('a'), DATA_KEY: hex('b') }, { databaseUrl, dataDir })).toThrow(
      /set BLIND_INDEX_KEY \(each 64 hex digits, from "openssl rand -hex 32"/,
    );
    expect(() => loadKeys({ APP_SECRET: hex('a'), BLIND_INDEX_KEY: ' ' }, { databaseUrl, dataDir })).toThrow(
      /set DATA_KEY and BLIND_INDEX_KEY \(/,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  test('all three (and any previous data keys) are read from the environment', () => {
    const keys = loadKeys(
      {
        APP_SECRET: hex('a'),
        DATA_KEY: hex('b'),
        BLIND_INDEX_KEY: hex('c'),
        DATA_KEY_PREVIOUS: `${hex('d')}, ${hex('e')}`,
      },
      { databaseUrl, dataDir },
    );
    expect(keys.secretKey.toString('hex')).toBe(hex('a'));
    expect(keys.dataKey.toString('hex')).toBe(hex('b'));
    expect(keys.indexKey.toString('hex')).toBe(hex('c'));
    expect(keys.previousDataKeys.map((key) => key.toString('hex'))).toEqual([hex('d'), hex('e')]);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  test('a key that is not 32 bytes, or one key for two jobs, is refused', () => {
    expect(() =>
      loadKeys(
        { APP_SECRET: 'short', DATA_KEY: hex('b'), BLIND_INDEX_KEY: hex('c') },
        { databaseUrl, dataDir },
      ),
    ).toThrow(/APP_SECRET must be a 32-byte key/);
    expect(() =>
      loadKeys(
        { APP_SECRET: hex('a'), DATA_KEY: hex('b'), BLIND_INDEX_KEY: hex('b') },
        { databaseUrl, dataDir },
      ),
    ).toThrow('DATA_KEY and BLIND_INDEX_KEY must be different keys.');
    expect(() => parsePreviousKeys(`${hex('d')},nope`)).toThrow(/DATA_KEY_PREVIOUS must be a 32-byte key/);
  });
});

describe('on the embedded database', () => {
  test('missing keys are generated into the data folder (mode 0600) on first start and reused after', () => {
    const first = loadKeys({}, { dataDir });
    const files = fs.readdirSync(dataDir).sort();
    expect(files).toEqual(['app-secret.key', 'blind-index-key.key', 'data-key.key']);
    for (const file of files) expect(fs.statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600);
    const again = loadKeys({}, { dataDir });
    expect(again).toEqual(first);
    expect(new Set([first.secretKey, first.dataKey, first.indexKey].map((k) => k.toString('hex'))).size).toBe(
      3,
    );
  });

  test('an environment variable wins over the file; the admin tool never creates keys', () => {
    loadKeys({}, { dataDir });
    expect(loadKeys({ DATA_KEY: hex('b') }, { dataDir }).dataKey.toString('hex')).toBe(hex('b'));
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-test-'));
    try {
      expect(() => loadKeys({}, { dataDir: empty }, { create: false })).toThrow(/There is no APP_SECRET/);
      expect(fs.readdirSync(empty)).toEqual([]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
