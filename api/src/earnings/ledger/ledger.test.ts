import { eq, sql } from 'drizzle-orm';
import { STAFF_EARNINGS_PATHS, shareOfPaise } from 'shared/contract/earnings';
import { EARNINGS_MESSAGES } from 'shared/contract/staff-earnings-schema';
import {
  auditLog,
  commissionLines,
  commissionPlans,
  executiveNotifications,
  projectPayments,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { readDetail } from '../../back-office/audit-log/audit-test-helpers';
import { insertChain, insertPlan } from './ledger-test-kit';

jest.setTimeout(120_000);

let ctx: TestContext;
let admin: TestAgent;
let office: TestAgent;
let recruiter: TestAgent;
let adminId: number;
let setup: Awaited<ReturnType<typeof insertChain>>;
let db: Db;

// 20 November 2024, noon in India.
const NOW = Date.parse('2024-11-20T06:30:00Z');

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = NOW;
  db = ctx.database.db;
  adminId = (await insertStaff(ctx, { role: 'admin' })).id;
  admin = await signedInAgent(ctx, 'staff', adminId);
  office = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'staff' })).id);
  recruiter = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'recruiter' })).id);
  // 10% direct, 3% and 1% to two levels of referrers; four BDEs, so the top one earns nothing.
  await insertPlan(ctx.database.db, {
    effectiveFrom: '2024-04-01',
    direct: 1000,
    overrides: [300, 100],
    createdById: adminId,
  });
  setup = await insertChain(ctx, 4);
});
afterAll(() => ctx.close());

const count = async (
  table: typeof auditLog | typeof commissionLines | typeof commissionPlans | typeof projectPayments,
) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
const counts = async () => ({
  audit: await count(auditLog),
  lines: await count(commissionLines),
  plans: await count(commissionPlans),
  payments: await count(projectPayments),
});
const lastAudit = async (action: string) => {
  const rows = await db.select().from(auditLog).where(eq(auditLog.action, action));
  return rows.at(-1)!;
};
const errorsOf = (response: { json(): unknown }) =>
  Object.keys((response.json() as { errors: object }).errors);

const payment = (body: Record<string, unknown> = {}) =>
  office.postJson(STAFF_EARNINGS_PATHS.projectPayments({ projectId: setup.project.id }), {
    amount: '12345.67',
    receivedOn: '2024-11-05',
    mode: 'bank transfer',
    bankReference: 'NEFT-778899',
    ...body,
  });

