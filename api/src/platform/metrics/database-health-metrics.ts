import { Gauge } from 'prom-client';
import { POOL_SIZE, type Database } from '../../db/client';
import { withTimeout } from '../../lib/with-timeout';
import { newestBackupAt } from '../../ops/backups/backups-made-service';
import type { AppMetrics } from './app-metrics';

/** A scrape waits this long at most for the database; then it counts as unreachable. */
const READ_TIMEOUT_MS = 2_000;

/**
 * What the alerts on the database read at scrape time: whether it answers, the pool's size beside
 * its use (db_pool_connections), and when the newest backup it records was made.
 */
export function registerDatabaseHealthMetrics(metrics: AppMetrics, database: Database): void {
  const registers = [metrics.registry];
  new Gauge({
    name: 'db_reachable',
    help: 'Whether the database answered a query within 2 s at this scrape (1) or not (0).',
    registers,
    async collect() {
      const answered = await withTimeout(database.ping(), READ_TIMEOUT_MS).then(
        () => true,
        () => false,
      );
      this.set(answered ? 1 : 0);
    },
  });
  if (database.poolStats()) {
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'The most connections the PostgreSQL pool opens; a query waits when all are in use.',
      registers,
      collect() {
        this.set(POOL_SIZE);
      },
    });
  }
  new Gauge({
    name: 'backup_last_made_timestamp_seconds',
    help: 'When the newest backup the database records was made (Unix time; 0: none recorded).',
    registers,
    async collect() {
      try {
        this.set((await withTimeout(newestBackupAt(database.db), READ_TIMEOUT_MS)) ?? 0);
      } catch {
        metrics.collectFailures.inc({ reading: 'backups' });
      }
    },
  });
}
