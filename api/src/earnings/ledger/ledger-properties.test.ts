import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  COMMISSION_ACTIONS,
  financialYearOf,
  panTakesHigherRate,
  shareOfPaise,
  type CommissionAction,
  type CommissionStatus,
  type PanStatus,
} from 'shared/contract/earnings';
import { todayInIndia } from 'shared/contract/staff-business-schema';
import type { Db } from '../../db/client';
import { commissionLines, executives, payouts, projects } from '../../db/schema';
import { insertStaff } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createPayoutBatch } from '../payouts/batch-service';
import { tdsOnCredit, tdsOnTakeBack } from '../payouts/tds';
import { recordUtr } from '../payouts/utr-service';
import { actOnLines } from './commission-service';
import { insertBankAccount, insertChain } from './ledger-test-kit';
import { recordPayment, recordReversal } from './payment-service';
import { addPlan } from './plan-service';

/**
 * Random sequences of payments, reversals, plan versions, line actions, payout batches and UTRs over
 * a referral chain of four BDEs, checked against a model of the shared definitions as they run. Each
 * run is one transaction, rolled back at its end, so every run starts from an empty ledger.
 */
jest.setTimeout(300_000);

const RUNS = Number(process.env.LEDGER_RUNS ?? 50);
const DAY = 24 * 60 * 60 * 1000;
// 1 June 2024, noon in India: runs cross the rate change of 1 October 2024, some into the next year.
const START = Date.parse('2024-06-01T06:30:00Z');

let ctx: TestContext;
/** Records payments and reversals, and makes batches. */
let staffId: number;
/** Two checkers act on lines (a claw-back is released by two people); a third records transfers. */
let checkerIds: number[];
let payerId: number;
let chain: Array<{ id: number; reviewStatus: string; panStatus: PanStatus }>;
let projectsOf: Array<{ id: number; executiveId: number }>;

beforeAll(async () => {
  ctx = await createTestApp();
  staffId = (await insertStaff(ctx)).id;
  checkerIds = [(await insertStaff(ctx)).id, (await insertStaff(ctx, { role: 'admin' })).id];
  payerId = (await insertStaff(ctx)).id;
  const setup = await insertChain(ctx, 4);
  const db = ctx.database.db;
  // The third BDE's PAN was found inoperative (20%; their documents also await review, which alone
  // would not raise the rate); the top one has no bank details (never paid).
  await db
    .update(executives)
    .set({ reviewStatus: 'pending', panStatus: 'inoperative' })
    .where(eq(executives.id, setup.chain[2].id));
  for (const bde of setup.chain.slice(0, 3)) await insertBankAccount(db, ctx.identity.cryptoBox, bde.id);
  chain = (
    await db
      .select()
      .from(executives)
      .where(
        inArray(
          executives.id,
          setup.chain.map((bde) => bde.id),
        ),
      )
  ).sort(
    (a, b) =>
      setup.chain.findIndex((bde) => bde.id === a.id) - setup.chain.findIndex((bde) => bde.id === b.id),
  );
  const [second] = await db
    .insert(projects)
    .values({ executiveId: chain[1].id, companyName: 'Second Co', amountPaise: 1, status: 'Active' })
    .returning();
  projectsOf = [
    { id: setup.project.id, executiveId: chain[0].id },
    { id: second.id, executiveId: chain[1].id },
  ];
});
afterAll(() => ctx.close());

