/** "proposal sent" -> "Proposal sent": statuses as the API spells them, written for people. */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** A status as a coloured label; the colour only repeats what the word says. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`status-badge status-badge--${status.toLowerCase().replace(/\s+/g, '-')}`}>
      {statusLabel(status)}
    </span>
  );
}
