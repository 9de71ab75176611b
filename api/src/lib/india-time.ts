import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** India keeps one offset all year (no daylight saving): UTC+05:30. */
export const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The date in India at `now`, YYYY-MM-DD. */
export function todayInIndia(now: number): string {
  return new Date(now + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the calendar month `monthsBack` months before the current one began in India. */
export function monthStartInIndia(now: number, monthsBack = 0): Date {
  const india = new Date(now + INDIA_OFFSET_MS);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - monthsBack, 1) - INDIA_OFFSET_MS);
}

/** The last `count` calendar months in India as YYYY-MM, oldest first, the current one last. */
export function lastMonthsInIndia(now: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    new Date(monthStartInIndia(now, count - 1 - index).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 7),
  );
}

/**
 * A timestamptz column's calendar month in India, YYYY-MM, in SQL. Written with the fixed offset
 * rather than a zone name, so it needs no time-zone data on either database.
 */
export function indiaMonthOf(column: AnyColumn): SQL<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM')`;
}
