import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { RemoteFailureKind } from 'shared/contract/remote-failures';
import type { Db } from '../../db/client';
import { remoteFailureCounts } from '../../db/schema';

const MINUTE_MS = 60_000;
/** Rows older than this are swept: the watch reads the last hour, the status the last one too. */
const KEPT_MS = 2 * 24 * 60 * MINUTE_MS;

interface Pending {
  remote: string;
  release: string;
  windowStart: number;
  loads: number;
  loadFailures: number;
  renderFailures: number;
}

/** A release's pages and failures over some minutes, summed across every instance. */
export interface ReleaseCounts {
  loads: number;
  failures: number;
}

/**
 * This instance's counts of pages served and failures reported, per remote, release and minute, added
 * to remote_failure_counts by `flush` (every few seconds): one statement per flush, whatever the
 * traffic, so a burst of failure reports costs the database nothing per report.
 */
export class FailureTally {
  private pending = new Map<string, Pending>();

  constructor(private readonly now: () => number) {}

  private entry(remote: string, release: string): Pending {
    const windowStart = Math.floor(this.now() / MINUTE_MS) * MINUTE_MS;
    const key = `${remote}|${release}|${windowStart}`;
    let entry = this.pending.get(key);
    if (!entry) {
      entry = { remote, release, windowStart, loads: 0, loadFailures: 0, renderFailures: 0 };
      this.pending.set(key, entry);
    }
    return entry;
  }

  served(remote: string, release: string): void {
    this.entry(remote, release).loads += 1;
  }

  failed(remote: string, release: string, kind: RemoteFailureKind): void {
    const entry = this.entry(remote, release);
    if (kind === 'load') entry.loadFailures += 1;
    else entry.renderFailures += 1;
  }

  /** Adds what was counted since the last flush; on failure the counts are kept for the next one. */
  async flush(db: Db): Promise<void> {
    if (!this.pending.size) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    try {
      const added = (column: string) => sql.raw(`remote_failure_counts.${column} + excluded.${column}`);
      await db
        .insert(remoteFailureCounts)
        .values(batch.map((entry) => ({ ...entry, windowStart: new Date(entry.windowStart) })))
        .onConflictDoUpdate({
          target: [remoteFailureCounts.remote, remoteFailureCounts.release, remoteFailureCounts.windowStart],
          set: {
            loads: added('loads'),
            loadFailures: added('load_failures'),
            renderFailures: added('render_failures'),
          },
        });
    } catch (error) {
      for (const entry of batch) {
        const kept = this.entry(entry.remote, entry.release);
        kept.loads += entry.loads;
        kept.loadFailures += entry.loadFailures;
        kept.renderFailures += entry.renderFailures;
      }
      throw error;
    }
  }
}

/** The whole site's counts of one release since `since` (its minute included). */
export async function releaseCounts(
  db: Db,
  remote: string,
  release: string,
  since: number,
): Promise<ReleaseCounts> {
  const [row] = await db
    .select({
      loads: sql<number>`coalesce(sum(${remoteFailureCounts.loads}), 0)::int`,
      failures: sql<number>`coalesce(sum(${remoteFailureCounts.loadFailures} + ${remoteFailureCounts.renderFailures}), 0)::int`,
    })
    .from(remoteFailureCounts)
    .where(
      and(
        eq(remoteFailureCounts.remote, remote),
        eq(remoteFailureCounts.release, release),
        gte(remoteFailureCounts.windowStart, new Date(Math.floor(since / MINUTE_MS) * MINUTE_MS)),
      ),
    );
  return { loads: row?.loads ?? 0, failures: row?.failures ?? 0 };
}

/** Removes counts no one reads any more. */
export async function sweepFailureCounts(db: Db, now: number): Promise<void> {
  await db.delete(remoteFailureCounts).where(lt(remoteFailureCounts.windowStart, new Date(now - KEPT_MS)));
}

/** The window an automatic rollback and the status read: the last hour. */
export const WATCH_WINDOW_MS = 60 * MINUTE_MS;

/** Every release's counts over the last hour, by remote and release (the status's failure rates). */
export async function recentReleaseCounts(
  db: Db,
  now: number,
): Promise<Map<string, ReleaseCounts & { remote: string; release: string }>> {
  const rows = await db
    .select({
      remote: remoteFailureCounts.remote,
      release: remoteFailureCounts.release,
      loads: sql<number>`sum(${remoteFailureCounts.loads})::int`,
      failures: sql<number>`sum(${remoteFailureCounts.loadFailures} + ${remoteFailureCounts.renderFailures})::int`,
    })
    .from(remoteFailureCounts)
    .where(
      gte(
        remoteFailureCounts.windowStart,
        new Date(Math.floor((now - WATCH_WINDOW_MS) / MINUTE_MS) * MINUTE_MS),
      ),
    )
    .groupBy(remoteFailureCounts.remote, remoteFailureCounts.release);
  return new Map(rows.map((row) => [countsKey(row.remote, row.release), row]));
}

const countsKey = (remote: string, release: string) => `${remote}/${release}`;

/** One release's counts out of `recentReleaseCounts`: 0 pages and 0 failures when it was not served. */
export function countsOf(counts: Map<string, ReleaseCounts>, remote: string, release: string): ReleaseCounts {
  const found = counts.get(countsKey(remote, release));
  return { loads: found?.loads ?? 0, failures: found?.failures ?? 0 };
}
