import { eq, sql } from 'drizzle-orm';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { Db } from '../../db/client';
import { auditLog, commissionLines, projectPayments, projects } from '../../db/schema';
import type { TestAgent, TestContext } from '../../test/test-app';
import { twoPeopleLedger, type insertChain } from './ledger-test-kit';
import { PAYMENT_LIMITS, paymentLimitOn } from './payment-limits';

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

const count = async (table: typeof auditLog | typeof commissionLines | typeof projectPayments) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
const counts = async () => ({
  audit: await count(auditLog),
  lines: await count(commissionLines),
  payments: await count(projectPayments),
});

async function newProject(amountPaise: number) {
  const [project] = await db
    .insert(projects)
    .values({
      executiveId: setup.chain[0].id,
      companyName: 'Golconda Traders',
      amountPaise,
      status: 'Active',
    })
    .returning();
  return project.id;
}

const pay = (agent: TestAgent, projectId: number, amount: string) =>
  agent.postJson(STAFF_EARNINGS_PATHS.projectPayments({ projectId }), {
    amount,
    receivedOn: '2024-11-05',
    mode: 'bank transfer',
    bankReference: `NEFT-${amount}`,
  });
const act = (agent: TestAgent, body: Record<string, unknown>) =>
  agent.postJson(STAFF_EARNINGS_PATHS.commissionActions, body);
const linesOf = async (paymentId: number) =>
  db
    .select()
    .from(commissionLines)
    .where(eq(commissionLines.paymentId, paymentId))
    .orderBy(commissionLines.level);

describe('whoever records a payment does not approve its commission', () => {
  test.each([
    ['staff', () => maker],
    ['an admin', () => admin],
  ])('%s who recorded it is refused (403, naming why), nothing changed', async (_who, agentOf) => {
    const agent = agentOf();
    const entry = (await pay(agent, setup.project.id, '1000')).json();
    const ids = (await linesOf(entry.id)).map((line) => line.id);
    const before = await counts();
    const refused = await act(agent, { action: 'approve', lineIds: ids });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toMatch(/You recorded the payment .* another staff member approves them/);
    expect(refused.json().errors.lineIds[0]).toContain(ids.join(', '));
    expect(await counts()).toEqual(before);
    expect((await linesOf(entry.id)).map((line) => line.status)).toEqual(['pending', 'pending']);
    // One of the maker's lines among others' refuses the whole request.
    const others = (await pay(checker, setup.project.id, '10')).json();
    const mixed = [...ids, ...(await linesOf(others.id)).map((line) => line.id)];
    expect((await act(agent, { action: 'approve', lineIds: mixed })).statusCode).toBe(403);
    expect(await counts()).toEqual({
      ...before,
      lines: before.lines + 2,
      payments: before.payments + 1,
      audit: before.audit + 1,
    });

    const approved = await act(checker, { action: 'approve', lineIds: ids });
    expect(approved.json()).toEqual({ changed: ids });
    const stored = await linesOf(entry.id);
    expect(stored.map((line) => line.status)).toEqual(['approved', 'approved']);
    expect(stored.every((line) => line.approvedById === stored[0].statusChangedById)).toBe(true);
  });
});

describe('a payment beyond the project’s value or the dated limit is refused', () => {
  test('₹1 lakh crore on a ₹5,00,000 project: 400 on amount, nothing written', async () => {
    const projectId = await newProject(5_00_000_00);
    const before = await counts();
    const refused = await pay(maker, projectId, '1000000000000');
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['amount']);
    expect(await counts()).toEqual(before);
  });

  test('the sum of payments so far and this one may not pass the project’s value; a refund makes room', async () => {
    const projectId = await newProject(5_00_000_00);
    expect((await pay(maker, projectId, '3,00,000')).statusCode).toBe(201);
    const before = await counts();
    const over = await pay(maker, projectId, '200000.01');
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amount[0]).toContain('₹2,00,000');
    expect(await counts()).toEqual(before);
    expect((await pay(maker, projectId, '2,00,000')).statusCode).toBe(201);
    const [first] = await db.select().from(projectPayments).where(eq(projectPayments.projectId, projectId));
    const refund = await maker.postJson(STAFF_EARNINGS_PATHS.paymentReversal({ paymentId: first.id }), {
      amount: '50000',
      kind: 'refund',
      reason: 'Phase two dropped',
      receivedOn: '2024-11-10',
    });
    expect(refund.statusCode).toBe(201);
    expect((await pay(maker, projectId, '50000')).statusCode).toBe(201);
    expect((await pay(maker, projectId, '0.01')).statusCode).toBe(400);
  });

  test('more than the limit in force is refused even on a project worth more', async () => {
    const limit = paymentLimitOn('2024-11-20');
    expect(limit.source).toEqual(expect.any(String));
    const projectId = await newProject(limit.maxPaymentPaise * 10);
    const refused = await pay(maker, projectId, String(limit.maxPaymentPaise / 100 + 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.amount[0]).toMatch(/more than one payment may be/);
    expect((await pay(maker, projectId, String(limit.maxPaymentPaise / 100))).statusCode).toBe(201);
  });

  test('each date takes the newest limit that has started', () => {
    expect(paymentLimitOn('2024-11-20')).toBe(
      PAYMENT_LIMITS.filter((rule) => rule.from <= '2024-11-20').at(-1),
    );
  });

  test('two payments at once that together pass the value: one is recorded', async () => {
    const projectId = await newProject(10_000_00);
    const answers = await Promise.all([pay(maker, projectId, '6000'), pay(checker, projectId, '6000')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const [{ sum }] = await db
      .select({ sum: sql<string>`sum(${projectPayments.amountPaise})::text` })
      .from(projectPayments)
      .where(eq(projectPayments.projectId, projectId));
    expect(Number(sum)).toBe(6_000_00);
  });
});
