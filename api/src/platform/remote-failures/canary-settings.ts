/**
 * When a canary is rolled back without anyone asking (CANARY_MAX_FAILURE_RATE, CANARY_MIN_VISITORS),
 * and how often each instance looks (CANARY_WATCH_SECONDS).
 */
export interface CanaryWatchSettings {
  /** The share of a canary's pages that may fail (0 to 1) before it is rolled back. */
  maxFailureRate: number;
  /** Pages served with the canary (in the window watched) before its rate is believed. */
  minVisitors: number;
  /** How often each instance adds its counts and looks at the running canaries. */
  intervalMs: number;
}

export const DEFAULT_CANARY_WATCH: CanaryWatchSettings = {
  maxFailureRate: 0.05,
  minVisitors: 200,
  intervalMs: 30_000,
};

const MAX_WATCH_SECONDS = 3600;

/** The variables as the watch takes them; the defaults where unset, an error naming the variable. */
export function parseCanaryWatch(env: NodeJS.ProcessEnv): CanaryWatchSettings {
  const rateText = env.CANARY_MAX_FAILURE_RATE?.trim();
  const visitorsText = env.CANARY_MIN_VISITORS?.trim();
  const secondsText = env.CANARY_WATCH_SECONDS?.trim();
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
  const seconds = secondsText ? Number(secondsText) : DEFAULT_CANARY_WATCH.intervalMs / 1000;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_WATCH_SECONDS) {
    throw new Error(
      `CANARY_WATCH_SECONDS must be a whole number of seconds from 1 to ${MAX_WATCH_SECONDS}, not "${secondsText}".`,
    );
  }
  return { maxFailureRate: rate, minVisitors: visitors, intervalMs: seconds * 1000 };
}
