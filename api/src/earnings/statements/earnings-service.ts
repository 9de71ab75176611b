import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  EARNINGS_LINE_LIMIT,
  type BdeEarningsResponse,
  type EarningsFigures,
  type EarningsLine,
  type EarningsPayout,
  type OverrideLevel,
} from 'shared/contract/bde-earnings-responses';
import { maskAccountNumber } from 'shared/contract/bde-settings-schema';
import { financialYearLabel, financialYearOf } from 'shared/contract/earnings';
import type { Db } from '../../db/client';
import {
  commissionLines,
  commissionTotals,
  executives,
  payoutBatches,
  payouts,
  projectPayments,
  projects,
} from '../../db/schema';
import { todayInIndia } from '../../lib/india-time';
import { preparedStatement } from '../../lib/prepared-statement';
import { fullNameOf } from '../../partners/executives/service';
import { financialYearMonths, financialYearPeriod, indiaMonthAt, monthPeriod } from './india-periods';

/** The most payouts listed, and read for this year's figures: ten years of monthly batches. */
const PAYOUT_LIMIT = 120;

/** The BDE's code, name, PAN's last four and registration: the head of every earnings answer. */
export const headerColumns = {
  bdeCode: executives.bdeCode,
  firstName: executives.firstName,
  middleName: executives.middleName,
  lastName: executives.lastName,
  panLast4: executives.panLast4,
  createdAt: executives.createdAt,
};

