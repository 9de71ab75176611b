import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  STATEMENT_ENTRY_LIMIT,
  type StatementEntry,
  type StatementEntryKind,
  type StatementResponse,
} from 'shared/contract/bde-earnings-responses';
import { BASIS_POINTS_PER_PERCENT } from 'shared/contract/earnings';
import { maskPan } from 'shared/contract/executive';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../lib/prepared-statement';
import { commissionLines as lines, payoutBatches, payouts, projectPayments, projects } from '../../db/schema';
import { sumTotals, totalsOf, type TotalRow } from './commission-totals';
import { executiveHeader, sumOf, type ExecutiveHeader } from './earnings-service';
import { monthPeriod, type Period } from './india-periods';

/**
 * The balance owed before a month: every line created before it, less the lines declined before it
 * and the payouts paid before it (a payout's gross is the sum of the lines it pays, which are owed
 * until then). Lines are read from their running sums by month; payouts are a few rows.
 */
const paidQuery = preparedStatement('statement_payouts_paid', (db) =>
  db
    .select({
      paidBeforeFrom: sumOf(payouts.grossPaise, sql`${payouts.paidAt} < ${sql.placeholder('from')}`),
      paidBeforeTo: sumOf(payouts.grossPaise, sql`${payouts.paidAt} < ${sql.placeholder('to')}`),
      tdsPaise: sumOf(
        payouts.tdsPaise,
        sql`${payouts.paidAt} >= ${sql.placeholder('from')} and ${payouts.paidAt} < ${sql.placeholder('to')}`,
      ),
      netPaidPaise: sumOf(
        payouts.netPaise,
        sql`${payouts.paidAt} >= ${sql.placeholder('from')} and ${payouts.paidAt} < ${sql.placeholder('to')}`,
      ),
    })
    .from(payouts)
    .where(
      and(
        eq(payouts.executiveId, sql.placeholder('executiveId')),
        sql`${payouts.paidAt} < ${sql.placeholder('to')}`,
      ),
    ),
);

async function figuresOf(db: Db, executiveId: number, month: string, period: Period) {
  const [totals, [fromPayouts]] = await Promise.all([
    totalsOf(db, executiveId),
    paidQuery(db).execute({
      executiveId,
      from: period.from.toISOString(),
      to: period.to.toISOString(),
    }),
  ]);
  const created = (match: (row: TotalRow) => boolean) =>
    sumTotals(totals, (row) => row.basis === 'created' && match(row));
  const declined = (match: (row: TotalRow) => boolean) =>
    sumTotals(totals, (row) => row.basis === 'declined' && match(row));
  const before = (row: TotalRow) => row.month < month;
  const through = (row: TotalRow) => row.month <= month;
  const during = (row: TotalRow) => row.month === month;
  return {
    openingPaise: created(before) - declined(before) - fromPayouts.paidBeforeFrom,
    commissionsPaise: created((row) => during(row) && row.positive),
    reversalsPaise: created((row) => during(row) && !row.positive),
    declinedPaise: declined(during),
    tdsPaise: fromPayouts.tdsPaise,
    netPaidPaise: fromPayouts.netPaidPaise,
    closingPaise: created(through) - declined(through) - fromPayouts.paidBeforeTo,
  };
}

interface EntryRow {
  at: Date | string;
  kind: StatementEntryKind;
  lineId: number | null;
  payoutId: number | null;
  amount: string | number;
  companyName: string | null;
  level: number | null;
  basisPoints: number | null;
  reason: string | null;
  utr: string | null;
  month: string | null;
  total: string | number;
}

const percentText = (basisPoints: number) =>
  `${(basisPoints / BASIS_POINTS_PER_PERCENT).toFixed(2).replace(/\.?0+$/, '')}%`;
const levelText = (level: number) => (level === 0 ? 'your project' : `referral level ${level}`);

function describe(row: EntryRow): string {
  const line = () =>
    `${row.companyName}, ${levelText(Number(row.level))}, ${percentText(Number(row.basisPoints))}`;
  switch (row.kind) {
    case 'commission':
      return `Commission: ${line()}`;
    case 'reversal':
      return `Reversal: ${line()}`;
    case 'declined':
      return `Declined: ${line()}${row.reason ? `. Reason: ${row.reason}` : ''}`;
    case 'tds':
      return `TDS on the ${row.month} payout`;
    case 'payout':
      return `Paid to your bank, ${row.month} payout, UTR ${row.utr ?? ''}`;
  }
}

