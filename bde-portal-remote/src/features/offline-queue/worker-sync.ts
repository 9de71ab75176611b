import { QUEUE_SYNC_TAG, replayQueue } from './replay';

interface SyncEventLike extends Event {
  tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * The worker's `sync` listener (Background Sync): the page registered the tag when it queued a send
 * offline. If sends still wait, the promise fails, so the browser tries again later.
 */
export function replayOnSync(event: Event): void {
  const sync = event as SyncEventLike;
  if (sync.tag !== QUEUE_SYNC_TAG) return;
  sync.waitUntil(
    replayQueue().then((counts) => {
      if (counts?.pending) throw new Error(`${counts.pending} queued send(s) still wait for a connection.`);
    }),
  );
}
