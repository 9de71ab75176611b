import type { ReactNode } from 'react';
import { useBdeText } from '../i18n/bde-text';

/** Marks a screen (or part of one) whose rows and figures are examples, not the BDE's own data. */
export function SampleDataNotice({ children }: { children: ReactNode }) {
  const t = useBdeText();
  return (
    <p className="sample-notice">
      <strong className="sample-notice__tag">{t('Sample data')}</strong> {children}
    </p>
  );
}
