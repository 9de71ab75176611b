import { eq, sql } from 'drizzle-orm';
import { STAFF_ERASURE_PATHS } from 'shared/contract/bde-data';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { Db } from '../../db/client';
import {
  auditLog,
  commissionLines,
  erasureRequests,
  executiveNotifications,
  executives,
  payoutBatches,
  payouts,
} from '../../db/schema';
import { aadFor } from '../../lib/crypto-box';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { insertBankAccount, insertChain, insertPlan } from '../ledger/ledger-test-kit';
import { recordPayment } from '../ledger/payment-service';
import { openPayoutAccount } from './bank-account-service';

jest.setTimeout(120_000);

let ctx: TestContext;
let db: Db;
let office: TestAgent;
let admin: TestAgent;
let adminId: number;
let recruiter: TestAgent;
let staffId: number;
let setup: Awaited<ReturnType<typeof insertChain>>;

const NOW = Date.parse('2024-11-20T06:30:00Z');

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = NOW;
  db = ctx.database.db;
  staffId = (await insertStaff(ctx, { role: 'staff' })).id;
  office = await signedInAgent(ctx, 'staff', staffId);
  adminId = (await insertStaff(ctx, { role: 'admin' })).id;
  admin = await signedInAgent(ctx, 'staff', adminId);
  recruiter = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'recruiter' })).id);
  await insertPlan(db, { effectiveFrom: '2024-04-01', direct: 1000, overrides: [500], createdById: staffId });
  // Level 0 has an account (its holder's name starts like a formula), level 1 changed theirs a moment ago, and
  // the top of a second chain has none.
  setup = await insertChain(ctx, 2);
  await insertBankAccount(db, ctx.identity.cryptoBox, setup.chain[0].id, { accountNumber: '000123456789' });
  await db.execute(
    sql`update executive_bank_accounts set account_holder = '=HYPERLINK("x")' where executive_id = ${setup.chain[0].id}`,
  );
  await insertBankAccount(db, ctx.identity.cryptoBox, setup.chain[1].id, {
    holdUntil: new Date(NOW + 5 * 60_000),
  });
  // ₹2,00,000 received: ₹20,000 to level 0 (past the ₹15,000 threshold: 2% TDS on all of it), ₹10,000 to level 1.
  await recordPayment(db, {
    projectId: setup.project.id,
    amountPaise: 2_00_000_00,
    receivedOn: '2024-11-01',
    mode: 'UPI',
    bankReference: 'UPI-1',
    recordedById: staffId,
    at: new Date(NOW),
  });
  await db.update(commissionLines).set({ status: 'approved' });
});
afterAll(() => ctx.close());

const count = async (table: typeof auditLog | typeof payouts | typeof payoutBatches) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
const errorsOf = (response: { json(): unknown }) =>
  Object.keys((response.json() as { errors: object }).errors);
const lastAudit = async (action: string) =>
  (await db.select().from(auditLog).where(eq(auditLog.action, action))).at(-1)!;

let batchId: number;
let payoutId: number;

