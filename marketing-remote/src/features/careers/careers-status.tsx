import { useMarketingText } from '../../i18n/marketing-text';

/** While a careers page asks the API for its openings. */
export function CareersLoading() {
  const t = useMarketingText();
  return (
    <p role="status" className="careers-status">
      {t('Loading the openings…')}
    </p>
  );
}

/** The openings could not be had: say so, and let the visitor ask again. */
export function CareersProblem({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const t = useMarketingText();
  return (
    <div role="alert" className="careers-status">
      <p>{t('The openings could not be loaded. Check your connection and try again.')}</p>
      <button type="button" className="button" onClick={onRetry} disabled={busy}>
        {t('Try again')}
      </button>
    </div>
  );
}
