import type { Registry } from 'prom-client';

/** One route, method and status: how many answers, their total time and the histogram's buckets. */
interface Tally {
  labels: { route: string; method: string; status_code: number };
  count: number;
  sum: number;
  /** Answers at or under each bound, not yet cumulative (summed when read). */
  buckets: Float64Array;
}

const REQUESTS = 'http_requests_total';
const DURATION = 'http_request_duration_seconds';

interface MetricValue {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/**
 * `http_requests_total` and `http_request_duration_seconds`, counted on every answer. prom-client's
 * own Counter and Histogram hash a labels object and search a map per call, twice per answer, which
 * on the signed-in dashboard was a tenth of the app's own work per request: here an answer costs a
 * lookup by route, a walk along that route's few methods and statuses, and one along the buckets; the
 * series are built when scraped, in prom-client's exposition format (its registry prints them).
 */
export class AnswerTally {
  private readonly tallies = new Map<string, Tally[]>();

  constructor(
    registry: Registry,
    private readonly bounds: readonly number[],
    help: { requests: string; duration: string },
  ) {
    const metric = (
      name: string,
      type: 'counter' | 'histogram',
      text: string,
      values: () => MetricValue[],
    ) => ({
      name,
      help: text,
      type,
      aggregator: 'sum',
      get: () => ({ name, help: text, type, aggregator: 'sum', values: values() }),
      reset: () => this.tallies.clear(),
    });
    const register = registry.registerMetric.bind(registry) as (metric: unknown) => void;
    register(metric(REQUESTS, 'counter', help.requests, () => this.counts()));
    register(metric(DURATION, 'histogram', help.duration, () => this.histogram()));
  }

  record(route: string, method: string, statusCode: number, seconds: number): void {
    // No key string is built per answer.
    let ofRoute = this.tallies.get(route);
    if (!ofRoute) this.tallies.set(route, (ofRoute = []));
    let tally: Tally | undefined;
    for (const candidate of ofRoute) {
      if (candidate.labels.status_code === statusCode && candidate.labels.method === method) {
        tally = candidate;
        break;
      }
    }
    if (!tally) {
      tally = {
        labels: { route, method, status_code: statusCode },
        count: 0,
        sum: 0,
        buckets: new Float64Array(this.bounds.length),
      };
      ofRoute.push(tally);
    }
    tally.count += 1;
    tally.sum += seconds;
    for (let i = 0; i < this.bounds.length; i += 1) {
      if (seconds <= this.bounds[i]) {
        tally.buckets[i] += 1;
        break;
      }
    }
  }

  private counts(): MetricValue[] {
    return [...this.tallies.values()].flat().map((tally) => ({ labels: tally.labels, value: tally.count }));
  }

  private histogram(): MetricValue[] {
    const values: MetricValue[] = [];
    for (const { labels, count, sum, buckets } of [...this.tallies.values()].flat()) {
      let below = 0;
      this.bounds.forEach((bound, i) => {
        below += buckets[i];
        values.push({ labels: { le: bound, ...labels }, value: below, metricName: `${DURATION}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${DURATION}_bucket` });
      values.push({ labels, value: sum, metricName: `${DURATION}_sum` });
      values.push({ labels, value: count, metricName: `${DURATION}_count` });
    }
    return values;
  }
}