test('a month’s batch pays each BDE with approved lines and bank details past their hold, with TDS', async () => {
  for (const [body, field] of [
    [{ month: '2024-12' }, 'month'],
    [{ month: '2024-13' }, 'month'],
    [{ month: 'Nov 2024' }, 'month'],
    [{}, 'month'],
  ] as const) {
    const response = await office.postJson(STAFF_EARNINGS_PATHS.payouts, body);
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([field]);
  }
  expect(await count(payoutBatches)).toBe(0);

  const response = await office.postJson(STAFF_EARNINGS_PATHS.payouts, { month: '2024-11' });
  expect(response.statusCode).toBe(201);
  const answer = response.json();
  expect(answer.batch).toMatchObject({ month: '2024-11', rowCount: 1, paidCount: 0, grossPaise: 20_000_00 });
  expect(answer.rows).toEqual([
    expect.objectContaining({
      partner: expect.objectContaining({ bdeCode: setup.chain[0].bdeCode }),
      grossPaise: 20_000_00,
      tdsPaise: 400_00,
      netPaise: 19_600_00,
      tdsSection: '194H',
      tdsBasisPoints: 200,
      accountMasked: 'XXXXXX6789',
      status: 'awaiting transfer',
      lineCount: 1,
    }),
  ]);
  expect(answer.waiting).toEqual([
    expect.objectContaining({
      partner: expect.objectContaining({ bdeCode: setup.chain[1].bdeCode }),
      approvedPaise: 10_000_00,
      why: expect.stringMatching(/ wait until \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} India time\.$/),
    }),
  ]);
  batchId = answer.batch.id;
  payoutId = answer.rows[0].id;
  const [stored] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  // The snapshot is sealed for this row: it opens here, and nowhere else.
  expect(openPayoutAccount(ctx.identity.cryptoBox, stored)).toBe('000123456789');
  expect(() =>
    ctx.identity.cryptoBox.decryptText(
      stored.accountEncrypted,
      aadFor('payouts', 'account_encrypted', payoutId + 1),
    ),
  ).toThrow();
  expect(stored.accountEncrypted).not.toContain('123456789');
  const audit = await lastAudit('payout-batch.add');
  expect(JSON.parse(audit.detail!)).toEqual({ month: '2024-11', payoutIds: [payoutId] });

  const again = await office.postJson(STAFF_EARNINGS_PATHS.payouts, { month: '2024-11' });
  expect(again.statusCode).toBe(409);
  expect((await office.get(STAFF_EARNINGS_PATHS.payouts)).json().items).toHaveLength(1);
  expect((await office.get(STAFF_EARNINGS_PATHS.payout({ batchId }))).json().rows).toHaveLength(1);
  expect((await office.get(STAFF_EARNINGS_PATHS.payout({ batchId: 999_999 }))).statusCode).toBe(404);
});

test('the bank file has the full account, rupees with two decimals, a reference; audited without the account', async () => {
  const response = await office.get(STAFF_EARNINGS_PATHS.payoutBankFile({ batchId }));
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  expect(response.body).toBe(
    'name,account_number,ifsc,amount,reference\r\n' +
      `"'=HYPERLINK(""x"")",000123456789,HDFC0001234,19600.00,2024-11-P${payoutId}\r\n`,
  );
  const audit = await lastAudit('payout-batch.bank-file');
  expect(audit.detail).not.toContain('123456789');
  expect(JSON.parse(audit.detail!)).toEqual({
    month: '2024-11',
    rows: 1,
    netPaise: 19_600_00,
    payoutIds: [payoutId],
  });
  expect(
    (
      await office.request({
        method: 'GET',
        url: STAFF_EARNINGS_PATHS.payoutBankFile({ batchId }),
        headers: { 'sec-fetch-site': 'cross-site' },
      })
    ).statusCode,
  ).toBe(403);
});

