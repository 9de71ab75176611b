import { asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executiveBankAccounts, payouts } from '../../db/schema';
import { aadFor, type CryptoBox } from '../../lib/crypto-box';

/**
 * Bank account numbers, sealed with the data key like the Aadhaar number and bound to their row: the
 * BDE's current account (`executive_bank_accounts`, by BDE id) and each payout's snapshot of it
 * (`payouts`, by payout id), so a number copied to another row no longer opens.
 */
const accountAad = {
  current: (executiveId: number) => aadFor('executive_bank_accounts', 'account_encrypted', executiveId),
  payout: (payoutId: number) => aadFor('payouts', 'account_encrypted', payoutId),
};

/** The sealed columns of BDE `executiveId`'s bank account row: the number, and its last four digits. */
export function sealBankAccount(cryptoBox: CryptoBox, executiveId: number, accountNumber: string) {
  return {
    accountEncrypted: cryptoBox.encryptText(accountNumber, accountAad.current(executiveId)),
    accountLast4: accountNumber.slice(-4),
  };
}

/** A BDE's current account number, decrypted. */
export function openBankAccount(
  cryptoBox: CryptoBox,
  row: { executiveId: number; accountEncrypted: string },
): string {
  return cryptoBox.decryptText(row.accountEncrypted, accountAad.current(row.executiveId));
}

/** A payout's snapshot of the account number, sealed for payout row `payoutId` (take its id first). */
export function sealPayoutAccount(cryptoBox: CryptoBox, payoutId: number, accountNumber: string): string {
  return cryptoBox.encryptText(accountNumber, accountAad.payout(payoutId));
}

export function openPayoutAccount(cryptoBox: CryptoBox, row: { id: number; accountEncrypted: string }) {
  return cryptoBox.decryptText(row.accountEncrypted, accountAad.payout(row.id));
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The two tables holding sealed account numbers, read and rewritten alike. */
const SEALED = [
  {
    what: 'the bank account of BDE',
    key: 'bankAccounts',
    select: (db: Db) =>
      db
        .select({ id: executiveBankAccounts.executiveId, sealed: executiveBankAccounts.accountEncrypted })
        .from(executiveBankAccounts),
    idColumn: executiveBankAccounts.executiveId,
    aad: accountAad.current,
    write: (tx: Db, id: number, sealed: string) =>
      tx
        .update(executiveBankAccounts)
        .set({ accountEncrypted: sealed })
        .where(eq(executiveBankAccounts.executiveId, id)),
  },
  {
    what: 'the account snapshot of payout',
    key: 'payoutAccounts',
    select: (db: Db) => db.select({ id: payouts.id, sealed: payouts.accountEncrypted }).from(payouts),
    idColumn: payouts.id,
    aad: accountAad.payout,
    write: (tx: Db, id: number, sealed: string) =>
      tx.update(payouts).set({ accountEncrypted: sealed }).where(eq(payouts.id, id)),
  },
] as const;

const BATCH = 200;

export interface BankAccountRotation {
  bankAccounts: { reencrypted: number; current: number };
  payoutAccounts: { reencrypted: number; current: number };
}

/**
 * Re-encrypts every account number not yet under the current data key, a batch of rows per
 * transaction (each row whole or not at all); a second run finds nothing to do.
 */
export async function rotateBankAccounts(db: Db, cryptoBox: CryptoBox): Promise<BankAccountRotation> {
  const report: BankAccountRotation = {
    bankAccounts: { reencrypted: 0, current: 0 },
    payoutAccounts: { reencrypted: 0, current: 0 },
  };
  for (const table of SEALED) {
    const counts = report[table.key];
    for (let after = 0; ;) {
      const done = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const rows = await table
          .select(tx)
          .where(gt(table.idColumn, after))
          .orderBy(asc(table.idColumn))
          .limit(BATCH)
          .for('update');
        for (const row of rows) {
          const sealed = Buffer.from(row.sealed, 'base64');
          if (cryptoBox.isCurrent(sealed)) {
            counts.current += 1;
            continue;
          }
          let again: Buffer;
          try {
            again = cryptoBox.reencrypt(sealed, table.aad(row.id));
          } catch (error) {
            throw new Error(
              `${table.what} #${row.id} cannot be decrypted (${reasonOf(error)}). Set DATA_KEY_PREVIOUS to ` +
                'the key it was written with and run this again (what was already re-encrypted stays so).',
              { cause: error },
            );
          }
          await table.write(tx, row.id, again.toString('base64'));
          counts.reencrypted += 1;
        }
        if (rows.length) after = rows[rows.length - 1].id;
        return rows.length < BATCH;
      });
      if (done) break;
    }
  }
  return report;
}

/** At start: the oldest and newest account numbers of each table must open with the data key ring. */
export async function checkBankAccountsOpen(db: Db, cryptoBox: CryptoBox): Promise<void> {
  for (const table of SEALED) {
    const rows = [
      ...(await table.select(db).orderBy(asc(table.idColumn)).limit(1)),
      ...(await table.select(db).orderBy(desc(table.idColumn)).limit(1)),
    ];
    for (const row of rows) {
      try {
        cryptoBox.decryptText(row.sealed, table.aad(row.id));
      } catch (error) {
        throw new Error(
          `DATA_KEY does not open the stored identity data: ${table.what} #${row.id} cannot be decrypted ` +
            `(${reasonOf(error)}). Start with the DATA_KEY it was written with, and any older key in ` +
            'DATA_KEY_PREVIOUS.',
          { cause: error },
        );
      }
    }
  }
}
