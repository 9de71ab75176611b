import type { ReactNode } from 'react';
import { useBdeText } from '../i18n/bde-text';

/**
 * A loading state that holds its loaded size: the loaded look, drawn with placeholder figures and
 * hidden (from sight and from assistive technology), with "Loading…" over it. Nothing around it moves
 * when the answer replaces it.
 */
export function LoadingHold({ children }: { children: ReactNode }) {
  const t = useBdeText();
  return (
    <div className="loading-hold" aria-busy="true">
      <p className="loading-hold__status">{t('Loading…')}</p>
      <div className="loading-hold__shape" aria-hidden="true">
        {children}
      </div>
    </div>
  );
}
