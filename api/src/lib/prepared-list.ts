import type { SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListPage } from 'shared/contract/staff-list-responses';
import type { Db } from '../db/client';
import { keysetPage, pageBySort, type Keyset, type ListQuery } from './keyset-page';
import { pageValues, preparedPages, type PageValues } from './prepared-pages';

export { matchAny, parseListQuery, type FilterSpec, type ListQuery, type SortColumns } from './keyset-page';

/** A staff list whose pages run as prepared statements: see `preparedPages` for `name` and `shapeOf`. */
export interface ListSpec<F extends string, T extends PgSelect> extends Keyset {
  name: string;
  filterNames: readonly F[];
  shapeOf: (query: ListQuery<F>) => string;
  /** The rows, with the sort columns under the sorts' names: `db.select(...).from(...).$dynamic()`. */
  select: (db: Db) => T;
  /** The list's own conditions, every value put in through `values`. */
  where: (query: ListQuery<F>, values: PageValues<F>) => Array<SQL | undefined>;
}

type RowOf<T extends PgSelect> = Awaited<T>[number];

/**
 * A prepared list: `statement` is the statement behind a page (one row more than the page, to know
 * there is another), every value put in through `values`: the query's own, or placeholders (to
 * EXPLAIN it, give no values). `page` runs the page's prepared statement and makes each row an item.
 */
export function preparedList<F extends string, T extends PgSelect>(spec: ListSpec<F, T>) {
  const statement = (db: Db, query: ListQuery<F>, values: PageValues<F> = pageValues(query)) =>
    keysetPage(spec.select(db), query, spec, spec.where(query, values), values);
  const pages = preparedPages(spec.name, spec.filterNames, spec.shapeOf, statement);
  const page = async <I>(db: Db, query: ListQuery<F>, toItem: (row: RowOf<T>) => I): Promise<ListPage<I>> =>
    pageBySort((await pages(db, query)) as Array<RowOf<T> & { id: number }>, query, toItem);
  return { statement, page };
}
