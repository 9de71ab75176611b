import { eq, sql } from 'drizzle-orm';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { Db } from '../../db/client';
import { auditLog, commissionLines, payoutBatches, payouts } from '../../db/schema';
import { insertExecutive, insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { earningsOf } from '../statements/earnings-service';
import { insertBankAccount, insertChain, insertPayout, insertPlan } from '../ledger/ledger-test-kit';
import { recordPayment } from '../ledger/payment-service';

jest.setTimeout(120_000);

let ctx: TestContext;
let db: Db;
const ids: Record<'maker' | 'approver' | 'batchMaker' | 'exporter' | 'payer', number> = {
  maker: 0,
  approver: 0,
  batchMaker: 0,
  exporter: 0,
  payer: 0,
};
const agents: Partial<Record<keyof typeof ids, TestAgent>> = {};
const agent = (who: keyof typeof ids) => agents[who]!;
let setup: Awaited<ReturnType<typeof insertChain>>;

const NOW = Date.parse('2024-11-20T06:30:00Z');

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = NOW;
  db = ctx.database.db;
  for (const who of Object.keys(ids) as Array<keyof typeof ids>) {
    ids[who] = (await insertStaff(ctx, { role: who === 'payer' ? 'admin' : 'staff' })).id;
  }
  await signInAt(NOW);
  await insertPlan(db, { effectiveFrom: '2024-04-01', direct: 1000, overrides: [], createdById: ids.maker });
  setup = await insertChain(ctx, 1);
  await insertBankAccount(db, ctx.identity.cryptoBox, setup.chain[0].id);
  const { lines } = await recordPayment(db, {
    projectId: setup.project.id,
    amountPaise: 50_000_00,
    receivedOn: '2024-11-01',
    mode: 'UPI',
    bankReference: 'UPI-1',
    recordedById: ids.maker,
    at: new Date(NOW),
  });
  const approved = await agent('approver').postJson(STAFF_EARNINGS_PATHS.commissionActions, {
    action: 'approve',
    lineIds: lines.map((line) => line.id),
  });
  expect(approved.statusCode).toBe(200);
});
afterAll(() => ctx.close());

/** Moves the clock, and signs everyone in again then (a session lapses after months idle). */
async function signInAt(now: number) {
  ctx.clock.now = now;
  for (const who of Object.keys(ids) as Array<keyof typeof ids>) {
    agents[who] = await signedInAgent(ctx, 'staff', ids[who]);
  }
}

const auditCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;
const newBatch = (who: keyof typeof ids, month: string) =>
  agent(who).postJson(STAFF_EARNINGS_PATHS.payouts, { month });

test('whoever made a batch or downloaded its bank file does not record it paid; the audit names all four', async () => {
  const made = await newBatch('batchMaker', '2024-11');
  expect(made.statusCode).toBe(201);
  const batchId: number = made.json().batch.id;
  const payoutId: number = made.json().rows[0].id;
  const utr = (who: keyof typeof ids, value: string) =>
    agent(who).postJson(STAFF_EARNINGS_PATHS.payoutUtr({ batchId, payoutId }), { utr: value });

  expect((await agent('exporter').get(STAFF_EARNINGS_PATHS.payoutBankFile({ batchId }))).statusCode).toBe(
    200,
  );
  for (const who of ['batchMaker', 'exporter'] as const) {
    const before = await auditCount();
    const refused = await utr(who, 'HDFCR52024112000001');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toMatch(/another staff member records its transfers/);
    expect(await auditCount()).toBe(before);
    const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row.utr).toBeNull();
  }

  expect((await utr('payer', 'HDFCR52024112000001')).statusCode).toBe(200);
  const lines = await db.select().from(commissionLines).where(eq(commissionLines.payoutId, payoutId));
  expect(lines.map((line) => [line.status, line.approvedById])).toEqual([['paid', ids.approver]]);
  const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'payout.paid'));
  expect(audit.staffId).toBe(ids.payer);
  expect(JSON.parse(audit.detail!)).toMatchObject({
    batchCreatedById: ids.batchMaker,
    paidById: ids.payer,
    lines: [{ lineId: lines[0].id, recordedById: ids.maker, approvedById: ids.approver }],
  });
});

test('batches are made in order: the current month, or the month after the last; never an earlier one', async () => {
  const refusedMonth = async (month: string, pattern: RegExp) => {
    const before = await db.select().from(payoutBatches);
    const response = await newBatch('batchMaker', month);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.month[0]).toMatch(pattern);
    expect(await db.select().from(payoutBatches)).toEqual(before);
  };
  await refusedMonth('2024-11', /already created/);
  await refusedMonth('2024-10', /batches are made in order, so none for an earlier month/);
  await signInAt(Date.parse('2025-02-10T06:30:00Z'));
  try {
    await refusedMonth('2025-01', /Must be December 2024 or February 2025/);
    expect((await newBatch('batchMaker', '2024-12')).statusCode).toBe(201);
    expect((await newBatch('batchMaker', '2025-02')).statusCode).toBe(201);
    await refusedMonth('2025-01', /none for an earlier month/);
    const listed = (await agent('payer').get(STAFF_EARNINGS_PATHS.payouts)).json();
    expect(listed.items.map((batch: { month: string }) => batch.month)).toEqual([
      '2025-02',
      '2024-12',
      '2024-11',
    ]);
  } finally {
    await signInAt(NOW);
  }
});

test('two batches at once for the next two months: only in order', async () => {
  await signInAt(Date.parse('2025-04-10T06:30:00Z'));
  try {
    const answers = await Promise.all([newBatch('batchMaker', '2025-04'), newBatch('exporter', '2025-03')]);
    const made = await db.select({ month: payoutBatches.month }).from(payoutBatches);
    const months = made.map((row) => row.month).sort();
    // Whichever came first, no batch was made for a month before one already made.
    if (answers[1].statusCode === 201) expect(months.slice(-2)).toEqual(['2025-03', '2025-04']);
    else expect(answers.map((answer) => answer.statusCode)).toEqual([201, 409]);
  } finally {
    await signInAt(NOW);
  }
});

test('a BDE’s payouts are listed by the month they pay, not the day they were made', async () => {
  const bde = await insertExecutive(ctx, {});
  const december = await insertPayout(ctx, {
    executiveId: bde.id,
    staffId: ids.batchMaker,
    month: '2023-12',
  });
  const october = await insertPayout(ctx, { executiveId: bde.id, staffId: ids.batchMaker, month: '2023-10' });
  await db.update(payouts).set({ payoutOn: '2023-12-05' }).where(eq(payouts.id, december.payout.id));
  await db.update(payouts).set({ payoutOn: '2023-12-20' }).where(eq(payouts.id, october.payout.id));
  const earnings = (await earningsOf(db, bde.id, NOW))!;
  expect(earnings.payouts.map((payout) => payout.month)).toEqual(['2023-12', '2023-10']);
});
