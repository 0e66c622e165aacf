import { limitKey, RateLimiter } from "../runtime";

/** The project's one token-bucket limiter lives in the runtime; services key it by client. */
export { RateLimiter };

/**
 * One key per client (ctx.remoteAddress or clientAddress(req, config)): an IPv4 address, an IPv6
 * client's /64 (limitKey), "local" when there is no address (stdio).
 */
export function clientKey(address: string | undefined): string {
  return (address && limitKey(address)) || "local";
}
