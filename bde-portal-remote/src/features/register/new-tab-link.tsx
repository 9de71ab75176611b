import type { ReactNode } from 'react';

/** A link read beside a half-filled form opens in a new tab, so nothing typed is lost. */
export function NewTabLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
