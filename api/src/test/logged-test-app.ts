import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { CryptoBox } from '../lib/crypto-box';
import { logOptions } from '../lib/log-options';
import { randomKeys, type AppKeys } from '../lib/secret';
import { openTestDatabase } from './test-database';

export interface LoggedTestApp {
  app: FastifyInstance;
  database: Database;
  /** The data key's box, for what a test writes beside the app (as the admin tool does). */
  cryptoBox: CryptoBox;
  /** The app's keys (to open what it sealed, as the worker does). */
  keys: AppKeys;
  /** Everything the app logged so far, at trace level. */
  log(): string;
  close(): Promise<void>;
}

/**
 * An app on a fresh database that logs with the server's own settings at their most verbose level,
 * into memory, for tests of what logs hold.
 */
export async function createLoggedTestApp(extend?: (app: FastifyInstance, database: Database) => void) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-log-test-'));
  const keys = randomKeys();
  const app = await buildApp({
    config: { ...loadConfig({}), dataDir, uploadsDir: path.join(dataDir, 'uploads') },
    database,
    ...keys,
    logger: { ...logOptions('trace'), stream },
    checkResponses: true,
  });
  extend?.(app, database);
  await app.ready();
  return {
    app,
    database,
    cryptoBox: new CryptoBox(keys.dataKey),
    keys,
    log: () => lines.join(''),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies LoggedTestApp;
}
