import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { financialYearOf } from 'shared/contract/earnings';
import {
  commissionPlans,
  executiveBankAccounts,
  executives,
  payoutBatches,
  payouts,
  projects,
} from '../../db/schema';
import type { CryptoBox } from '../../lib/crypto-box';
import { insertExecutive, insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sealBankAccount, sealPayoutAccount } from '../payouts/bank-account-service';
import { takePayoutIds } from '../payouts/batch-service';

/** A plan version straight into the table (a past date, which the API would refuse). */
export async function insertPlan(
  db: Db,
  plan: { effectiveFrom: string; direct: number; overrides: number[]; createdById: number },
) {
  const [row] = await db
    .insert(commissionPlans)
    .values({
      effectiveFrom: plan.effectiveFrom,
      directBasisPoints: plan.direct,
      overrideBasisPoints: plan.overrides,
      note: 'Test plan',
      createdById: plan.createdById,
    })
    .returning();
  return row;
}

/**
 * A referral chain of `length` BDEs: the first credited with a new project, each referred by the
 * next (so the last is the top). Returned level 0 first, with the project.
 */
export async function insertChain(
  ctx: TestContext,
  length: number,
  reviewStatus: 'verified' | 'pending' = 'verified',
) {
  const chain: Array<Awaited<ReturnType<typeof insertExecutive>>> = [];
  for (let index = 0; index < length; index += 1) chain.push(await insertExecutive(ctx, { reviewStatus }));
  const { db } = ctx.database;
  for (let index = 0; index < length - 1; index += 1) {
    await db
      .update(executives)
      .set({ referredById: chain[index + 1].id })
      .where(eq(executives.id, chain[index].id));
  }
  const [project] = await db
    .insert(projects)
    .values({
      executiveId: chain[0].id,
      companyName: 'Acme Foods',
      amountPaise: 1_000_000_00,
      status: 'Active',
    })
    .returning();
  return { chain, project };
}

/** A BDE's bank account, sealed as the Settings page stores it; payable from `holdUntil`. */
export async function insertBankAccount(
  db: Db,
  cryptoBox: CryptoBox,
  executiveId: number,
  {
    accountNumber = '001234567890',
    holdUntil = new Date(0),
  }: { accountNumber?: string; holdUntil?: Date } = {},
) {
  await db.insert(executiveBankAccounts).values({
    executiveId,
    accountHolder: `Holder ${executiveId}`,
    ...sealBankAccount(cryptoBox, executiveId, accountNumber),
    ifsc: 'HDFC0001234',
    holdUntil,
  });
}

/** A batch of `month` with one unpaid payout of ₹1,000 to the BDE, its account sealed as the API seals it. */
export async function insertPayout(
  ctx: TestContext,
  { executiveId, staffId, month = '2024-11' }: { executiveId: number; staffId: number; month?: string },
) {
  const { db } = ctx.database;
  const [batch] = await db.insert(payoutBatches).values({ month, createdById: staffId }).returning();
  const [id] = await takePayoutIds(db, 1);
  const [payout] = await db
    .insert(payouts)
    .values({
      id,
      batchId: batch.id,
      executiveId,
      payoutOn: `${month}-20`,
      financialYear: financialYearOf(`${month}-20`),
      grossPaise: 1_000_00,
      taxedBasePaise: 0,
      tdsPaise: 0,
      netPaise: 1_000_00,
      tdsSection: '194H',
      tdsBasisPoints: 200,
      accountHolder: 'Test Holder',
      accountEncrypted: sealPayoutAccount(ctx.identity.cryptoBox, id, '000111222333'),
      accountLast4: '2333',
      ifsc: 'HDFC0001234',
    })
    .returning();
  return { batch, payout };
}

/**
 * A test app at `now` with three staff for the two-people rules (an admin, a maker who records money,
 * a checker who approves it), the plan of 10% direct and 5% to the referrer, and a chain of two BDEs.
 */
export async function twoPeopleLedger(now: number) {
  const ctx = await createTestApp();
  ctx.clock.now = now;
  const db = ctx.database.db;
  const adminId = (await insertStaff(ctx, { role: 'admin' })).id;
  const admin = await signedInAgent(ctx, 'staff', adminId);
  const maker = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'staff' })).id);
  const checker = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'staff' })).id);
  await insertPlan(db, { effectiveFrom: '2024-04-01', direct: 1000, overrides: [500], createdById: adminId });
  const setup = await insertChain(ctx, 2);
  return { ctx, db, admin, maker, checker, setup };
}
