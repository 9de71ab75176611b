import { and, eq, sql } from 'drizzle-orm';
import { RELEASE_MESSAGES, RELEASE_REMOTES, type ReleaseRemote } from 'shared/contract/releases';
import type { Db } from '../../db/client';
import { remoteReleases } from '../../db/schema';
import {
  plain,
  recordAudit,
  recordOwnAction,
  type AuditActor,
  type AuditEntry,
} from '../../back-office/audit-log/audit-service';

/** Every change to a remote's release row is announced here, its payload the remote's key. */
export const RELEASES_CHANGED_CHANNEL = 'remote_releases_changed';

/** A remote's row: what visitors get. */
export interface ReleaseState {
  remote: ReleaseRemote;
  stable: string;
  canary: string | null;
  /** 1 to 99 while a canary runs, else null. */
  percent: number | null;
  canaryStartedAt: Date | null;
  previousStable: string | null;
  /** Changes made so far; the next change names it as the state it replaces. */
  version: number;
  changedAt: Date;
  changedBy: string;
}

/**
 * Who makes a change: the name the status shows, and how the audit log records it (a staff member's
 * request, or the server acting alone: the command line, an automatic rollback).
 */
export interface ReleaseActor {
  label: string;
  audit(tx: Db, entry: AuditEntry): Promise<void>;
}

/** A staff member acting in the back office. */
export const staffReleaseActor = (label: string, actor: AuditActor): ReleaseActor => ({
  label,
  audit: (tx, entry) => recordAudit(tx, actor, entry),
});

/** The server acting on its own (`source` is what the audit log shows as the address): 'command line'. */
export const serverReleaseActor = (label: string, source: string): ReleaseActor => ({
  label,
  audit: (tx, entry) => recordOwnAction(tx, source, entry),
});

/** The change came after another: the caller's view is stale. `current` is what is there now. */
export class StaleReleaseState extends Error {
  constructor(
    readonly remote: ReleaseRemote,
    readonly expected: number,
    readonly current: ReleaseState | null,
  ) {
    super(
      `${remote} is at version ${current?.version ?? 0}, not ${expected}: ` +
        (current
          ? `${describeState(current)}, changed ${current.changedAt.toISOString()} by ${current.changedBy}`
          : 'never changed') +
        '. Another change came first; look at the state again and name its version.',
    );
  }
}

/** The change cannot be made to this state, or names a release that cannot be served: `field` is at fault. */
export class ReleaseRefused extends Error {
  constructor(
    readonly field: 'release' | 'remote',
    message: string,
    /** Whether it is the state that refuses (409), rather than what was asked (400). */
    readonly conflict = false,
  ) {
    super(message);
  }
}

export function describeState(state: Pick<ReleaseState, 'stable' | 'canary' | 'percent'>): string {
  return state.canary
    ? `stable ${state.stable}, canary ${state.canary} at ${state.percent}%`
    : `stable ${state.stable}, no canary`;
}

const asState = (row: typeof remoteReleases.$inferSelect): ReleaseState => ({
  remote: row.remote as ReleaseRemote,
  stable: row.stable,
  canary: row.canary,
  percent: row.canaryPercent,
  canaryStartedAt: row.canaryStartedAt,
  previousStable: row.previousStable,
  version: row.version,
  changedAt: row.changedAt,
  changedBy: row.changedBy,
});

/** Every remote's row (remotes never changed have none: the configuration serves them). */
export async function readReleaseStates(db: Db): Promise<ReleaseState[]> {
  const rows = await db.select().from(remoteReleases);
  return rows.filter((row) => (RELEASE_REMOTES as readonly string[]).includes(row.remote)).map(asState);
}

export async function readReleaseState(db: Db, remote: ReleaseRemote): Promise<ReleaseState | null> {
  const [row] = await db.select().from(remoteReleases).where(eq(remoteReleases.remote, remote)).limit(1);
  return row ? asState(row) : null;
}

/** What a change asks for. `startingStable`: the configuration's release, for a remote with no row yet. */
export type ReleaseChange =
  { kind: 'canary'; release: string; percent: number } | { kind: 'promote' } | { kind: 'rollback' };

