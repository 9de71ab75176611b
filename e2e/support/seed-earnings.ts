// Bank details for BDEs already registered, written into a stopped site's embedded database (the
// database admits one process) until the BDE's own Settings page can take them: the account sealed
// with the keys the server loads, as the ledger keeps it, and past its hold so a payout may go to it.
import { inArray } from 'drizzle-orm';
import { loadConfig } from '../../api/src/config';
import { openDatabase } from '../../api/src/db/client';
import { executiveBankAccounts, executives } from '../../api/src/db/schema';
import { sealBankAccount } from '../../api/src/earnings/payouts/bank-account-service';
import { CryptoBox } from '../../api/src/lib/crypto-box';
import { loadKeys } from '../../api/src/lib/secret';

export interface SeededAccount {
  bdeCode: string;
  accountHolder: string;
  accountNumber: string;
  ifsc: string;
}

/** Marks the BDEs verified (a valid PAN for TDS) and gives each the bank account named. */
export async function seedPayableBdes(dataDir: string, accounts: SeededAccount[]) {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
  const keys = loadKeys(process.env, config, { create: false });
  const box = new CryptoBox(keys.dataKey, keys.previousDataKeys);
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    await database.db.transaction(async (tx) => {
      const codes = accounts.map((account) => account.bdeCode);
      const rows = await tx
        .update(executives)
        .set({ reviewStatus: 'verified', reviewedAt: new Date() })
        .where(inArray(executives.bdeCode, codes))
        .returning({ id: executives.id, bdeCode: executives.bdeCode });
      if (rows.length !== accounts.length) throw new Error(`Not every BDE of ${codes.join(', ')} is there.`);
      const idOf = new Map(rows.map((row) => [row.bdeCode, row.id]));
      for (const account of accounts) {
        const executiveId = idOf.get(account.bdeCode)!;
        await tx.insert(executiveBankAccounts).values({
          executiveId,
          accountHolder: account.accountHolder,
          ...sealBankAccount(box, executiveId, account.accountNumber),
          ifsc: account.ifsc,
          holdUntil: new Date(Date.now() - 60 * 60 * 1000),
        });
      }
    });
  } finally {
    await database.close();
  }
}
