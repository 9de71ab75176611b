// Sends what the offline queue holds: from the page (at the portal's start, on `online`) and from the
// service worker (Background Sync). No DOM or React here: the worker's bundle imports it.
import { ANTIFORGERY_PATH, XSRF_HEADER } from 'shared/contract/health';
import { IDEMPOTENCY_KEY_HEADER } from 'shared/contract/idempotency';
import { listSends, putSend, removeSend, type QueuedSend } from './queue-store';

/** The Background Sync tag the page registers and the worker's `sync` listener answers. */
export const QUEUE_SYNC_TAG = 'portal-queue';
/** The Web Locks name: one replay at a time, across the tabs and the worker. */
const LOCK_NAME = 'bde-portal-queue';

export interface ReplayCounts {
  sent: number;
  failed: number;
  /** Still waiting: the connection, the server or a sign-in is missing. */
  pending: number;
}

type Outcome = 'sent' | 'failed' | 'wait';

/** The server's words for a refusal: its title and each field's first message. */
async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { title?: unknown; errors?: Record<string, unknown> };
    const fields = Object.entries(body.errors ?? {}).map(([field, messages]) =>
      Array.isArray(messages) ? `${field}: ${String(messages[0])}` : field,
    );
    const title = typeof body.title === 'string' ? body.title : `HTTP ${response.status}`;
    return [title, ...fields].join(' ');
  } catch {
    return `HTTP ${response.status}`;
  }
}

class Replay {
  private token: string | null = null;

  constructor(private readonly fetcher: typeof fetch) {}

  private async antiForgeryToken(fresh = false): Promise<string> {
    if (this.token && !fresh) return this.token;
    const response = await this.fetcher(ANTIFORGERY_PATH, { credentials: 'same-origin', cache: 'no-store' });
    this.token = ((await response.json()) as { token: string }).token;
    return this.token;
  }

  private async post(send: QueuedSend, freshToken = false): Promise<Response> {
    return this.fetcher(send.path, {
      method: send.method,
      credentials: 'same-origin',
      headers: {
        ...send.headers,
        'content-type': 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: send.key,
        [XSRF_HEADER]: await this.antiForgeryToken(freshToken),
      },
      body: JSON.stringify(send.body),
    });
  }

  /** One send: gone once the server has it (its first answer, or the stored one to a repeated key). */
  async send(send: QueuedSend): Promise<Outcome> {
    let response: Response;
    try {
      response = await this.post(send);
      // A token bound to a session that has since changed: one fresh token, one more try.
      if (response.status === 403) response = await this.post(send, true);
    } catch {
      return 'wait';
    }
    if (response.ok) {
      await removeSend(send.key);
      return 'sent';
    }
    // Signed out, or someone else signed in on this phone: kept for when its BDE is back.
    // 409: the same key is being recorded right now; 408/429 and 5xx: later.
    if ([401, 403, 408, 409, 429].includes(response.status) || response.status >= 500) return 'wait';
    await putSend({ ...send, state: 'failed', error: await refusal(response) });
    return 'failed';
  }
}

async function replayOnce(fetcher: typeof fetch): Promise<ReplayCounts> {
  const counts: ReplayCounts = { sent: 0, failed: 0, pending: 0 };
  const replay = new Replay(fetcher);
  const pending = (await listSends()).filter((send) => send.state === 'pending');
  for (const [index, send] of pending.entries()) {
    const outcome = await replay.send(send);
    if (outcome === 'wait') {
      // No connection or no session: the rest would wait too.
      counts.pending = pending.length - index;
      break;
    }
    counts[outcome] += 1;
  }
  return counts;
}

let running: Promise<ReplayCounts | null> | null = null;

/**
 * Sends every pending entry, oldest first. One replay at a time: across contexts by a Web Lock where
 * the browser has them, within this one by the running promise. Null when another context held it.
 */
export function replayQueue(
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<ReplayCounts | null> {
  running ??= (async () => {
    try {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      if (!locks) return await replayOnce(fetcher);
      return await locks.request(LOCK_NAME, { ifAvailable: true }, (lock) =>
        lock ? replayOnce(fetcher) : null,
      );
    } finally {
      running = null;
    }
  })();
  return running;
}
