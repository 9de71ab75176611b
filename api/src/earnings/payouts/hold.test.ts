import { and, eq, isNull } from 'drizzle-orm';
import { BDE_SETTINGS_PATHS, STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { Db } from '../../db/client';
import { commissionLines, emailOutbox, executiveNotifications } from '../../db/schema';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { insertChain, insertPlan } from '../ledger/ledger-test-kit';
import { recordPayment } from '../ledger/payment-service';

jest.setTimeout(120_000);

const HOUR = 60 * 60 * 1000;
// 25 Nov 2024, noon in India.
const NOW = Date.parse('2024-11-25T06:30:00Z');

let ctx: TestContext;
let db: Db;
let office: TestAgent;
let batcherId: number;
/** Staff sessions end after 15 idle minutes: sign in again after moving the clock. */
const batcher = () => signedInAgent(ctx, 'staff', batcherId);
let bde: Awaited<ReturnType<typeof insertChain>>['chain'][number];

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = NOW;
  db = ctx.database.db;
  const recorderId = (await insertStaff(ctx)).id;
  office = await signedInAgent(ctx, 'staff', (await insertStaff(ctx)).id);
  batcherId = (await insertStaff(ctx)).id;
  await insertPlan(db, { effectiveFrom: '2024-04-01', direct: 1000, overrides: [], createdById: recorderId });
  const setup = await insertChain(ctx, 1);
  bde = setup.chain[0];
  await recordPayment(db, {
    projectId: setup.project.id,
    amountPaise: 50_000_00,
    receivedOn: '2024-11-20',
    mode: 'UPI',
    bankReference: 'UPI-HOLD',
    recordedById: recorderId,
    at: new Date(NOW),
  });
  const lineIds = (await db.select({ id: commissionLines.id }).from(commissionLines)).map((row) => row.id);
  expect(
    (await office.postJson(STAFF_EARNINGS_PATHS.commissionActions, { action: 'approve', lineIds }))
      .statusCode,
  ).toBe(200);
});
afterAll(() => ctx.close());

test('a hold is told when it starts, with its end; the next batch made after it pays, in the same month', async () => {
  const agent = await signedInAgent(ctx, 'bde', bde.id);
  const saved = await agent.postJson(BDE_SETTINGS_PATHS.bankDetails(bde.bdeCode), {
    accountHolder: 'Asha Rao',
    accountNumber: '123456789012',
    confirmAccountNumber: '123456789012',
    ifsc: 'sbin0001234',
    currentPassword: 'correct horse battery',
  });
  expect(saved.statusCode).toBe(200);
  const bell = await db
    .select()
    .from(executiveNotifications)
    .where(
      and(eq(executiveNotifications.executiveId, bde.id), eq(executiveNotifications.kind, 'payout on hold')),
    );
  expect(bell).toEqual([
    expect.objectContaining({
      text: expect.stringContaining('payouts wait until 27 Nov 2024, 12:00 pm IST'),
      // Kept for the portal to write it in the page's language.
      details: { holdUntil: '2024-11-27T06:30:00.000Z' },
      link: '/bdedetails/settings',
    }),
  ]);
  const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, bde.email));
  expect(email.textBody).toContain('no payout goes to this account before 27 Nov 2024, 12:00 pm IST');
  expect(email.textBody).toContain('paid in the first payout batch made after that');

  // November's batch, made during the hold: no row for them, their lines wait unbatched.
  ctx.clock.now = NOW + HOUR;
  const november = await (await batcher()).postJson(STAFF_EARNINGS_PATHS.payouts, { month: '2024-11' });
  expect(november.statusCode).toBe(201);
  expect(november.json().rows).toEqual([]);
  expect(november.json().waiting).toEqual([expect.objectContaining({ approvedPaise: 5_000_00 })]);
  const waiting = await db
    .select()
    .from(commissionLines)
    .where(and(eq(commissionLines.executiveId, bde.id), isNull(commissionLines.payoutId)));
  expect(waiting).toHaveLength(1);

  // Before the hold ends, asking again changes nothing.
  const early = await (await batcher()).postJson(STAFF_EARNINGS_PATHS.payouts, { month: '2024-11' });
  expect(early.statusCode).toBe(409);

  // The hold ends on 27 November; the next batch made after it (November's again, on the 28th, not
  // December's) pays them.
  ctx.clock.now = NOW + 72 * HOUR;
  const next = await (await batcher()).postJson(STAFF_EARNINGS_PATHS.payouts, { month: '2024-11' });
  expect([next.statusCode, next.json().title]).toEqual([201, undefined]);
  expect(next.json().batch.id).toBe(november.json().batch.id);
  expect(next.json().rows).toEqual([
    expect.objectContaining({ grossPaise: 5_000_00, accountMasked: 'XXXXXX9012', lineCount: 1 }),
  ]);
  // Once paid in it, the month's batch is made: asked again, 409.
  expect(
    (await (await batcher()).postJson(STAFF_EARNINGS_PATHS.payouts, { month: '2024-11' })).statusCode,
  ).toBe(409);
});
