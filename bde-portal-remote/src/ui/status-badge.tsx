import { useBdeText } from '../i18n/bde-text';
import { statusLabel } from './status-label';

/** A status as a coloured label in the page's language; the colour only repeats what the word says. */
export function StatusBadge({ status }: { status: string }) {
  const t = useBdeText();
  return (
    <span className={`status-badge status-badge--${status.toLowerCase().replace(/\s+/g, '-')}`}>
      {t(statusLabel(status))}
    </span>
  );
}
