import type { Query } from './schema-version';

/** The site's schemas: its tables, and drizzle's record of the migrations applied. */
export const SITE_SCHEMAS = ['public', 'drizzle'];

/** Every table of the site's schemas as `schema.table`, in name order. */
export async function siteTables(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema = any($1) order by 1`,
    [SITE_SCHEMAS],
  );
  return rows.map((row) => row.name);
}

/** `schema.table` quoted for SQL. */
export const quotedTable = (name: string) =>
  name
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');

/** Rows per table (`public.users: 12`), counted in the caller's snapshot. */
export async function tableCounts(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await siteTables(query)) {
    const [row] = await query<{ n: number }>(`select count(*)::int as n from ${quotedTable(table)}`);
    counts[table] = row.n;
  }
  return counts;
}

/** Document copies a release before the move kept as files (in `DATA_DIR/uploads`), not yet moved in. */
export async function documentFilesNotMoved(query: Query): Promise<number> {
  const [row] = await query<{ n: number }>(
    'select count(*)::int as n from executive_documents where storage_name is not null and content is null',
  );
  return row.n;
}

/** The tables whose counts differ, as `table: expected → found`; empty when they all agree. */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return tables
    .filter((table) => expected[table] !== found[table])
    .map((table) => `${table}: ${expected[table] ?? 'absent'} → ${found[table] ?? 'absent'}`);
}
