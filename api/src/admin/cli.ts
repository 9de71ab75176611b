// `npm run admin -- <command> ...`: staff record proposals and projects for a BDE from a terminal,
// and rotate the data key.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { BlindIndex } from '../lib/blind-index';
import { CryptoBox } from '../lib/crypto-box';
import { loadKeys } from '../lib/secret';
import { AdminInputError } from './admin-args';
import { runAdminCommand } from './admin-commands';
import { loggableMessage } from '../lib/loggable-error';

/** Exit codes: 0 done, 1 the database could not be used, 2 the command was not valid. */
async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
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
    if (holder) {
      console.error(
        `The site's server (process ${holder[1]}) holds the embedded database in ${config.dataDir}, and ` +
          'only one program may open it at a time. Stop the server (Ctrl+C where it runs), run this ' +
          'command, then start the server again. With PostgreSQL (DATABASE_URL) both can run together.',
      );
    } else {
      console.error(`Could not open the database: ${message}`);
    }
    return 1;
  }
  try {
    // The same keys the server uses (environment, or the data folder's key files); never new ones.
    const identityKeys = () => {
      const keys = loadKeys(process.env, config, { create: false });
      return {
        cryptoBox: new CryptoBox(keys.dataKey, keys.previousDataKeys),
        blindIndex: new BlindIndex(keys.indexKey),
      };
    };
    console.info(await runAdminCommand(database.db, argv, { identityKeys }));
    return 0;
  } catch (error) {
    if (error instanceof AdminInputError) {
      console.error(`Not done: ${error.message}`);
      return 2;
    }
    console.error(`Not done: ${loggableMessage(error)}`);
    return 1;
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
