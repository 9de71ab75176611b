import type { ReactNode } from 'react';
import type { SortDirection } from 'shared/contract/staff';
import type { ListPage } from 'shared/contract/staff-list-responses';
import { LoadFailure } from '../load-states';
import { ScrollingTable } from '../scrolling-table';

export interface ListColumn<Row> {
  /** Unique among the table's columns. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The API's sort key for this column; without one the column cannot be sorted. */
  sortKey?: string;
  /** The direction a first click sorts in (dates read best newest first: 'desc'). */
  firstDir?: SortDirection;
  /** The cell that names the row (a `<th scope="row">`), usually the first. */
  rowHeader?: boolean;
  /** Numbers and amounts: right-aligned. */
  numeric?: boolean;
}

/** The part of an RTK Query list result the table reads. */
export interface ListResult<Row> {
  data?: ListPage<Row>;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface ListSorting {
  sort: string;
  dir: SortDirection;
  sortBy(key: string, firstDir?: SortDirection): void;
}

interface ListTableProps<Row> {
  /** Names the table (its caption) and the scrolling region around it. */
  caption: string;
  columns: ReadonlyArray<ListColumn<Row>>;
  rowKey: (row: Row) => string | number;
  result: ListResult<Row>;
  /** The list's state (`useKeysetList`), for the sortable headers. */
  sorting: ListSorting;
  /** Shown when the page has no rows: say why ("No messages match.") and, if it helps, what to do. */
  empty: ReactNode;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortHeader<Row>({ column, sorting }: { column: ListColumn<Row>; sorting: ListSorting }) {
  const key = column.sortKey!;
  const active = sorting.sort === key;
  return (
    <th scope="col" aria-sort={active ? ARIA_SORT[sorting.dir] : undefined} className={cellClass(column)}>
      <button type="button" className="staff-sort" onClick={() => sorting.sortBy(key, column.firstDir)}>
        {column.header}
        <span className="staff-sort__mark" aria-hidden="true">
          {active ? (sorting.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

function cellClass(column: { numeric?: boolean }) {
  return column.numeric ? 'staff-table__number' : undefined;
}

/**
 * One page of a staff list as a real table: a caption, sortable column headers (buttons; the
 * sorted one carries aria-sort), cells that may hold links, and the loading, error (with Retry)
 * and empty states. Where its columns do not fit (a phone), each row is drawn as a card, each cell
 * under its column's name (`data-label`, staff.css), and only the sortable headers show, as a row.
 */
export function ListTable<Row>({ caption, columns, rowKey, result, sorting, empty }: ListTableProps<Row>) {
  const { data, isLoading, isFetching, isError, refetch } = result;
  if (isLoading) {
    return (
      <p className="staff-status" role="status">
        Loading {caption.toLowerCase()}…
      </p>
    );
  }
  if (isError && !isFetching) {
    return <LoadFailure what={caption.toLowerCase()} onRetry={refetch} />;
  }
  const rows = data?.items ?? [];
  return (
    <ScrollingTable caption={caption} label={caption} busy={isFetching}>
      <thead>
        <tr>
          {columns.map((column) =>
            column.sortKey ? (
              <SortHeader key={column.id} column={column} sorting={sorting} />
            ) : (
              <th key={column.id} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="staff-table__empty">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.id} scope="row" className={cellClass(column)} data-label={column.header}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={cellClass(column)} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))
        )}
      </tbody>
    </ScrollingTable>
  );
}
