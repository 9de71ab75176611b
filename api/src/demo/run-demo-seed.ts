// `npm run demo`, step two: fill the demo's fresh embedded database, then print the sign-ins.
// scripts/demo.mjs wipes DATA_DIR first and starts the server on it afterwards.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { BlindIndex } from '../lib/blind-index';
import { CryptoBox } from '../lib/crypto-box';
import { loadKeys } from '../lib/secret';
import { formatSignIns, seedDemo } from './seed-demo';

async function main() {
  const config = loadConfig();
  if (config.databaseUrl)
    throw new Error('The demo seeds only a fresh embedded database: unset DATABASE_URL.');
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    // The same key files the server reads at start, so it opens what the seed stored.
    const keys = loadKeys(process.env, config);
    const signIns = await seedDemo({
      db: database.db,
      cryptoBox: new CryptoBox(keys.dataKey, keys.previousDataKeys),
      blindIndex: new BlindIndex(keys.indexKey),
    });
    console.info(
      [
        '',
        `Demo data is ready in ${config.dataDir} (wiped on every "npm run demo").`,
        `BDE sign-ins (http://${config.host}:${config.port}/bdelogin), demo only:`,
        '',
        formatSignIns(signIns),
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `The demo data could not be created: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
