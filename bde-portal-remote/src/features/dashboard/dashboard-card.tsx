import type { ReactNode } from 'react';

interface DashboardCardProps {
  /** The id of its h2. */
  id: string;
  title: string;
  /** Spans the whole row of the grid. */
  wide?: boolean;
  children: ReactNode;
}

/** One card of the dashboard's grid, named by its heading. */
export function DashboardCard({ id, title, wide = false, children }: DashboardCardProps) {
  return (
    <section className={`card dashboard-card${wide ? ' dashboard-card--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
