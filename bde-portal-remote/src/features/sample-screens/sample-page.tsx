import type { ReactNode } from 'react';
import { SampleDataNotice } from '../portal/sample-data-notice';

/** A screen made of example rows: the "Sample data" label always comes first. */
export function SamplePage({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="card portal-panel sample-page" aria-labelledby={id}>
      <h2 id={id}>{heading} (sample)</h2>
      <SampleDataNotice />
      {children}
    </section>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`status-badge status-badge--${status.toLowerCase().replace(/\s+/g, '-')}`}>
      {status}
    </span>
  );
}
