import type { Db } from '../../db/client';
import type { CryptoBox } from '../../lib/crypto-box';
import { csvRow } from '../../lib/csv';
import { openPayoutAccount } from './bank-account-service';
import { batchRows } from './batch-service';

/** Whole paise as rupees with two decimals, in integers only: 123456 -> "1234.56". */
export const rupeesText = (paise: number) =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** The reference a transfer carries: the batch's month and the payout's id. */
export const payoutReference = (month: string, payoutId: number) => `${month}-P${payoutId}`;

/**
 * The bank's bulk-payment file for a batch: a row per payout still awaiting its transfer, the account
 * number opened from the payout's sealed snapshot. Returns the CSV and how many rows it has.
 */
export async function bankFile(
  db: Db,
  cryptoBox: CryptoBox,
  batch: { id: number; month: string },
): Promise<{ csv: string; rows: number; netPaise: number; payoutIds: number[] }> {
  const unpaid = (await batchRows(db, batch.id)).filter((row) => row.utr === null);
  const lines = unpaid.map((row) =>
    csvRow([
      row.accountHolder,
      openPayoutAccount(cryptoBox, row),
      row.ifsc,
      rupeesText(row.netPaise),
      payoutReference(batch.month, row.id),
    ]),
  );
  return {
    csv: csvRow(['name', 'account_number', 'ifsc', 'amount', 'reference']) + lines.join(''),
    rows: unpaid.length,
    netPaise: unpaid.reduce((sum, row) => sum + row.netPaise, 0),
    payoutIds: unpaid.map((row) => row.id),
  };
}
