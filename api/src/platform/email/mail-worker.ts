import type { Db } from '../../db/client';
import { loggableMessage } from '../../lib/loggable-error';
import { outgoingMessage, type OutboxRow } from './outgoing-message-service';
import type { OutboxKeys } from './outbox-seal';
import { claimDueEmails, markAttemptFailed, markSent, releaseClaim } from './outbox-service';
import { bodyToSend } from './stored-email';
import { describeSendError, redactCredentials } from './redact';
import { nextAttemptAt } from './retry-policy';
import {
  DEFAULT_SMTP_POOL,
  smtpTransport,
  type SmtpPoolSettings,
  type SmtpTransport,
} from './smtp-transport';

/** How often the outbox is looked at for due emails. */
export const POLL_MS = 5_000;
/** Emails claimed at a time, at least; more with more connections (BATCH_PER_CONNECTION each). */
export const BATCH_SIZE = 10;
/** A batch holds this many emails per connection: the connections stay busy between two claims. */
const BATCH_PER_CONNECTION = 4;
/** How long a claim holds: past it, a worker that died with the claim has its emails taken by another. */
export const LEASE_MS = 10 * 60 * 1000;
/** The longest one send can take (the transport's timeouts, with room): none starts closer to the lease's end. */
export const SEND_BUDGET_MS = 2 * 60 * 1000;
/** How long stopping waits for the email being sent. */
const STOP_WAIT_MS = 10_000;

export interface MailWorkerLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  smtpUrl: string;
  /** Every email's From (MAIL_FROM). */
  from: string;
  /** The site's origin: its host names the Message-IDs. */
  publicOrigin: string;
  /** Opens the sealed bodies (those that carry a link's secret); derived from DATA_KEY. */
  outboxKeys?: OutboxKeys;
  /** The app's clock (tests move it); the database's rows are compared with it. */
  now?: () => number;
  log?: MailWorkerLog;
  /** The relay's connections (as many emails are sent at once), emails per connection and rate. */
  pool?: SmtpPoolSettings;
  /** What to send through instead of the pool made from `smtpUrl` (the benchmark's baseline). */
  transport?: SmtpTransport;
  pollMs?: number;
  batchSize?: number;
  leaseMs?: number;
}

/** What one round did: emails claimed, and how each attempt ended. */
export interface RoundResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

const QUIET: MailWorkerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Sends the outbox over SMTP. Every few seconds (and at once on start) it claims a batch of due
 * emails (`claimDueEmails`: no two workers, on any instance, hold the same row), sends them over a
 * pool of connections, as many at once as the pool has connections, and records each outcome: `sent`, or the error and the next attempt (exponential backoff, up to
 * MAX_ATTEMPTS), or `failed`. A worker that dies mid-batch leaves its claims to expire (LEASE_MS);
 * an email whose acceptance was not yet recorded is then sent again, with the same Message-ID.
 */
export class MailWorker {
  private readonly db: Db;
  private readonly smtpUrl: string;
  private readonly from: string;
  private readonly publicOrigin: string;
  private readonly outboxKeys: OutboxKeys | undefined;
  private readonly now: () => number;
  private readonly log: MailWorkerLog;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly connections: number;
  private readonly transport: SmtpTransport;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private started = false;
  private stopping = false;

  constructor(options: MailWorkerOptions) {
    this.db = options.db;
    this.smtpUrl = options.smtpUrl;
    this.from = options.from;
    this.publicOrigin = options.publicOrigin;
    this.outboxKeys = options.outboxKeys;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? QUIET;
    this.pollMs = options.pollMs ?? POLL_MS;
    const pool = options.pool ?? DEFAULT_SMTP_POOL;
    this.connections = pool.maxConnections;
    this.batchSize = options.batchSize ?? Math.max(BATCH_SIZE, BATCH_PER_CONNECTION * pool.maxConnections);
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.transport = options.transport ?? smtpTransport(options.smtpUrl, pool);
  }

  /** Starts polling: a first round at once, then one every `pollMs` after the last ended. */
  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    this.schedule(0);
  }

  /**
   * Stops: no new round starts; the emails being sent are finished and recorded (waited for up to
   * 10 s), and the rest of their batch given back at once rather than left to the lease.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running) {
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        this.running,
        new Promise((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS))),
      ]);
      clearTimeout(waited);
    }
    this.transport.close();
  }

  private schedule(delay: number) {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.drain().finally(() => {
        this.running = null;
        if (!this.stopping) this.schedule(this.pollMs);
      });
    }, delay);
    // The worker alone never keeps the process alive.
    this.timer.unref();
  }

  /** Rounds until one claims less than a full batch: a backlog goes out without waiting for the next poll. */
  private async drain() {
    try {
      while (!this.stopping && (await this.runOnce()).claimed === this.batchSize);
    } catch (error) {
      this.log.error(`Outbox: ${redactCredentials(loggableMessage(error), this.smtpUrl)}`);
    }
  }

  /**
   * One round: claims the due emails (a batch at most) and tries each, one per connection at a time.
   * No email starts once the worker is stopping or too close to the lease's end: the first sender to
   * see it gives back every email not yet started.
   */
  async runOnce(): Promise<RoundResult> {
    const claimedAt = this.now();
    const lockedUntil = new Date(claimedAt + this.leaseMs);
    const rows = await claimDueEmails(this.db, {
      now: new Date(claimedAt),
      lockedUntil,
      limit: this.batchSize,
    });
    const result: RoundResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
    let next = 0;
    const sender = async () => {
      while (next < rows.length) {
        if (this.stopping || this.now() + SEND_BUDGET_MS > lockedUntil.getTime()) {
          const left = rows.slice(next);
          next = rows.length;
          for (const row of left) await releaseClaim(this.db, row.id, lockedUntil);
          return;
        }
        result[await this.send(rows[next++])] += 1;
      }
    };
    const senders = Array.from({ length: Math.min(this.connections, rows.length) }, sender);
    // Every sender ends before the round does (none is left writing after a stop closed the database).
    const failure = (await Promise.allSettled(senders)).find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    return result;
  }

  private async send(row: OutboxRow): Promise<'sent' | 'retried' | 'failed'> {
    try {
      await this.transport.sendMail(
        outgoingMessage(
          row,
          { from: this.from, publicOrigin: this.publicOrigin },
          bodyToSend(row, this.outboxKeys),
        ),
      );
    } catch (error) {
      const retryAt = nextAttemptAt(row.attempts, error, this.now());
      const description = describeSendError(error, this.smtpUrl);
      await markAttemptFailed(this.db, row.id, { error: description, retryAt });
      this.log.warn(
        `Email #${row.id} (${row.template}), attempt ${row.attempts}: ${description}; ` +
          (retryAt ? `trying again at ${retryAt.toISOString()}` : 'given up'),
      );
      return retryAt ? 'retried' : 'failed';
    }
    await markSent(this.db, row.id, new Date(this.now()));
    this.log.info(`Email #${row.id} (${row.template}) sent, attempt ${row.attempts}`);
    return 'sent';
  }
}
