import { and, asc, eq, isNull } from 'drizzle-orm';
import { BDE_EARNINGS_PATHS, STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { Db } from '../../db/client';
import { auditLog, commissionLines, executives, payouts, tdsDeductions } from '../../db/schema';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { insertBankAccount, insertChain, insertPlan } from '../ledger/ledger-test-kit';
import { recordPayment } from '../ledger/payment-service';
import { recordTdsAtCredit } from './tds-credit-service';

jest.setTimeout(120_000);

let ctx: TestContext;
let db: Db;
let recorderId: number;
let approver: TestAgent;
let batcher: TestAgent;

const at = (iso: string) => Date.parse(iso);

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  // Two people for money: one records payments, another approves, a third makes batches.
  recorderId = (await insertStaff(ctx, { role: 'staff' })).id;
  approver = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'staff' })).id);
  batcher = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'staff' })).id);
  await insertPlan(db, { effectiveFrom: '2024-04-01', direct: 1000, overrides: [], createdById: recorderId });
});
afterAll(() => ctx.close());

/** A BDE (documents not reviewed) with bank details and a project; `pay` records money received on it. */
async function bde() {
  const { chain, project } = await insertChain(ctx, 1, 'pending');
  await db
    .update(executives)
    .set({ createdAt: new Date('2024-04-01T00:00:00Z') })
    .where(eq(executives.id, chain[0].id));
  await insertBankAccount(db, ctx.identity.cryptoBox, chain[0].id);
  let references = 0;
  const pay = async (amountPaise: number, receivedOn: string) => {
    references += 1;
    await recordPayment(db, {
      projectId: project.id,
      amountPaise,
      receivedOn,
      mode: 'UPI',
      bankReference: `UPI-${project.id}-${references}`,
      recordedById: recorderId,
      at: new Date(ctx.clock.now),
    });
    const lines = await db
      .select({ id: commissionLines.id })
      .from(commissionLines)
      .where(and(eq(commissionLines.executiveId, chain[0].id), eq(commissionLines.status, 'pending')));
    return lines.map((line) => line.id);
  };
  return { bde: chain[0], pay };
}

async function approve(lineIds: number[]) {
  const response = await approver.postJson(STAFF_EARNINGS_PATHS.commissionActions, {
    action: 'approve',
    lineIds,
  });
  expect(response.statusCode).toBe(200);
}

const entriesOf = (executiveId: number) =>
  db
    .select()
    .from(tdsDeductions)
    .where(eq(tdsDeductions.executiveId, executiveId))
    .orderBy(asc(tdsDeductions.id));

test('a line approved in March and paid in April is taxed in March’s financial year', async () => {
  const { bde: partner, pay } = await bde();
  // ₹18,000 of commission: past 2024-25's ₹15,000 threshold, within 2025-26's ₹20,000.
  ctx.clock.now = at('2025-03-20T06:30:00Z');
  await approve(await pay(1_80_000_00, '2025-03-15'));
  expect(await entriesOf(partner.id)).toEqual([
    expect.objectContaining({
      creditedOn: '2025-03-20',
      financialYear: 2024,
      creditedPaise: 18_000_00,
      taxedBasePaise: 18_000_00,
      tdsPaise: 360_00,
      tdsSection: '194H',
      tdsBasisPoints: 200,
      ruleFrom: '2024-10-01',
      payoutId: null,
    }),
  ]);

  ctx.clock.now = at('2025-04-05T06:30:00Z');
  const response = await batcher.postJson(STAFF_EARNINGS_PATHS.payouts, { month: '2025-04' });
  expect(response.statusCode).toBe(201);
  const row = response
    .json()
    .rows.find((one: { partner: { bdeCode: string } }) => one.partner.bdeCode === partner.bdeCode);
  expect(row).toMatchObject({ grossPaise: 18_000_00, tdsPaise: 360_00, netPaise: 17_640_00 });
  const [entry] = await entriesOf(partner.id);
  expect(entry.payoutId).toBe(row.id);

  // The BDE's TDS summary lists it under 2024-25, not 2025-26.
  const agent = await signedInAgent(ctx, 'bde', partner.id);
  const march = (await agent.get(`${BDE_EARNINGS_PATHS.tdsSummary(partner.bdeCode)}&year=2024`)).json();
  expect(march).toMatchObject({ grossPaise: 18_000_00, tdsPaise: 360_00, netPaise: 17_640_00 });
  expect(march.payouts).toEqual([
    expect.objectContaining({ payoutId: row.id, month: '2025-04', payoutOn: '2025-03-20', tdsPaise: 360_00 }),
  ]);
  const april = (await agent.get(`${BDE_EARNINGS_PATHS.tdsSummary(partner.bdeCode)}&year=2025`)).json();
  expect(april).toMatchObject({ payouts: [], tdsPaise: 0 });
});

