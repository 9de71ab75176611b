import { useEffect } from 'react';
import { useBdeText } from '../i18n/bde-text';

/**
 * A failed fetch of the dashboard, the projects or the downline is logged; the page also says
 * so calmly, in place of the missing part, with a Retry, so nobody is left with a blank area.
 */
export function FetchProblem({ what, onRetry }: { what: string; onRetry: () => void }) {
  const t = useBdeText();
  return (
    <div className="fetch-problem" role="status">
      <p>{t('We could not load {{what}} just now. Check your connection and try again.', { what })}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('Retry')}
      </button>
    </div>
  );
}

/** Logs a failed call once per failure. */
export function useLoggedFailure(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.error(`[bde-portal] could not load ${what}:`, error);
  }, [what, error]);
}
