import { eq, sql } from 'drizzle-orm';
import {
  EARNINGS_LINE_LIMIT,
  type BdeEarningsResponse,
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
import { preparedStatement } from '../../lib/prepared-statement';
import { fullNameOf } from '../executives/service';
import { financialYearMonths, isOwed, sumTotals, totalsJson, type TotalRow } from './commission-totals';
import { financialYearPeriod, indiaMonthAt, monthPeriod, type Period } from './india-periods';

/** The most payouts listed, and read for this year's figures: ten years of monthly batches. */
const PAYOUT_LIMIT = 120;

const lines = commissionLines;
export const maskAccount = (last4: string) => `XXXXXX${last4}`;

const headerQuery = preparedStatement('earnings_header', (db) =>
  db
    .select({
      bdeCode: executives.bdeCode,
      firstName: executives.firstName,
      middleName: executives.middleName,
      lastName: executives.lastName,
      panLast4: executives.panLast4,
      createdAt: executives.createdAt,
    })
    .from(executives)
    .where(eq(executives.id, sql.placeholder('executiveId')))
    .limit(1),
);

/** The BDE's name and code, for every answer about them; undefined when there is no such BDE. */
export async function executiveHeader(db: Db, executiveId: number) {
  const [row] = await headerQuery(db).execute({ executiveId });
  return row && { ...row, fullName: fullNameOf(row) };
}
export type ExecutiveHeader = NonNullable<Awaited<ReturnType<typeof executiveHeader>>>;

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

/** Payouts paid within a period: their gross, TDS and net. */
function paidWithin(paid: EarningsPayout[], period: Period) {
  const figures = { paidPaise: 0, tdsPaise: 0, netPaidPaise: 0 };
  for (const payout of paid) {
    if (!payout.paidAt) continue;
    const at = Date.parse(payout.paidAt);
    if (at < period.from.getTime() || at >= period.to.getTime()) continue;
    figures.paidPaise += payout.grossPaise;
    figures.tdsPaise += payout.tdsPaise;
    figures.netPaidPaise += payout.netPaise;
  }
  return figures;
}

function figuresOf(totals: TotalRow[], paid: EarningsPayout[], month: string, financialYear: number) {
  const { first, last } = financialYearMonths(financialYear);
  const inMonth = (candidate: string) => candidate === month;
  const inYear = (candidate: string) => candidate >= first && candidate <= last;
  let lineCount = 0;
  for (const row of totals) if (row.basis === 'created') lineCount += row.lineCount;
  return {
    lineCount,
    owedPaise: sumTotals(totals, isOwed),
    thisMonth: { ...lineFigures(totals, inMonth), ...paidWithin(paid, monthPeriod(month)) },
    thisYear: { ...lineFigures(totals, inYear), ...paidWithin(paid, financialYearPeriod(financialYear)) },
    overrides: overridesOf(totals, inYear),
  };
}

/** A payout as the BDE sees it: the account masked, paid once its UTR is in. */
function payoutOf({ accountLast4, paidAt, ...row }: SnapshotRow['payouts'][number]): EarningsPayout {
  return {
    ...row,
    accountMasked: maskAccount(accountLast4),
    status: paidAt ? 'paid' : 'awaiting transfer',
    paidAt: paidAt ? isoOf(paidAt) : null,
  };
}

interface SnapshotRow {
  header: Omit<ExecutiveHeader, 'fullName' | 'createdAt'> & { createdAt: string };
  totals: TotalRow[];
  lines: Array<
    Omit<EarningsLine, 'statusChangedAt' | 'createdAt'> & { statusChangedAt: string; createdAt: string }
  >;
  payouts: Array<Omit<EarningsPayout, 'accountMasked' | 'status'> & { accountLast4: string }>;
}

const isoOf = (timestamp: string) => new Date(timestamp).toISOString();

/** The BDE's row, and the parts of the earnings answer beside it, each as JSON. */
/** The outer row's id, qualified: drizzle writes a one-table select's columns without their table. */
const outerId = sql.raw('"executives"."id"');

const snapshotQuery = preparedStatement('earnings_snapshot', (db) =>
  db
    .select({
      bdeCode: executives.bdeCode,
      firstName: executives.firstName,
      middleName: executives.middleName,
      lastName: executives.lastName,
      panLast4: executives.panLast4,
      createdAt: executives.createdAt,
      totals: totalsJson(outerId),
      lines: sql<unknown>`(
        SELECT coalesce(json_agg(l ORDER BY l."createdAt" DESC, l.id DESC), '[]') FROM (
          SELECT cl.id, p.id AS "projectId", p.company_name AS "companyName", owner.bde_code AS "creditedBdeCode",
                 cl.payment_id AS "paymentId", pp.received_on AS "paymentReceivedOn", cl.level,
                 cl.basis_points AS "basisPoints", cl.amount_paise AS "amountPaise", cl.status, cl.reason,
                 cl.status_changed_at AS "statusChangedAt", cl.created_at AS "createdAt"
            FROM ${lines} cl
            JOIN ${projectPayments} pp ON pp.id = cl.payment_id
            JOIN ${projects} p ON p.id = pp.project_id
            JOIN ${executives} owner ON owner.id = p.executive_id
           WHERE cl.executive_id = ${outerId}
           ORDER BY cl.created_at DESC, cl.id DESC
           LIMIT ${sql.raw(String(EARNINGS_LINE_LIMIT))}) l)`,
      payouts: sql<unknown>`(
        SELECT coalesce(json_agg(po ORDER BY po."payoutOn" DESC, po.id DESC), '[]') FROM (
          SELECT o.id, b.month, o.payout_on AS "payoutOn", o.financial_year AS "financialYear",
                 o.gross_paise AS "grossPaise", o.tds_paise AS "tdsPaise", o.net_paise AS "netPaise",
                 o.tds_section AS "tdsSection", o.tds_basis_points AS "tdsBasisPoints",
                 o.account_last4 AS "accountLast4", o.utr, o.paid_at AS "paidAt", o.line_count AS "lineCount"
            FROM ${payouts} o JOIN ${payoutBatches} b ON b.id = o.batch_id
           WHERE o.executive_id = ${outerId}
           ORDER BY o.payout_on DESC, o.id DESC
           LIMIT ${sql.raw(String(PAYOUT_LIMIT))}) po)`,
    })
    .from(executives)
    .where(eq(executives.id, sql.placeholder('executiveId'))),
);

// Both drivers hand json columns back parsed; a driver that did not would hand back text.
const parsed = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * Everything the earnings answer reads, in one prepared statement: one round trip, planned once per
 * connection (a BDE's earnings are asked for on every visit to the portal). Undefined without the BDE.
 */
async function earningsSnapshot(db: Db, executiveId: number): Promise<SnapshotRow | undefined> {
  const [row] = await snapshotQuery(db).execute({ executiveId });
  if (!row) return undefined;
  const { totals, lines: latest, payouts: paid, ...header } = row;
  return {
    header: { ...header, createdAt: header.createdAt.toISOString() },
    totals: parsed<TotalRow[]>(totals),
    lines: parsed<SnapshotRow['lines']>(latest),
    payouts: parsed<SnapshotRow['payouts']>(paid),
  };
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
  const snapshot = await earningsSnapshot(db, executiveId);
  if (!snapshot) return undefined;
  const header = {
    ...snapshot.header,
    createdAt: new Date(snapshot.header.createdAt),
    fullName: fullNameOf(snapshot.header),
  };
  const latest = snapshot.lines.map((line) => ({
    ...line,
    statusChangedAt: isoOf(line.statusChangedAt),
    createdAt: isoOf(line.createdAt),
  }));
  const paid = snapshot.payouts.map(payoutOf);
  const figures = figuresOf(snapshot.totals, paid, month, financialYear);
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