test('the approval that crosses the threshold deducts on the whole year’s untaxed amount, then each on its own', async () => {
  const { bde: partner, pay } = await bde();
  ctx.clock.now = at('2025-05-10T06:30:00Z');
  await approve(await pay(1_20_000_00, '2025-05-01')); // ₹12,000: within ₹20,000
  ctx.clock.now = at('2025-05-20T06:30:00Z');
  await approve(await pay(1_00_000_00, '2025-05-15')); // ₹10,000 more: ₹22,000, 2% of all of it
  ctx.clock.now = at('2025-06-02T06:30:00Z');
  await approve(await pay(50_000_00, '2025-06-01')); // ₹5,000: 2% of its own
  expect(
    (await entriesOf(partner.id)).map((row) => [row.creditedPaise, row.taxedBasePaise, row.tdsPaise]),
  ).toEqual([
    [12_000_00, 0, 0],
    [10_000_00, 22_000_00, 440_00],
    [5_000_00, 5_000_00, 100_00],
  ]);
  // Not yet paid: the deduction is already on the line, so a later batch carries it unchanged.
  const lines = await db.select().from(commissionLines).where(eq(commissionLines.executiveId, partner.id));
  expect(lines.every((line) => line.tdsDeductionId !== null && line.payoutId === null)).toBe(true);
});

test('20% only for a PAN staff recorded invalid or inoperative, not for documents awaiting review', async () => {
  const { bde: partner, pay } = await bde();
  ctx.clock.now = at('2025-07-10T06:30:00Z');
  await approve(await pay(2_50_000_00, '2025-07-01')); // ₹25,000, documents still pending review
  expect((await entriesOf(partner.id)).map((row) => [row.tdsBasisPoints, row.tdsPaise])).toEqual([
    [200, 500_00],
  ]);

  const pan = STAFF_PATHS.partnerPan({ bdeCode: partner.bdeCode });
  const bad = await approver.postJson(pan, { status: 'lost' });
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(bad.json().errors)).toEqual(['status']);
  const saved = await approver.postJson(pan, { status: 'inoperative' });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ status: 'inoperative', checkedBy: { name: expect.any(String) } });
  const [audit] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'partner.pan'), eq(auditLog.targetId, partner.bdeCode)));
  expect(JSON.parse(audit.detail!)).toEqual({ from: 'unchecked', to: 'inoperative' });
  expect((await approver.get(STAFF_PATHS.partner({ bdeCode: partner.bdeCode }))).json().pan.status).toBe(
    'inoperative',
  );

  ctx.clock.now = at('2025-07-20T06:30:00Z');
  await approve(await pay(10_000_00, '2025-07-15')); // ₹1,000 at 20%
  expect((await entriesOf(partner.id)).map((row) => [row.tdsBasisPoints, row.tdsPaise])).toEqual([
    [200, 500_00],
    [2000, 200_00],
  ]);
});

