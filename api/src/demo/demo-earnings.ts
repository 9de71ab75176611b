import { eq } from 'drizzle-orm';
import { financialYearOf } from 'shared/contract/earnings';
import type { Db } from '../db/client';
import { executives, projects } from '../db/schema';
import { EarningsSeed } from '../features/bde-earnings/earnings-test-seed';
import { DAY_MS, todayInIndia } from '../lib/india-time';
import { indiaMonthAt } from '../features/bde-earnings/india-periods';

/**
 * A few months of commission for the first demo BDE (asha.rao) and her referral (bala.murthy), so the
 * portal's Earnings page has something to show: lines in every status, a reversal, a paid payout.
 * Written straight into the ledger's tables, as the ledger's own service would leave them.
 */
export async function seedDemoEarnings(db: Db, staffId: number, now = Date.now()) {
  const idOf = async (userName: string) =>
    (await db.select({ id: executives.id }).from(executives).where(eq(executives.userName, userName)))[0]?.id;
  const [asha, bala] = [await idOf('asha.rao'), await idOf('bala.murthy')];
  if (asha === undefined || bala === undefined) return;
  const seed = new EarningsSeed(db, staffId);
  const day = (daysAgo: number) => todayInIndia(now - daysAgo * DAY_MS);
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const plan = await seed.plan(day(400), 500, [200, 100]);
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
  const line = async (
    executiveId: number,
    payment: { id: number; amountPaise: number },
    daysAgo: number,
    more: { level?: number; status?: 'approved' | 'held' | 'declined'; reason?: string } = {},
  ) =>
    seed.line({
      executiveId,
      payment,
      planId: plan.id,
      basisPoints: more.level ? 200 : 500,
      createdAt: at(daysAgo),
      ...more,
    });
  const paidOn = now - 20 * DAY_MS;
  const first = await seed.payment(own.id, 2_40_000_00, day(45));
  const paid = await line(asha, first, 45, { status: 'approved' });
  await seed.payout({
    month: indiaMonthAt(now - 40 * DAY_MS),
    executiveId: asha,
    lineIds: [paid.id],
    payoutOn: todayInIndia(paidOn),
    financialYear: financialYearOf(todayInIndia(paidOn)),
    tdsPaise: 240_00,
    tdsBasisPoints: 200,
    taxedBasePaise: 12_000_00,
    utr: 'HDFCR52026DEMO0001',
    paidAt: new Date(paidOn),
  });
  await line(asha, await seed.payment(own.id, 1_85_000_00, day(6)), 6, { status: 'approved' });
  await line(asha, await seed.payment(own.id, 92_500_50, day(4)), 4);
  await line(asha, await seed.payment(own.id, 50_000_00, day(3)), 3, {
    status: 'held',
    reason: 'Waiting for the client to confirm the second milestone',
  });
  await line(asha, await seed.payment(own.id, 12_000_00, day(30)), 30, {
    status: 'declined',
    reason: 'Payment recorded twice; the other entry stands',
  });
  await line(asha, await seed.payment(own.id, -40_000_00, day(2), first.id), 2);
  const fromBala = await seed.payment(referred.id, 75_000_00, day(5));
  await line(bala, fromBala, 5);
  await line(asha, fromBala, 5, { level: 1 });
}
