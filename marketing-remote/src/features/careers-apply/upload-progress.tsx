import { useId } from 'react';

/** The résumé's upload while it goes; once all of it is sent, the wait for the server's check. */
export function UploadProgress({ progress }: { progress: number | null }) {
  const id = useId();
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  const label = percent < 100 ? 'Uploading your application…' : 'Checking your résumé…';
  return (
    <div className="apply-progress">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}
