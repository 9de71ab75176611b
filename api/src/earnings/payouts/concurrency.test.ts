import { eq, inArray, isNotNull } from 'drizzle-orm';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { Db } from '../../db/client';
import { auditLog, commissionLines, executiveNotifications, payouts } from '../../db/schema';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { insertBankAccount, insertChain, insertPlan } from '../ledger/ledger-test-kit';
import { recordPayment } from '../ledger/payment-service';

jest.setTimeout(120_000);

let ctx: TestContext;
let db: Db;
let first: TestAgent;
let second: TestAgent;
/** Two more staff: whoever made a batch does not record its transfers. */
let thirdAndFourth: TestAgent[];
let chain: Array<{ id: number }>;
let lineIds: number[];

const NOW = Date.parse('2024-11-20T06:30:00Z');

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = NOW;
  db = ctx.database.db;
  // Payments are recorded by someone other than the staff approving their lines.
  const staffId = (await insertStaff(ctx)).id;
  first = await signedInAgent(ctx, 'staff', (await insertStaff(ctx)).id);
  second = await signedInAgent(ctx, 'staff', (await insertStaff(ctx)).id);
  thirdAndFourth = [
    await signedInAgent(ctx, 'staff', (await insertStaff(ctx)).id),
    await signedInAgent(ctx, 'staff', (await insertStaff(ctx)).id),
  ];
  await insertPlan(db, {
    effectiveFrom: '2024-04-01',
    direct: 1000,
    overrides: [300, 100],
    createdById: staffId,
  });
  const setup = await insertChain(ctx, 3);
  chain = setup.chain;
  for (const bde of chain) await insertBankAccount(db, ctx.identity.cryptoBox, bde.id);
  for (let index = 0; index < 20; index += 1) {
    await recordPayment(db, {
      projectId: setup.project.id,
      amountPaise: 1_000_00 + index * 7,
      receivedOn: '2024-11-01',
      mode: 'UPI',
      bankReference: `UPI-${index}`,
      recordedById: staffId,
      at: new Date(NOW),
    });
  }
  lineIds = (await db.select({ id: commissionLines.id }).from(commissionLines)).map((row) => row.id);
});
afterAll(() => ctx.close());

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

test('two staff approving the same lines at once change each line once', async () => {
  const [a, b] = await Promise.all(
    [first, second].map((agent) =>
      agent.postJson(STAFF_EARNINGS_PATHS.commissionActions, { action: 'approve', lineIds }),
    ),
  );
  expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  const changed = [...a.json().changed, ...b.json().changed];
  expect(sorted(changed)).toEqual(sorted(lineIds));
  const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'commission.approve'));
  const audited = audits.flatMap((row) => (JSON.parse(row.detail!) as { lineIds: number[] }).lineIds);
  expect(sorted(audited)).toEqual(sorted(lineIds));
  const notices = await db
    .select()
    .from(executiveNotifications)
    .where(eq(executiveNotifications.kind, 'commission approved'));
  // One notice per BDE per call that changed some of their lines: never more than two each.
  expect(notices.length).toBeGreaterThanOrEqual(chain.length);
  expect(notices.length).toBeLessThanOrEqual(2 * chain.length);
});

test('two staff creating batches at once: one batch for a month, and each line in one payout', async () => {
  const [a, b, c] = await Promise.all([
    first.postJson(STAFF_EARNINGS_PATHS.payouts, { month: '2024-11' }),
    second.postJson(STAFF_EARNINGS_PATHS.payouts, { month: '2024-11' }),
    second.postJson(STAFF_EARNINGS_PATHS.payouts, { month: '2024-10' }),
  ]);
  expect(sorted([a.statusCode, b.statusCode])).toEqual([201, 409]);
  // Batches are made in order: none for a past month that is neither current nor next.
  expect(c.statusCode).toBe(409);
  const rows = await db.select().from(payouts);
  // Every BDE paid once in all, whichever batch came first.
  expect(sorted(rows.map((row) => row.executiveId))).toEqual(sorted(chain.map((bde) => bde.id)));
  const lines = await db.select().from(commissionLines).where(isNotNull(commissionLines.payoutId));
  expect(lines).toHaveLength(lineIds.length);
  for (const row of rows) {
    const own = lines.filter((line) => line.payoutId === row.id);
    expect(own.every((line) => line.executiveId === row.executiveId)).toBe(true);
    expect(own.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(row.grossPaise);
  }
});

test('two staff recording UTRs for one payout at once: it is paid once, its lines once', async () => {
  const [payout] = await db.select().from(payouts).where(eq(payouts.executiveId, chain[0].id));
  const url = STAFF_EARNINGS_PATHS.payoutUtr({ batchId: payout.batchId, payoutId: payout.id });
  const [a, b] = await Promise.all([
    thirdAndFourth[0].postJson(url, { utr: 'HDFCR52024112000011' }),
    thirdAndFourth[1].postJson(url, { utr: 'HDFCR52024112000012' }),
  ]);
  expect(sorted([a.statusCode, b.statusCode])).toEqual([200, 409]);
  const [stored] = await db.select().from(payouts).where(eq(payouts.id, payout.id));
  expect([a, b].find((response) => response.statusCode === 200)!.json().rows).toContainEqual(
    expect.objectContaining({ id: payout.id, utr: stored.utr, status: 'paid' }),
  );
  const paidLines = await db.select().from(commissionLines).where(eq(commissionLines.payoutId, payout.id));
  expect(paidLines.every((line) => line.status === 'paid')).toBe(true);
  const notices = await db
    .select()
    .from(executiveNotifications)
    .where(inArray(executiveNotifications.kind, ['payout paid']));
  expect(notices).toHaveLength(1);
  expect(await db.select().from(auditLog).where(eq(auditLog.action, 'payout.paid'))).toHaveLength(1);
});

test('a refund and an approval of its payment’s lines at once: both settle, never a deadlock', async () => {
  const project = (await insertChain(ctx, 3)).project;
  const recorderId = (await insertStaff(ctx)).id;
  const refunder = await signedInAgent(ctx, 'staff', (await insertStaff(ctx)).id);
  const statuses: number[] = [];
  for (let round = 0; round < 6; round += 1) {
    const payment = await recordPayment(db, {
      projectId: project.id,
      amountPaise: 5_000_00,
      receivedOn: '2024-11-02',
      mode: 'UPI',
      bankReference: `UPI-race-${round}`,
      recordedById: recorderId,
      at: new Date(NOW),
    });
    const lines = await db
      .select({ id: commissionLines.id })
      .from(commissionLines)
      .where(eq(commissionLines.paymentId, payment.entry.id));
    // A hold first moves the rows, so the approval meets them in another order than their ids.
    await second.postJson(STAFF_EARNINGS_PATHS.commissionActions, {
      action: 'hold',
      lineIds: [lines[0].id],
      reason: 'Checking',
    });
    const answers = await Promise.all([
      first.postJson(STAFF_EARNINGS_PATHS.commissionActions, {
        action: 'approve',
        lineIds: sorted(lines.map((line) => line.id)).reverse(),
      }),
      refunder.postJson(STAFF_EARNINGS_PATHS.paymentReversal({ paymentId: payment.entry.id }), {
        amount: '2000',
        kind: 'refund',
        reason: 'Part of the order returned',
        receivedOn: '2024-11-03',
      }),
    ]);
    statuses.push(...answers.map((answer) => answer.statusCode));
  }
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
});
