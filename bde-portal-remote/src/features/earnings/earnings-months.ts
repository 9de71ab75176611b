/** Every month from `first` to `last` (YYYY-MM), newest first. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = last.split('-').map(Number);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current < first) break;
    months.push(current);
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return months;
}

/** The financial year (named by its first year) of a month: April starts one. */
export const financialYearOfMonth = (month: string) =>
  Number(month.slice(5, 7)) >= 4 ? Number(month.slice(0, 4)) : Number(month.slice(0, 4)) - 1;
