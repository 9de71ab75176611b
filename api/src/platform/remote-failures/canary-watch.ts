import { RELEASE_REMOTE_LABELS } from 'shared/contract/releases';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { plain, recordOwnAction } from '../../back-office/audit-log/audit-service';
import { noticeOfCanaryRollback } from '../email/notices-service';
import { changeReleaseHere } from '../remote-releases/release-overview-service';
import {
  StaleReleaseState,
  readReleaseStates,
  type ReleaseActor,
  type ReleaseState,
} from '../remote-releases/release-state-service';
import { WATCH_WINDOW_MS, releaseCounts, type ReleaseCounts } from './failure-tally-service';

/** How the status and the audit log name the one who made an automatic rollback. */
export const AUTOMATIC_ROLLBACK = 'automatic rollback';
/** What the audit log shows as the address of a change the server made by itself. */
const SYSTEM_SOURCE = 'system';

export interface CanaryRollback extends ReleaseCounts {
  remote: string;
  canary: string;
  stable: string;
  /** The remote's state after it: this instance serves it at once, the others when they hear of it. */
  after: ReleaseState;
}

interface WatchDeps {
  db: Db;
  config: AppConfig;
  now: () => number;
  warn: (message: string) => void;
}

/**
 * The rollback as the server makes it: audited as done by no staff member (address "system", with
 * the counts it decided on), and every admin emailed, in the change's own transaction: the audit
 * row and the emails exist exactly when the rollback does.
 */
function automaticActor(config: AppConfig, state: ReleaseState, counts: ReleaseCounts): ReleaseActor {
  const { maxFailureRate } = config.canaryWatch;
  return {
    label: AUTOMATIC_ROLLBACK,
    async audit(tx, entry) {
      await recordOwnAction(tx, SYSTEM_SOURCE, {
        ...entry,
        detail: {
          ...entry.detail,
          reason: plain('failure rate over CANARY_MAX_FAILURE_RATE'),
          loads: counts.loads,
          failures: counts.failures,
          maxFailureRate,
        },
      });
      await noticeOfCanaryRollback(
        tx,
        { staffAddress: config.staffNotifyEmail, publicOrigin: config.publicOrigin },
        {
          remoteLabel: RELEASE_REMOTE_LABELS[state.remote],
          canary: state.canary!,
          stable: state.stable,
          loads: counts.loads,
          failures: counts.failures,
          maxFailureRate,
        },
      );
    },
  };
}

/**
 * Rolls back every canary whose pages failed in visitors' browsers more often than
 * CANARY_MAX_FAILURE_RATE over the last hour of its run, once CANARY_MIN_VISITORS pages were served
 * with it: the site-wide counts of remote_failure_counts, which every instance adds to. Each rollback
 * names the state it read (its version), so a person's change made meanwhile wins and this one is
 * dropped; of several instances watching at once, one makes it and the others find it stale. The
 * canaries rolled back.
 */
export async function watchCanaries({ db, config, now, warn }: WatchDeps): Promise<CanaryRollback[]> {
  const { maxFailureRate, minVisitors } = config.canaryWatch;
  const rolledBack: CanaryRollback[] = [];
  for (const state of await readReleaseStates(db)) {
    if (!state.canary || !state.canaryStartedAt) continue;
    const since = Math.max(state.canaryStartedAt.getTime(), now() - WATCH_WINDOW_MS);
    const counts = await releaseCounts(db, state.remote, state.canary, since);
    if (counts.loads < minVisitors || counts.failures / counts.loads <= maxFailureRate) continue;
    let after: ReleaseState;
    try {
      after = await changeReleaseHere(
        db,
        config,
        { remote: state.remote, expect: state.version, change: { kind: 'rollback' } },
        automaticActor(config, state, counts),
        warn,
      );
    } catch (error) {
      // Another change came first (a person's, or another instance's rollback): it stands.
      if (error instanceof StaleReleaseState) continue;
      throw error;
    }
    rolledBack.push({ remote: state.remote, canary: state.canary, stable: state.stable, ...counts, after });
  }
  return rolledBack;
}
