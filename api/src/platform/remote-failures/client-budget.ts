import { clientKey } from '../../lib/attempt-limiter';

/** Addresses remembered at most; past this the longest-unseen are forgotten (a flood of addresses costs memory once). */
const MAX_CLIENTS = 10_000;

/**
 * A token bucket per client address, in this process's memory: `burst` reports at once, then one
 * every `refillMs`. Not the database's attempt limiter: a beacon must cost no write of its own (the
 * counts are written in batches), and a flood through one instance is what this stops; nginx spreads
 * one address's requests over the instances, each of which allows its own budget.
 */
export class ClientBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number,
    private readonly refillMs: number,
    private readonly now: () => number,
  ) {}

  /** Takes one token for `ip`: 0 when it had one, else the milliseconds until it will. */
  take(ip: string): number {
    const key = clientKey(ip);
    const at = this.now();
    const known = this.buckets.get(key);
    const tokens = known
      ? Math.min(this.burst, known.tokens + Math.max(0, at - known.at) / this.refillMs)
      : this.burst;
    // Re-inserted, so the map's order is the order last seen.
    this.buckets.delete(key);
    if (this.buckets.size >= MAX_CLIENTS) this.buckets.delete(this.buckets.keys().next().value!);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at });
      return Math.ceil((1 - tokens) * this.refillMs);
    }
    this.buckets.set(key, { tokens: tokens - 1, at });
    return 0;
  }
}
