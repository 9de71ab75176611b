import { eq } from 'drizzle-orm';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { Db } from '../../db/client';
import { commissionLines } from '../../db/schema';
import type { TestAgent, TestContext } from '../../test/test-app';
import { earningsOf } from '../statements/earnings-service';
import { statementOf } from '../statements/statement-service';
import { twoPeopleLedger, type insertChain } from './ledger-test-kit';

jest.setTimeout(120_000);

let ctx: TestContext;
let db: Db;
let maker: TestAgent;
let checker: TestAgent;
let admin: TestAgent;
let setup: Awaited<ReturnType<typeof insertChain>>;

const NOW = Date.parse('2024-11-20T06:30:00Z');

beforeAll(async () => {
  ({ ctx, db, admin, maker, checker, setup } = await twoPeopleLedger(NOW));
});
afterAll(() => ctx.close());

const pay = async (amount: string) =>
  (
    await maker.postJson(STAFF_EARNINGS_PATHS.projectPayments({ projectId: setup.project.id }), {
      amount,
      receivedOn: '2024-11-05',
      mode: 'UPI',
      bankReference: `UPI-${amount}-${Math.random()}`,
    })
  ).json() as { id: number };
const reverse = (paymentId: number, amount: string, reason = 'Client cancelled phase two') =>
  maker.postJson(STAFF_EARNINGS_PATHS.paymentReversal({ paymentId }), {
    amount,
    kind: 'refund',
    reason,
    receivedOn: '2024-11-10',
  });
const act = (agent: TestAgent, body: Record<string, unknown>) =>
  agent.postJson(STAFF_EARNINGS_PATHS.commissionActions, body);
const linesOf = (paymentId: number) =>
  db
    .select()
    .from(commissionLines)
    .where(eq(commissionLines.paymentId, paymentId))
    .orderBy(commissionLines.level);
const shape = (lines: Awaited<ReturnType<typeof linesOf>>) =>
  lines.map((line) => [line.amountPaise, line.status]);

test('a refund of a payment whose commission was declined makes no line: nothing is taken from the BDE', async () => {
  const paid = await pay('1000');
  const ids = (await linesOf(paid.id)).map((line) => line.id);
  await act(checker, { action: 'decline', lineIds: ids, reason: 'Duplicate entry' });
  const owedBefore = (await earningsOf(db, setup.chain[0].id, NOW))!.owedPaise;
  const response = await reverse(paid.id, '1000');
  expect(response.statusCode).toBe(201);
  expect(await linesOf(response.json().id)).toEqual([]);
  expect((await earningsOf(db, setup.chain[0].id, NOW))!.owedPaise).toBe(owedBefore);
});

test('a part refund of unpaid lines follows them: declined with them, approved with them, never alone', async () => {
  const declined = await pay('1000');
  const reversal = (await reverse(declined.id, '400')).json();
  const followers = await linesOf(reversal.id);
  expect(shape(followers)).toEqual([
    [-40_00, 'pending'],
    [-20_00, 'pending'],
  ]);
  expect(followers.every((line) => !line.clawBack && line.reversesLineId !== null)).toBe(true);
  // Acted on alone, a follower is left as it is.
  expect((await act(checker, { action: 'approve', lineIds: [followers[0].id] })).json()).toEqual({
    changed: [],
  });
  const originals = (await linesOf(declined.id)).map((line) => line.id);
  const answer = await act(checker, { action: 'decline', lineIds: originals, reason: 'Not our client' });
  expect(answer.json().changed.sort()).toEqual([...originals, ...followers.map((line) => line.id)].sort());
  expect(shape(await linesOf(reversal.id))).toEqual([
    [-40_00, 'declined'],
    [-20_00, 'declined'],
  ]);

  const approved = await pay('1000');
  const second = (await reverse(approved.id, '400')).json();
  await act(checker, { action: 'approve', lineIds: (await linesOf(approved.id)).map((line) => line.id) });
  expect(shape(await linesOf(second.id))).toEqual([
    [-40_00, 'approved'],
    [-20_00, 'approved'],
  ]);
  // A refund of approved lines not yet in a batch follows them as approved: the batch nets them.
  const third = (await reverse(approved.id, '100')).json();
  expect(shape(await linesOf(third.id))).toEqual([
    [-10_00, 'approved'],
    [-5_00, 'approved'],
  ]);
});

test('a whole refund of unpaid lines cancels them: both declined, the BDE told why', async () => {
  const paid = await pay('2000');
  const reversal = (await reverse(paid.id, '2000', 'Order withdrawn')).json();
  for (const id of [paid.id, reversal.id]) {
    const lines = await linesOf(id);
    expect(lines.map((line) => line.status)).toEqual(['declined', 'declined']);
    expect(lines[0].reason).toBe('Cancelled by a refund: Order withdrawn');
  }
});

test('a refund of paid lines claws back: approved by another, released only by two people with a reason', async () => {
  const paid = await pay('3000');
  const originals = await linesOf(paid.id);
  await db.update(commissionLines).set({ status: 'paid' }).where(eq(commissionLines.paymentId, paid.id));
  const reversal = (await reverse(paid.id, '3000', 'Chargeback by the client')).json();
  const clawBacks = await linesOf(reversal.id);
  expect(shape(clawBacks)).toEqual([
    [-300_00, 'pending'],
    [-150_00, 'pending'],
  ]);
  expect(clawBacks.map((line) => [line.clawBack, line.reversesLineId])).toEqual(
    originals.map((line) => [true, line.id]),
  );
  const ids = clawBacks.map((line) => line.id);

  const alone = await act(checker, { action: 'decline', lineIds: ids, reason: 'Goodwill' });
  expect(alone.statusCode).toBe(409);
  expect(alone.json().title).toMatch(/released by two people/);
  expect((await act(checker, { action: 'hold', lineIds: ids, reason: 'Goodwill: waive' })).json()).toEqual({
    changed: ids,
  });
  const sameHand = await act(checker, { action: 'decline', lineIds: ids, reason: 'Goodwill' });
  expect(sameHand.statusCode).toBe(403);
  expect(sameHand.json().title).toMatch(/You held this claw-back/);
  expect(shape(await linesOf(reversal.id)).map(([, status]) => status)).toEqual(['held', 'held']);
  // The reversal's recorder does not approve it either; a second admin releases it with a reason.
  expect((await act(maker, { action: 'approve', lineIds: ids })).statusCode).toBe(403);
  expect((await act(admin, { action: 'decline', lineIds: ids, reason: 'Goodwill, agreed' })).json()).toEqual({
    changed: ids,
  });
});

test('the reason typed for a reversal reaches the BDE on the line and in the statement', async () => {
  const paid = await pay('500');
  const reversal = (await reverse(paid.id, '100', 'Bounced on the client side')).json();
  const earnings = (await earningsOf(db, setup.chain[0].id, NOW))!;
  const line = earnings.lines.find((row) => row.paymentId === reversal.id)!;
  expect(line.reversalReason).toBe('refund - Bounced on the client side');
  const { statement } = (await statementOf(db, setup.chain[0].id, '2024-11'))!;
  const entry = statement.entries.find((row) => row.lineId === line.id)!;
  expect(entry.description).toContain(
    'Reversal: Acme Foods, your project, 10%. Reason: refund - Bounced on the client side',
  );
});
