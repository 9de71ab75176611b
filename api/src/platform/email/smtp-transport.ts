import nodemailer from 'nodemailer';

/** How an instance uses the SMTP relay: its connections, the emails sent over each, and a rate limit. */
export interface SmtpPoolSettings {
  /** Connections kept open to the relay (SMTP_MAX_CONNECTIONS): as many emails go out at once. */
  maxConnections: number;
  /** Emails sent over one connection before it is closed and another opened (SMTP_MAX_MESSAGES). */
  maxMessages: number;
  /** Emails a second at most, this instance's share of the relay's limit (SMTP_RATE_LIMIT); 0: none. */
  ratePerSecond: number;
}

export const DEFAULT_SMTP_POOL: SmtpPoolSettings = { maxConnections: 5, maxMessages: 100, ratePerSecond: 0 };

/** SMTP_MAX_CONNECTIONS (1–50), SMTP_MAX_MESSAGES (1–10000), SMTP_RATE_LIMIT (1–10000 or unset); defaults where unset. */
export function parseSmtpPool(env: {
  SMTP_MAX_CONNECTIONS?: string;
  SMTP_MAX_MESSAGES?: string;
  SMTP_RATE_LIMIT?: string;
}): SmtpPoolSettings {
  const whole = (variable: string, value: string | undefined, max: number, fallback: number) => {
    if (!value?.trim()) return fallback;
    const number = Number(value.trim());
    if (!Number.isInteger(number) || number < 1 || number > max) {
      throw new Error(`${variable} must be a whole number from 1 to ${max}, not "${value}".`);
    }
    return number;
  };
  return {
    maxConnections: whole(
      'SMTP_MAX_CONNECTIONS',
      env.SMTP_MAX_CONNECTIONS,
      50,
      DEFAULT_SMTP_POOL.maxConnections,
    ),
    maxMessages: whole('SMTP_MAX_MESSAGES', env.SMTP_MAX_MESSAGES, 10_000, DEFAULT_SMTP_POOL.maxMessages),
    ratePerSecond: whole('SMTP_RATE_LIMIT', env.SMTP_RATE_LIMIT, 10_000, DEFAULT_SMTP_POOL.ratePerSecond),
  };
}

/**
 * Timeouts short enough that a send ends well within a claim's lease; no message may read a file or
 * fetch a URL.
 */
const TIMEOUTS_AND_LIMITS = {
  connectionTimeout: 20_000,
  greetingTimeout: 20_000,
  socketTimeout: 45_000,
  disableFileAccess: true,
  disableUrlAccess: true,
};

/**
 * nodemailer's pooled SMTP transport for SMTP_URL (smtp:// upgrades with STARTTLS when the server
 * offers it, smtps:// is TLS from the start; `?requireTLS=true` refuses a server without it): up to
 * `maxConnections` connections, each reused for `maxMessages` emails, so a burst does not pay a TCP,
 * TLS and sign-in handshake per email. A connection idle for 30 s is closed.
 */
export function smtpTransport(smtpUrl: string, pool: SmtpPoolSettings = DEFAULT_SMTP_POOL) {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: pool.maxConnections,
    maxMessages: pool.maxMessages,
    // Closed with a QUIT, rather than ended by the socket timeout's error.
    idleTimeout: 30_000,
    ...(pool.ratePerSecond ? { rateDelta: 1_000, rateLimit: pool.ratePerSecond } : {}),
    ...TIMEOUTS_AND_LIMITS,
  });
}

/** What the worker sends through: the pool, or in the benchmark's baseline a connection an email. */
export type SmtpTransport = Pick<ReturnType<typeof nodemailer.createTransport>, 'sendMail' | 'close'>;

/** The transport before the pool: a connection of its own for every email (`npm run bench:email`'s baseline). */
export function unpooledSmtpTransport(smtpUrl: string): SmtpTransport {
  return nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS_AND_LIMITS });
}
