import type { ReactNode } from 'react';

/** A form on a page of its own: one card in the page's container; `className` names the page. */
export function CardPage({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className={`container page-section ${className}`}>
      <div className="card">{children}</div>
    </div>
  );
}
