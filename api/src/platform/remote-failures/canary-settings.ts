/** When a canary is rolled back without anyone asking (CANARY_MAX_FAILURE_RATE, CANARY_MIN_VISITORS). */
export interface CanaryWatchSettings {
  /** The share of a canary's pages that may fail (0 to 1) before it is rolled back. */
  maxFailureRate: number;
  /** Pages served with the canary (in the window watched) before its rate is believed. */
  minVisitors: number;
}

export const DEFAULT_CANARY_WATCH: CanaryWatchSettings = { maxFailureRate: 0.05, minVisitors: 200 };

/** The two variables as the watch takes them; the defaults where unset, an error naming the variable. */
export function parseCanaryWatch(env: NodeJS.ProcessEnv): CanaryWatchSettings {
  const rateText = env.CANARY_MAX_FAILURE_RATE?.trim();
  const visitorsText = env.CANARY_MIN_VISITORS?.trim();
  const rate = rateText ? Number(rateText) : DEFAULT_CANARY_WATCH.maxFailureRate;
  if (!Number.isFinite(rate) || rate <= 0 || rate >= 1) {
    throw new Error(
      `CANARY_MAX_FAILURE_RATE must be a share between 0 and 1, such as 0.05 (5%), not "${rateText}".`,
    );
  }
  const visitors = visitorsText ? Number(visitorsText) : DEFAULT_CANARY_WATCH.minVisitors;
  if (!Number.isInteger(visitors) || visitors < 1 || visitors > 10_000_000) {
    throw new Error(`CANARY_MIN_VISITORS must be a whole number from 1 to 10000000, not "${visitorsText}".`);
  }
  return { maxFailureRate: rate, minVisitors: visitors };
}
