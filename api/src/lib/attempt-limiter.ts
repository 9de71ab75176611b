import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import { MESSAGES } from 'shared/contract/messages';
import type { Db } from '../db/client';
import { attemptCounters } from '../db/schema';
import type { DeviceCookies } from './device-cookie';
import { HttpError } from './http-error';

export interface AttemptLimits {
  /**
   * Attempts one client address may make in a window, whatever the outcome: a ceiling for floods,
   * set high because offices, colleges and mobile carriers put many people behind one address.
   */
  perClient: number;
  /** Attempts on one account name without a success in a window: the main control against guessing. */
  perAccount: number;
  windowMs: number;
}

/**
 * Sign-in and sign-up. An account takes 10 guesses per 10 minutes; once a guessing run stops, its
 * owner can sign in again when that window ends (at most 10 minutes later).
 */
export const AUTH_LIMITS: AttemptLimits = { perClient: 300, perAccount: 10, windowMs: 10 * 60 * 1000 };

/** Public forms with no account (registration, contact, newsletter, leads): a flood ceiling per address. */
export const formLimits = (perClient: number): AttemptLimits => ({
  perClient,
  perAccount: Number.POSITIVE_INFINITY,
  windowMs: 15 * 60 * 1000,
});

const SWEEP_EVERY = 500;

/**
 * Adds one to the key's count in its current window (a new window when the old one ended), in one
 * statement: every instance on the database counts the same row, and parallel calls never lose one.
 */
export async function countInWindow(
  db: Db,
  key: string,
  windowMs: number,
  at: Date,
): Promise<{ count: number; resetsAt: number }> {
  const fresh = new Date(at.getTime() + windowMs);
  const expired = sql`${attemptCounters.resetsAt} <= ${at.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, count: 1, resetsAt: fresh })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${attemptCounters.count} + 1 end`,
        resetsAt: sql`case when ${expired} then ${fresh.toISOString()}::timestamptz else ${attemptCounters.resetsAt} end`,
      },
    })
    .returning({ count: attemptCounters.count, resetsAt: attemptCounters.resetsAt });
  return { count: row.count, resetsAt: new Date(row.resetsAt).getTime() };
}

/**
 * Counts attempts in fixed windows, in the database: every instance shares the counts and a
 * restart keeps them. Over a limit, the request is refused with 429 and `Retry-After` before any work.
 */
export class AttemptLimiter {
  private calls = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: AttemptLimits,
    private readonly now: () => number = Date.now,
    /** With these, a browser that signed in to an account before has a budget of its own for it. */
    private readonly devices?: DeviceCookies,
  ) {}

  /** How long a window lasts: a lock lasts at most this long after its last counted attempt. */
  get windowMs(): number {
    return this.limits.windowMs;
  }

  /** Adds one to the key's count in its current window (starting a new window when the old one ended). */
  private async count(key: string): Promise<{ count: number; resetsAt: number }> {
    const at = new Date(this.now());
    const counted = await countInWindow(this.db, key, this.limits.windowMs, at);
    this.calls += 1;
    if (this.calls % SWEEP_EVERY === 0) {
      await this.db.delete(attemptCounters).where(lt(attemptCounters.resetsAt, at));
    }
    return counted;
  }

  private refuse(scope: string, request: FastifyRequest, resetsAt: number): never {
    // Counted in the app's metrics (a request made up by a test of the limiter alone has no app).
    (request.server as FastifyRequest['server'] | undefined)?.metrics.limited(scope);
    const retryAfter = Math.max(1, Math.ceil((resetsAt - this.now()) / 1000));
    throw new HttpError(429, MESSAGES.tooManyAttempts, undefined, { 'Retry-After': String(retryAfter) });
  }

  /**
   * Counts one attempt from this client and, with an account name, one against the account (before
   * the password is checked, so parallel guesses cannot overrun the limit). Refuses over either limit.
   */
  async attempt(scope: string, request: FastifyRequest, account = ''): Promise<void> {
    const client = await this.count(`${scope}:ip:${clientKey(request.ip)}`);
    if (client.count > this.limits.perClient) this.refuse(scope, request, client.resetsAt);
    if (!account || !Number.isFinite(this.limits.perAccount)) return;
    const owner = await this.count(this.accountBucket(scope, request, accountKey(account)));
    if (owner.count > this.limits.perAccount) this.refuse(scope, request, owner.resetsAt);
  }

  /** A known device counts on its own; everyone else shares the account's count. */
  private accountBucket(scope: string, request: FastifyRequest, account: string): string {
    const device = this.devices?.read(request, scope, account);
    return device ? `${scope}:dev:${account}:${device}` : `${scope}:acct:${account}`;
  }

  /**
   * A success clears the count it was made under (its owner is not held back by earlier slips) and,
   * given the reply, marks this browser as a known device for the account.
   */
  async succeeded(
    scope: string,
    account: string,
    request?: FastifyRequest,
    reply?: FastifyReply,
  ): Promise<void> {
    const key = accountKey(account);
    const bucket = request ? this.accountBucket(scope, request, key) : `${scope}:acct:${key}`;
    await this.db.delete(attemptCounters).where(sql`${attemptCounters.key} = ${bucket}`);
    if (reply && this.devices) this.devices.issue(reply, scope, key);
  }
}

/**
 * One client address: an IPv4 address as it is (IPv4-mapped IPv6 unwrapped), an IPv6 address by its
 * /64, the block one home or phone is given, so rotating through it does not give a fresh budget.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Account names are kept only as a hash: the counters table holds no one's email or user name. */
const accountKey = (account: string) =>
  crypto.createHash('sha256').update(account.trim().normalize('NFKC').toLowerCase()).digest('base64url');
