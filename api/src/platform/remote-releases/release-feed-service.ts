import type { ReleaseRemote } from 'shared/contract/releases';
import type { Db } from '../../db/client';
import type { Listen } from '../../db/notification-listener';
import { RELEASES_CHANGED_CHANNEL, readReleaseStates, type ReleaseState } from './release-state-service';

/** Read again this often while notifications arrive: a lost one costs at most this long. */
export const RELEASES_REREAD_MS = 10_000;
/** Read again this often while they do not (before the first LISTEN, after a lost connection). */
export const RELEASES_REREAD_OFFLINE_MS = 2_000;

interface FeedOptions {
  warn: (message: string) => void;
  rereadMs?: number;
  offlineRereadMs?: number;
}

/**
 * This instance's copy of every remote's release row, so a page costs no query. A change anywhere
 * is announced on RELEASES_CHANGED_CHANNEL and read at once; the rows are also read again every few
 * seconds, in case an announcement was lost. A row is only ever replaced by a later version of itself.
 */
export class ReleaseFeed {
  private readonly states = new Map<ReleaseRemote, ReleaseState>();
  private live = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | null = null;
  private again = false;
  private failing = false;
  private stopListening: () => Promise<void> = async () => undefined;

  private constructor(
    private readonly db: Db,
    private readonly options: FeedOptions,
  ) {}

  /** Reads every row, then follows the announcements; `stop` ends it (with the app). */
  static async start(db: Db, listen: Listen, options: FeedOptions): Promise<ReleaseFeed> {
    const feed = new ReleaseFeed(db, options);
    await feed.refresh();
    feed.stopListening = await listen(RELEASES_CHANGED_CHANNEL, {
      message: () => void feed.refresh(),
      live: (isLive) => {
        const was = feed.live;
        feed.live = isLive;
        // Announcements may have been missed while the feed was down.
        if (isLive && !was) void feed.refresh();
      },
    });
    feed.schedule();
    return feed;
  }

  /** The remote's row, or undefined when it has none (the configuration serves it). */
  state(remote: ReleaseRemote): ReleaseState | undefined {
    return this.states.get(remote);
  }

  all(): ReleaseState[] {
    return [...this.states.values()];
  }

  /** A row this instance has just written: in force here at once, before its announcement comes back. */
  accept(state: ReleaseState): void {
    const known = this.states.get(state.remote);
    if (!known || known.version < state.version) this.states.set(state.remote, state);
  }

  /** Reads every row now; a call while a read runs makes one more read after it (it may have missed a change). */
  refresh(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.again = false;
        await this.readOnce();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async readOnce() {
    try {
      for (const state of await readReleaseStates(this.db)) this.accept(state);
      this.failing = false;
    } catch (error) {
      // The last rows known stay in force; said once per outage.
      if (!this.failing) this.options.warn(`the remotes' releases could not be read: ${String(error)}`);
      this.failing = true;
    }
  }

  private schedule() {
    if (this.stopped) return;
    const delay = this.live
      ? (this.options.rereadMs ?? RELEASES_REREAD_MS)
      : (this.options.offlineRereadMs ?? RELEASES_REREAD_OFFLINE_MS);
    this.timer = setTimeout(() => {
      void this.refresh().finally(() => this.schedule());
    }, delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.stopListening();
    await this.reading;
  }
}
