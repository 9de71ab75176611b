import { eq, sql, type SQL } from 'drizzle-orm';
import {
  STATEMENT_ENTRY_LIMIT,
  type StatementEntry,
  type StatementResponse,
} from 'shared/contract/bde-earnings-responses';
import { BASIS_POINTS_PER_PERCENT } from 'shared/contract/earnings';
import { maskPan } from 'shared/contract/executive';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../lib/prepared-statement';
import { commissionLines as lines, commissionTotals, executives } from '../../db/schema';
import { payoutBatches, payouts, projectPayments, projects } from '../../db/schema';
import { fullNameOf } from '../../partners/executives/service';
import { headerColumns, isoText } from './earnings-service';
import { monthPeriod } from './india-periods';

interface PaidFigures {
  paidBeforeFrom: number;
  paidBeforeTo: number;
  tdsPaise: number;
  netPaidPaise: number;
}

/** The month's lines from their running sums: before it, and created or declined in it. */
interface LineSums {
  createdBefore: number;
  declinedBefore: number;
  commissions: number;
  reversals: number;
  declined: number;
}

/**
 * The balance owed before a month: every line created before it, less the lines declined before it
 * and the payouts paid before it (a payout's gross is the sum of the lines it pays, which are owed
 * until then); the closing balance is the opening one moved by the month's entries.
 */
function figuresOf(lines: LineSums, paid: PaidFigures) {
  const openingPaise = lines.createdBefore - lines.declinedBefore - paid.paidBeforeFrom;
  const paidInMonth = paid.paidBeforeTo - paid.paidBeforeFrom;
  return {
    openingPaise,
    commissionsPaise: lines.commissions,
    reversalsPaise: lines.reversals,
    declinedPaise: lines.declined,
    tdsPaise: paid.tdsPaise,
    netPaidPaise: paid.netPaidPaise,
    closingPaise: openingPaise + lines.commissions + lines.reversals - lines.declined - paidInMonth,
  };
}

/** What a line entry says of its line: the company, whose project it was and the share. */
const lineText = sql.raw(`coalesce(e."companyName", '') || ', '
  || CASE WHEN e."level" = 0 THEN 'your project' ELSE 'referral level ' || e."level" END || ', '
  || trim_scale(round(e."basisPoints"::numeric / ${BASIS_POINTS_PER_PERCENT}, 2))::text || '%'`);

/** Each entry's words, as the statement, its PDF and its CSV show them. */
const description = sql`CASE e."kind"
  WHEN 'commission' THEN 'Commission: ' || ${lineText}
  WHEN 'reversal' THEN 'Reversal: ' || ${lineText}
    || CASE WHEN coalesce(e."reason", '') = '' THEN '' ELSE '. Reason: ' || e."reason" END
  WHEN 'declined' THEN 'Declined: ' || ${lineText}
    || CASE WHEN coalesce(e."reason", '') = '' THEN '' ELSE '. Reason: ' || e."reason" END
  WHEN 'tds' THEN 'TDS on the ' || e."month" || ' payout'
  ELSE 'Paid to your bank, ' || e."month" || ' payout, UTR ' || coalesce(e."utr", '')
END`;

/** The kind and reason typed for the reversal that made a line (null for a commission line). */
const REVERSAL_REASON = `(SELECT pp.reversal_kind || ' - ' || pp.reason FROM project_payments pp
   WHERE pp.id = cl.payment_id AND pp.reversal_of_id IS NOT NULL)`;

const from = sql.placeholder('from');
const to = sql.placeholder('to');
const limit = sql.placeholder('limit');
const month = sql.placeholder('month');
/** The outer row's id, qualified: drizzle writes a one-table select's columns without their table. */
const executiveId = sql.raw('"executives"."id"');

/**
 * Line entries from `source`, a subquery of commission lines already cut to the first `limit` in the
 * entries' order; each line's project is looked up by its payment's key only then (a join would have
 * the planner hash every payment of the table for a page of lines).
 */
