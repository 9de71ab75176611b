import type { ReactNode } from 'react';
import { ScrollingTable } from '../scrolling-table';

interface EarningsTableProps {
  /** The table's caption, and the name of the region that scrolls it on a narrow screen. */
  label: string;
  headers: readonly string[];
  /** The headers of columns that hold amounts, set right-aligned. */
  amounts: readonly string[];
  /** Shown across the table when it has no rows; null when it has some. */
  empty: ReactNode;
  children?: ReactNode;
}

/** A table of money rows (transfers, payments): a caption, plain headers, and a line when empty. */
export function EarningsTable({ label, headers, amounts, empty, children }: EarningsTableProps) {
  return (
    <ScrollingTable caption={label} label={label} className="staff-table staff-table--list earnings-table">
      <thead>
        <tr>
          {headers.map((header) => (
            <th
              key={header}
              scope="col"
              className={amounts.includes(header) ? 'staff-table__number' : undefined}
            >
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {empty ? (
          <tr>
            <td colSpan={headers.length} className="staff-table__empty">
              {empty}
            </td>
          </tr>
        ) : (
          children
        )}
      </tbody>
    </ScrollingTable>
  );
}
