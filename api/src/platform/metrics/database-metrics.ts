import { Gauge } from 'prom-client';
import type { Database } from '../../db/client';
import { outboxBacklog } from '../email/outbox-service';
import { withTimeout } from '../../lib/with-timeout';
import type { AppMetrics } from './app-metrics';

/** A scrape waits this long at most for the outbox's numbers; then the last ones stand. */
const OUTBOX_READ_TIMEOUT_MS = 2_000;

/**
 * The database's series: query time from the driver, PostgreSQL's pool and the outbox, both read at
 * scrape time (never on a request). Answers the way to stop timing queries.
 */
export function registerDatabaseMetrics(metrics: AppMetrics, database: Database): () => void {
  const registers = [metrics.registry];
  if (database.poolStats()) {
    new Gauge({
      name: 'db_pool_connections',
      help: "PostgreSQL pool connections, by state (in_use, idle); the pool's size is 10.",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = database.poolStats();
        if (!stats) return;
        this.set({ state: 'in_use' }, stats.total - stats.idle);
        this.set({ state: 'idle' }, stats.idle);
      },
    });
    new Gauge({
      name: 'db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL pool connection.',
      registers,
      collect() {
        this.set(database.poolStats()?.waiting ?? 0);
      },
    });
  }

  // One reading of the outbox serves the four series of a scrape: their collects start together.
  type Backlog = Awaited<ReturnType<typeof outboxBacklog>>;
  let reading: Promise<Backlog | null> | null = null;
  const backlog = () => {
    reading ??= withTimeout(outboxBacklog(database.db), OUTBOX_READ_TIMEOUT_MS)
      .catch(() => {
        metrics.collectFailures.inc({ reading: 'email_outbox' });
        return null;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const outboxGauge = (name: string, help: string, pick: (backlog: Backlog) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const value = await backlog();
        if (value) this.set(pick(value));
      },
    });
  outboxGauge('email_outbox_unsent', 'Emails waiting in the outbox to be sent.', (b) => b.unsent);
  outboxGauge(
    'email_outbox_oldest_unsent_age_seconds',
    'How long the oldest unsent email has waited (0: none waiting).',
    (b) => b.oldestUnsentAgeSeconds,
  );
  outboxGauge(
    'email_outbox_failed',
    'Emails given up on after their last attempt (status failed).',
    (b) => b.failed,
  );
  outboxGauge(
    'email_outbox_paused',
    '1 while sending emails is paused (after a restore, or email pause): the backlog grows on purpose.',
    (b) => (b.paused ? 1 : 0),
  );

  return database.onQuery((seconds) => metrics.queryDuration.observe(seconds));
}
