const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-03" -> "Mar 2026": a calendar month as the API names it, written for people. */
export function formatMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year, index - 1, 1)));
}
