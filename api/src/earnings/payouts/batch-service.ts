import { and, asc, desc, eq, gt, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { financialYearOf } from 'shared/contract/earnings';
import { todayInIndia } from 'shared/contract/staff-business-schema';
import { EARNINGS_MESSAGES } from 'shared/contract/staff-earnings-schema';
import { formatDateIn } from 'shared/format/date';
import type { Db } from '../../db/client';
import {
  commissionLines,
  executiveBankAccounts,
  executives,
  payoutBatches,
  payouts,
  staffMembers,
  tdsDeductions,
} from '../../db/schema';
import type { CryptoBox } from '../../lib/crypto-box';
import { bdeNameColumns, fullNameOf } from '../../partners/executives/service';
import { openBankAccount, sealPayoutAccount } from './bank-account-service';
import { batchMonthRefusal } from './batch-month';
import { recordTdsAtCredit } from './tds-credit-service';

/** Batches are made one at a time, so each BDE's year figures include every earlier payout. */
const BATCH_LOCK = 26_0001;
const CHUNK = 5_000;

const chunks = <T>(items: T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/** Takes `count` ids of the payouts sequence, so each payout's sealed account is bound to its id. */
export async function takePayoutIds(db: Db, count: number): Promise<number[]> {
  if (!count) return [];
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('payouts', 'id'))::int as id from generate_series(1, ${count})`,
  )) as unknown as { rows: Array<{ id: number | string }> };
  return result.rows.map((row) => Number(row.id));
}

/** Approved lines in no payout yet, summed by BDE. */
export async function approvedUnbatched(db: Db) {
  return db
    .select({
      executiveId: commissionLines.executiveId,
      approvedPaise: sql<string>`sum(${commissionLines.amountPaise})::text`,
    })
    .from(commissionLines)
    .where(and(eq(commissionLines.status, 'approved'), isNull(commissionLines.payoutId)))
    .groupBy(commissionLines.executiveId)
    .then((rows) => rows.map((row) => ({ ...row, approvedPaise: Number(row.approvedPaise) })));
}

export interface Waiting {
  executiveId: number;
  approvedPaise: number;
  why: string;
}

const indiaClock = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Why a BDE with approved lines gets no payout now (staff read it as it is); null when they get one. */
function whyWaiting(
  approvedPaise: number,
  account: { holdUntil: Date } | undefined,
  at: Date,
): string | null {
  if (approvedPaise <= 0) return 'Nothing to pay: reversals take back as much as the approved commission.';
  if (!account) return 'No bank details yet: the BDE adds them in Settings.';
  if (account.holdUntil > at) {
    const until = `${formatDateIn(account.holdUntil)}, ${indiaClock.format(account.holdUntil)} India time`;
    return `The bank details were changed: payouts to the new account wait until ${until}.`;
  }
  return null;
}

/** The BDEs with approved lines that a batch made at `at` would leave out, and why. */
export async function waitingForPayout(db: Db, at: Date): Promise<Waiting[]> {
  const approved = await approvedUnbatched(db);
  if (!approved.length) return [];
  const accounts = await db
    .select({ executiveId: executiveBankAccounts.executiveId, holdUntil: executiveBankAccounts.holdUntil })
    .from(executiveBankAccounts)
    .where(
      inArray(
        executiveBankAccounts.executiveId,
        approved.map((row) => row.executiveId),
      ),
    );
  const byId = new Map(accounts.map((row) => [row.executiveId, row]));
  return approved.flatMap(({ executiveId, approvedPaise }) => {
    const why = whyWaiting(approvedPaise, byId.get(executiveId), at);
    return why ? [{ executiveId, approvedPaise, why }] : [];
  });
}

/**
 * This month's batch, when it was made while some BDE's bank details were on hold and that hold has
 * ended with the BDE still unpaid in it: asked again, it pays them (a hold does not cost a month; every
 * other BDE waits for the next month's). Undefined otherwise, and the month's rules apply.
 */
async function heldOverBatch(tx: Db, month: string, at: Date) {
  if (month !== todayInIndia(at).slice(0, 7)) return undefined;
  const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.month, month));
  if (!batch) return undefined;
  const inBatch = tx.select({ id: payouts.executiveId }).from(payouts).where(eq(payouts.batchId, batch.id));
  const [released] = await tx
    .select({ id: executiveBankAccounts.executiveId })
    .from(executiveBankAccounts)
    .innerJoin(commissionLines, eq(commissionLines.executiveId, executiveBankAccounts.executiveId))
    .where(
      and(
        gt(executiveBankAccounts.holdUntil, batch.createdAt),
        lte(executiveBankAccounts.holdUntil, at),
        notInArray(executiveBankAccounts.executiveId, inBatch),
        eq(commissionLines.status, 'approved'),
        isNull(commissionLines.payoutId),
      ),
    )
    .limit(1);
  return released ? batch : undefined;
}

interface Deduction {
  id: number;
  executiveId: number;
  tdsPaise: number;
  taxedBasePaise: number;
  tdsSection: string | null;
  tdsBasisPoints: number;
}

/**
 * The BDEs' TDS entries in no payout yet: what their next payout carries, whatever became of the lines
 * (a line cancelled by a refund leaves its entry, and the take-back entry that gives its tax back).
 */
function deductionsOfUnbatched(tx: Db, executiveIds: number[]): Promise<Deduction[]> {
  return tx
    .selectDistinct({
      id: tdsDeductions.id,
      executiveId: tdsDeductions.executiveId,
      tdsPaise: tdsDeductions.tdsPaise,
      taxedBasePaise: tdsDeductions.taxedBasePaise,
      tdsSection: tdsDeductions.tdsSection,
      tdsBasisPoints: tdsDeductions.tdsBasisPoints,
    })
    .from(tdsDeductions)
    .where(and(inArray(tdsDeductions.executiveId, executiveIds), isNull(tdsDeductions.payoutId)));
}

export type BatchOutcome =
  { ok: true; batchId: number; payoutIds: number[] } | { ok: false; refusal: string };

/**
 * Creates month `month`'s batch (once, in order: see `batchMonthRefusal`) in one transaction: for each
 * BDE whose approved lines in no payout sum to more than zero and whose bank details are past their
 * hold, a payout of that sum carrying the TDS deducted when those lines were approved (their
 * `tds_deductions` entries, summed; a line approved without one, such as one approved before entries
 * existed, is credited now), the account sealed as a snapshot; the lines are locked and given the
 * payout, and so are their entries. A BDE left out keeps their lines for the next batch made.
 */
export async function createPayoutBatch(
  db: Db,
  cryptoBox: CryptoBox,
  {
    month,
    createdById,
    at,
    audit,
  }: {
    month: string;
    createdById: number;
    at: Date;
    /** Writes the batch's audit row, in its transaction. */
    audit?: (tx: Db, created: { batchId: number; payoutIds: number[] }) => Promise<void>;
  },
): Promise<BatchOutcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${BATCH_LOCK})`);
    const heldOver = await heldOverBatch(tx, month, at);
    const refusal = heldOver ? null : await batchMonthRefusal(tx, month, todayInIndia(at));
    if (refusal) return { ok: false, refusal };
    const [batch] = heldOver
      ? [heldOver]
      : await tx
          .insert(payoutBatches)
          .values({ month, createdById, createdAt: at })
          .onConflictDoNothing()
          .returning();
    if (!batch) return { ok: false, refusal: EARNINGS_MESSAGES.batchExists };

    const lines = await tx
      .select({
        id: commissionLines.id,
        executiveId: commissionLines.executiveId,
        amountPaise: commissionLines.amountPaise,
        tdsDeductionId: commissionLines.tdsDeductionId,
      })
      .from(commissionLines)
      .where(and(eq(commissionLines.status, 'approved'), isNull(commissionLines.payoutId)))
      .orderBy(asc(commissionLines.id))
      .for('update');
    await recordTdsAtCredit(
      tx,
      lines.filter((line) => line.tdsDeductionId === null),
      at,
    );
    const gross = new Map<number, { paise: number; lineIds: number[] }>();
    for (const line of lines) {
      const entry = gross.get(line.executiveId) ?? { paise: 0, lineIds: [] };
      entry.paise += line.amountPaise;
      entry.lineIds.push(line.id);
      gross.set(line.executiveId, entry);
    }
    const payoutOn = todayInIndia(at);
    const financialYear = financialYearOf(payoutOn);
    const candidates = [...gross.keys()].filter((id) => gross.get(id)!.paise > 0);
    const accounts = new Map<number, typeof executiveBankAccounts.$inferSelect>();
    const deducted = new Map<number, { entryIds: number[]; tds: number; taxed: number; newest: Deduction }>();
    for (const ids of chunks(candidates)) {
      for (const row of await tx
        .select()
        .from(executiveBankAccounts)
        .where(inArray(executiveBankAccounts.executiveId, ids))) {
        accounts.set(row.executiveId, row);
      }
      for (const row of await deductionsOfUnbatched(tx, ids)) {
        const entry = deducted.get(row.executiveId) ?? { entryIds: [], tds: 0, taxed: 0, newest: row };
        entry.entryIds.push(row.id);
        entry.tds += row.tdsPaise;
        entry.taxed += row.taxedBasePaise;
        if (row.id > entry.newest.id) entry.newest = row;
        deducted.set(row.executiveId, entry);
      }
    }
    // A BDE whose reversals leave less than the tax already deducted waits for more commission.
    const paid = candidates.filter(
      (id) =>
        whyWaiting(gross.get(id)!.paise, accounts.get(id), at) === null &&
        (!heldOver || accounts.get(id)!.holdUntil > heldOver.createdAt) &&
        (deducted.get(id)?.tds ?? 0) <= gross.get(id)!.paise,
    );
    const ids = await takePayoutIds(tx, paid.length);
    const rows = paid.map((executiveId, index) => {
      const id = ids[index];
      const account = accounts.get(executiveId)!;
      const grossPaise = gross.get(executiveId)!.paise;
      const tds = deducted.get(executiveId)!;
      return {
        id,
        batchId: batch.id,
        executiveId,
        payoutOn,
        financialYear,
        grossPaise,
        lineCount: gross.get(executiveId)!.lineIds.length,
        taxedBasePaise: tds.taxed,
        tdsPaise: tds.tds,
        netPaise: grossPaise - tds.tds,
        tdsSection: tds.newest.tdsSection,
        tdsBasisPoints: tds.newest.tdsBasisPoints,
        accountHolder: account.accountHolder,
        accountEncrypted: sealPayoutAccount(cryptoBox, id, openBankAccount(cryptoBox, account)),
        accountLast4: account.accountLast4,
        ifsc: account.ifsc,
        createdAt: at,
      };
    });
    for (const chunk of chunks(rows, 1_000)) await tx.insert(payouts).values(chunk);
    const lineIds = paid.flatMap((executiveId) => gross.get(executiveId)!.lineIds);
    for (const chunk of chunks(lineIds)) {
      await tx
        .update(commissionLines)
        .set({ payoutId: sql`${payouts.id}` })
        .from(payouts)
        .where(
          and(
            eq(payouts.batchId, batch.id),
            eq(payouts.executiveId, commissionLines.executiveId),
            inArray(commissionLines.id, chunk),
          ),
        );
    }
    const entryIds = paid.flatMap((executiveId) => deducted.get(executiveId)!.entryIds);
    for (const chunk of chunks(entryIds)) {
      await tx
        .update(tdsDeductions)
        .set({ payoutId: sql`${payouts.id}` })
        .from(payouts)
        .where(
          and(
            eq(payouts.batchId, batch.id),
            eq(payouts.executiveId, tdsDeductions.executiveId),
            inArray(tdsDeductions.id, chunk),
          ),
        );
    }
    await audit?.(tx, { batchId: batch.id, payoutIds: ids });
    return { ok: true, batchId: batch.id, payoutIds: ids };
  });
}

