import type { FastifyReply, FastifyRequest } from 'fastify';
import { RELEASE_REMOTES, type ReleaseRemote } from 'shared/contract/releases';
import type { AppConfig } from '../../config';
import { readRemotesConfig, type RemotesConfig } from '../../lib/remotes-config';
import { drawPosition, type PinSet, type ReleaseCookies } from './release-cookies';
import type { ReleaseFeed } from './release-feed-service';
import { publishedCheck, releaseEntry } from './published-releases-service';

/** Which release of a remote a visitor got, and why. */
export type ReleaseChoice = 'configuration' | 'stable' | 'canary' | 'pinned';

export interface VisitorEntries {
  /** Each remote's entry for this visitor: what /remotes.json answers and the page is composed with. */
  entries: RemotesConfig;
  choices: Record<ReleaseRemote, ReleaseChoice>;
  /** The answer depends on this visitor's cookies: it must not be kept by a shared cache. */
  personal: boolean;
  /** The pins in force (a signed-in staff member's own), if any. */
  pins: PinSet | null;
}

/**
 * The releases one visitor gets. A remote without a row in the database is served as the
 * configuration says; one with a row, its stable release, or its canary for the visitors whose draw
 * (a signed cookie, set on the first answer that needs it) falls below the canary's percent. A
 * signed-in staff member's pins come before either. A row naming a release that is not on this
 * server is passed over (said once): the configuration's stands.
 */
export class VisitorReleases {
  private readonly published: (remote: ReleaseRemote, name: string) => boolean;
  private readonly warned = new Set<string>();
  private readonly drawn = new WeakMap<FastifyRequest, string>();

  constructor(
    private readonly config: AppConfig,
    private readonly feed: ReleaseFeed,
    private readonly cookies: ReleaseCookies,
    private readonly now: () => number,
    private readonly warn: (message: string) => void,
  ) {
    this.published = publishedCheck(config, now);
  }

  /** The signed-in staff member's own pins, unexpired; null for anyone else. */
  pinsOf(request: FastifyRequest): PinSet | null {
    const session = request.session;
    if (session?.kind !== 'staff') return null;
    const pins = this.cookies.readPins(request, this.now());
    return pins && pins.staffId === session.subjectId ? pins : null;
  }

  private servable(remote: ReleaseRemote, name: string): boolean {
    if (this.published(remote, name)) return true;
    const key = `${remote}/${name}`;
    if (!this.warned.has(key)) {
      this.warned.add(key);
      this.warn(`the database names release ${name} of ${remote}, which is not on this server: not served`);
    }
    return false;
  }

  private drawOf(request: FastifyRequest, reply: FastifyReply): string {
    let draw = this.drawn.get(request) ?? this.cookies.readDraw(request);
    draw ??= this.cookies.issueDraw(reply);
    this.drawn.set(request, draw);
    return draw;
  }

  entriesFor(request: FastifyRequest, reply: FastifyReply): VisitorEntries {
    const entries = readRemotesConfig(this.config, this.warn);
    const choices = Object.fromEntries(RELEASE_REMOTES.map((remote) => [remote, 'configuration'])) as Record<
      ReleaseRemote,
      ReleaseChoice
    >;
    let personal = false;
    for (const remote of RELEASE_REMOTES) {
      const state = this.feed.state(remote);
      if (!state || !this.servable(remote, state.stable)) continue;
      entries[remote] = releaseEntry(remote, state.stable);
      choices[remote] = 'stable';
      if (!state.canary || !state.percent || !this.servable(remote, state.canary)) continue;
      personal = true;
      if (drawPosition(this.drawOf(request, reply), remote, state.canary) < state.percent) {
        entries[remote] = releaseEntry(remote, state.canary);
        choices[remote] = 'canary';
      }
    }
    const pins = this.pinsOf(request);
    for (const [remote, release] of Object.entries(pins?.releases ?? {}) as Array<[ReleaseRemote, string]>) {
      if (!this.servable(remote, release)) continue;
      entries[remote] = releaseEntry(remote, release);
      choices[remote] = 'pinned';
      personal = true;
    }
    return { entries, choices, personal, pins };
  }
}
