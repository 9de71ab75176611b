/**
 * Every way a backup is made records it in the database it was made of (`backups_made`), which the
 * instances' metrics read for the BackupTooOld alert; a backup whose record fails still stands.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSettings } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { throwawayDatabase } from '../../db/throwaway-database';
import { randomKeys } from '../../lib/secret';
import { runBackupCommand } from './backup-cli';
import { backUpAndRecord, newestBackupAt } from './backups-made-service';
import { backupOfRunningServer } from './make-backup';

jest.setTimeout(120_000);

const serverUrl = process.env.DATABASE_URL || undefined;
const keys = randomKeys();
const keyEnv = {
  APP_SECRET: keys.secretKey.toString('hex'),
  DATA_KEY: keys.dataKey.toString('hex'),
  BLIND_INDEX_KEY: keys.indexKey.toString('hex'),
};

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-made-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function recorded(database: Database) {
  return database.query<{ made_at: Date; file: string; bytes: string }>(
    'select made_at, file, bytes::text from backups_made order by id',
  );
}

/** The backup command as the admin tool runs it, here (PostgreSQL, or no server on the folder). */
async function backupCommand(env: Record<string, string>, to: string) {
  const outcome = await runBackupCommand(['backup', '--to', to], loadSettings({ ...keyEnv, ...env }));
  if (!('result' in outcome)) throw new Error('the backup was sent to a server');
  return outcome.result;
}

test('the backup command records each backup it makes, with its time, file and size', async () => {
  const throwaway = serverUrl ? await throwawayDatabase(serverUrl, 'recorded') : undefined;
  const env: Record<string, string> = throwaway
    ? { DATABASE_URL: throwaway.url }
    : { DATA_DIR: path.join(work, 'data'), DATABASE_URL: '' };
  const open = () => openDatabase(throwaway ? { url: throwaway.url } : { dataDir: env.DATA_DIR });
  try {
    await (await open()).close();
    const before = Date.now();
    const files = [path.join(work, 'first.backup'), path.join(work, 'second.backup')];
    for (const file of files) {
      const result = await backupCommand(env, file);
      expect(result.output).not.toContain('Warning');
      expect(result.code).toBe(0);
    }
    const database = await open();
    try {
      const rows = await recorded(database);
      expect(rows.map((row) => [row.file, Number(row.bytes)])).toEqual(
        files.map((file) => [file, fs.statSync(file).size]),
      );
      const newest = (await newestBackupAt(database.db))!;
      expect(newest * 1000).toBe(new Date(rows[1]!.made_at).getTime());
      expect(newest * 1000).toBeGreaterThanOrEqual(before - 1000);
      expect(newest * 1000).toBeLessThanOrEqual(Date.now());
    } finally {
      await database.close();
    }
  } finally {
    await throwaway?.drop();
  }
});

test('a running server’s backup of its embedded database is recorded in it', async () => {
  const database = await openDatabase({});
  try {
    const file = path.join(work, 'running.backup');
    const output = await backupOfRunningServer(database, keys)(file);
    expect(output).not.toContain('Warning');
    expect((await recorded(database)).map((row) => row.file)).toEqual([file]);
  } finally {
    await database.close();
  }
});

test('a backup whose record fails stands, and says the database does not record it', async () => {
  const file = path.join(work, 'unrecorded.backup');
  const write = async () => {
    fs.writeFileSync(file, 'a whole backup');
    return 'Backup written.';
  };
  const failed = await backUpAndRecord(file, write, () => Promise.reject(new Error('connection refused')));
  expect(failed).toMatch(
    /^Backup written\.\nWarning: the backup is whole, but the database does not record it \(connection refused\)/,
  );
  fs.rmSync(file);
  const older = await backUpAndRecord(file, write, async () => false);
  expect(older).toContain('its schema predates backups_made');
  expect(fs.readFileSync(file, 'utf8')).toBe('a whole backup');
});