const lineFields = (
  source: SQL,
  at: string,
  kind: string,
  order: number,
  amount: string,
  reason: string,
) => sql`
  SELECT ${sql.raw(at)} AS "at", ${sql.raw(kind)} AS "kind", ${sql.raw(String(order))} AS "order", cl.id AS "lineId",
         NULL::int AS "payoutId", ${sql.raw(amount)} AS "amount",
         (SELECT p.company_name FROM ${projectPayments} pp JOIN ${projects} p ON p.id = pp.project_id
           WHERE pp.id = cl.payment_id) AS "companyName",
         cl.level AS "level", cl.basis_points AS "basisPoints", ${sql.raw(reason)} AS "reason",
         NULL::text AS "utr", NULL::text AS "month"
    FROM (${source}) cl`;
const createdInMonth = sql`
  SELECT l.* FROM ${lines} l WHERE l.executive_id = ${executiveId} AND l.created_at >= ${from} AND l.created_at < ${to}
   ORDER BY l.created_at, l.id LIMIT ${limit}`;
const declinedInMonth = sql`
  SELECT l.* FROM ${lines} l WHERE l.executive_id = ${executiveId} AND l.created_at < ${to} AND l.status = 'declined'
     AND l.status_changed_at >= ${from} AND l.status_changed_at < ${to}
   ORDER BY l.status_changed_at, l.id LIMIT ${limit}`;
const payoutFields = (kind: string, order: number, amount: string) => sql`
  SELECT o.paid_at AS "at", ${sql.raw(`'${kind}'::text`)} AS "kind", ${sql.raw(String(order))} AS "order",
         NULL::int AS "lineId", o.id AS "payoutId", ${sql.raw(amount)} AS "amount", NULL::text AS "companyName",
         NULL::int AS "level", NULL::int AS "basisPoints", NULL::text AS "reason", o.utr AS "utr", b.month AS "month"
    FROM ${payouts} o JOIN ${payoutBatches} b ON b.id = o.batch_id
   WHERE o.executive_id = ${executiveId} AND o.paid_at >= ${from} AND o.paid_at < ${to}`;

/**
 * A month's statement in one prepared statement (planning it cost more than running it): the running
 * sums, the payouts' sums, and the month's movements of the balance, oldest first (at most `limit`),
 * as JSON, with how many there are.
 */
