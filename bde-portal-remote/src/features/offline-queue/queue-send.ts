import { putSend, type QueuedSend } from './queue-store';
import { QUEUE_SYNC_TAG } from './replay';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the service worker to replay when the connection returns, where the browser has Background Sync. */
async function askForSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(QUEUE_SYNC_TAG);
  } catch {
    // No worker, or sync refused: the page replays on `online` and at the next start instead.
  }
}

/** Keeps a send made without a connection, to go with its Idempotency-Key when the connection returns. */
export async function queueSend(
  send: Omit<QueuedSend, 'created' | 'state' | 'error' | 'method'>,
): Promise<void> {
  await putSend({ ...send, method: 'POST', created: Date.now(), state: 'pending', error: '' });
  await askForSync();
}
