import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll';

export interface Column<Row> {
  header: string;
  /** Holds figures, which are right-aligned. */
  numeric?: boolean;
  cell: (row: Row, index: number) => ReactNode;
}

interface DataTableProps<Row> {
  /** Read out, not shown: the table's name. */
  caption?: string;
  /** The first column heads each row. */
  columns: Column<Row>[];
  rows: Row[];
  /** The row's React key; its first cell when not given. */
  rowKey?: (row: Row, index: number) => string;
  /** The table's classes: `data-table` and its modifiers, or a figure's own. */
  className?: string;
  /** A captioned table sits in a TableScroll named by its caption, for screens narrower than the table. */
  scroll?: boolean;
  /** Said in a full-width last row (why there are no rows, or nothing to count). */
  empty?: ReactNode;
}

/** A table with column headers and row headers, as every table of the portal is laid out. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey = (row, index) => String(columns[0].cell(row, index)),
  className = 'data-table',
  scroll = true,
  empty,
}: DataTableProps<Row>) {
  const figures = (column: Column<Row>) => (column.numeric ? 'data-table__number' : undefined);
  const table = (
    <table className={className}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={figures(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column, at) =>
              at === 0 ? (
                <th key={column.header} scope="row">
                  {column.cell(row, index)}
                </th>
              ) : (
                <td key={column.header} className={figures(column)}>
                  {column.cell(row, index)}
                </td>
              ),
            )}
          </tr>
        ))}
        {empty && (
          <tr>
            <td colSpan={columns.length} className="data-table__empty">
              {empty}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
  return scroll && caption ? <TableScroll label={caption}>{table}</TableScroll> : table;
}
