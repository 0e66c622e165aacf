import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import type { OutboundConfig } from "./config";
import { refusedClass } from "./config";
import { OutboundError, type Hop } from "./errors";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (injectable: tests answer with a local resolver). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const all = await dnsLookup(hostname, { all: true, verbatim: true });
  return all.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/**
 * Resolves `url`'s host once and validates every address it resolved to: one refused address
 * refuses the target (a name that also points inside is not public). Returns the first address,
 * which the connection is then pinned to, so no second lookup can rebind it.
 */
export async function resolveTarget(opts: {
  url: URL;
  config: OutboundConfig;
  resolver: Resolver;
  hops: Hop[];
}): Promise<ResolvedAddress> {
  const { url, config, resolver, hops } = opts;
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await resolver(host);
    } catch (err) {
      throw new OutboundError("upstream_unavailable", `could not resolve ${host}: ${(err as Error).message}`, {
        url: url.href,
        hops,
      });
    }
    if (addresses.length === 0) {
      throw new OutboundError("upstream_unavailable", `${host} resolved to no address`, { url: url.href, hops });
    }
  }
  for (const a of addresses) {
    const cls = refusedClass(config, a.address);
    if (cls) {
      // A name's resolved address is never shown: it would map the operator's internal DNS for
      // whoever asked. A literal address is the caller's own, so it may be named back.
      const literal = isIP(host) !== 0;
      throw new OutboundError(
        "target_not_allowed",
        literal
          ? `${url.href} is not allowed: ${host} is a ${cls} address (allow it with ${config.allowVar})`
          : `${url.href} is not allowed: ${host} resolves to a ${cls} address (allow it with ${config.allowVar})`,
        { url: url.href, hops, addressClass: cls, ...(literal ? { address: a.address } : {}) },
      );
    }
  }
  return addresses[0];
}
