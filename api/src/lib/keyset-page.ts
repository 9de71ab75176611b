import { and, asc, desc, ilike, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  LIST_MAX_PAGE_SIZE,
  LIST_PAGE_SIZE,
  SORT_DIRECTIONS,
  type SortDirection,
} from 'shared/contract/staff';
import type { ListPage } from 'shared/contract/staff-list-responses';
import { addFieldError, fieldErrors } from './field-errors';
import { badRequest } from './http-error';
import { INVALID_FIELDS } from './validate';

/** How a list may be sorted: each key, the column it orders by, and that column's type. */
export type SortColumns = Record<string, { column: AnyColumn; type: 'date' | 'text' | 'number' }>;

/** A filter: one of these values, or any short text (`'text'`), or a positive whole number (`'id'`). */
export type FilterSpec = readonly string[] | 'text' | 'id';

interface Cursor {
  sort: string;
  dir: SortDirection;
  value: string | number;
  id: number;
}

export interface ListQuery<F extends string> {
  q: string | null;
  sort: string;
  dir: SortDirection;
  after: Cursor | null;
  limit: number;
  filters: Partial<Record<F, string>>;
}

const MAX_SEARCH_LENGTH = 100;
const MAX_CURSOR_LENGTH = 500;

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.dir, cursor.value, cursor.id])).toString(
    'base64url',
  );
}

/** Ids are `serial`: a larger one is no row's, and PostgreSQL would refuse to compare it. */
const MAX_ROW_ID = 2_147_483_647;
/** An instant as `pageOf` writes it (`Date.toISOString()`). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Whether a cursor's value is one this list could have written for its sort: anything else would
 * reach the database's cast (a 500) rather than the client's 400.
 */
function fitsSort(value: string | number, type: SortColumns[string]['type']): boolean {
  switch (type) {
    case 'number':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'date':
      // Written back the same: a real instant (not 31 February), within what a Date holds.
      return typeof value === 'string' && ISO_INSTANT.test(value) && isoOf(value) === value;
    case 'text':
      return typeof value === 'string' && !value.includes('\u0000');
  }
}

function isoOf(text: string): string | null {
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

function decodeCursor(text: string): Cursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 4) return null;
    const [sort, dir, value, id] = parsed as unknown[];
    if (typeof sort !== 'string' || !SORT_DIRECTIONS.includes(dir as SortDirection)) return null;
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    if (!Number.isSafeInteger(id) || (id as number) < 0 || (id as number) > MAX_ROW_ID) return null;
    return { sort, dir: dir as SortDirection, value, id: id as number };
  } catch {
    return null;
  }
}

/**
 * Reads a list's query string: `q`, `sort`, `dir`, `after`, `limit` and the list's own filters.
 * Anything else, twice given or malformed is a 400 naming the parameter.
 */