describe('the plan (admins only)', () => {
  const plan = (body: Record<string, unknown> = {}, agent = admin) =>
    agent.postJson(STAFF_EARNINGS_PATHS.commissionPlans, {
      effectiveFrom: '2024-12-01',
      directPercent: '8.5',
      overridePercents: ['2', '0.75'],
      note: 'Board decision of 18 November 2024',
      ...body,
    });

  test('an admin sets a version ahead; the history lists it and the plan in force stays the older', async () => {
    const response = await plan();
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      effectiveFrom: '2024-12-01',
      directBasisPoints: 850,
      overrideBasisPoints: [200, 75],
      createdBy: { id: adminId },
    });
    const audit = await lastAudit('commission-plan.add');
    expect(JSON.parse(audit.detail!)).toMatchObject({
      directBasisPoints: 850,
      overrideBasisPoints: [200, 75],
    });
    const list = (await admin.get(STAFF_EARNINGS_PATHS.commissionPlans)).json();
    expect(list.current.effectiveFrom).toBe('2024-04-01');
    expect(list.history.map((row: { effectiveFrom: string }) => row.effectiveFrom)).toEqual([
      '2024-12-01',
      '2024-04-01',
    ]);
  });

  test.each([
    [{ effectiveFrom: '2024-11-19' }, 'effectiveFrom'],
    [{ effectiveFrom: '2024-02-30' }, 'effectiveFrom'],
    [{ effectiveFrom: '2024-12-01' }, 'effectiveFrom'],
    [{ directPercent: '0' }, 'directPercent'],
    [{ directPercent: '50.01' }, 'directPercent'],
    [{ directPercent: '5.555' }, 'directPercent'],
    [{ directPercent: 5 }, 'directPercent'],
    [{ overridePercents: ['20.01'] }, 'overridePercents[0]'],
    [{ overridePercents: ['1', '1', '1', '1', '1', '1'] }, 'overridePercents'],
    [{ overridePercents: '2' }, 'overridePercents'],
    [{ directPercent: '50', overridePercents: ['20', '20', '10.01'] }, 'directPercent'],
    [{ note: '' }, 'note'],
    [{ colour: 'red' }, 'colour'],
  ])('%j is refused naming %s, and nothing changes', async (body, field) => {
    const before = await counts();
    const response = await plan({ effectiveFrom: '2025-01-01', ...body });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toContain(field);
    expect(await counts()).toEqual(before);
  });

  test('a version may not start on or before a recorded payment’s date', async () => {
    expect((await payment({ receivedOn: '2024-11-20' })).statusCode).toBe(201);
    const before = await counts();
    const response = await plan({ effectiveFrom: '2024-11-20' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.effectiveFrom).toEqual([EARNINGS_MESSAGES.effectiveFromPast]);
    expect(await counts()).toEqual(before);
  });

  test('the office and recruiters are refused (403), nothing written', async () => {
    const before = await counts();
    for (const agent of [office, recruiter]) {
      expect((await agent.get(STAFF_EARNINGS_PATHS.commissionPlans)).statusCode).toBe(403);
      expect((await plan({ effectiveFrom: '2025-02-01' }, agent)).statusCode).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('payments and reversals', () => {
  test('a payment gives the BDE and two levels of referrers pending lines by the plan of its date', async () => {
    const response = await payment();
    expect(response.statusCode).toBe(201);
    const entry = response.json();
    expect(entry).toMatchObject({ amountPaise: 12_345_67, receivedOn: '2024-11-05', reversalOf: null });
    const lines = await db
      .select()
      .from(commissionLines)
      .where(eq(commissionLines.paymentId, entry.id))
      .orderBy(commissionLines.level);
    expect(
      lines.map((line) => [line.executiveId, line.level, line.basisPoints, line.amountPaise, line.status]),
    ).toEqual([
      [setup.chain[0].id, 0, 1000, shareOfPaise(12_345_67, 1000), 'pending'],
      [setup.chain[1].id, 1, 300, shareOfPaise(12_345_67, 300), 'pending'],
      [setup.chain[2].id, 2, 100, shareOfPaise(12_345_67, 100), 'pending'],
    ]);
    const audit = JSON.parse((await lastAudit('payment.add')).detail!);
    expect(audit).toMatchObject({ amountPaise: 12_345_67, lineIds: lines.map((line) => line.id) });
    const ledger = (
      await office.get(STAFF_EARNINGS_PATHS.projectPayments({ projectId: setup.project.id }))
    ).json();
    expect(ledger.partner.bdeCode).toBe(setup.chain[0].bdeCode);
    expect(ledger.entries.at(-1).id).toBe(entry.id);
  });

  test.each([
    [{ amount: 'abc' }, 'amount'],
    [{ amount: '0' }, 'amount'],
    [{ amount: '1.234' }, 'amount'],
    [{ amount: 100 }, 'amount'],
    [{ receivedOn: '2024-11-21' }, 'receivedOn'],
    [{ receivedOn: '2024-13-01' }, 'receivedOn'],
    [{ mode: 'cash' }, 'mode'],
    [{ bankReference: '' }, 'bankReference'],
    [{ bankReference: 'x'.repeat(65) }, 'bankReference'],
    [{ amount: '1000000000000.01' }, 'amount'],
  ])('payment %j is refused naming %s, and nothing changes', async (body, field) => {
    const before = await counts();
    const response = await payment(body);
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toContain(field);
    expect(await counts()).toEqual(before);
  });

  test('an amount as the form takes it, with Indian grouping commas, is read to the paisa', async () => {
    const response = await payment({ amount: '1,23,456.78' });
    expect(response.statusCode).toBe(201);
    expect(response.json().amountPaise).toBe(1_23_456_78);
  });

  test('a payment on no project is 404', async () => {
    const response = await office.postJson(STAFF_EARNINGS_PATHS.projectPayments({ projectId: 999_999 }), {
      amount: '1',
      receivedOn: '2024-11-05',
      mode: 'UPI',
      bankReference: 'x',
    });
    expect(response.statusCode).toBe(404);
    expect((await office.get(STAFF_EARNINGS_PATHS.projectPayments({ projectId: 999_999 }))).statusCode).toBe(
      404,
    );
  });

  test('a reversal is a negative entry with negative lines; never more than what remains', async () => {
    const paid = (await payment({ amount: '1000' })).json();
    const reverse = (body: Record<string, unknown>, paymentId = paid.id) =>
      office.postJson(STAFF_EARNINGS_PATHS.paymentReversal({ paymentId }), {
        amount: '400',
        kind: 'refund',
        reason: 'Client cancelled the second phase',
        receivedOn: '2024-11-10',
        ...body,
      });
    const response = await reverse({});
    expect(response.statusCode).toBe(201);
    const entry = response.json();
    expect(entry).toMatchObject({ amountPaise: -400_00, reversalOf: paid.id, reversalKind: 'refund' });
    const lines = await db
      .select()
      .from(commissionLines)
      .where(eq(commissionLines.paymentId, entry.id))
      .orderBy(commissionLines.level);
    expect(lines.map((line) => [line.level, line.amountPaise, line.status])).toEqual([
      [0, -40_00, 'pending'],
      [1, -12_00, 'pending'],
      [2, -4_00, 'pending'],
    ]);
    expect(JSON.parse((await lastAudit('payment.reverse')).detail!)).toMatchObject({
      reversalOf: paid.id,
      amountPaise: -400_00,
    });

    const before = await counts();
    const tooMuch = await reverse({ amount: '600.01' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.amount[0]).toContain('₹600');
    for (const [body, field] of [
      [{ receivedOn: '2024-11-04' }, 'receivedOn'],
      [{ receivedOn: '2024-11-21' }, 'receivedOn'],
      [{ kind: 'chargeback' }, 'kind'],
      [{ reason: '' }, 'reason'],
      [{ amount: '-5' }, 'amount'],
    ] as const) {
      const refused = await reverse(body);
      expect(refused.statusCode).toBe(400);
      expect(errorsOf(refused)).toContain(field);
    }
    const ofReversal = await reverse({}, entry.id);
    expect(ofReversal.statusCode).toBe(400);
    expect(errorsOf(ofReversal)).toEqual(['paymentId']);
    expect((await reverse({}, 999_999)).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
    // What remains can still be taken back, exactly.
    expect((await reverse({ amount: '600', kind: 'bounced cheque' })).statusCode).toBe(201);
  });

  test('recruiters are refused every payment route (403), nothing written', async () => {
    const before = await counts();
    expect(
      (await recruiter.get(STAFF_EARNINGS_PATHS.projectPayments({ projectId: setup.project.id }))).statusCode,
    ).toBe(403);
    expect(
      (await recruiter.postJson(STAFF_EARNINGS_PATHS.projectPayments({ projectId: setup.project.id }), {}))
        .statusCode,
    ).toBe(403);
    expect(
      (await recruiter.postJson(STAFF_EARNINGS_PATHS.paymentReversal({ paymentId: 1 }), {})).statusCode,
    ).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('commission lines', () => {
  let lineIds: number[];
  beforeAll(async () => {
    const entry = (await payment({ amount: '5000' })).json();
    lineIds = (
      await db
        .select()
        .from(commissionLines)
        .where(eq(commissionLines.paymentId, entry.id))
        .orderBy(commissionLines.level)
    ).map((line) => line.id);
  });
  // The office records the payments; a second person (an admin here) acts on their lines.
  const act = (body: Record<string, unknown>, agent = admin) =>
    agent.postJson(STAFF_EARNINGS_PATHS.commissionActions, body);
  const list = (query: string) => office.get(`${STAFF_EARNINGS_PATHS.commissions}?${query}`);

  test('the list is pending lines by default, one BDE’s with bdeCode, a page at a time', async () => {
    const all = (await list('limit=100')).json();
    expect(all.items.every((line: { status: string }) => line.status === 'pending')).toBe(true);
    expect(all.items.map((line: { id: number }) => line.id)).toEqual(expect.arrayContaining(lineIds));
    const own = (await list(`bdeCode=${setup.chain[1].bdeCode.toLowerCase()}&limit=100`)).json();
    expect(own.items.length).toBeGreaterThan(0);
    expect(
      own.items.every(
        (line: { partner: { bdeCode: string } }) => line.partner.bdeCode === setup.chain[1].bdeCode,
      ),
    ).toBe(true);
    const first = (await list('limit=1')).json();
    const second = (await list(`limit=1&after=${first.next}`)).json();
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await list('status=lost')).statusCode).toBe(400);
    expect((await recruiter.get(STAFF_EARNINGS_PATHS.commissions)).statusCode).toBe(403);
  });

  test('hold needs a reason; a held line is approved later; approved lines are skipped by decline', async () => {
    const before = await counts();
    for (const [body, field] of [
      [{ action: 'hold', lineIds: [lineIds[0]] }, 'reason'],
      [{ action: 'decline', lineIds: [lineIds[0]], reason: '  ' }, 'reason'],
      [{ action: 'approve', lineIds: [] }, 'lineIds'],
      [{ action: 'approve', lineIds: Array.from({ length: 501 }, (_, i) => i + 1) }, 'lineIds'],
      [{ action: 'approve', lineIds: ['1'] }, 'lineIds[0]'],
      [{ action: 'approve', lineIds: [1.5] }, 'lineIds[0]'],
      [{ action: 'pay', lineIds: [1] }, 'action'],
      [{ action: 'hold', lineIds: [1], reason: 'x'.repeat(501) }, 'reason'],
    ] as const) {
      const response = await act(body);
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toContain(field);
    }
    expect(await counts()).toEqual(before);

    const held = await act({ action: 'hold', lineIds: [lineIds[0]], reason: 'Waiting for the client’s PO' });
    expect(held.json()).toEqual({ changed: [lineIds[0]] });
    const approved = await act({ action: 'approve', lineIds });
    expect(approved.json()).toEqual({ changed: lineIds });
    expect((await act({ action: 'decline', lineIds, reason: 'Too late' })).json()).toEqual({ changed: [] });
    const notes = await db
      .select()
      .from(executiveNotifications)
      .where(eq(executiveNotifications.executiveId, setup.chain[0].id));
    expect(notes.at(-1)).toMatchObject({
      kind: 'commission approved',
      text: 'A commission of ₹500 was approved.',
      details: { amountPaise: 50_000, lines: 1 },
    });
    const audit = await lastAudit('commission.hold');
    expect(audit.targetId).toBe(setup.chain[0].bdeCode);
    expect(await readDetail(ctx, audit.detail, ['Waiting for the client’s PO'])).toMatchObject({
      lineIds: [lineIds[0]],
      reason: 'Waiting for the client’s PO',
    });
  });

  test('a decline tells the BDE why, in the site’s words with the reason', async () => {
    const entry = (await payment({ amount: '1234.5' })).json();
    const [line] = await db
      .select()
      .from(commissionLines)
      .where(eq(commissionLines.paymentId, entry.id))
      .orderBy(commissionLines.level);
    const response = await act({ action: 'decline', lineIds: [line.id], reason: 'Duplicate of invoice 17' });
    expect(response.json()).toEqual({ changed: [line.id] });
    const [stored] = await db.select().from(commissionLines).where(eq(commissionLines.id, line.id));
    expect(stored).toMatchObject({ status: 'declined', reason: 'Duplicate of invoice 17' });
    const notes = await db
      .select()
      .from(executiveNotifications)
      .where(eq(executiveNotifications.executiveId, line.executiveId));
    expect(notes.at(-1)).toMatchObject({
      kind: 'commission declined',
      text: 'A commission of ₹123.45 was declined: Duplicate of invoice 17',
      details: { amountPaise: 12_345, lines: 1, reason: 'Duplicate of invoice 17' },
    });
  });

  test('recruiters cannot act on lines (403), nothing written', async () => {
    const before = await counts();
    expect((await act({ action: 'approve', lineIds }, recruiter)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
