import { RETENTION_RUN_HOURS } from 'shared/contract/retention';
import type { Db } from '../../db/client';
import { loggableMessage } from '../../lib/loggable-error';
import { runRetention, type RetentionCounts } from './retention-job';

const HOUR_MS = 60 * 60 * 1000;
/** The first run waits this long after the start, off the start's own work. */
const FIRST_RUN_DELAY_MS = 60 * 1000;

interface Log {
  info(message: string): void;
  error(message: string): void;
}

interface ScheduleOptions {
  now?: () => number;
  /** Told each run's outcome (the metrics): what it deleted, null when another instance ran it, or the error. */
  onRun?: (result: RetentionCounts | null | Error) => void;
}

/**
 * Runs the retention job a minute after the server starts and every RETENTION_RUN_HOURS after that.
 * Every instance schedules it; the job's advisory lock lets one run at a time. Returns the stop.
 */
export function scheduleRetention(
  db: Db,
  log: Log,
  { now = Date.now, onRun }: ScheduleOptions = {},
): () => void {
  const run = () => {
    runRetention(db, now())
      .then((counts) => {
        onRun?.(counts);
        if (counts && Object.values(counts).some((count) => count > 0)) {
          log.info(`retention: deleted ${JSON.stringify(counts)}`);
        }
      })
      .catch((error: unknown) => {
        onRun?.(error instanceof Error ? error : new Error(String(error)));
        log.error(`retention: ${loggableMessage(error)}`);
      });
  };
  const first = setTimeout(run, FIRST_RUN_DELAY_MS);
  const every = setInterval(run, RETENTION_RUN_HOURS * HOUR_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
