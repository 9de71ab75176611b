import { Type, type Static } from '@sinclair/typebox';
import { nullable } from './nullable';
import { instant, oneOf, responseObject } from './response-object';
import { RELEASE_REMOTES } from './releases';

export const ReleaseFailures = responseObject(
  {
    loads: Type.Integer({ description: 'Pages served with it, on every instance.' }),
    failures: Type.Integer({
      description: 'Of those, the ones where it failed to load or threw while drawing.',
    }),
  },
  'How often the release failed in visitors’ browsers over the last hour (0 and 0 when not served).',
);
export type ReleaseFailures = Static<typeof ReleaseFailures>;

export const PublishedRelease = responseObject(
  {
    name: Type.String({ description: 'The release folder, named by its version.' }),
    builtAt: instant('When it was built (its entry file’s time for a release published without one).'),
    commit: nullable(Type.String({ description: 'The commit it was built from; null if not recorded.' })),
    lastHour: ReleaseFailures,
  },
  'A release of the remote published on this server, newest first.',
);
export type PublishedRelease = Static<typeof PublishedRelease>;

export const RemoteReleaseState = responseObject(
  {
    remote: oneOf(RELEASE_REMOTES),
    source: oneOf(
      ['database', 'configuration'],
      '`configuration` until the first change: the remote is served as current.json, REMOTES_FILE or ' +
        'REMOTE_*_URL say (`configured`).',
    ),
    configured: Type.String({ description: 'The entry the configuration names.' }),
    stable: nullable(Type.String({ description: 'The stable release; null when the entry is not one.' })),
    canary: nullable(Type.String()),
    percent: nullable(Type.Integer({ description: 'The share of visitors who get the canary.' })),
    previousStable: nullable(Type.String({ description: 'What a rollback without a canary returns to.' })),
    version: Type.Integer({ description: 'Name it as `expect` in the next change (0: never changed).' }),
    changedAt: nullable(instant()),
    changedBy: nullable(Type.String()),
    pinned: nullable(Type.String({ description: 'The release this browser is pinned to, if any.' })),
    releases: Type.Array(PublishedRelease),
  },
  'One remote: what visitors get, and what could be served.',
);
export type RemoteReleaseState = Static<typeof RemoteReleaseState>;

export const StaffReleasesResponse = responseObject(
  {
    remotes: Type.Array(RemoteReleaseState),
    pinExpiresAt: nullable(instant('When this browser’s pins end.')),
  },
  'Every remote’s releases.',
);
export type StaffReleasesResponse = Static<typeof StaffReleasesResponse>;
