/** A release's pages served and failures reported in visitors' browsers over some time. */
export interface FailureCounts {
  loads: number;
  failures: number;
}

/**
 * The share of pages that failed, as "2.5%" (one decimal, "under 0.1%" rather than a misleading
 * "0.0%" when some failed); null when no page was served.
 */
export function failurePercent({ loads, failures }: FailureCounts): string | null {
  if (!loads) return null;
  const percent = ((failures / loads) * 100).toFixed(1);
  return failures && percent === '0.0' ? 'under 0.1%' : `${percent}%`;
}

const counted = new Intl.NumberFormat('en-IN');
const pages = (count: number) => `${counted.format(count)} ${count === 1 ? 'page' : 'pages'}`;

/**
 * For a person: "3 of 1,20,000 pages (under 0.1%)", "None of 120 pages", or "Not served" when no
 * page was (counts grouped as the site writes rupees).
 */
export function failureSummary(counts: FailureCounts): string {
  const percent = failurePercent(counts);
  if (!percent) return 'Not served';
  if (!counts.failures) return `None of ${pages(counts.loads)}`;
  return `${counted.format(counts.failures)} of ${pages(counts.loads)} (${percent})`;
}

/** Whether `a` failed in a larger share of its pages than `b`; false unless both were served. */
export function failsMoreOften(a: FailureCounts, b: FailureCounts): boolean {
  return a.loads > 0 && b.loads > 0 && a.failures * b.loads > b.failures * a.loads;
}
