import type { ReactNode } from 'react';

/** A table that may be wider than a phone: it scrolls sideways, and keyboard users can scroll it too. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={`${label} table`} tabIndex={0}>
      {children}
    </div>
  );
}
