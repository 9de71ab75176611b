import type { ReactNode } from 'react';
import { useBdeText } from '../i18n/bde-text';

/** A table that may be wider than a phone: it scrolls sideways, and keyboard users can scroll it too. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const t = useBdeText();
  return (
    <div className="table-scroll" role="region" aria-label={t('{{label}} table', { label })} tabIndex={0}>
      {children}
    </div>
  );
}
