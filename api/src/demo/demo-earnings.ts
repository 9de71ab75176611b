import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executiveBankAccounts, executives, projects } from '../db/schema';
import { indiaMonthAt } from '../earnings/statements/india-periods';
import type { NoticeSettings } from '../platform/email/notices-service';
import { actOnLines } from '../earnings/ledger/commission-service';
import { recordPayment, recordReversal } from '../earnings/ledger/payment-service';
import { addPlan } from '../earnings/ledger/plan-service';
import { sealBankAccount } from '../earnings/payouts/bank-account-service';
import { createPayoutBatch } from '../earnings/payouts/batch-service';
import { recordUtr } from '../earnings/payouts/utr-service';
import type { CryptoBox } from '../lib/crypto-box';
import { DAY_MS, todayInIndia } from '../lib/india-time';

export interface DemoEarningsDeps {
  db: Db;
  cryptoBox: CryptoBox;
  /** Where the payout's notice links to (the BDE's bell, and email by their choices). */
  notices: NoticeSettings;
}

/**
 * A few months of commission for the first demo BDE (asha.rao) and her referral (bala.murthy), so the
 * portal's Earnings page has something to show: lines in every status, a reversal, a paid payout.
 * Made by the ledger's own services, in the order staff would have worked, so every figure (the lines'
 * shares, the payout's TDS, the statements) is what the product makes. Two people, as money needs:
 * `maker` records the payments and makes the batch, `checker` approves the lines and records the UTR.
 */
export async function seedDemoEarnings(
  deps: DemoEarningsDeps,
  { maker: staffId, checker }: { maker: number; checker: number },
  now = Date.now(),
) {
  const { db } = deps;
  const idOf = async (userName: string) =>
    (await db.select({ id: executives.id }).from(executives).where(eq(executives.userName, userName)))[0]?.id;
  const [asha, bala] = [await idOf('asha.rao'), await idOf('bala.murthy')];
  if (asha === undefined || bala === undefined) return;
  // Their own demo projects: the money is received on those, so no figure elsewhere changes.
  const projectOf = async (executiveId: number) =>
    (
      await db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.executiveId, executiveId))
        .orderBy(projects.id)
        .limit(1)
    )[0];
  const [own, referred] = [await projectOf(asha), await projectOf(bala)];
  if (!own || !referred) return;

  const day = (daysAgo: number) => todayInIndia(now - daysAgo * DAY_MS);
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction((transaction) => work(transaction as unknown as Db));
  let references = 0;
  const pay = (projectId: number, amountPaise: number, daysAgo: number) =>
    inTransaction(async (tx) => {
      references += 1;
      const { entry, lines } = await recordPayment(tx, {
        projectId,
        amountPaise,
        receivedOn: day(daysAgo),
        mode: 'bank transfer',
        bankReference: `DEMO-NEFT-${String(references).padStart(4, '0')}`,
        recordedById: staffId,
        at: at(daysAgo),
      });
      return { payment: entry, lines };
    });
  const act = (
    action: 'approve' | 'hold' | 'decline',
    lines: Array<{ id: number }>,
    daysAgo: number,
    reason: string | null = null,
  ) =>
    actOnLines(db, {
      action,
      lineIds: lines.map((line) => line.id),
      reason,
      staffId: checker,
      at: at(daysAgo),
    });

  await addPlan(db, {
    effectiveFrom: day(400),
    directBasisPoints: 500,
    overrideBasisPoints: [200, 100],
    note: 'Demo plan: 5% to the BDE, 2% and 1% to the two referrers above',
    createdById: staffId,
  });
  // Asha's bank details, entered two months ago: past their 48-hour hold, so a payout may go there.
  await db.insert(executiveBankAccounts).values({
    executiveId: asha,
    accountHolder: 'Asha Devi Rao',
    ...sealBankAccount(deps.cryptoBox, asha, '50100012345678'),
    ifsc: 'HDFC0000123',
    holdUntil: at(58),
    updatedAt: at(60),
  });

  // Six weeks ago: a payment whose 5% (₹22,000) takes her year past the TDS threshold, approved and paid
  // out with the batch and UTR; a payment recorded twice, its line declined.
  const first = await pay(own.id, 4_40_000_00, 45);
  await act('approve', first.lines, 44);
  const twice = await pay(own.id, 12_000_00, 30);
  await act('decline', twice.lines, 29, 'Payment recorded twice; the other entry stands');
  const batch = await createPayoutBatch(db, deps.cryptoBox, {
    // Batches are made for the month they are made in (or, in order, the one after the last).
    month: indiaMonthAt(now - 21 * DAY_MS),
    createdById: staffId,
    at: at(21),
  });
  if (!batch.ok) throw new Error('The demo payout batch was not created.');
  await recordUtr(db, deps.notices, {
    batchId: batch.batchId,
    payoutId: batch.payoutIds[0],
    utr: 'HDFCR52026DEMO0001',
    actor: { staffId: checker, ipAddress: '127.0.0.1' },
    at: at(20),
  });

  // The last few days: approved, pending (Bala's project earns Asha her level-1 override), held, and a
  // refund taking back part of the first payment.
  await act('approve', (await pay(own.id, 1_85_000_00, 6)).lines, 5);
  await pay(referred.id, 75_000_00, 5);
  await pay(own.id, 92_500_50, 4);
  await act(
    'hold',
    (await pay(own.id, 50_000_00, 3)).lines,
    3,
    'Waiting for the client to confirm the second milestone',
  );
  const refund = await inTransaction((tx) =>
    recordReversal(tx, {
      paymentId: first.payment.id,
      amountPaise: 40_000_00,
      kind: 'refund',
      reason: 'Part of the first milestone refunded to the client',
      receivedOn: day(2),
      recordedById: staffId,
      at: at(2),
    }),
  );
  if (!refund.ok) throw new Error(`The demo refund was refused: ${refund.problem}.`);
}
