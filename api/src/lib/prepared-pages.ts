import crypto from 'node:crypto';
import { sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { searchPattern, type ListQuery } from './keyset-page';

type Param<T> = T | Placeholder;

/** A list page's values, as they are or as placeholders: what a list's statement is built with. */
export interface PageValues<F extends string> {
  /** The search's ILIKE pattern (`searchPattern(q)`); used only when the query searches. */
  search: Param<string>;
  /** The cursor's value and id (`afterCursor`'s `at`); used only past the first page. */
  after: { value: Param<string | number>; id: Param<number> };
  /** How many rows to fetch: the page and one more, which says there is another. */
  limit: Param<number>;
  /** Each filter's value; used only for the filters the query sets. */
  filters: Record<F, Param<string>>;
}

/** The query's own values, for a statement built to run once (or to EXPLAIN). */
export function pageValues<F extends string>(query: ListQuery<F>): PageValues<F> {
  return {
    search: query.q ? searchPattern(query.q) : '',
    after: { value: query.after?.value ?? '', id: query.after?.id ?? 0 },
    limit: query.limit + 1,
    filters: query.filters as Record<F, string>,
  };
}

interface Preparable {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<unknown> };
}

/**
 * A list whose pages run as statements prepared once per shape (the sort, its direction, whether it
 * searches or starts after a cursor, and what `shapeOf` says of the filters) and then run with each
 * page's values: neither drizzle nor PostgreSQL builds or plans a page again. `build` must put every
 * value in through `values`; the shape alone decides the statement's text.
 */
export function preparedPages<F extends string, Q extends Preparable>(
  name: string,
  filterNames: readonly F[],
  shapeOf: (query: ListQuery<F>) => string,
  build: (db: Db, query: ListQuery<F>, values: PageValues<F>) => Q,
) {
  const placeholders: PageValues<F> = {
    search: sql.placeholder('search'),
    after: { value: sql.placeholder('afterValue'), id: sql.placeholder('afterId') },
    limit: sql.placeholder('limit'),
    filters: Object.fromEntries(
      filterNames.map((filter) => [filter, sql.placeholder(`filter_${filter}`)]),
    ) as Record<F, Placeholder>,
  };
  const statements = perDatabase(() => new Map<string, ReturnType<Q['prepare']>>());
  return (db: Db, query: ListQuery<F>) => {
    const shape = [
      query.sort,
      query.dir,
      query.q ? 'q' : '',
      query.after ? 'after' : '',
      shapeOf(query),
    ].join('|');
    const prepared = statements(db);
    let statement = prepared.get(shape);
    if (!statement) {
      const id = crypto.createHash('sha256').update(shape).digest('base64url').slice(0, 24);
      statement = build(db, query, placeholders).prepare(`${name}_${id}`) as ReturnType<Q['prepare']>;
      prepared.set(shape, statement);
    }
    const values = pageValues(query);
    return statement.execute({
      search: values.search,
      afterValue: values.after.value,
      afterId: values.after.id,
      limit: values.limit,
      ...Object.fromEntries(
        Object.entries(query.filters).map(([filter, value]) => [`filter_${filter}`, value]),
      ),
    }) as ReturnType<ReturnType<Q['prepare']>['execute']>;
  };
}