test('a UTR marks the payout and its lines paid and tells the BDE; a second or a reused one is 409', async () => {
  // The office made the batch and downloaded its file: a second person (an admin here) records transfers.
  const utr = (body: Record<string, unknown>, id = payoutId) =>
    admin.postJson(STAFF_EARNINGS_PATHS.payoutUtr({ batchId, payoutId: id }), body);
  const before = await count(auditLog);
  for (const bad of ['short', 'HDFC-R520241120', 'x'.repeat(23), '']) {
    const response = await utr({ utr: bad });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual(['utr']);
  }
  expect((await utr({ utr: 'HDFCR52024112000001' }, 999_999)).statusCode).toBe(404);
  expect(await count(auditLog)).toBe(before);

  // As the form takes it: spaces between groups, small letters; kept as the bank prints it.
  const response = await utr({ utr: ' hdfc r520 2411 2000 001' });
  expect(response.statusCode).toBe(200);
  expect(response.json().rows[0]).toMatchObject({ status: 'paid', utr: 'HDFCR52024112000001' });
  const lines = await db.select().from(commissionLines).where(eq(commissionLines.payoutId, payoutId));
  expect(lines.map((line) => line.status)).toEqual(['paid']);
  const [note] = await db
    .select()
    .from(executiveNotifications)
    .where(eq(executiveNotifications.executiveId, setup.chain[0].id));
  expect(note).toMatchObject({
    kind: 'payout paid',
    text: 'Your payout of ₹19,600 for November 2024 was paid (UTR HDFCR52024112000001).',
    details: { amountPaise: 1_960_000, month: '2024-11', utr: 'HDFCR52024112000001' },
  });
  expect(JSON.parse((await lastAudit('payout.paid')).detail!)).toMatchObject({ utr: 'HDFCR52024112000001' });

  const twice = await utr({ utr: 'HDFCR52024112000002' });
  expect(twice.statusCode).toBe(409);
  // The file now has nothing left to transfer.
  expect((await office.get(STAFF_EARNINGS_PATHS.payoutBankFile({ batchId }))).body).toBe(
    'name,account_number,ifsc,amount,reference\r\n',
  );
});

test('a UTR already recorded for another payout is 409', async () => {
  // December's batch (the next month), made by the admin; the office records the transfer.
  ctx.clock.now = Date.parse('2024-12-02T06:30:00Z');
  try {
    const maker = await signedInAgent(ctx, 'staff', adminId);
    const payer = await signedInAgent(ctx, 'staff', staffId);
    const next = (await maker.postJson(STAFF_EARNINGS_PATHS.payouts, { month: '2024-12' })).json();
    const row = next.rows[0];
    expect(row.partner.bdeCode).toBe(setup.chain[1].bdeCode);
    const response = await payer.postJson(
      STAFF_EARNINGS_PATHS.payoutUtr({ batchId: next.batch.id, payoutId: row.id }),
      {
        utr: 'HDFCR52024112000001',
      },
    );
    expect(response.statusCode).toBe(409);
    const [stored] = await db.select().from(payouts).where(eq(payouts.id, row.id));
    expect(stored.utr).toBeNull();
  } finally {
    ctx.clock.now = NOW;
  }
});

test('recruiters are refused every payout route (403), nothing written', async () => {
  const before = await count(auditLog);
  expect((await recruiter.get(STAFF_EARNINGS_PATHS.payouts)).statusCode).toBe(403);
  expect((await recruiter.postJson(STAFF_EARNINGS_PATHS.payouts, { month: '2024-09' })).statusCode).toBe(403);
  expect((await recruiter.get(STAFF_EARNINGS_PATHS.payout({ batchId }))).statusCode).toBe(403);
  expect((await recruiter.get(STAFF_EARNINGS_PATHS.payoutBankFile({ batchId }))).statusCode).toBe(403);
  expect(
    (await recruiter.postJson(STAFF_EARNINGS_PATHS.payoutUtr({ batchId, payoutId }), { utr: 'AAAA11112222' }))
      .statusCode,
  ).toBe(403);
  expect(await count(auditLog)).toBe(before);
  expect(await count(payoutBatches)).toBe(2);
});

test('a BDE with earnings is not erased: 409 naming why and until when, nothing changed', async () => {
  const bde = setup.chain[0];
  await db.insert(erasureRequests).values({ executiveId: bde.id, bdeCode: bde.bdeCode });
  const response = await admin.postJson(STAFF_ERASURE_PATHS.erase({ bdeCode: bde.bdeCode }), {});
  expect(response.statusCode).toBe(409);
  // Paid in financial year 2024-25: its assessment year ends 31 March 2026, six years on is 2032.
  expect(response.json().title).toContain('kept until 2032-03-31');
  const [row] = await db.select().from(executives).where(eq(executives.id, bde.id));
  expect(row.email).toBe(bde.email);
  const [request] = await db.select().from(erasureRequests).where(eq(erasureRequests.executiveId, bde.id));
  expect(request.status).toBe('pending');
});
