import { statusLabel } from './status-label';

/** A status as a coloured label; the colour only repeats what the word says. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`status-badge status-badge--${status.toLowerCase().replace(/\s+/g, '-')}`}>
      {statusLabel(status)}
    </span>
  );
}