test('approvals for one BDE at the same moment each see the others: the year is taxed once, in full', async () => {
  const { bde: partner, pay } = await bde();
  ctx.clock.now = at('2025-08-10T06:30:00Z');
  const lineIds: number[] = [];
  // Ten lines of ₹2,400: the eighth or ninth approval crosses ₹20,000, whichever order they commit in.
  for (let index = 0; index < 10; index += 1) lineIds.push(Math.max(...(await pay(24_000_00, '2025-08-01'))));
  const agents = await Promise.all(
    Array.from({ length: 5 }, async () => signedInAgent(ctx, 'staff', (await insertStaff(ctx)).id)),
  );
  const answers = await Promise.all(
    lineIds.map((id, index) =>
      agents[index % agents.length].postJson(STAFF_EARNINGS_PATHS.commissionActions, {
        action: 'approve',
        lineIds: [id],
      }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(lineIds.map(() => 200));
  const entries = await entriesOf(partner.id);
  expect(entries).toHaveLength(10);
  // ₹24,000 in all, 2% of it: ₹480 however the approvals interleaved, and taxed on ₹24,000 exactly once.
  expect(entries.reduce((sum, row) => sum + row.tdsPaise, 0)).toBe(480_00);
  expect(entries.reduce((sum, row) => sum + row.taxedBasePaise, 0)).toBe(24_000_00);
  expect(
    await db
      .select()
      .from(commissionLines)
      .where(and(eq(commissionLines.executiveId, partner.id), isNull(commissionLines.tdsDeductionId))),
  ).toEqual([]);
  expect(await db.select().from(payouts).where(eq(payouts.executiveId, partner.id))).toEqual([]);
});

test('a credit waits for another one of the same BDE still in its transaction, and then sees it', async () => {
  const { bde: partner, pay } = await bde();
  ctx.clock.now = at('2025-09-10T06:30:00Z');
  const first = Math.max(...(await pay(1_50_000_00, '2025-09-01'))); // ₹15,000
  const second = Math.max(...(await pay(1_00_000_00, '2025-09-02'))); // ₹10,000
  const credit = (tx: Db, id: number, amountPaise: number) =>
    recordTdsAtCredit(tx, [{ id, executiveId: partner.id, amountPaise }], new Date(ctx.clock.now));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let credited!: () => void;
  const firstCredited = new Promise<void>((resolve) => (credited = resolve));
  const a = db.transaction(async (tx) => {
    await credit(tx as unknown as Db, first, 15_000_00);
    credited();
    await held;
  });
  await firstCredited;
  // The first approval has not committed: the second must wait for it rather than read the year without it.
  const b = db.transaction((tx) => credit(tx as unknown as Db, second, 10_000_00));
  await new Promise((resolve) => setTimeout(resolve, 300));
  release();
  await Promise.all([a, b]);
  expect(
    (await entriesOf(partner.id)).map((row) => [row.creditedPaise, row.taxedBasePaise, row.tdsPaise]),
  ).toEqual([
    [15_000_00, 0, 0],
    [10_000_00, 25_000_00, 500_00],
  ]);
});

/** Takes back `amount` rupees of the payment a line came from, as the recorder, on `receivedOn`. */
async function refund(lineId: number, amount: string, receivedOn: string) {
  const [line] = await db.select().from(commissionLines).where(eq(commissionLines.id, lineId));
  const maker = await signedInAgent(ctx, 'staff', recorderId);
  const response = await maker.postJson(STAFF_EARNINGS_PATHS.paymentReversal({ paymentId: line.paymentId }), {
    amount,
    kind: 'refund',
    reason: 'Client cancelled',
    receivedOn,
  });
  expect(response.statusCode).toBeLessThan(300);
}

async function batchRowOf(month: string, bdeCode: string) {
  const response = await batcher.postJson(STAFF_EARNINGS_PATHS.payouts, { month });
  expect(response.statusCode).toBe(201);
  return response
    .json()
    .rows.find((one: { partner: { bdeCode: string } }) => one.partner.bdeCode === bdeCode);
}

test('commission taken back whole before it is paid takes its tax back with it', async () => {
  const { bde: partner, pay } = await bde();
  ctx.clock.now = at('2025-09-10T06:30:00Z');
  // Two payments approved together: ₹12,000 + ₹12,000 of commission, 2% of the year's ₹24,000: ₹480.
  await pay(1_20_000_00, '2025-09-01');
  const lineIds = await pay(1_20_000_00, '2025-09-02');
  await approve(lineIds);
  expect((await entriesOf(partner.id)).map((row) => row.tdsPaise)).toEqual([480_00]);

  // The first payment is refunded whole: ₹12,000 remain, within ₹20,000, so nothing is owed in tax.
  ctx.clock.now = at('2025-09-15T06:30:00Z');
  await refund(lineIds[0], '120000', '2025-09-15');
  ctx.clock.now = at('2025-09-20T06:30:00Z');
  expect(await batchRowOf('2025-09', partner.bdeCode)).toMatchObject({
    grossPaise: 12_000_00,
    tdsPaise: 0,
    netPaise: 12_000_00,
  });
});

test('commission taken back in part before it is paid is taxed on what remains', async () => {
  const { bde: partner, pay } = await bde();
  ctx.clock.now = at('2025-10-10T06:30:00Z');
  // ₹30,000 of commission: 2%, ₹600. A fifth of the payment refunded: ₹24,000 remain, 2% of it ₹480.
  await approve(await pay(3_00_000_00, '2025-10-01'));
  const [line] = await db.select().from(commissionLines).where(eq(commissionLines.executiveId, partner.id));
  ctx.clock.now = at('2025-10-12T06:30:00Z');
  await refund(line.id, '60000', '2025-10-12');
  ctx.clock.now = at('2025-10-20T06:30:00Z');
  expect(await batchRowOf('2025-10', partner.bdeCode)).toMatchObject({
    grossPaise: 24_000_00,
    tdsPaise: 480_00,
    netPaise: 23_520_00,
  });
});
