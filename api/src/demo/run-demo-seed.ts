// `npm run demo`, step two: fill the demo's fresh embedded database, then print the sign-ins.
// scripts/demo.mjs wipes DATA_DIR first and starts the server on it afterwards.
import { loadSettings } from '../config';
import { openDatabase } from '../db/client';
import { noticeSettingsOf } from '../partners/inbox/notify-service';
import { BlindIndex } from '../lib/blind-index';
import { CryptoBox } from '../lib/crypto-box';
import { formatStaffSignIns, seedDemoBackOffice } from './demo-back-office';
import { formatSignIns, seedDemo } from './seed-demo';

async function main() {
  const settings = loadSettings();
  const { config } = settings;
  if (config.databaseUrl)
    throw new Error('The demo seeds only a fresh embedded database: unset DATABASE_URL.');
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    // The same key files the server reads at start, so it opens what the seed stored.
    const keys = settings.keys();
    const cryptoBox = new CryptoBox(keys.dataKey, keys.previousDataKeys);
    const signIns = await seedDemo({ db: database.db, cryptoBox, blindIndex: new BlindIndex(keys.indexKey) });
    const staffSignIns = await seedDemoBackOffice({
      db: database.db,
      cryptoBox,
      notices: noticeSettingsOf(config),
    });
    console.info(
      [
        '',
        `Demo data is ready in ${config.dataDir} (wiped on every "npm run demo").`,
        `BDE sign-ins (http://${config.host}:${config.port}/bdelogin), demo only:`,
        '',
        formatSignIns(signIns),
        '',
        `Back office sign-ins (${config.publicOrigin}/staff/login), DEMO ONLY: never use these secrets for a real account.`,
        '',
        formatStaffSignIns(staffSignIns),
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
