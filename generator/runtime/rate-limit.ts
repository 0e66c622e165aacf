import type { Clock } from "./clock";

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per client key: `burst` calls at once, refilled at `perSecond`, time from the
 * injected clock. The one limiter of the project: the MCP endpoints' per-address gate
 * (http/limits.ts) and the services' per-client limits (webhook captures and bucket creation,
 * e-mail account creation) all use it.
 *
 * At most `maxClients` keys are tracked (default 10,000). When a new key finds the table full,
 * keys whose bucket has refilled are dropped first (they would start full anyway), then the least
 * recently seen down to half the table, so a flood of distinct addresses cannot grow memory and
 * pruning stays amortised. A forgotten client comes back with a full bucket.
 */
export class RateLimiter {
  private readonly entries = new Map<string, Bucket>();
  private readonly maxClients: number;

  constructor(private readonly opts: { perSecond: number; burst: number; clock: Clock; maxClients?: number }) {
    this.maxClients = opts.maxClients ?? 10_000;
  }

  /**
   * Takes `cost` tokens (1 by default, at most `burst`) for `key`: 0 when the call may proceed,
   * else milliseconds until it may (nothing taken). Heavy calls cost more (admission.ts).
   */
  take(key: string, cost = 1): number {
    const { perSecond, burst } = this.opts;
    const now = this.opts.clock.now().getTime();
    let bucket = this.entries.get(key);
    if (bucket) {
      this.entries.delete(key); // re-inserted below: Map order is least recently seen first
      bucket.tokens = Math.min(burst, bucket.tokens + (Math.max(0, now - bucket.at) * perSecond) / 1000);
      bucket.at = now;
    } else {
      if (this.entries.size >= this.maxClients) this.prune(now);
      bucket = { tokens: burst, at: now };
    }
    this.entries.set(key, bucket);
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost;
      return 0;
    }
    return Math.ceil(((cost - bucket.tokens) * 1000) / perSecond);
  }

  /**
   * Takes `cost` more tokens for `key` unconditionally, for work whose size shows only as it runs
   * (admission.ts): the bucket may go below zero, and `take` waits until it has refilled.
   */
  spend(key: string, cost: number): void {
    if (cost <= 0) return;
    this.take(key, 0);
    const bucket = this.entries.get(key)!;
    bucket.tokens -= cost;
  }

  get size(): number {
    return this.entries.size;
  }

  private prune(now: number): void {
    const { perSecond, burst } = this.opts;
    for (const [k, b] of this.entries) if (b.tokens + ((now - b.at) * perSecond) / 1000 >= burst) this.entries.delete(k);
    let excess = this.entries.size - Math.floor(this.maxClients / 2);
    for (const k of this.entries.keys()) {
      if (excess-- <= 0) break;
      this.entries.delete(k);
    }
  }
}