type Op =
  | { kind: 'pay'; project: number; amountPaise: number }
  | { kind: 'reverse'; pick: number; share: number }
  | { kind: 'plan'; daysAhead: number; direct: number; overrides: number[] }
  | { kind: 'wait'; days: number }
  | { kind: 'act'; action: CommissionAction; mask: number[]; checker: number }
  | { kind: 'batch' }
  | { kind: 'utr'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      project: fc.nat(1),
      amountPaise: fc.integer({ min: 1, max: 10_00_000_00 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('reverse' as const),
      pick: fc.nat(),
      share: fc.integer({ min: 1, max: 100 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('plan' as const),
      daysAhead: fc.integer({ min: 0, max: 60 }),
      direct: fc.integer({ min: 1, max: 5000 }),
      overrides: fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: 3 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 45 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('act' as const),
      action: fc.constantFrom(...COMMISSION_ACTIONS, 'approve' as const, 'approve' as const),
      mask: fc.array(fc.nat(3), { minLength: 1, maxLength: 30 }),
      checker: fc.nat(1),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'batch' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('utr' as const), pick: fc.nat() }) },
);

interface ModelLine {
  id: number;
  executiveId: number;
  paymentId: number;
  planId: number;
  level: number;
  basisPoints: number;
  amountPaise: number;
  status: CommissionStatus;
  payoutId: number | null;
  /** For a reversal's line: the line it reverses, and whether it claws back (else it follows it). */
  reversesLineId: number | null;
  clawBack: boolean;
  statusChangedById: number | null;
}
interface ModelPayout {
  id: number;
  executiveId: number;
  financialYear: number;
  grossPaise: number;
  taxedBasePaise: number;
  tdsPaise: number;
  paid: boolean;
}

const MOVES: Record<CommissionAction, { from: CommissionStatus[]; to: CommissionStatus }> = {
  approve: { from: ['pending', 'held'], to: 'approved' },
  hold: { from: ['pending'], to: 'held' },
  decline: { from: ['pending', 'held'], to: 'declined' },
};

class Rollback extends Error {}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const immutable = (line: typeof commissionLines.$inferSelect) =>
  [
    line.id,
    line.executiveId,
    line.paymentId,
    line.planId,
    line.level,
    line.basisPoints,
    line.amountPaise,
  ].join(':');

async function run(ops: Op[], inspect?: (tx: Db) => Promise<void>) {
  const db = ctx.database.db;
  await db
    .transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      let clock = START;
      const today = () => todayInIndia(new Date(clock));
      const plans: Array<{ id: number; effectiveFrom: string; rates: number[] }> = [];
      const addVersion = async (effectiveFrom: string, rates: number[]) => {
        const row = await addPlan(tx, {
          effectiveFrom,
          directBasisPoints: rates[0],
          overrideBasisPoints: rates.slice(1),
          note: 'Property run',
          createdById: staffId,
        });
        plans.push({ id: row!.id, effectiveFrom, rates });
      };
      await addVersion('2024-04-01', [1000, 300, 100]);
      const payments: Array<{ id: number; receivedOn: string; remaining: number; lines: ModelLine[] }> = [];
      const lines = new Map<number, ModelLine>();
      const payoutRows: ModelPayout[] = [];
      // TDS entries, made when lines are credited (approved), and the entry each line was credited in.
      const entries: Array<{
        executiveId: number;
        financialYear: number;
        creditedPaise: number;
        taxedBasePaise: number;
        tdsPaise: number;
        batched: boolean;
      }> = [];
      const creditedIn = new Map<number, number>();
      // With `takeBack`, the lines reverse credited lines not yet paid: their entry gives the tax back.
      const credit = (credited: ModelLine[], takeBack = false) => {
        const creditedOn = today();
        const financialYear = financialYearOf(creditedOn);
        for (const bde of chain) {
          const own = credited.filter((line) => line.executiveId === bde.id);
          if (!own.length) continue;
          const year = entries.filter(
            (row) => row.executiveId === bde.id && row.financialYear === financialYear,
          );
          const creditPaise = sum(own.map((line) => line.amountPaise));
          const input = {
            creditedOn,
            creditPaise,
            yearCreditedBeforePaise: sum(year.map((row) => row.creditedPaise)),
            yearTaxedBeforePaise: sum(year.map((row) => row.taxedBasePaise)),
            hasValidPan: !panTakesHigherRate(bde.panStatus),
          };
          const tds = takeBack
            ? tdsOnTakeBack({ ...input, yearTdsBeforePaise: sum(year.map((row) => row.tdsPaise)) })
            : tdsOnCredit(input);
          entries.push({
            executiveId: bde.id,
            financialYear,
            creditedPaise: creditPaise,
            taxedBasePaise: tds.taxedBasePaise,
            tdsPaise: tds.tdsPaise,
            batched: false,
          });
          for (const line of own) creditedIn.set(line.id, entries.length - 1);
        }
      };
      const months = new Set<string>();
      const snapshots: string[][] = [];
      let latestPayment = '';
      let utrs = 0;

      for (const step of ops) {
        switch (step.kind) {
          case 'wait':
            clock += step.days * DAY;
            break;
          case 'plan': {
            const effectiveFrom = todayInIndia(new Date(clock + step.daysAhead * DAY));
            // The API's rules: today or later, after every payment, one version a day.
            if (effectiveFrom <= latestPayment || plans.some((plan) => plan.effectiveFrom === effectiveFrom))
              break;
            snapshots.push((await tx.select().from(commissionLines)).map(immutable));
            await addVersion(effectiveFrom, [step.direct, ...step.overrides]);
            break;
          }
          case 'pay': {
            const project = projectsOf[step.project];
            const receivedOn = today();
            const { entry, lines: made } = await recordPayment(tx, {
              projectId: project.id,
              amountPaise: step.amountPaise,
              receivedOn,
              mode: 'UPI',
              bankReference: 'P',
              recordedById: staffId,
              at: new Date(clock),
            });
            latestPayment = receivedOn;
            const plan = plans
              .filter((version) => version.effectiveFrom <= receivedOn)
              .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1))[0];
            const start = chain.findIndex((bde) => bde.id === project.executiveId);
            const expected = plan.rates
              .map((bp, level) => ({ level, bp, executive: chain[start + level] }))
              .filter(({ executive }) => executive !== undefined)
              .map(({ level, bp, executive }) => [
                executive.id,
                level,
                plan.id,
                bp,
                shareOfPaise(step.amountPaise, bp),
              ])
              .filter((line) => line[4] !== 0);
            expect(
              made.map((line) => [
                line.executiveId,
                line.level,
                line.planId,
                line.basisPoints,
                line.amountPaise,
              ]),
            ).toEqual(expected);
            const own = made.map((line) => ({
              ...line,
              status: 'pending' as const,
              payoutId: null,
              reversesLineId: null,
              clawBack: false,
              statusChangedById: null,
            }));
            for (const line of own) lines.set(line.id, line);
            payments.push({ id: entry.id, receivedOn, remaining: step.amountPaise, lines: own });
            break;
          }
          case 'reverse': {
            const open = payments.filter((payment) => payment.remaining > 0);
            if (!open.length) break;
            const payment = open[step.pick % open.length];
            const amountPaise = Math.max(1, Math.floor((payment.remaining * step.share) / 100));
            const outcome = await recordReversal(tx, {
              paymentId: payment.id,
              amountPaise,
              kind: 'refund',
              reason: 'Property run',
              receivedOn: today(),
              recordedById: staffId,
              at: new Date(clock),
            });
            if (!outcome.ok) throw new Error(`reversal refused: ${outcome.problem}`);
            payment.remaining -= amountPaise;
            // A reversal follows each line: none for a declined one, a claw-back for a paid (or batched)
            // one, else a line in the same status that moves with it.
            const expected = payment.lines
              .filter((line) => line.status !== 'declined')
              .map((line) => {
                const clawBack = line.status === 'paid' || line.payoutId !== null;
                return [
                  line.executiveId,
                  line.level,
                  line.planId,
                  line.basisPoints,
                  shareOfPaise(-amountPaise, line.basisPoints),
                  line.id,
                  clawBack,
                  clawBack ? 'pending' : line.status,
                ];
              })
              .filter((line) => line[4] !== 0);
            expect(
              outcome.lines.map((line) => [
                line.executiveId,
                line.level,
                line.planId,
                line.basisPoints,
                line.amountPaise,
                line.reversesLineId,
                line.clawBack,
                line.status,
              ]),
            ).toEqual(expected);
            for (const line of outcome.lines) {
              lines.set(line.id, {
                ...line,
                payoutId: null,
                statusChangedById: line.clawBack ? null : lines.get(line.reversesLineId!)!.statusChangedById,
              });
            }
            // Followers of credited lines take back the credit now, and the tax deducted on it.
            credit(
              outcome.lines
                .filter((line) => !line.clawBack && creditedIn.has(line.reversesLineId!))
                .map((line) => lines.get(line.id)!),
              true,
            );
            // An unpaid line its followers now take back whole is cancelled, with them.
            for (const line of outcome.lines.filter((made) => !made.clawBack)) {
              const original = lines.get(line.reversesLineId!)!;
              const followers = [...lines.values()].filter(
                (other) => other.reversesLineId === original.id && !other.clawBack,
              );
              if (original.amountPaise + sum(followers.map((other) => other.amountPaise)) !== 0) continue;
              for (const cancelled of [original, ...followers]) {
                if (
                  !['pending', 'held', 'approved'].includes(cancelled.status) ||
                  cancelled.payoutId !== null
                )
                  continue;
                cancelled.status = 'declined';
                cancelled.statusChangedById = staffId;
              }
            }
            // Taking back more than remains is refused.
            if (payment.remaining > 0) {
              const tooMuch = await recordReversal(tx, {
                paymentId: payment.id,
                amountPaise: payment.remaining + 1,
                kind: 'refund',
                reason: 'x',
                receivedOn: today(),
                recordedById: staffId,
              });
              expect(tooMuch).toEqual({ ok: false, problem: 'too much', remainingPaise: payment.remaining });
            }
            break;
          }
          case 'act': {
            const all = [...lines.values()];
            if (!all.length) break;
            // An empty mask is every line.
            const chosen = step.mask.length
              ? [...new Set(step.mask.map((n, index) => all[(n * 7 + index * 3) % all.length].id))]
              : all.map((line) => line.id);
            const move = MOVES[step.action];
            const checkerId = checkerIds[step.checker];
            const changed = await actOnLines(tx, {
              action: step.action,
              lineIds: chosen,
              reason: step.action === 'approve' ? null : 'Because',
              staffId: checkerId,
              at: new Date(clock),
            });
            // Followers move only with their line; a claw-back is declined only once held, by another.
            const direct = chosen.filter((id) => {
              const line = lines.get(id)!;
              if (!move.from.includes(line.status)) return false;
              if (line.reversesLineId !== null && !line.clawBack) return false;
              if (step.action !== 'decline' || !line.clawBack) return true;
              return line.status === 'held' && line.statusChangedById !== checkerId;
            });
            const followers = [...lines.values()]
              .filter(
                (line) =>
                  line.reversesLineId !== null &&
                  !line.clawBack &&
                  direct.includes(line.reversesLineId) &&
                  move.from.includes(line.status),
              )
              .map((line) => line.id);
            const expected = [...direct, ...followers];
            expect(sorted(changed.map((line) => line.id))).toEqual(sorted(expected));
            for (const id of expected) {
              lines.get(id)!.status = move.to;
              lines.get(id)!.statusChangedById = checkerId;
            }
            // Approving credits the lines: their TDS is worked out now.
            if (step.action === 'approve') credit(expected.map((id) => lines.get(id)!));
            break;
          }
          case 'batch': {
            const at = new Date(clock);
            const month = today().slice(0, 7);
            const outcome = await createPayoutBatch(tx, ctx.identity.cryptoBox, {
              month,
              createdById: staffId,
              at,
            });
            if (months.has(month)) {
              expect(outcome.ok).toBe(false);
              break;
            }
            months.add(month);
            expect(outcome.ok).toBe(true);
            const payoutOn = today();
            const financialYear = financialYearOf(payoutOn);
            const unbatched = (bde: { id: number }) =>
              [...lines.values()].filter(
                (line) => line.executiveId === bde.id && line.status === 'approved' && line.payoutId === null,
              );
            // Approved lines never credited (reversals that followed an approved line) are credited now.
            credit(chain.flatMap((bde) => unbatched(bde).filter((line) => !creditedIn.has(line.id))));
            const expected: ModelPayout[] = [];
            for (const bde of chain.slice(0, 3)) {
              const approved = unbatched(bde);
              const grossPaise = sum(approved.map((line) => line.amountPaise));
              if (grossPaise <= 0) continue;
              // The payout carries every deduction not yet carried: its lines' and those given back.
              const carried = entries.filter((entry) => entry.executiveId === bde.id && !entry.batched);
              const tdsPaise = sum(carried.map((entry) => entry.tdsPaise));
              if (tdsPaise > grossPaise) continue;
              expected.push({
                id: 0,
                executiveId: bde.id,
                financialYear,
                grossPaise,
                taxedBasePaise: sum(carried.map((entry) => entry.taxedBasePaise)),
                tdsPaise,
                paid: false,
              });
              for (const entry of carried) entry.batched = true;
              for (const line of approved) line.payoutId = -bde.id;
            }
            const made = outcome.ok
              ? await tx
                  .select()
                  .from(payouts)
                  .where(inArray(payouts.id, outcome.payoutIds.length ? outcome.payoutIds : [0]))
              : [];
            const got = made
              .map((row) => ({
                id: row.id,
                executiveId: row.executiveId,
                financialYear: row.financialYear,
                grossPaise: row.grossPaise,
                taxedBasePaise: row.taxedBasePaise,
                tdsPaise: row.tdsPaise,
                paid: false,
              }))
              .sort((a, b) => a.executiveId - b.executiveId);
            expect(got.map((row) => ({ ...row, id: 0 }))).toEqual(
              expected.sort((a, b) => a.executiveId - b.executiveId),
            );
            for (const row of got) {
              payoutRows.push(row);
              for (const line of lines.values())
                if (line.payoutId === -row.executiveId) line.payoutId = row.id;
            }
            break;
          }
          case 'utr': {
            if (!payoutRows.length) break;
            const payout = payoutRows[step.pick % payoutRows.length];
            utrs += 1;
            const outcome = await recordUtr(
              tx,
              { staffAddress: 'office@example.com', publicOrigin: 'http://localhost' },
              {
                batchId: (
                  await tx.select({ batchId: payouts.batchId }).from(payouts).where(eq(payouts.id, payout.id))
                )[0].batchId,
                payoutId: payout.id,
                utr: `UTR${String(utrs).padStart(12, '0')}`,
                actor: { staffId: payerId, ipAddress: '127.0.0.1' },
                at: new Date(clock),
              },
            );
            if (payout.paid) expect(outcome).toEqual({ ok: false, problem: 'recorded' });
            else {
              expect(outcome.ok).toBe(true);
              payout.paid = true;
              for (const line of lines.values()) if (line.payoutId === payout.id) line.status = 'paid';
            }
            break;
          }
        }
      }

      const stored = await tx.select().from(commissionLines);
      expect(stored.length).toBe(lines.size);
      for (const line of stored) {
        const model = lines.get(line.id)!;
        expect([line.status, line.payoutId, line.amountPaise]).toEqual([
          model.status,
          model.payoutId,
          model.amountPaise,
        ]);
      }
      const storedPayouts = await tx.select().from(payouts);
      for (const bde of chain) {
        const own = stored.filter((line) => line.executiveId === bde.id);
        const of = (...statuses: CommissionStatus[]) =>
          sum(own.filter((line) => statuses.includes(line.status)).map((line) => line.amountPaise));
        const modelOwn = [...lines.values()].filter((line) => line.executiveId === bde.id);
        // Owed: pending, approved and held lines, as the model has them.
        expect(of('pending', 'approved', 'held')).toBe(
          sum(
            modelOwn
              .filter((line) => ['pending', 'approved', 'held'].includes(line.status))
              .map((line) => line.amountPaise),
          ),
        );
        // Paid: the gross of their paid payouts, which is their paid lines.
        const paidGross = sum(
          storedPayouts
            .filter((row) => row.executiveId === bde.id && row.utr !== null)
            .map((row) => row.grossPaise),
        );
        expect(paidGross).toBe(of('paid'));
        // TDS per financial year: the table applied payout by payout, in order.
        for (const year of new Set(storedPayouts.map((row) => row.financialYear))) {
          const mine = storedPayouts.filter(
            (row) => row.executiveId === bde.id && row.financialYear === year,
          );
          expect(sum(mine.map((row) => row.tdsPaise))).toBe(
            sum(
              payoutRows
                .filter((row) => row.executiveId === bde.id && row.financialYear === year)
                .map((row) => row.tdsPaise),
            ),
          );
          for (const row of mine) expect(row.netPaise).toBe(row.grossPaise - row.tdsPaise);
        }
      }
      // Paid never exceeds approved: each payout is exactly its lines, every one approved (paid once its UTR is in).
      for (const row of storedPayouts) {
        const own = stored.filter((line) => line.payoutId === row.id);
        expect(sum(own.map((line) => line.amountPaise))).toBe(row.grossPaise);
        expect(row.lineCount).toBe(own.length);
        expect(new Set(own.map((line) => line.status))).toEqual(
          new Set([row.utr === null ? 'approved' : 'paid']),
        );
      }
      // The running sums the earnings and statements read are the lines' own sums, however they moved.
      const sumsQuery = `
        select executive_id, month, basis, status, level, positive, amount_paise::bigint::text as amount, line_count
        from (%s) sums where line_count <> 0 order by 1, 2, 3, 4, 5, 6`;
      const kept = await tx.execute(sql.raw(sumsQuery.replace('%s', 'select * from commission_totals')));
      const fromLines = await tx.execute(
        sql.raw(
          sumsQuery.replace(
            '%s',
            `select executive_id, india_month(created_at) as month, 'created' as basis, status, level,
                    amount_paise > 0 as positive, sum(amount_paise) as amount_paise, count(*)::int as line_count
             from commission_lines group by 1, 2, 3, 4, 5, 6
             union all
             select executive_id, india_month(status_changed_at), 'declined', 'declined', level, amount_paise > 0,
                    sum(amount_paise), count(*)::int
             from commission_lines where status = 'declined' group by 1, 2, 3, 4, 5, 6`,
          ),
        ),
      );
      expect((kept as unknown as { rows: unknown[] }).rows).toEqual(
        (fromLines as unknown as { rows: unknown[] }).rows,
      );
      // A plan version never altered a line made before it.
      const now = new Set(stored.map(immutable));
      for (const snapshot of snapshots) for (const line of snapshot) expect(now.has(line)).toBe(true);
      await inspect?.(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

test('balances, payouts and TDS follow the ledger’s definitions over random sequences', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), (ops) => run(ops)),
    {
      numRuns: RUNS,
      seed: Number(process.env.LEDGER_SEED ?? 20241001),
      endOnFailure: true,
    },
  );
});

