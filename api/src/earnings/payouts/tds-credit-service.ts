import { and, eq, inArray, sql } from 'drizzle-orm';
import { financialYearOf, panTakesHigherRate, type PanStatus } from 'shared/contract/earnings';
import type { Db } from '../../db/client';
import { commissionLines, executives, tdsDeductions } from '../../db/schema';
import { todayInIndia } from '../../lib/india-time';
import { tdsOnCredit, tdsOnTakeBack } from './tds';

/** Advisory lock class (with the BDE's id): one credit at a time per BDE, so each sees the year's others. */
const CREDIT_LOCK = 26_0002;
const CHUNK = 5_000;

export interface CreditedLine {
  id: number;
  executiveId: number;
  amountPaise: number;
}

const chunks = <T>(items: T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

const intArray = (ids: number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/**
 * Records the tax deducted on lines just credited to their BDEs (approved) at `at`: per BDE, one
 * `tds_deductions` entry for the lines' sum, by the rule in force on that India date and the BDE's
 * earlier credits of the same financial year, and each line names its entry. Call it in the
 * transaction that approved the lines: it takes each BDE's lock (in id order) before reading their
 * year, so two approvals at once for one BDE see each other's credit. With `takeBack`, the lines are
 * reversals of credited lines not yet paid, and their entry gives back the tax (`tdsOnTakeBack`).
 */
export async function recordTdsAtCredit(
  tx: Db,
  lines: CreditedLine[],
  at: Date,
  { takeBack = false }: { takeBack?: boolean } = {},
): Promise<void> {
  const byBde = new Map<number, { paise: number; lineIds: number[] }>();
  for (const line of lines) {
    const entry = byBde.get(line.executiveId) ?? { paise: 0, lineIds: [] };
    entry.paise += line.amountPaise;
    entry.lineIds.push(line.id);
    byBde.set(line.executiveId, entry);
  }
  const ids = [...byBde.keys()].sort((a, b) => a - b);
  if (!ids.length) return;
  const creditedOn = todayInIndia(at.getTime());
  const financialYear = financialYearOf(creditedOn);
  for (const chunk of chunks(ids)) {
    await tx.execute(
      sql`select count(pg_advisory_xact_lock(${CREDIT_LOCK}, id)) from (select unnest(${intArray(chunk)}) as id order by 1) as bde`,
    );
    const years = new Map<number, { credited: number; taxed: number; tds: number }>();
    for (const row of await tx
      .select({
        executiveId: tdsDeductions.executiveId,
        credited: sql<string>`sum(${tdsDeductions.creditedPaise})::text`,
        taxed: sql<string>`sum(${tdsDeductions.taxedBasePaise})::text`,
        tds: sql<string>`sum(${tdsDeductions.tdsPaise})::text`,
      })
      .from(tdsDeductions)
      .where(and(inArray(tdsDeductions.executiveId, chunk), eq(tdsDeductions.financialYear, financialYear)))
      .groupBy(tdsDeductions.executiveId)) {
      years.set(row.executiveId, {
        credited: Number(row.credited),
        taxed: Number(row.taxed),
        tds: Number(row.tds),
      });
    }
    const pans = new Map<number, PanStatus>();
    for (const row of await tx
      .select({ id: executives.id, panStatus: executives.panStatus })
      .from(executives)
      .where(inArray(executives.id, chunk))) {
      pans.set(row.id, row.panStatus);
    }
    const entries = chunk.map((executiveId) => {
      const year = years.get(executiveId) ?? { credited: 0, taxed: 0, tds: 0 };
      const creditPaise = byBde.get(executiveId)!.paise;
      const input = {
        creditedOn,
        creditPaise,
        yearCreditedBeforePaise: year.credited,
        yearTaxedBeforePaise: year.taxed,
        hasValidPan: !panTakesHigherRate(pans.get(executiveId) ?? 'unchecked'),
      };
      const tds = takeBack ? tdsOnTakeBack({ ...input, yearTdsBeforePaise: year.tds }) : tdsOnCredit(input);
      return {
        executiveId,
        creditedOn,
        financialYear,
        creditedPaise: creditPaise,
        taxedBasePaise: tds.taxedBasePaise,
        tdsPaise: tds.tdsPaise,
        tdsSection: tds.rule.section,
        tdsBasisPoints: tds.basisPoints,
        ruleFrom: tds.rule.from,
        createdAt: at,
      };
    });
    const made: Array<{ id: number; executiveId: number }> = [];
    for (const part of chunks(entries, 1_000)) {
      made.push(
        ...(await tx
          .insert(tdsDeductions)
          .values(part)
          .returning({ id: tdsDeductions.id, executiveId: tdsDeductions.executiveId })),
      );
    }
    for (const { id, executiveId } of made) {
      for (const lineIds of chunks(byBde.get(executiveId)!.lineIds)) {
        await tx
          .update(commissionLines)
          .set({ tdsDeductionId: id })
          .where(inArray(commissionLines.id, lineIds));
      }
    }
  }
}
