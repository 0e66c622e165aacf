import type { Clock } from "mcpforge/runtime";
import { clientKey, RateLimiter } from "mcpforge/platform/rate-limit";

/** Default of EMAIL_ACCOUNT_CREATES_PER_MINUTE: a person signs up once; a script retrying a few times fits. */
export const ACCOUNT_CREATES_PER_MINUTE = 10;

type RateLimited = { error(code: "rate_limited", message: string, details: Record<string, unknown>): Error };

/**
 * create_account is anonymous and hashes the password with scrypt (~32 MiB, tens of ms of CPU):
 * unlimited, it is a CPU and memory denial of service. Per client (address, IPv6 by /64; "local"
 * over stdio), EMAIL_ACCOUNT_CREATES_PER_MINUTE calls a minute with bursts of as many; 0 turns the
 * limit off. The returned check throws rate_limited before any hashing or writing.
 */
export function accountCreateLimit(env: Readonly<Record<string, string | undefined>>, clock: Clock): (ctx: RateLimited & { remoteAddress?: string }) => void {
  const raw = env.EMAIL_ACCOUNT_CREATES_PER_MINUTE;
  const perMinute = raw === undefined || raw.trim() === "" ? ACCOUNT_CREATES_PER_MINUTE : Number(raw);
  if (!Number.isInteger(perMinute) || perMinute < 0) throw new Error(`EMAIL_ACCOUNT_CREATES_PER_MINUTE must be an integer ≥ 0, got "${raw}"`);
  if (perMinute === 0) return () => undefined;
  const limiter = new RateLimiter({ perSecond: perMinute / 60, burst: perMinute, clock });
  return (ctx) => {
    const client = clientKey(ctx.remoteAddress);
    const waitMs = limiter.take(client);
    if (waitMs === 0) return;
    const retryAfter = Math.ceil(waitMs / 1000);
    throw ctx.error("rate_limited", `Too many accounts created from ${client}: at most ${perMinute} a minute (EMAIL_ACCOUNT_CREATES_PER_MINUTE). Retry in ${retryAfter} s; nothing was created.`, { retry_after_seconds: retryAfter });
  };
}
