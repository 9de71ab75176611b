// `npm run admin -- <command> ...`: staff record proposals and projects for a BDE from a terminal,
// add staff members and rotate the data key.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSettings, type Settings } from '../config';
import { openDatabase, type Database } from '../db/client';
import { BlindIndex } from '../lib/blind-index';
import { CryptoBox } from '../lib/crypto-box';
import { isBackupCommand, runBackupCommand } from '../ops/backups/backup-cli';
import { OutboxKeys } from '../platform/email/outbox-seal';
import { prepareOutbox } from '../platform/email/outbox-settings';
import { usageWithoutDatabase } from './admin-commands';
import { runAdmin, type AdminResult } from './admin-result';
import { adminSocketPath, sendAdminCommand } from './admin-socket';

function print({ code, output }: Pick<AdminResult, 'output'> & { code: number }): number {
  if (code === 0) console.info(output);
  else console.error(output);
  return code;
}

/**
 * The embedded database is held by a running server: the command goes to that server, which runs it
 * on its own database with its own keys (api/src/admin/admin-socket.ts).
 */
async function sendToServer(dataDir: string, holder: string, argv: string[]): Promise<number> {
  try {
    return print(await sendAdminCommand(adminSocketPath(dataDir), argv));
  } catch (error) {
    console.error(
      `The site's server (process ${holder}) holds the embedded database in ${dataDir} and did not take ` +
        `the command (${error instanceof Error ? error.message : String(error)}). A server older than this ` +
        'tool cannot: stop it (Ctrl+C where it runs), run this command, then start it again.',
    );
    return 1;
  }
}

/**
 * A command run before the server ever started (`staff add` on a new database) still seals the set-up
 * link it queues: the outbox's settings are written here when no server wrote them. Without the keys
 * nothing is written, and a command that must seal says so.
 */
async function prepareOutboxIfKeys(database: Database, settings: Settings) {
  let keys: ReturnType<Settings['keys']>;
  try {
    keys = settings.keys({ create: false });
  } catch {
    return;
  }
  await prepareOutbox(
    database.db,
    { keys: new OutboxKeys(keys.dataKey, keys.previousDataKeys), cap: settings.config.mailRecipientCap },
    { onlyIfMissing: true },
  );
}

/** Who runs the tool, for the release status ("… by ravi (command line)"). */
function operatorName(): string | undefined {
  try {
    return os.userInfo().username;
  } catch {
    return undefined;
  }
}

/**
 * Exit codes: 0 done, 1 the database could not be used, 2 the command was not valid; a refused restore
 * has its own (api/src/ops/backups/restore-refused.ts).
 */
async function main(argv: string[]): Promise<number> {
  const settings = loadSettings();
  const { config } = settings;
  // Backups open the database their own way (a restore into nothing, a backup without migrating).
  if (isBackupCommand(argv)) {
    const outcome = await runBackupCommand(argv, settings);
    if ('forward' in outcome)
      return sendToServer(config.dataDir, String(outcome.forward.holder), outcome.forward.argv);
    return print(outcome.result);
  }
  const usage = usageWithoutDatabase(argv);
  if (usage) return print(usage);
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
    console.error(
      `There is no database in ${config.dataDir} yet. Start the site once (npm start), or set DATA_DIR ` +
        'to the folder the site uses, or DATABASE_URL to its PostgreSQL database.',
    );
    return 1;
  }
  let database: Database;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const holder = /in use by process (\d+)/.exec(message);
    if (holder && !config.databaseUrl) return sendToServer(config.dataDir, holder[1], argv);
    console.error(`Could not open the database: ${message}`);
    return 1;
  }
  try {
    // The same keys the server uses (environment, or the data folder's key files); never new ones.
    const identityKeys = () => {
      const keys = settings.keys({ create: false });
      return {
        cryptoBox: new CryptoBox(keys.dataKey, keys.previousDataKeys),
        blindIndex: new BlindIndex(keys.indexKey),
      };
    };
    await prepareOutboxIfKeys(database, settings);
    return print(
      await runAdmin(database.db, argv, {
        identityKeys,
        publicOrigin: config.publicOrigin,
        config,
        operator: operatorName(),
      }),
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
