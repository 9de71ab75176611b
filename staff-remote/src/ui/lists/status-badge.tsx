/** A status as a badge: its words, on a tint chosen by status (staff.css `.staff-badge--<status>`). */
export function StatusBadge({ status, label = status }: { status: string; label?: string }) {
  const slug = status.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return <span className={`staff-badge staff-badge--${slug}`}>{label}</span>;
}
