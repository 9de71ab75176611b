import type { ReactNode } from 'react';
import { useBdeText } from '../../i18n/bde-text';

/** A link read beside a half-filled form opens in a new tab, so nothing typed is lost. */
export function NewTabLink({ to, children }: { to: string; children: ReactNode }) {
  const t = useBdeText();
  return (
    <a href={to} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{t(' (opens in a new tab)')}</span>
    </a>
  );
}
