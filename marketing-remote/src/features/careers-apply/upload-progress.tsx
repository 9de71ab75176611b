import { useId } from 'react';
import { useMarketingText } from '../../i18n/marketing-text';

/** The résumé's upload while it goes; once all of it is sent, the wait for the server's check. */
export function UploadProgress({ progress }: { progress: number | null }) {
  const id = useId();
  const t = useMarketingText();
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  const label = percent < 100 ? t('Uploading your application…') : t('Checking your résumé…');
  return (
    <div className="apply-progress">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}
