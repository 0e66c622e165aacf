import { Resolver as DnsResolver } from "node:dns/promises";
import { guardedFetch, outboundConfigFrom, systemResolver, URL_CHECK_ALLOW, type GuardedRequest, type GuardedResponse, type OutboundConfig, type Resolver } from "mcpforge/platform/http";
import type { PaymentSettings } from "./settings";

/** The guarded client (generator/platform/http) with this service's resolver and trusted CAs bound in. */
export interface Outbound {
  config: OutboundConfig;
  fetch(url: string, req?: GuardedRequest): Promise<GuardedResponse>;
  /**
   * The client for URLs a caller names or a listing supplies (URL checks, evidence, a paid
   * service's challenge, merchant resources): its allowlist is MCPFORGE_URL_CHECK_ALLOW (empty by
   * default), never the upstreams' MCPFORGE_OUTBOUND_ALLOW, so an RPC node allowed for the chain
   * reads is not readable through check_url.
   */
  checks: Outbound;
  /** The same client, every request of which also ends when `signal` aborts (the caller went away). */
  withSignal(signal: AbortSignal): Outbound;
}

export function paymentsOutbound(env: Readonly<Record<string, string | undefined>>, settings: PaymentSettings): Outbound {
  const upstreams = outboundConfigFrom(env);
  const checks = outboundConfigFrom(env, URL_CHECK_ALLOW);
  const resolver = settings.dnsServers.length ? serversResolver(settings.dnsServers) : systemResolver;
  const ca = settings.extraCa;
  const make = (config: OutboundConfig, callSignal?: AbortSignal): Outbound => ({
    config,
    fetch: (url, req = {}) => {
      const signal = callSignal && req.signal ? AbortSignal.any([callSignal, req.signal]) : (callSignal ?? req.signal);
      return guardedFetch(config, url, { resolver, ...(ca ? { ca } : {}), ...req, ...(signal ? { signal } : {}) });
    },
    get checks() {
      return config === checks ? this : make(checks, callSignal);
    },
    withSignal: (signal) => make(config, signal),
  });
  return make(upstreams);
}

/**
 * Names resolved by the given DNS servers (PAYMENTS_DNS_SERVERS) rather than the system's: every A
 * and AAAA record is returned, so the guarded client checks all of them.
 */
function serversResolver(servers: string[]): Resolver {
  const dns = new DnsResolver({ timeout: 2000, tries: 2 });
  dns.setServers(servers);
  const noRecords = (err: NodeJS.ErrnoException) => {
    if (err.code === "ENODATA" || err.code === "ENOTFOUND") return [] as string[];
    throw err;
  };
  return async (hostname) => {
    const [v4, v6] = await Promise.all([dns.resolve4(hostname).catch(noRecords), dns.resolve6(hostname).catch(noRecords)]);
    return [...v4.map((address) => ({ address, family: 4 as const })), ...v6.map((address) => ({ address, family: 6 as const }))];
  };
}
