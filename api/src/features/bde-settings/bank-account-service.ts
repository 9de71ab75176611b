import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executiveBankAccounts } from '../../db/schema';
import { aadFor, type CryptoBox } from '../../lib/crypto-box';

/** Each account number is bound to its BDE's row and its column. */
export const bankAccountAad = (executiveId: number) =>
  aadFor('executive_bank_accounts', 'account_encrypted', executiveId);

/** The columns that hold a BDE's account number: sealed, and its last four digits to show. */
export function sealAccountNumber(cryptoBox: CryptoBox, executiveId: number, accountNumber: string) {
  return {
    accountEncrypted: cryptoBox.encryptText(accountNumber, bankAccountAad(executiveId)),
    accountLast4: accountNumber.slice(-4),
  };
}

/** A BDE's account number, decrypted (for the payout's bank file, never for a screen). */
export function openAccountNumber(
  cryptoBox: CryptoBox,
  executiveId: number,
  accountEncrypted: string,
): string {
  return cryptoBox.decryptText(accountEncrypted, bankAccountAad(executiveId));
}

const BATCH = 200;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Re-encrypts every bank account not yet under the current data key (part of `rotate-data-key`), a
 * batch per transaction: each row whole or not at all, and a second run finds nothing to do.
 */
export async function rotateBankAccounts(
  db: Db,
  cryptoBox: CryptoBox,
): Promise<{ reencrypted: number; current: number }> {
  const report = { reencrypted: 0, current: 0 };
  for (let after = 0; ;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: executiveBankAccounts.executiveId, sealed: executiveBankAccounts.accountEncrypted })
        .from(executiveBankAccounts)
        .where(gt(executiveBankAccounts.executiveId, after))
        .orderBy(asc(executiveBankAccounts.executiveId))
        .limit(BATCH)
        .for('update');
      for (const row of rows) {
        if (cryptoBox.isCurrent(Buffer.from(row.sealed, 'base64'))) {
          report.current += 1;
          continue;
        }
        let sealed: string;
        try {
          sealed = cryptoBox
            .reencrypt(Buffer.from(row.sealed, 'base64'), bankAccountAad(row.id))
            .toString('base64');
        } catch (error) {
          throw new Error(
            `The bank account of BDE #${row.id} cannot be decrypted (${reasonOf(error)}). Set ` +
              'DATA_KEY_PREVIOUS to the key it was written with and run this again (what was already re-encrypted stays so).',
            { cause: error },
          );
        }
        await tx
          .update(executiveBankAccounts)
          .set({ accountEncrypted: sealed })
          .where(eq(executiveBankAccounts.executiveId, row.id));
        report.reencrypted += 1;
      }
      if (rows.length) after = rows[rows.length - 1].id;
      return rows.length < BATCH;
    });
    if (done) return report;
  }
}
