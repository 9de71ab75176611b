import { useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key';

export interface Submission<Body> {
  /** The Idempotency-Key it is sent with, every time it is tried. */
  key: string;
  body: Body;
}

/**
 * One submission per set of values until it is done: a retry of the same values (online, or from the
 * offline queue) reuses its key and its body (made once, so a time in it stays the first try's);
 * changed values make a new one, and so does anything sent after `done()` (recorded, or queued).
 */
export function useSubmission<Body>() {
  const last = useRef<(Submission<Body> & { values: string }) | null>(null);
  return {
    of(values: unknown, makeBody: () => Body): Submission<Body> {
      const json = JSON.stringify(values);
      if (last.current?.values !== json)
        last.current = { values: json, key: newIdempotencyKey(), body: makeBody() };
      return { key: last.current.key, body: last.current.body };
    },
    done() {
      last.current = null;
    },
  };
}