const statementQuery = preparedStatement('statement_month', (db) =>
  db
    .select({
      ...headerColumns,
      lines: sql<unknown>`(
        SELECT json_build_object(
          'createdBefore', coalesce(sum(t.amount_paise) FILTER (WHERE t.basis = 'created' AND t.month < ${month}), 0),
          'declinedBefore', coalesce(sum(t.amount_paise) FILTER (WHERE t.basis = 'declined' AND t.month < ${month}), 0),
          'commissions', coalesce(sum(t.amount_paise) FILTER (
            WHERE t.basis = 'created' AND t.month = ${month} AND t.positive), 0),
          'reversals', coalesce(sum(t.amount_paise) FILTER (
            WHERE t.basis = 'created' AND t.month = ${month} AND NOT t.positive), 0),
          'declined', coalesce(sum(t.amount_paise) FILTER (WHERE t.basis = 'declined' AND t.month = ${month}), 0))
          FROM ${commissionTotals} t WHERE t.executive_id = ${executiveId} AND t.month <= ${month})`,
      paid: sql<unknown>`(
        SELECT json_build_object(
          'paidBeforeFrom', coalesce(sum(o.gross_paise) FILTER (WHERE o.paid_at < ${from}), 0),
          'paidBeforeTo', coalesce(sum(o.gross_paise), 0),
          'tdsPaise', coalesce(sum(o.tds_paise) FILTER (WHERE o.paid_at >= ${from}), 0),
          'netPaidPaise', coalesce(sum(o.net_paise) FILTER (WHERE o.paid_at >= ${from}), 0))
          FROM ${payouts} o WHERE o.executive_id = ${executiveId} AND o.paid_at < ${to})`,
      entries: sql<unknown>`(SELECT coalesce(json_agg(json_build_object(
          'at', ${isoText('e."at"')}, 'kind', e."kind", 'description', ${description},
          'lineId', e."lineId", 'payoutId', e."payoutId", 'amountPaise', e."amount"
        ) ORDER BY e."at", e."order", coalesce(e."lineId", e."payoutId")), '[]') FROM (
        SELECT entry.* FROM (
          ${lineFields(createdInMonth, 'cl.created_at', "CASE WHEN cl.amount_paise > 0 THEN 'commission' ELSE 'reversal' END", 0, 'cl.amount_paise', REVERSAL_REASON)}
          UNION ALL
          ${lineFields(declinedInMonth, 'cl.status_changed_at', "'declined'::text", 1, '-cl.amount_paise', 'cl.reason')}
          UNION ALL
          ${payoutFields('tds', 2, '-o.tds_paise')} AND o.tds_paise > 0
          UNION ALL
          ${payoutFields('payout', 3, '-o.net_paise')}
        ) entry
        ORDER BY entry."at", entry."order", coalesce(entry."lineId", entry."payoutId")
        LIMIT ${limit}) e)`,
      total: sql<number>`(
        (SELECT count(*) FROM ${lines} cl WHERE cl.executive_id = ${executiveId} AND cl.created_at >= ${from} AND cl.created_at < ${to})
        + (SELECT count(*) FROM ${lines} cl WHERE cl.executive_id = ${executiveId} AND cl.created_at < ${to}
             AND cl.status = 'declined' AND cl.status_changed_at >= ${from} AND cl.status_changed_at < ${to})
        + (SELECT count(*) FROM ${payouts} o WHERE o.executive_id = ${executiveId} AND o.paid_at >= ${from} AND o.paid_at < ${to} AND o.tds_paise > 0)
        + (SELECT count(*) FROM ${payouts} o WHERE o.executive_id = ${executiveId} AND o.paid_at >= ${from} AND o.paid_at < ${to})
      )::int`.mapWith(Number),
    })
    .from(executives)
    .where(eq(executives.id, sql.placeholder('executiveId'))),
);

const parsed = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;

async function monthOf(db: Db, executiveId: number, month: string, limit: number) {
  const period = monthPeriod(month);
  const [found] = await statementQuery(db).execute({
    executiveId,
    month,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    limit,
  });
  if (!found) return undefined;
  const entries = parsed<StatementEntry[]>(found.entries);
  const figures = figuresOf(parsed<LineSums>(found.lines), parsed<PaidFigures>(found.paid));
  const header = {
    bdeCode: found.bdeCode,
    fullName: fullNameOf(found),
    panLast4: found.panLast4,
    registeredAt: found.createdAt,
  };
  return { header, figures, entries, total: found.total };
}

/**
 * One BDE's statement of an India month (`YYYY-MM`): opening + commissions + reversals − declined −
 * TDS − net paid = closing, the balance being what is owed (lines pending, approved or held), and the
 * month's entries oldest first, at most `entryLimit`; with when the BDE registered, which bounds the
 * months they may ask for. Undefined when there is no such BDE.
 */
export async function statementOf(
  db: Db,
  executiveId: number,
  month: string,
  { entryLimit = STATEMENT_ENTRY_LIMIT }: { entryLimit?: number } = {},
): Promise<{ statement: StatementResponse; registeredAt: Date } | undefined> {
  const found = await monthOf(db, executiveId, month, entryLimit);
  if (!found) return undefined;
  const { header, figures, entries, total } = found;
  return {
    registeredAt: header.registeredAt,
    statement: {
      bdeCode: header.bdeCode,
      fullName: header.fullName,
      panMasked: maskPan(header.panLast4),
      month,
      ...figures,
      entries,
      moreEntries: Math.max(0, total - entries.length),
    },
  };
}