export function parseListQuery<F extends string>(
  query: unknown,
  {
    sorts,
    defaultSort,
    defaultDir = 'desc',
    filters = {} as Record<F, FilterSpec>,
  }: {
    sorts: SortColumns;
    defaultSort: string;
    defaultDir?: SortDirection;
    filters?: Record<F, FilterSpec>;
  },
): ListQuery<F> {
  const raw = (query ?? {}) as Record<string, unknown>;
  const errors = fieldErrors();
  const text = (name: string): string | undefined => {
    const value = raw[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') {
      addFieldError(errors, name, 'Give this once.');
      return undefined;
    }
    if (value.includes('\u0000')) {
      addFieldError(errors, name, 'Contains a character that is not allowed.');
      return undefined;
    }
    return value;
  };
  for (const name of Object.keys(raw)) {
    if (!['q', 'sort', 'dir', 'after', 'limit', ...Object.keys(filters)].includes(name)) {
      addFieldError(errors, name, 'Unknown parameter.');
    }
  }

  const q = text('q')?.trim() || null;
  if (q && q.length > MAX_SEARCH_LENGTH)
    addFieldError(errors, 'q', `At most ${MAX_SEARCH_LENGTH} characters.`);
  const sort = text('sort') ?? defaultSort;
  if (!Object.hasOwn(sorts, sort)) addFieldError(errors, 'sort', `Sort by ${Object.keys(sorts).join(', ')}.`);
  const dir = (text('dir') ?? defaultDir) as SortDirection;
  if (!SORT_DIRECTIONS.includes(dir)) addFieldError(errors, 'dir', 'Give asc or desc.');
  const limitText = text('limit');
  const limit = limitText === undefined ? LIST_PAGE_SIZE : Number(limitText);
  if (!/^\d{1,3}$/.test(limitText ?? '1') || limit < 1 || limit > LIST_MAX_PAGE_SIZE) {
    addFieldError(errors, 'limit', `A number from 1 to ${LIST_MAX_PAGE_SIZE}.`);
  }
  const afterText = text('after');
  let after: Cursor | null = null;
  if (afterText !== undefined) {
    after = afterText.length <= MAX_CURSOR_LENGTH ? decodeCursor(afterText) : null;
    if (!after) addFieldError(errors, 'after', 'This is not a cursor this list gave.');
    else if (after.sort !== sort || after.dir !== dir) {
      addFieldError(errors, 'after', 'This cursor belongs to another order; start from the first page.');
    } else if (!Object.hasOwn(sorts, sort) || !fitsSort(after.value, sorts[sort].type)) {
      addFieldError(errors, 'after', 'This is not a cursor this list gave.');
    }
  }
  const chosen: Partial<Record<F, string>> = {};
  for (const [name, spec] of Object.entries(filters) as Array<[F, FilterSpec]>) {
    const value = text(name);
    if (value === undefined) continue;
    if (
      spec === 'text'
        ? value.length > MAX_SEARCH_LENGTH
        : spec === 'id'
          ? !/^[1-9]\d{0,8}$/.test(value)
          : !spec.includes(value)
    ) {
      addFieldError(
        errors,
        name,
        spec === 'text'
          ? `At most ${MAX_SEARCH_LENGTH} characters.`
          : spec === 'id'
            ? 'Give a number.'
            : `One of: ${spec.join(', ')}.`,
      );
      continue;
    }
    chosen[name] = value;
  }
  if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS, errors);
  return { q, sort, dir, after, limit, filters: chosen };
}

const CASTS = { date: sql`timestamptz`, text: sql`text`, number: sql`bigint` };

/** A value, or the placeholder standing for it in a statement prepared once and run with values. */
type Param<T> = T | Placeholder;

/**
 * The condition that starts a page after its cursor, in the list's order (null on the first page).
 * `at` gives the cursor's value and id as placeholders, for a prepared statement; the query's own by default.
 */
export function afterCursor(
  query: ListQuery<string>,
  sorts: SortColumns,
  id: AnyColumn,
  at: { value: Param<string | number>; id: Param<number> } | null = query.after,
): SQL | undefined {
  if (!query.after || !at) return undefined;
  const { column, type } = sorts[query.sort];
  const given = sql`cast(${at.value} as ${CASTS[type]})`;
  // PostgreSQL keeps microseconds, a cursor (like a JavaScript Date) milliseconds: rows within one
  // millisecond of the cursor's would be skipped, or in ascending order the cursor's own row repeated
  // forever. The cursor's row gives the exact value, as long as it still has the one the cursor saw.
  const value =
    type === 'date'
      ? sql`coalesce((select ${column} from ${column.table} where ${id} = ${at.id} and date_trunc('milliseconds', ${column}) = ${given}), ${given})`
      : given;
  // A row comparison: PostgreSQL walks the (column, id) index from the cursor on.
  return query.dir === 'desc'
    ? sql`(${column}, ${id}) < (${value}, ${at.id})`
    : sql`(${column}, ${id}) > (${value}, ${at.id})`;
}

/** ORDER BY the sort column and then the id, both in the list's direction. */
export function keysetOrder(query: ListQuery<string>, sorts: SortColumns, id: AnyColumn): SQL[] {
  const by = query.dir === 'desc' ? desc : asc;
  return [by(sorts[query.sort].column), by(id)];
}

