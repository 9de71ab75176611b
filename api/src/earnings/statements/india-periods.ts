import { INDIA_OFFSET_MS } from '../../lib/india-time';

/** A span of time as instants: `from` included, `to` not. */
export interface Period {
  from: Date;
  to: Date;
}

const indiaMidnight = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex, 1) - INDIA_OFFSET_MS);

/** The India calendar month `YYYY-MM` as instants. */
export function monthPeriod(month: string): Period {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  return { from: indiaMidnight(year, index), to: indiaMidnight(year, index + 1) };
}

/** The financial year (April to March, India time) named by its first year, as instants. */
export function financialYearPeriod(financialYear: number): Period {
  return { from: indiaMidnight(financialYear, 3), to: indiaMidnight(financialYear + 1, 3) };
}

/** The India month `YYYY-MM` an instant falls in. */
export function indiaMonthAt(instant: number | Date): string {
  return new Date(Number(instant) + INDIA_OFFSET_MS).toISOString().slice(0, 7);
}

/** The months `YYYY-MM` of a financial year: April of its first year to March of the next. */
export function financialYearMonths(financialYear: number): { first: string; last: string } {
  return { first: `${financialYear}-04`, last: `${financialYear + 1}-03` };
}