/** The month's movements of the balance, oldest first (at most `limit`), and how many there are. */
async function entriesOf(db: Db, executiveId: number, period: Period, limit: number) {
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const lineFields = (at: SQL, kind: SQL, order: number, amount: SQL, reason: SQL) => sql`
    SELECT ${at} AS "at", ${kind} AS "kind", ${sql.raw(String(order))} AS "order", ${lines.id} AS "lineId",
           NULL::int AS "payoutId", ${amount} AS "amount", ${projects.companyName} AS "companyName",
           ${lines.level} AS "level", ${lines.basisPoints} AS "basisPoints", ${reason} AS "reason",
           NULL::text AS "utr", NULL::text AS "month"
      FROM ${lines}
      JOIN ${projectPayments} ON ${projectPayments.id} = ${lines.paymentId}
      JOIN ${projects} ON ${projects.id} = ${projectPayments.projectId}`;
  const payoutFields = (kind: string, order: number, amount: SQL) => sql`
    SELECT ${payouts.paidAt} AS "at", ${kind}::text AS "kind", ${sql.raw(String(order))} AS "order", NULL::int AS "lineId",
           ${payouts.id} AS "payoutId", ${amount} AS "amount", NULL::text AS "companyName",
           NULL::int AS "level", NULL::int AS "basisPoints", NULL::text AS "reason",
           ${payouts.utr} AS "utr", ${payoutBatches.month} AS "month"
      FROM ${payouts} JOIN ${payoutBatches} ON ${payoutBatches.id} = ${payouts.batchId}
     WHERE ${payouts.executiveId} = ${executiveId} AND ${payouts.paidAt} >= ${from} AND ${payouts.paidAt} < ${to}`;
  const result = (await db.execute(sql`
    SELECT entry.*, (count(*) OVER ())::int AS "total" FROM (
      ${lineFields(
        sql`${lines.createdAt}`,
        sql`CASE WHEN ${lines.amountPaise} > 0 THEN 'commission' ELSE 'reversal' END`,
        0,
        sql`${lines.amountPaise}`,
        sql`NULL::text`,
      )}
       WHERE ${lines.executiveId} = ${executiveId} AND ${lines.createdAt} >= ${from} AND ${lines.createdAt} < ${to}
      UNION ALL
      ${lineFields(
        sql`${lines.statusChangedAt}`,
        sql`'declined'::text`,
        1,
        sql`-${lines.amountPaise}`,
        sql`${lines.reason}`,
      )}
       WHERE ${lines.executiveId} = ${executiveId} AND ${lines.createdAt} < ${to} AND ${lines.status} = 'declined'
         AND ${lines.statusChangedAt} >= ${from} AND ${lines.statusChangedAt} < ${to}
      UNION ALL
      ${payoutFields('tds', 2, sql`-${payouts.tdsPaise}`)} AND ${payouts.tdsPaise} > 0
      UNION ALL
      ${payoutFields('payout', 3, sql`-${payouts.netPaise}`)}
    ) entry
    ORDER BY entry."at", entry."order", coalesce(entry."lineId", entry."payoutId")
    LIMIT ${limit}
  `)) as unknown as { rows: EntryRow[] };
  const entries: StatementEntry[] = result.rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    kind: row.kind,
    description: describe(row),
    lineId: row.lineId === null ? null : Number(row.lineId),
    payoutId: row.payoutId === null ? null : Number(row.payoutId),
    amountPaise: Number(row.amount),
  }));
  return { entries, total: Number(result.rows[0]?.total ?? 0) };
}

/**
 * One BDE's statement of an India month (`YYYY-MM`): opening + commissions + reversals − declined −
 * TDS − net paid = closing, the balance being what is owed (lines pending, approved or held), and the
 * month's entries oldest first, at most `entryLimit`. Undefined when there is no such BDE.
 */
export async function statementOf(
  db: Db,
  executiveId: number,
  month: string,
  {
    entryLimit = STATEMENT_ENTRY_LIMIT,
    header: known,
  }: { entryLimit?: number; header?: ExecutiveHeader } = {},
): Promise<StatementResponse | undefined> {
  const period = monthPeriod(month);
  const [header, figures, { entries, total }] = await Promise.all([
    known ?? executiveHeader(db, executiveId),
    figuresOf(db, executiveId, month, period),
    entriesOf(db, executiveId, period, entryLimit),
  ]);
  if (!header) return undefined;
  return {
    bdeCode: header.bdeCode,
    fullName: header.fullName,
    panMasked: maskPan(header.panLast4),
    month,
    ...figures,
    entries,
    moreEntries: Math.max(0, total - entries.length),
  };
}
