// Tests of the offline queue: an in-memory IndexedDB (jsdom has none) and the structured clone it
// stores with (jsdom lacks that global too).
import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { IDEMPOTENCY_KEY_HEADER } from 'shared/contract/idempotency';

globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

type Answer = (request: Request) => Response | Promise<Response>;

/** A fake API answer that first notes the request's Idempotency-Key in `keys`. */
export const notingKey =
  (keys: string[], answer: Answer): Answer =>
  (request) => {
    keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '');
    return answer(request);
  };

/** The request never reached a server (what fetch does without a connection). */
export const neverReached: Answer = () => {
  throw new TypeError('Failed to fetch');
};

/** Patchy 4G: the request goes out and no answer comes until the page gives up on it. */
export const heldOpen: Answer = (request) =>
  new Promise<Response>((_, reject) =>
    request.signal.addEventListener('abort', () => reject(new DOMException('Timed out', 'AbortError'))),
  );
