import type { ReactNode } from 'react';
import { ListTable, type ListColumn, type ListResult } from './list-table';
import { ListToolbar, type ListFilter } from './list-toolbar';
import { Pager } from './pager';
import type { KeysetList } from './use-keyset-list';

interface KeysetListViewProps<Row, Filter extends string> {
  /** The list's state (`useKeysetList`) and the page its endpoint answered with. */
  list: KeysetList<Filter>;
  result: ListResult<Row>;
  searchLabel: string;
  searchHint?: string;
  filters?: ReadonlyArray<ListFilter<Filter>>;
  /** Between the toolbar and the table: a filter of the screen's own, an export. */
  children?: ReactNode;
  caption: string;
  columns: ReadonlyArray<ListColumn<Row>>;
  rowKey: (row: Row) => string | number;
  /** An empty page's words: `filtered` while a search or filter is set, `none` otherwise. */
  empty: { filtered: ReactNode; none: ReactNode };
  /** Names the pager: "Message pages". */
  pagerLabel: string;
}

/** A staff list screen's search and filters, its table and its pager, on one `useKeysetList`. */
export function KeysetListView<Row, Filter extends string>({
  list,
  result,
  searchLabel,
  searchHint,
  filters,
  children,
  caption,
  columns,
  rowKey,
  empty,
  pagerLabel,
}: KeysetListViewProps<Row, Filter>) {
  return (
    <>
      <ListToolbar list={list} searchLabel={searchLabel} searchHint={searchHint} filters={filters} />
      {children}
      <ListTable
        caption={caption}
        columns={columns}
        rowKey={rowKey}
        result={result}
        sorting={list}
        empty={list.filtered ? empty.filtered : empty.none}
      />
      <Pager list={list} next={result.data?.next} label={pagerLabel} busy={result.isFetching} />
    </>
  );
}
