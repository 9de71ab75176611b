// The BDE portal's offline queue (issue 43) as the end-to-end tests read and replay it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../shared/contract/idempotency';
import { xsrfHeaders } from './xsrf';

export interface QueuedSend {
  key: string;
  path: string;
  body: unknown;
}

/** The sends in the portal's offline queue (IndexedDB), read in the page (run as text: no DOM types here). */
export function readQueue(page: Page): Promise<QueuedSend[]> {
  return page.evaluate<QueuedSend[]>(`new Promise((resolve, reject) => {
    const open = indexedDB.open('bde-offline-queue');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('sends').objectStore('sends').getAll();
      all.onsuccess = () => { open.result.close(); resolve(all.result); };
    };
  })`);
}

/** Sends a queued request twice more (same key, same body): each gets the first answer, replayed. */
export async function replayTwice(request: APIRequestContext, queued: QueuedSend, status: number) {
  for (let again = 0; again < 2; again++) {
    const replay = await request.post(queued.path, {
      headers: {
        ...(await xsrfHeaders(request)),
        [IDEMPOTENCY_KEY_HEADER]: queued.key,
        'content-type': 'application/json',
      },
      data: JSON.stringify(queued.body),
    });
    expect(replay.status()).toBe(status);
    expect(replay.headers()[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
  }
}
