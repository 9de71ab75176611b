import type { FastifyRequest } from 'fastify';
import { MESSAGES } from 'shared/contract/messages';
import { HttpError } from './http-error';

export interface AttemptLimits {
  /** Attempts one client address may make in a window, whatever the outcome. */
  perClient: number;
  /** Failures one account name may suffer in a window. */
  perAccount: number;
  windowMs: number;
}

/** Sign-in and sign-up: 20 tries per address and 10 failures per account every 15 minutes. */
export const AUTH_LIMITS: AttemptLimits = { perClient: 20, perAccount: 10, windowMs: 15 * 60 * 1000 };

interface Window {
  count: number;
  resetsAt: number;
}

/**
 * Counts attempts per client address and failures per account in fixed windows, in memory (one
 * process serves the site). Over either limit, the request is refused with 429 before any work.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: AttemptLimits = AUTH_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private current(key: string): Window {
    const at = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= at) {
      window = { count: 0, resetsAt: at + this.limits.windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(at);
    }
    return window;
  }

  private sweep(at: number) {
    for (const [key, window] of this.windows) if (window.resetsAt <= at) this.windows.delete(key);
  }

  private refuse(window: Window): never {
    const retryAfter = Math.max(1, Math.ceil((window.resetsAt - this.now()) / 1000));
    throw new HttpError(429, MESSAGES.tooManyAttempts, undefined, { 'Retry-After': String(retryAfter) });
  }

  /** Counts one attempt from this client and refuses it when the client or the account is over its limit. */
  attempt(scope: string, request: FastifyRequest, account: string) {
    const client = this.current(`${scope}:ip:${request.ip}`);
    const accountWindow = this.current(`${scope}:acct:${account.trim().toLowerCase()}`);
    if (accountWindow.count >= this.limits.perAccount) this.refuse(accountWindow);
    client.count += 1;
    if (client.count > this.limits.perClient) this.refuse(client);
  }

  /** Records a failed attempt against the account. */
  failed(scope: string, account: string) {
    this.current(`${scope}:acct:${account.trim().toLowerCase()}`).count += 1;
  }

  /** A success clears the account's failures. */
  succeeded(scope: string, account: string) {
    this.windows.delete(`${scope}:acct:${account.trim().toLowerCase()}`);
  }
}