const headerQuery = preparedStatement('earnings_header', (db) =>
  db
    .select(headerColumns)
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

/** An instant as JSON carries it: `Date.toISOString()`'s form, written by the database. */
export const isoText = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The outer row's id, qualified: drizzle writes a one-table select's columns without their table. */
const outerId = sql.raw('"executives"."id"');
const month = sql.placeholder('month');
const yearFirst = sql.placeholder('yearFirst');
const yearLast = sql.placeholder('yearLast');

/** Sums of the running totals, for the lines created (by their status now) or declined in `months`. */
const lineSums = (months: SQL) => sql`json_build_object(
  'pendingPaise', coalesce(sum(t.amount_paise) FILTER (WHERE t.basis = 'created' AND t.status = 'pending' AND ${months}), 0),
  'approvedPaise', coalesce(sum(t.amount_paise) FILTER (WHERE t.basis = 'created' AND t.status = 'approved' AND ${months}), 0),
  'heldPaise', coalesce(sum(t.amount_paise) FILTER (WHERE t.basis = 'created' AND t.status = 'held' AND ${months}), 0),
  'declinedPaise', coalesce(sum(t.amount_paise) FILTER (WHERE t.basis = 'declined' AND ${months}), 0))`;

/** Sums of the payouts paid from `from` (included) to `to`: gross, TDS and net. */
const paidSums = (from: SQLWrapper, to: SQLWrapper) => {
  const within = sql`o.paid_at >= ${from} AND o.paid_at < ${to}`;
  return sql`json_build_object(
    'paidPaise', coalesce(sum(o.gross_paise) FILTER (WHERE ${within}), 0),
    'tdsPaise', coalesce(sum(o.tds_paise) FILTER (WHERE ${within}), 0),
    'netPaidPaise', coalesce(sum(o.net_paise) FILTER (WHERE ${within}), 0))`;
};

/**
 * Everything the earnings answer reads, in one prepared statement: one round trip, planned once per
 * connection (a BDE's earnings are asked for on every visit to the portal). The figures are summed
 * and the lists shaped as the answer has them by the database, so the server only passes them on.
 */
const snapshotQuery = preparedStatement('earnings_snapshot', (db) =>
  db
    .select({
      ...headerColumns,
      lineFigures: sql<unknown>`(
        SELECT json_build_object(
          'lineCount', coalesce(sum(t.line_count) FILTER (WHERE t.basis = 'created'), 0),
          'owedPaise', coalesce(sum(t.amount_paise) FILTER (
            WHERE t.basis = 'created' AND t.status IN ('pending', 'approved', 'held')), 0),
          'thisMonth', ${lineSums(sql`t.month = ${month}`)},
          'thisYear', ${lineSums(sql`t.month BETWEEN ${yearFirst} AND ${yearLast}`)})
          FROM ${commissionTotals} t WHERE t.executive_id = ${outerId})`,
      paidFigures: sql<unknown>`(
        SELECT json_build_object(
          'thisMonth', ${paidSums(sql.placeholder('monthFrom'), sql.placeholder('monthTo'))},
          'thisYear', ${paidSums(sql.placeholder('yearFrom'), sql.placeholder('yearTo'))})
          FROM ${payouts} o WHERE o.executive_id = ${outerId} AND o.paid_at IS NOT NULL)`,
      overrides: sql<unknown>`(
        SELECT coalesce(json_agg(o ORDER BY o.level), '[]') FROM (
          SELECT t.level, sum(t.line_count) AS "lineCount", sum(t.amount_paise) AS "amountPaise"
            FROM ${commissionTotals} t
           WHERE t.executive_id = ${outerId} AND t.basis = 'created' AND t.level > 0 AND t.status <> 'declined'
             AND t.month BETWEEN ${yearFirst} AND ${yearLast}
           GROUP BY t.level) o)`,
      lines: sql<unknown>`(
        SELECT coalesce(json_agg(l ORDER BY l."createdAt" DESC, l.id DESC), '[]') FROM (
          SELECT cl.id, p.id AS "projectId", p.company_name AS "companyName", owner.bde_code AS "creditedBdeCode",
                 cl.payment_id AS "paymentId", pp.received_on AS "paymentReceivedOn", cl.level,
                 cl.basis_points AS "basisPoints", cl.amount_paise AS "amountPaise", cl.status, cl.reason,
                 CASE WHEN pp.reversal_of_id IS NULL THEN NULL ELSE pp.reversal_kind || ' - ' || pp.reason END
                   AS "reversalReason",
                 ${isoText('cl.status_changed_at')} AS "statusChangedAt", ${isoText('cl.created_at')} AS "createdAt"
            FROM ${commissionLines} cl
            JOIN ${projectPayments} pp ON pp.id = cl.payment_id
            JOIN ${projects} p ON p.id = pp.project_id
            JOIN ${executives} owner ON owner.id = p.executive_id
           WHERE cl.executive_id = ${outerId}
           ORDER BY cl.created_at DESC, cl.id DESC
           LIMIT ${sql.raw(String(EARNINGS_LINE_LIMIT))}) l)`,
      payouts: sql<unknown>`(
        SELECT coalesce(json_agg(po ORDER BY po.month DESC, po.id DESC), '[]') FROM (
          SELECT o.id, b.month, o.payout_on AS "payoutOn", o.financial_year AS "financialYear",
                 o.gross_paise AS "grossPaise", o.tds_paise AS "tdsPaise", o.net_paise AS "netPaise",
                 o.tds_section AS "tdsSection", o.tds_basis_points AS "tdsBasisPoints",
                 ${maskAccountNumber('')} || o.account_last4 AS "accountMasked",
                 CASE WHEN o.paid_at IS NULL THEN 'awaiting transfer' ELSE 'paid' END AS "status",
                 o.utr, CASE WHEN o.paid_at IS NULL THEN NULL ELSE ${isoText('o.paid_at')} END AS "paidAt",
                 o.line_count AS "lineCount"
            FROM ${payouts} o JOIN ${payoutBatches} b ON b.id = o.batch_id
           WHERE o.executive_id = ${outerId}
           ORDER BY b.month DESC, o.id DESC
           LIMIT ${sql.raw(String(PAYOUT_LIMIT))}) po)`,
    })
    .from(executives)
    .where(eq(executives.id, sql.placeholder('executiveId'))),
);

// Both drivers hand json columns back parsed; a driver that did not would hand back text.
const parsed = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;

type Figures = Omit<EarningsFigures, 'paidPaise' | 'tdsPaise' | 'netPaidPaise'>;
type PaidFigures = Pick<EarningsFigures, 'paidPaise' | 'tdsPaise' | 'netPaidPaise'>;
interface LineFigures {
  lineCount: number;
  owedPaise: number;
  thisMonth: Figures;
  thisYear: Figures;
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
  const thisMonth = indiaMonthAt(now);
  const financialYear = financialYearOf(today);
  const { first, last } = financialYearMonths(financialYear);
  const monthSpan = monthPeriod(thisMonth);
  const yearSpan = financialYearPeriod(financialYear);
  const [row] = await snapshotQuery(db).execute({
    executiveId,
    month: thisMonth,
    yearFirst: first,
    yearLast: last,
    monthFrom: monthSpan.from.toISOString(),
    monthTo: monthSpan.to.toISOString(),
    yearFrom: yearSpan.from.toISOString(),
    yearTo: yearSpan.to.toISOString(),
  });
  if (!row) return undefined;
  const lines = parsed<LineFigures>(row.lineFigures);
  const paid = parsed<{ thisMonth: PaidFigures; thisYear: PaidFigures }>(row.paidFigures);
  const latest = parsed<EarningsLine[]>(row.lines);
  return {
    bdeCode: row.bdeCode,
    fullName: fullNameOf(row),
    today,
    registeredMonth: indiaMonthAt(row.createdAt),
    month: thisMonth,
    financialYear,
    financialYearLabel: financialYearLabel(financialYear),
    thisMonth: { ...lines.thisMonth, ...paid.thisMonth },
    thisYear: { ...lines.thisYear, ...paid.thisYear },
    owedPaise: lines.owedPaise,
    lines: latest,
    moreLines: Math.max(0, lines.lineCount - latest.length),
    payouts: parsed<EarningsPayout[]>(row.payouts),
    overrides: parsed<OverrideLevel[]>(row.overrides),
  };
}