/** Every batch, newest month first, with its totals. */
export const listBatches = (db: Db) => batchSummaries(db);

/** The BDE code and full name of each BDE, by id. */
export async function partnersOf(db: Db, ids: number[]) {
  const found = new Map<number, { bdeCode: string; fullName: string }>();
  for (const chunk of chunks(ids)) {
    const rows = await db
      .select({ id: executives.id, ...bdeNameColumns })
      .from(executives)
      .where(inArray(executives.id, chunk));
    for (const row of rows) found.set(row.id, { bdeCode: row.bdeCode, fullName: fullNameOf(row) });
  }
  return found;
}

async function batchSummaries(db: Db, batchId?: number) {
  const totals = db
    .select({
      batchId: payouts.batchId,
      rowCount: sql<number>`count(*)::int`.as('row_count'),
      paidCount: sql<number>`count(${payouts.utr})::int`.as('paid_count'),
      grossPaise: sql<string>`sum(${payouts.grossPaise})::text`.as('gross_paise'),
      tdsPaise: sql<string>`sum(${payouts.tdsPaise})::text`.as('tds_paise'),
      netPaise: sql<string>`sum(${payouts.netPaise})::text`.as('net_paise'),
    })
    .from(payouts)
    .groupBy(payouts.batchId)
    .as('totals');
  const rows = await db
    .select({
      id: payoutBatches.id,
      month: payoutBatches.month,
      rowCount: totals.rowCount,
      paidCount: totals.paidCount,
      grossPaise: totals.grossPaise,
      tdsPaise: totals.tdsPaise,
      netPaise: totals.netPaise,
      createdById: payoutBatches.createdById,
      createdByName: staffMembers.name,
      createdAt: payoutBatches.createdAt,
    })
    .from(payoutBatches)
    .innerJoin(staffMembers, eq(staffMembers.id, payoutBatches.createdById))
    .leftJoin(totals, eq(totals.batchId, payoutBatches.id))
    .where(batchId === undefined ? undefined : eq(payoutBatches.id, batchId))
    .orderBy(desc(payoutBatches.month));
  return rows.map((row) => ({
    id: row.id,
    month: row.month,
    rowCount: row.rowCount ?? 0,
    paidCount: row.paidCount ?? 0,
    grossPaise: Number(row.grossPaise ?? 0),
    tdsPaise: Number(row.tdsPaise ?? 0),
    netPaise: Number(row.netPaise ?? 0),
    createdBy: { id: row.createdById, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One batch's summary; undefined when there is no such batch. */
export async function findBatch(db: Db, batchId: number) {
  const [summary] = await batchSummaries(db, batchId);
  return summary;
}

/** A batch's payouts, a row per BDE, with how many lines each pays. */
export async function batchRows(db: Db, batchId: number) {
  return db
    .select({
      id: payouts.id,
      bdeCode: executives.bdeCode,
      firstName: executives.firstName,
      middleName: executives.middleName,
      lastName: executives.lastName,
      grossPaise: payouts.grossPaise,
      tdsPaise: payouts.tdsPaise,
      netPaise: payouts.netPaise,
      tdsSection: payouts.tdsSection,
      tdsBasisPoints: payouts.tdsBasisPoints,
      accountHolder: payouts.accountHolder,
      accountLast4: payouts.accountLast4,
      accountEncrypted: payouts.accountEncrypted,
      ifsc: payouts.ifsc,
      utr: payouts.utr,
      paidAt: payouts.paidAt,
      lineCount: payouts.lineCount,
    })
    .from(payouts)
    .innerJoin(executives, eq(executives.id, payouts.executiveId))
    .where(eq(payouts.batchId, batchId))
    .orderBy(asc(payouts.id));
}