test('a year crossing the threshold mid-year and the 1 October 2024 rate change: TDS as the table says', async () => {
  // ₹1,00,000 received on each project every month from 1 June 2024, every line approved and paid out
  // monthly. The first BDE earns ₹10,000 a month (10% of theirs); the second ₹13,000 (10% of theirs, 3%
  // of the first's); the third, whose PAN is not verified, ₹4,000 (3% and 1%).
  const ops: Op[] = [];
  for (let month = 0; month < 6; month += 1) {
    ops.push(
      { kind: 'pay', project: 0, amountPaise: 1_00_000_00 },
      { kind: 'pay', project: 1, amountPaise: 1_00_000_00 },
    );
    ops.push(
      { kind: 'act', action: 'approve', mask: [], checker: 0 },
      { kind: 'batch' },
      { kind: 'wait', days: 31 },
    );
  }
  await run(ops, async (tx) => {
    const rows = await tx.select().from(payouts).orderBy(payouts.id);
    const of = (executiveId: number) =>
      rows
        .filter((row) => row.executiveId === executiveId)
        .map((row) => [row.payoutOn, row.tdsPaise, row.tdsBasisPoints]);
    expect(of(chain[0].id)).toEqual([
      ['2024-06-01', 0, 500], // ₹10,000 in the year: within ₹15,000
      ['2024-07-02', 1_000_00, 500], // ₹20,000: past it, 5% on the whole year's
      ['2024-08-02', 500_00, 500],
      ['2024-09-02', 500_00, 500],
      ['2024-10-03', 200_00, 200], // 2% from 1 October 2024
      ['2024-11-03', 200_00, 200],
    ]);
    expect(of(chain[1].id).map((row) => row[1])).toEqual([0, 1_300_00, 650_00, 650_00, 260_00, 260_00]);
    // Without a valid PAN: 20% of the year's ₹16,000 once past the threshold, then 20% of each ₹4,000.
    expect(of(chain[2].id).map((row) => [row[1], row[2]])).toEqual([
      [0, 2000],
      [0, 2000],
      [0, 2000],
      [3_200_00, 2000],
      [800_00, 2000],
      [800_00, 2000],
    ]);
  });
});
