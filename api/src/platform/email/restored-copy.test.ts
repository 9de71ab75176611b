/**
 * A copy restored from a backup (to try a release, or to look at old data) must not send the
 * snapshot's unsent emails: it starts with sending paused, and sends only once an operator runs
 * `email resume`. On the database of the round (PGlite, or PostgreSQL when DATABASE_URL is set).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RESET_PAGE_PATH } from 'shared/contract/password-reset';
import { runAdminCommand } from '../../admin/admin-commands';
import { openDatabase, type Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { throwawayDatabase } from '../../db/throwaway-database';
import { randomKeys } from '../../lib/secret';
import { dumpEmbeddedFolder } from '../../ops/backups/embedded-dump';
import { writeBackup } from '../../ops/backups/make-backup';
import { dumpPostgres } from '../../ops/backups/postgres-dump';
import { restoreBackup, type RestoreTarget } from '../../ops/backups/restore-backup';
import { MailWorker } from './mail-worker';
import { OutboxKeys } from './outbox-seal';
import { queueEmail } from './outbox-service';
import { prepareOutbox } from './outbox-settings';
import { passwordResetEmail } from './templates/password-reset';
import { TestSmtpServer } from './test-smtp-server';

jest.setTimeout(120_000);

const serverUrl = process.env.DATABASE_URL || undefined;
const keys = randomKeys();
const outboxKeys = new OutboxKeys(keys.dataKey);
const ORIGIN = 'https://www.deccanstack.in';
let work: string;
const cleanups: Array<() => Promise<void>> = [];

/** An empty data folder, or an empty throwaway database, and how to open it. */
async function newPlace(name: string): Promise<{ target: RestoreTarget; open: () => Promise<Database> }> {
  const dataDir = path.join(work, name);
  if (!serverUrl) return { target: { kind: 'pglite', dataDir }, open: () => openDatabase({ dataDir }) };
  const throwaway = await throwawayDatabase(serverUrl, 'restored');
  cleanups.push(throwaway.drop);
  return {
    target: { kind: 'postgres', url: throwaway.url },
    open: () => openDatabase({ url: throwaway.url }),
  };
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'restored-copy-'));
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

test('a restored copy sends none of the backup’s unsent emails until email resume; then it sends them', async () => {
  const source = await newPlace('source');
  const database = await source.open();
  try {
    await prepareOutbox(database.db, { keys: outboxKeys });
    for (const index of [0, 1, 2]) {
      await queueEmail(database.db, {
        to: `waiting${index}@example.com`,
        ...passwordResetEmail({ link: `${ORIGIN}${RESET_PAGE_PATH}#reset=w${index}` }),
      });
    }
  } finally {
    await database.close();
  }
  const file = path.join(work, 'site.backup');
  const { target } = source;
  const dump =
    target.kind === 'pglite'
      ? (dumpFile: string) => dumpEmbeddedFolder(target.dataDir, dumpFile)
      : (dumpFile: string) => dumpPostgres(target.url, dumpFile);
  await writeBackup({ kind: target.kind, dump }, keys, file);

  const restored = await newPlace('restored');
  // The operator is told at once, not only at the next start.
  expect(await restoreBackup(file, restored.target, keys)).toMatch(
    /^Restored the backup made at [^\n]+\nSending emails is paused on it: run "npm run admin -- email resume" once it should send/,
  );

  const copy = await restored.open();
  const smtp = await TestSmtpServer.start();
  const worker = new MailWorker({
    db: copy.db,
    smtpUrl: smtp.url,
    from: 'Deccan Stack <no-reply@deccanstack.in>',
    publicOrigin: ORIGIN,
    outboxKeys,
    now: () => Date.now() + 1_000,
    pollMs: 20,
  });
  try {
    expect(await runAdminCommand(copy.db, ['email', 'status'])).toMatch(
      /^Sending emails is paused since \S+ \(restored from the backup made at \S+\); "email resume" ends it\. 3 emails wait in the outbox\.$/,
    );
    worker.start();
    // Many of the worker's rounds.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(0);
    const rows = await copy.db.select().from(emailOutbox);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
      ['pending', 0],
    ]);

    expect(await runAdminCommand(copy.db, ['email', 'resume'])).toMatch(/^Sending emails resumed/);
    await smtp.waitFor(3, 10_000);
    expect(smtp.received.flatMap(({ envelope }) => envelope.to).sort()).toEqual([
      'waiting0@example.com',
      'waiting1@example.com',
      'waiting2@example.com',
    ]);
  } finally {
    await worker.stop();
    await smtp.close();
    await copy.close();
  }
});
