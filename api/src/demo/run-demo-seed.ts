// `npm run demo`, step two: fill the demo's fresh embedded database, then print the sign-ins.
// scripts/demo.mjs wipes DATA_DIR first and starts the server on it afterwards.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { CryptoBox } from '../lib/crypto-box';
import { DocumentStore } from '../lib/document-store';
import { loadOrCreateKey } from '../lib/secret';
import { formatSignIns, seedDemo } from './seed-demo';

async function main() {
  const config = loadConfig();
  if (config.databaseUrl)
    throw new Error('The demo seeds only a fresh embedded database: unset DATABASE_URL.');
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    // The same key file the server reads at start, so it can decrypt what the seed stored.
    const cryptoBox = new CryptoBox(loadOrCreateKey(process.env.DATA_KEY, config.dataDir, 'data-key.key'));
    const signIns = await seedDemo({
      db: database.db,
      cryptoBox,
      documents: new DocumentStore(config.uploadsDir, cryptoBox),
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