type Fields = Pick<ReleaseState, 'stable' | 'canary' | 'percent' | 'previousStable'> & {
  canaryStartedAt: Date | null;
};

/** The state after `change`, or a refusal. Pure: the rules of the state machine. */
export function nextReleaseFields(
  current: Fields,
  change: ReleaseChange,
  at: Date,
  isPublished: (release: string) => boolean,
): Fields {
  switch (change.kind) {
    case 'canary': {
      if (change.release === current.stable)
        throw new ReleaseRefused('release', RELEASE_MESSAGES.sameAsStable);
      if (!isPublished(change.release)) throw new ReleaseRefused('release', RELEASE_MESSAGES.notPublished);
      // The same canary at another share keeps its start (and its visitors' draws); another starts anew.
      const same = current.canary === change.release;
      return {
        ...current,
        canary: change.release,
        percent: change.percent,
        canaryStartedAt: same ? current.canaryStartedAt : at,
      };
    }
    case 'promote':
      if (!current.canary) throw new ReleaseRefused('remote', RELEASE_MESSAGES.noCanary, true);
      return {
        stable: current.canary,
        previousStable: current.stable,
        canary: null,
        percent: null,
        canaryStartedAt: null,
      };
    case 'rollback':
      if (current.canary) return { ...current, canary: null, percent: null, canaryStartedAt: null };
      if (!current.previousStable)
        throw new ReleaseRefused('remote', RELEASE_MESSAGES.nothingToRollBack, true);
      return { ...current, stable: current.previousStable, previousStable: null };
  }
}

export interface ChangeRequest {
  remote: ReleaseRemote;
  /** The version the caller saw, and means to replace (0: the remote has no row yet). */
  expect: number;
  change: ReleaseChange;
  /** The configuration's published release of the remote: the first row's stable. Null if it is none. */
  startingStable: string | null;
  isPublished: (release: string) => boolean;
}

/**
 * Makes one change to a remote's release, audited and announced to every instance (NOTIFY, sent at
 * commit) in one transaction. Refused with StaleReleaseState when the row is not at `expect` (of two
 * changes naming one version, exactly one is made: the row's update, or its first insert, waits for
 * the other and then finds nothing to change), with ReleaseRefused when the state does not allow it.
 */
export async function changeRelease(db: Db, request: ChangeRequest, by: ReleaseActor): Promise<ReleaseState> {
  const { remote, expect, change } = request;
  return db.transaction(async (tx) => {
    const before = await readReleaseState(tx as unknown as Db, remote);
    if ((before?.version ?? 0) !== expect) throw new StaleReleaseState(remote, expect, before);
    const starting: Fields | null =
      before ??
      (request.startingStable
        ? {
            stable: request.startingStable,
            canary: null,
            percent: null,
            canaryStartedAt: null,
            previousStable: null,
          }
        : null);
    if (!starting) throw new ReleaseRefused('remote', RELEASE_MESSAGES.notReleasable, true);
    const at = new Date();
    const next = nextReleaseFields(starting, change, at, request.isPublished);
    const values = {
      stable: next.stable,
      canary: next.canary,
      canaryPercent: next.percent,
      canaryStartedAt: next.canaryStartedAt,
      previousStable: next.previousStable,
      version: expect + 1,
      changedAt: at,
      changedBy: by.label,
    };
    const [row] = before
      ? await tx
          .update(remoteReleases)
          .set(values)
          .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, expect)))
          .returning()
      : await tx
          .insert(remoteReleases)
          .values({ remote, ...values })
          .onConflictDoNothing()
          .returning();
    if (!row)
      throw new StaleReleaseState(remote, expect, await readReleaseState(tx as unknown as Db, remote));
    const after = asState(row);
    await by.audit(tx as unknown as Db, {
      action: `release.${change.kind}`,
      targetType: 'remote',
      targetId: remote,
      detail: {
        before: plain(before ? describeState(before) : `stable ${starting.stable} (from the configuration)`),
        after: plain(describeState(after)),
        version: after.version,
      },
    });
    await tx.execute(sql`select pg_notify(${RELEASES_CHANGED_CHANNEL}, ${remote})`);
    return after;
  });
}
