import type { ReactNode } from 'react';

/** Marks a screen (or part of one) whose rows and figures are examples, not the BDE's own data. */
export function SampleDataNotice({ children }: { children: ReactNode }) {
  return (
    <p className="sample-notice">
      <strong className="sample-notice__tag">Sample data</strong> {children}
    </p>
  );
}
