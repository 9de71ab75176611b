import { useEffect, useState } from 'react';
import { listSends, onQueueChange, type QueuedSend } from './queue-store';
import { replayQueue } from './replay';

/** What waits on this device, kept up to date as it is sent, refused or discarded. */
export function useOfflineQueue(): QueuedSend[] {
  const [sends, setSends] = useState<QueuedSend[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      listSends()
        .then((list) => live && setSends(list))
        .catch(() => undefined);
    void read();
    const stop = onQueueChange(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return sends;
}

/** Replays the queue now (the portal's start) and whenever the browser is back online. */
export function useQueueReplay(onReplayed?: () => void): void {
  useEffect(() => {
    const replay = () => {
      void replayQueue()
        .then((counts) => counts?.sent && onReplayed?.())
        .catch(() => undefined);
    };
    replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [onReplayed]);
}
