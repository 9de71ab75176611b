import { REMOTE_REGISTRIES } from 'shared/contract/pages/registries';
import { releaseOfEntry, type RemoteFailureKind } from 'shared/contract/remote-failures';
import type { RouteInfo } from 'shared/contract/routes';
import { OUTLET_ATTRIBUTE } from 'shared/contract/remote-pages';
import type { FastifyInstance } from 'fastify';
import type { ReleaseChoice, VisitorEntries } from '../remote-releases/visitor-release-service';
import type { FailureTally } from './failure-tally-service';

/** How a visitor came to a release: a pin is a staff member's check, not a visitor of either track. */
export type Track = 'stable' | 'canary' | 'pinned';

export const trackOf = (choice: ReleaseChoice | undefined): Track =>
  choice === 'canary' || choice === 'pinned' ? choice : 'stable';

const OUTLETS = new RegExp(`${OUTLET_ATTRIBUTE}="([\\w-]+)/`, 'g');

/** The remotes a page's browser loads: the one whose page the route is, and those with a part in it. */
export function remotesOfPage(route: RouteInfo | undefined, shellHtml: string): string[] {
  const remotes = new Set([...shellHtml.matchAll(OUTLETS)].map((match) => match[1]!));
  if (route) {
    for (const [remote, { paths }] of Object.entries(REMOTE_REGISTRIES)) {
      if (Object.values(paths).includes(route.path as never)) remotes.add(remote);
    }
  }
  return [...remotes];
}

/**
 * Counts a remote release's pages and failures twice: in this instance's Prometheus series (every
 * track), and in the site-wide tally the automatic rollback reads (stable and canary, not pins).
 */
export class RemoteFailureCounter {
  constructor(
    private readonly metrics: Pick<FastifyInstance['metrics'], 'remoteLoads' | 'remoteFailures'>,
    private readonly tally: FailureTally,
  ) {}

  /** A page served to a visitor: one load of each remote it uses, at the release they were given. */
  pageServed(remotes: string[], visitor: Pick<VisitorEntries, 'entries' | 'choices'>): void {
    for (const remote of remotes) {
      const entry = (visitor.entries as Record<string, string | undefined>)[remote];
      const release = entry ? releaseOfEntry(entry) : null;
      if (!release) continue;
      const track = trackOf((visitor.choices as Record<string, ReleaseChoice | undefined>)[remote]);
      this.metrics.remoteLoads.inc({ remote, release, track });
      if (track !== 'pinned') this.tally.served(remote, release);
    }
  }

  failed(remote: string, release: string, track: Track, kind: RemoteFailureKind): void {
    this.metrics.remoteFailures.inc({ remote, release, track, kind });
    if (track !== 'pinned') this.tally.failed(remote, release, kind);
  }
}
