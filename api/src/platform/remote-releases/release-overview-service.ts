import { RELEASE_REMOTES, type ReleaseRemote } from 'shared/contract/releases';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { countsOf, type ReleaseCounts } from '../remote-failures/failure-tally-service';
import type { PinSet } from './release-cookies';
import {
  configuredReleases,
  isPublished,
  listPublishedReleases,
  markReleasesInUse,
  type PublishedRelease,
} from './published-releases-service';
import {
  changeRelease,
  readReleaseStates,
  type ReleaseActor,
  type ReleaseChange,
  type ReleaseState,
} from './release-state-service';

/** One remote as the status and the back office show it. */
export interface RemoteReleaseOverview {
  remote: ReleaseRemote;
  /** Whether the database serves it, or (until its first change) the configuration. */
  source: 'database' | 'configuration';
  /** The configuration's entry. */
  configured: string;
  stable: string | null;
  canary: string | null;
  percent: number | null;
  previousStable: string | null;
  canaryStartedAt: Date | null;
  version: number;
  changedAt: Date | null;
  changedBy: string | null;
  releases: PublishedRelease[];
}

/** Every remote's state, read from the database now, with what the configuration says and what is published. */
export async function releaseOverview(
  db: Db,
  config: AppConfig,
  warn: (message: string) => void,
): Promise<RemoteReleaseOverview[]> {
  const states = new Map((await readReleaseStates(db)).map((state) => [state.remote, state]));
  const configured = configuredReleases(config, warn);
  return RELEASE_REMOTES.map((remote) => {
    const state = states.get(remote);
    return {
      remote,
      source: state ? 'database' : 'configuration',
      configured: configured[remote].entry,
      stable: state?.stable ?? configured[remote].release,
      canary: state?.canary ?? null,
      percent: state?.percent ?? null,
      previousStable: state?.previousStable ?? null,
      canaryStartedAt: state?.canaryStartedAt ?? null,
      version: state?.version ?? 0,
      changedAt: state?.changedAt ?? null,
      changedBy: state?.changedBy ?? null,
      releases: listPublishedReleases(config, remote),
    };
  });
}

/**
 * The overview as the API answers it, with this browser's pins and each release's pages and failures
 * over the last hour (`recentReleaseCounts`).
 */
export function overviewAnswer(
  overview: RemoteReleaseOverview[],
  pins: PinSet | null,
  failures: Map<string, ReleaseCounts>,
) {
  return {
    remotes: overview.map(({ canaryStartedAt: _started, releases, changedAt, ...remote }) => ({
      ...remote,
      changedAt: changedAt?.toISOString() ?? null,
      pinned: pins?.releases[remote.remote] ?? null,
      releases: releases.map((release) => ({
        ...release,
        builtAt: release.builtAt.toISOString(),
        lastHour: countsOf(failures, remote.remote, release.name),
      })),
    })),
    pinExpiresAt: pins ? new Date(pins.expiresAt).toISOString() : null,
  };
}

/**
 * `changeRelease` for this server's configuration: the first change of a remote starts from the
 * release the configuration serves, only published releases can be named, and the releases the
 * database then names are kept from removal by later builds (scripts/release.mjs).
 */
export async function changeReleaseHere(
  db: Db,
  config: AppConfig,
  request: { remote: ReleaseRemote; expect: number; change: ReleaseChange },
  by: ReleaseActor,
  warn: (message: string) => void,
): Promise<ReleaseState> {
  const state = await changeRelease(
    db,
    {
      ...request,
      startingStable: configuredReleases(config, warn)[request.remote].release,
      isPublished: (release) => isPublished(config, request.remote, release),
    },
    by,
  );
  markReleasesInUse(config, state.remote, [state.stable, state.canary, state.previousStable], warn);
  return state;
}