/** A keyset list: how it may be sorted, and the id column that breaks ties and ends each cursor. */
export interface Keyset {
  sorts: SortColumns;
  id: AnyColumn;
}

/**
 * A page of a keyset list, on a select of its rows (`db.select(...).from(...).$dynamic()`): the list's
 * own conditions and, past the first page, the cursor's; its sort column then the id, in the list's
 * direction; one row more than the page, which says there is another. `values` put the cursor and the
 * limit in as placeholders, for a prepared statement; the query's own by default.
 */
export function keysetPage<T extends PgSelect>(
  select: T,
  query: ListQuery<string>,
  { sorts, id }: Keyset,
  conditions: Array<SQL | undefined>,
  values?: { after: { value: Param<string | number>; id: Param<number> }; limit: Param<number> },
) {
  return select
    .where(and(...conditions, afterCursor(query, sorts, id, values ? values.after : query.after)))
    .orderBy(...keysetOrder(query, sorts, id))
    .limit(values ? values.limit : query.limit + 1);
}

/**
 * A page from rows fetched with `limit: query.limit + 1`: the extra row only says there is more.
 * `keyOf` gives a row's sort value and id, for the next cursor.
 */
export function pageOf<T>(
  rows: T[],
  query: ListQuery<string>,
  keyOf: (row: T) => { value: string | number | Date; id: number },
): { items: T[]; next: string | null } {
  const items = rows.slice(0, query.limit);
  if (rows.length <= query.limit) return { items, next: null };
  const last = keyOf(items[items.length - 1]);
  const value = last.value instanceof Date ? last.value.toISOString() : last.value;
  return { items, next: encodeCursor({ sort: query.sort, dir: query.dir, value, id: last.id }) };
}

/**
 * `pageOf` for rows that carry each sort's value under the sort's own name (and their id), each row
 * then made the list's item.
 */
export function pageBySort<T extends { id: number }, I>(
  rows: T[],
  query: ListQuery<string>,
  toItem: (row: T) => I,
): ListPage<I> {
  const page = pageOf(rows, query, (row) => ({
    value: row[query.sort as keyof T] as string | number | Date,
    id: row.id,
  }));
  return { next: page.next, items: page.items.map(toItem) };
}

/** What ILIKE takes to find `q` anywhere: `%q%`, with backslashes, `%` and `_` in `q` taken literally. */
export function searchPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `q` anywhere in any of the columns, without regard to case; `%` and `_` in `q` are literal. */
export function searchAny(q: string | null, columns: AnyColumn[]): SQL | undefined {
  return q ? matchAny(searchPattern(q), columns) : undefined;
}

/** Any of the columns matches a `searchPattern` (or the placeholder standing for one), in any case. */
export function matchAny(pattern: Param<string>, columns: AnyColumn[]): SQL {
  return or(...columns.map((column) => ilike(column, pattern))) as SQL;
}

/** The query string a list reads, for the API reference (the handler checks it with parseListQuery). */
export function listQuerySchema(sorts: SortColumns, filters: Record<string, FilterSpec> = {}) {
  const filterSchema = (spec: FilterSpec) =>
    spec === 'text'
      ? { type: 'string', maxLength: MAX_SEARCH_LENGTH }
      : spec === 'id'
        ? { type: 'string', pattern: '^[1-9]\\d{0,8}$' }
        : { type: 'string', enum: [...spec] };
  return {
    type: 'object',
    properties: {
      q: { type: 'string', maxLength: MAX_SEARCH_LENGTH, description: 'Search text; % and _ are literal.' },
      sort: { type: 'string', enum: Object.keys(sorts) },
      dir: { type: 'string', enum: [...SORT_DIRECTIONS] },
      after: { type: 'string', description: "The page before's `next`." },
      limit: { type: 'integer', minimum: 1, maximum: LIST_MAX_PAGE_SIZE, default: LIST_PAGE_SIZE },
      ...Object.fromEntries(Object.entries(filters).map(([name, spec]) => [name, filterSchema(spec)])),
    },
    additionalProperties: false,
  };
}
