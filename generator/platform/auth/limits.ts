import type { IncomingMessage } from "node:http";
import { clientAddress, RateLimiter, type Clock, type RuntimeConfig } from "../../runtime";
import type { AuthConfig } from "./config";
import { OAuthError } from "./util";

/**
 * What one client may ask of the authorization server (the runtime's one RateLimiter): dynamic
 * registrations per address, and sign-in mails per address and per e-mail address (nobody can
 * use the server to flood someone's inbox).
 */
export class AuthLimits {
  private readonly registrations: RateLimiter;
  private readonly mails: RateLimiter;

  constructor(
    private readonly runtime: RuntimeConfig,
    config: AuthConfig,
    clock: Clock,
  ) {
    this.registrations = new RateLimiter({ perSecond: config.registrationsPerHour / 3600, burst: config.registrationsPerHour, clock });
    this.mails = new RateLimiter({ perSecond: config.mailsPerHour / 3600, burst: config.mailsPerHour, clock });
  }

  register(req: IncomingMessage): void {
    const wait = this.registrations.take(clientAddress(req, this.runtime));
    if (wait > 0) throw new OAuthError("rate_limited", `too many client registrations from this address; retry in ${Math.ceil(wait / 1000)} s (MCPFORGE_AUTH_REGISTRATIONS_PER_HOUR)`, 429);
  }

  /** Seconds to wait before another sign-in mail to `email` from this address, 0 when allowed. */
  mail(req: IncomingMessage, email: string): number {
    const wait = Math.max(this.mails.take(`ip:${clientAddress(req, this.runtime)}`), this.mails.take(`to:${email}`));
    return Math.ceil(wait / 1000);
  }
}
