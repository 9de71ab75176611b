const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** How long after each failed attempt the next one comes: 1 minute, 5, 30, 2 hours, 6, 12, then a day. */
export const RETRY_DELAYS_MS = [
  MINUTE_MS,
  5 * MINUTE_MS,
  30 * MINUTE_MS,
  2 * HOUR_MS,
  6 * HOUR_MS,
  12 * HOUR_MS,
  24 * HOUR_MS,
] as const;

/** Attempts before an email is given up as `failed`: about two days of trying. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

interface SendError {
  code?: unknown;
  responseCode?: unknown;
}

/**
 * A refusal that trying again will not change: a 5xx reply about this message (its sender, its
 * recipient or its content) or an address nodemailer cannot send to. Not a failed sign-in
 * (`EAUTH`, 530, 534, 535): that is the server's configuration, fixed by whoever runs it, and the
 * emails must still be there then. Not 503 either (commands out of order: the session, not the mail).
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as SendError;
  if (code === 'EENVELOPE' && responseCode === undefined) return true;
  if (code === 'EAUTH' || typeof responseCode !== 'number') return false;
  return responseCode >= 500 && responseCode < 600 && ![503, 530, 534, 535].includes(responseCode);
}

/**
 * When to try an email again after its `attempts`-th attempt failed with `error`; null to give up:
 * at once for a permanent refusal, after MAX_ATTEMPTS for anything else (a 4xx, a lost connection).
 */
export function nextAttemptAt(attempts: number, error: unknown, now: number): Date | null {
  if (isPermanentRefusal(error) || attempts >= MAX_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1];
  return new Date(now + delay);
}
