import { limitKey, type Clock } from "../../generator/runtime";

interface Entry {
  tokens: number;
  at: number;
}

/**
 * Shared by the services' per-client limits (webhooks captures and bucket creation, e-mail
 * account creation). A token bucket per client key: `burst` requests at once, refilled at `perSecond`. Time comes
 * from the injected clock (tests advance a ManualClock). At most `maxClients` keys are tracked:
 * past that, keys whose bucket has refilled are dropped (they would start full anyway), then the
 * oldest, so a flood of distinct addresses cannot grow memory.
 */
export class RateLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly opts: { perSecond: number; burst: number; clock: Clock; maxClients?: number }) {}

  /** Takes one token for `key`: 0 when allowed, else the milliseconds until a token is available. */
  take(key: string): number {
    const { perSecond, burst } = this.opts;
    const now = this.opts.clock.now().getTime();
    let e = this.entries.get(key);
    if (e) {
      e.tokens = Math.min(burst, e.tokens + (Math.max(0, now - e.at) * perSecond) / 1000);
      e.at = now;
    } else {
      if (this.entries.size >= (this.opts.maxClients ?? 10_000)) this.prune(now);
      e = { tokens: burst, at: now };
      this.entries.set(key, e);
    }
    if (e.tokens >= 1) {
      e.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - e.tokens) * 1000) / perSecond);
  }

  private prune(now: number): void {
    const { perSecond, burst } = this.opts;
    for (const [k, e] of this.entries) if (e.tokens + ((now - e.at) * perSecond) / 1000 >= burst) this.entries.delete(k);
    const excess = this.entries.size - Math.floor((this.opts.maxClients ?? 10_000) / 2);
    if (excess <= 0) return;
    let n = 0;
    for (const k of this.entries.keys()) {
      if (n++ >= excess) break;
      this.entries.delete(k);
    }
  }
}

/**
 * One key per client (ctx.remoteAddress or clientAddress(req, config)): an IPv4 address, an IPv6
 * client's /64 (limitKey), "local" when there is no address (stdio).
 */
export function clientKey(address: string | undefined): string {
  return (address && limitKey(address)) || "local";
}
