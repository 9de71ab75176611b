import type { ReactNode } from 'react';

interface ScrollingTableProps {
  caption: ReactNode;
  /** Names the scrolling region; the caption when that is plain text. */
  label: string;
  /** The table's classes: a list's look unless told. */
  className?: string;
  /** While the rows are being fetched again. */
  busy?: boolean;
  /** The table's head and body. */
  children: ReactNode;
}

/**
 * A staff table with its caption, in a region of its own that scrolls sideways where the columns do
 * not fit, and that a keyboard can reach and scroll (WCAG 2.1.1).
 */
export function ScrollingTable({
  caption,
  label,
  className = 'staff-table staff-table--list',
  busy,
  children,
}: ScrollingTableProps) {
  return (
    <div className="staff-table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={className} aria-busy={busy || undefined}>
        <caption>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
