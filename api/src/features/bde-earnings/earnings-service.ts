import { and, desc, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  EARNINGS_LINE_LIMIT,
  type BdeEarningsResponse,
  type EarningsFigures,
  type EarningsLine,
  type EarningsPayout,
  type OverrideLevel,
} from 'shared/contract/bde-earnings-responses';
import { financialYearLabel, financialYearOf } from 'shared/contract/earnings';
import type { Db } from '../../db/client';
import {
  commissionLines,
  executives,
  payoutBatches,
  payouts,
  projectPayments,
  projects,
} from '../../db/schema';
import { todayInIndia } from '../../lib/india-time';
import { fullNameOf } from '../executives/service';
import { financialYearMonths, isOwed, sumTotals, totalsOf, type TotalRow } from './commission-totals';
import { financialYearPeriod, indiaMonthAt, monthPeriod, type Period } from './india-periods';

/** The most payouts listed: ten years of monthly batches. */
const PAYOUT_LIMIT = 120;

const lines = commissionLines;
export const within = (column: AnyColumn, period: Period) =>
  sql`${column} >= ${period.from.toISOString()} and ${column} < ${period.to.toISOString()}`;
/** A sum of paise in SQL, zero over no rows, read back as a safe integer. */
export const sumOf = (amount: AnyColumn, where: SQL) =>
  sql`coalesce(sum(${amount}) filter (where ${where}), 0)::bigint`.mapWith(Number);

export const maskAccount = (last4: string) => `XXXXXX${last4}`;

/** The BDE's name and code, for every answer about them; undefined when there is no such BDE. */
export async function executiveHeader(db: Db, executiveId: number) {
  const [row] = await db
    .select({
      bdeCode: executives.bdeCode,
      firstName: executives.firstName,
      middleName: executives.middleName,
      lastName: executives.lastName,
      panLast4: executives.panLast4,
      createdAt: executives.createdAt,
    })
    .from(executives)
    .where(eq(executives.id, executiveId))
    .limit(1);
  return row && { ...row, fullName: fullNameOf(row) };
}

const payoutFigures = (period: Period) => ({
  paidPaise: sumOf(payouts.grossPaise, within(payouts.paidAt, period)),
  tdsPaise: sumOf(payouts.tdsPaise, within(payouts.paidAt, period)),
  netPaidPaise: sumOf(payouts.netPaise, within(payouts.paidAt, period)),
});

/** Lines by their status now (created in the months) and lines declined in the months. */
function lineFigures(totals: TotalRow[], inMonths: (month: string) => boolean) {
  const created = (status: TotalRow['status']) =>
    sumTotals(totals, (row) => row.basis === 'created' && row.status === status && inMonths(row.month));
  return {
    pendingPaise: created('pending'),
    approvedPaise: created('approved'),
    heldPaise: created('held'),
    declinedPaise: sumTotals(totals, (row) => row.basis === 'declined' && inMonths(row.month)),
  };
}

/** What each referral level earned the BDE in the year (declined lines left out), by level. */
function overridesOf(totals: TotalRow[], inYear: (month: string) => boolean): OverrideLevel[] {
  const levels = new Map<number, OverrideLevel>();
  for (const row of totals) {
    if (row.basis !== 'created' || row.level === 0 || row.status === 'declined' || !inYear(row.month))
      continue;
    const level = levels.get(row.level) ?? { level: row.level, lineCount: 0, amountPaise: 0 };
    level.lineCount += row.lineCount;
    level.amountPaise += row.amountPaise;
    levels.set(row.level, level);
  }
  return [...levels.values()].sort((a, b) => a.level - b.level);
}

async function figuresOf(db: Db, executiveId: number, month: string, financialYear: number) {
  const year = financialYearPeriod(financialYear);
  const { first, last } = financialYearMonths(financialYear);
  const inMonth = (candidate: string) => candidate === month;
  const inYear = (candidate: string) => candidate >= first && candidate <= last;
  const [totals, [fromPayouts]] = await Promise.all([
    totalsOf(db, executiveId),
    db
      .select({
        ...prefixed('m', payoutFigures(monthPeriod(month))),
        ...prefixed('y', payoutFigures(year)),
      })
      .from(payouts)
      .where(
        and(
          eq(payouts.executiveId, executiveId),
          gte(payouts.paidAt, year.from),
          lt(payouts.paidAt, year.to),
        ),
      ),
  ]);
  const paid = fromPayouts as unknown as Record<string, number>;
  const figures = (prefix: 'm' | 'y', inMonths: (month: string) => boolean): EarningsFigures => ({
    ...lineFigures(totals, inMonths),
    paidPaise: paid[`${prefix}paidPaise`],
    tdsPaise: paid[`${prefix}tdsPaise`],
    netPaidPaise: paid[`${prefix}netPaidPaise`],
  });
  let lineCount = 0;
  for (const row of totals) if (row.basis === 'created') lineCount += row.lineCount;
  return {
    lineCount,
    owedPaise: sumTotals(totals, isOwed),
    thisMonth: figures('m', inMonth),
    thisYear: figures('y', inYear),
    overrides: overridesOf(totals, inYear),
  };
}

