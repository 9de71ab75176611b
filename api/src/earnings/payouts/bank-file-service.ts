import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payoutBatches } from '../../db/schema';
import type { CryptoBox } from '../../lib/crypto-box';
import { csvRow } from '../../lib/csv';
import { plain, recordAudit, type AuditActor } from '../../back-office/audit-log/audit-service';
import { openPayoutAccount } from './bank-account-service';
import { batchRows } from './batch-service';
import { BANK_FILE_ACTION } from './utr-service';

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

/**
 * The bank file, audited as downloaded by `actor` (who may then not record the batch's transfers). The
 * batch's row is locked while it is written, so a UTR recorded at the same moment sees the download.
 */
export async function exportBankFile(
  db: Db,
  cryptoBox: CryptoBox,
  batch: { id: number; month: string },
  actor: AuditActor,
) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx
      .select({ id: payoutBatches.id })
      .from(payoutBatches)
      .where(eq(payoutBatches.id, batch.id))
      .for('update');
    const file = await bankFile(tx, cryptoBox, batch);
    await recordAudit(tx, actor, {
      action: BANK_FILE_ACTION,
      targetType: 'payout-batch',
      targetId: batch.id,
      detail: {
        month: plain(batch.month),
        rows: file.rows,
        netPaise: file.netPaise,
        payoutIds: file.payoutIds,
      },
    });
    return file;
  });
}
