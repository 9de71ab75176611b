import type { FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ComposerEvents } from '../../lib/page-composer';
import { AnswerTally } from './answer-tally';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (its own registry: several apps in one process never share a series). */
    metrics: AppMetrics;
  }
}

export type SignInKind = 'user' | 'bde' | 'staff';

/** Answers are expected within 50 ms at the 99th percentile: fine buckets below that, coarse above. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** Every series the app counts, in one registry per app. Labels hold names from the code, never input. */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly registers = [this.registry];

  /** Every answer, by route pattern (unmatched: no route), method and status code. */
  readonly answers = new AnswerTally(this.registry, REQUEST_BUCKETS, {
    requests: 'HTTP answers, by route pattern (unmatched: no route), method and status code.',
    duration: 'Time from the request to the end of its answer, by route pattern, method and status code.',
  });
  readonly queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database query time, measured at the driver.',
    buckets: QUERY_BUCKETS,
    registers: this.registers,
  });
  readonly signInFailures = new Counter({
    name: 'sign_in_failures_total',
    help: 'Sign-ins refused for wrong credentials, by kind of account (user, bde, staff).',
    labelNames: ['kind'] as const,
    registers: this.registers,
  });
  readonly rateLimited = new Counter({
    name: 'rate_limited_total',
    help: 'Requests refused with 429 by an attempt limit, by the limit (its scope).',
    labelNames: ['limit'] as const,
    registers: this.registers,
  });
  readonly retentionRuns = new Counter({
    name: 'retention_runs_total',
    help: 'Retention job runs on this instance: done, skipped (another instance held the lock) or failed.',
    labelNames: ['outcome'] as const,
    registers: this.registers,
  });
  readonly retentionDeleted = new Counter({
    name: 'retention_deleted_total',
    help: 'Rows the retention job deleted, by kind (the privacy policy’s retention periods).',
    labelNames: ['kind'] as const,
    registers: this.registers,
  });
  readonly retentionLastRun = new Gauge({
    name: 'retention_last_run_timestamp_seconds',
    help: 'When this instance last completed the retention job (Unix time; 0: not since it started).',
    registers: this.registers,
  });
  readonly composerFetches = new Counter({
    name: 'page_composer_fetches_total',
    help: "Reads of a remote's page list, page or stylesheet for a composed page, by remote.",
    labelNames: ['remote'] as const,
    registers: this.registers,
  });
  readonly composerCacheHits = new Counter({
    name: 'page_composer_cache_hits_total',
    help: "A remote's page list, page or stylesheet taken from the composer's cache, by remote.",
    labelNames: ['remote'] as const,
    registers: this.registers,
  });
  readonly composerFailures = new Counter({
    name: 'page_composer_failures_total',
    help: "Pages served without a remote's part because it could not be had (down, slow, invalid), by remote.",
    labelNames: ['remote'] as const,
    registers: this.registers,
  });
  // A release is a label only once the server has checked it is one it served (never a report's word).
  readonly remoteLoads = new Counter({
    name: 'remote_loads_total',
    help: "Pages served that use a remote, by remote, its release and track (stable, canary or pinned): the failure rate's denominator.",
    labelNames: ['remote', 'release', 'track'] as const,
    registers: this.registers,
  });
  readonly remoteFailures = new Counter({
    name: 'remote_failures_total',
    help: "Browsers' reports of a remote that failed to load or threw while drawing, by remote, release, track and kind (load, render).",
    labelNames: ['remote', 'release', 'track', 'kind'] as const,
    registers: this.registers,
  });
  readonly canaryRollbacks = new Counter({
    name: 'canary_rollbacks_total',
    help: 'Canary releases this instance rolled back by itself (failure rate over CANARY_MAX_FAILURE_RATE), by remote.',
    labelNames: ['remote'] as const,
    registers: this.registers,
  });
  readonly collectFailures = new Counter({
    name: 'metrics_collect_failures_total',
    help: 'Scrape-time readings that failed or timed out (their series keep the last value), by reading.',
    labelNames: ['reading'] as const,
    registers: this.registers,
  });

  /** Pages answered by the not-found handler (the shell's routes): their route pattern, not their URL. */
  private readonly pageRoutes = new WeakMap<FastifyRequest, string>();

  readonly composer: ComposerEvents = {
    fetched: (remote) => this.composerFetches.inc({ remote }),
    reused: (remote) => this.composerCacheHits.inc({ remote }),
    failed: (remote) => this.composerFailures.inc({ remote }),
  };

  signInFailed(kind: SignInKind): void {
    this.signInFailures.inc({ kind });
  }

  limited(scope: string): void {
    this.rateLimited.inc({ limit: scope });
  }

  /** A retention run's outcome: the counts it deleted, null when another instance held the lock, or its error. */
  readonly retentionRan = (result: Record<string, number> | null | Error, at = Date.now()): void => {
    if (result instanceof Error) return void this.retentionRuns.inc({ outcome: 'failed' });
    if (!result) return void this.retentionRuns.inc({ outcome: 'skipped' });
    this.retentionRuns.inc({ outcome: 'done' });
    for (const [kind, count] of Object.entries(result)) this.retentionDeleted.inc({ kind }, count);
    this.retentionLastRun.set(at / 1000);
  };

  pageRoute(request: FastifyRequest, pattern: string): void {
    this.pageRoutes.set(request, pattern);
  }

  /** The label a request is counted under: its route's pattern, never its URL. */
  routeOf(request: FastifyRequest): string {
    return request.routeOptions.url ?? this.pageRoutes.get(request) ?? 'unmatched';
  }
}