function prefixed<T extends Record<string, SQL>>(prefix: string, fields: T): Record<string, SQL> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [`${prefix}${name}`, field]));
}

/** The newest lines, with the project and payment each came from. */
async function latestLines(db: Db, executiveId: number): Promise<EarningsLine[]> {
  const rows = await db
    .select({
      id: lines.id,
      projectId: projects.id,
      companyName: projects.companyName,
      creditedBdeCode: executives.bdeCode,
      paymentId: lines.paymentId,
      paymentReceivedOn: projectPayments.receivedOn,
      level: lines.level,
      basisPoints: lines.basisPoints,
      amountPaise: lines.amountPaise,
      status: lines.status,
      reason: lines.reason,
      statusChangedAt: lines.statusChangedAt,
      createdAt: lines.createdAt,
    })
    .from(lines)
    .innerJoin(projectPayments, eq(projectPayments.id, lines.paymentId))
    .innerJoin(projects, eq(projects.id, projectPayments.projectId))
    .innerJoin(executives, eq(executives.id, projects.executiveId))
    .where(eq(lines.executiveId, executiveId))
    .orderBy(desc(lines.createdAt), desc(lines.id))
    .limit(EARNINGS_LINE_LIMIT);
  return rows.map((row) => ({
    ...row,
    statusChangedAt: row.statusChangedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The BDE's payouts, newest first, with how many lines each pays. */
export async function payoutsOf(db: Db, executiveId: number): Promise<EarningsPayout[]> {
  const rows = await db
    .select({
      id: payouts.id,
      month: payoutBatches.month,
      payoutOn: payouts.payoutOn,
      financialYear: payouts.financialYear,
      grossPaise: payouts.grossPaise,
      tdsPaise: payouts.tdsPaise,
      netPaise: payouts.netPaise,
      tdsSection: payouts.tdsSection,
      tdsBasisPoints: payouts.tdsBasisPoints,
      accountLast4: payouts.accountLast4,
      utr: payouts.utr,
      paidAt: payouts.paidAt,
      lineCount: sql`(select count(*) from ${lines} where ${lines.payoutId} = ${payouts.id})::int`.mapWith(
        Number,
      ),
    })
    .from(payouts)
    .innerJoin(payoutBatches, eq(payoutBatches.id, payouts.batchId))
    .where(eq(payouts.executiveId, executiveId))
    .orderBy(desc(payouts.payoutOn), desc(payouts.id))
    .limit(PAYOUT_LIMIT);
  return rows.map(({ accountLast4, paidAt, ...row }) => ({
    ...row,
    accountMasked: maskAccount(accountLast4),
    status: paidAt ? 'paid' : 'awaiting transfer',
    paidAt: paidAt?.toISOString() ?? null,
  }));
}

/**
 * One BDE's earnings at `now`: this India month's and this financial year's figures, the balance
 * owed, the newest lines, the payouts and the overrides by level. Undefined when there is no such BDE.
 */
export async function earningsOf(
  db: Db,
  executiveId: number,
  now: number,
): Promise<BdeEarningsResponse | undefined> {
  const today = todayInIndia(now);
  const month = indiaMonthAt(now);
  const financialYear = financialYearOf(today);
  const [header, figures, latest, paid] = await Promise.all([
    executiveHeader(db, executiveId),
    figuresOf(db, executiveId, month, financialYear),
    latestLines(db, executiveId),
    payoutsOf(db, executiveId),
  ]);
  if (!header) return undefined;
  return {
    bdeCode: header.bdeCode,
    fullName: header.fullName,
    today,
    registeredMonth: indiaMonthAt(header.createdAt),
    month,
    financialYear,
    financialYearLabel: financialYearLabel(financialYear),
    thisMonth: figures.thisMonth,
    thisYear: figures.thisYear,
    owedPaise: figures.owedPaise,
    lines: latest,
    moreLines: Math.max(0, figures.lineCount - latest.length),
    payouts: paid,
    overrides: figures.overrides,
  };
}
