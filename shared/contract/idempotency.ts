/**
 * Requests a phone may send more than once (issue 43: work queued offline, sent when the connection
 * returns) carry this header. The server answers a repeated key from the same sender with the first
 * answer, recording nothing again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A UUID, a ULID or a similar random token: letters, digits, '-' and '_', 16 to 64 of them. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{15,63}$/;

/** The answer's header saying it is the stored answer to an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Must be 16 to 64 letters, digits, dashes or underscores, such as a UUID.',
  otherRequest: 'This Idempotency-Key was already used for a different request.',
} as const;
