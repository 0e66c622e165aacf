import { BlockList } from "node:net";
import { addCidr } from "../../runtime";
import { positiveInt } from "../storage/config";
import { ADDRESS_CLASSES, carriesIPv4, classifyAddress, normalizeAddress, type AddressClass } from "./address";

type Env = Readonly<Record<string, string | undefined>>;

/** The outbound client's policy and limits, read once from the service env (see docs/outbound.md). */
export interface OutboundConfig {
  /** The variable the allowlist was read from, named in refusals (MCPFORGE_OUTBOUND_ALLOW or a purpose's own). */
  allowVar: string;
  /** Address classes the operator allowed by name (MCPFORGE_OUTBOUND_ALLOW, e.g. "loopback"). */
  allowClasses: ReadonlySet<AddressClass>;
  /** CIDRs the operator allowed (MCPFORGE_OUTBOUND_ALLOW, e.g. "10.1.0.0/16"); checked before the class. */
  allowCidrs: BlockList;
  /** The CIDRs as given, for messages. */
  allowCidrText: readonly string[];
  /** Redirects followed before giving up (MCPFORGE_OUTBOUND_MAX_REDIRECTS, default 5). */
  maxRedirects: number;
  /** TCP/TLS connect timeout per hop (MCPFORGE_OUTBOUND_CONNECT_TIMEOUT_MS, default 5000). */
  connectTimeoutMs: number;
  /** Whole request, DNS to last body byte over all hops (MCPFORGE_OUTBOUND_TIMEOUT_MS, default 15000). */
  totalTimeoutMs: number;
  /** Response body bytes kept; the rest is cut and reported (MCPFORGE_OUTBOUND_MAX_BODY_BYTES, default 1 MiB). */
  maxBodyBytes: number;
}

/** The allowlist of URLs a client names (URL-checking tools): its own, empty by default (docs/outbound.md). */
export const URL_CHECK_ALLOW = "MCPFORGE_URL_CHECK_ALLOW";

/**
 * The allowlist of OAuth Client ID Metadata Documents (a client_id URL any caller of
 * /oauth/authorize names): its own, empty by default, never MCPFORGE_OUTBOUND_ALLOW (docs/outbound.md).
 */
export const CLIENT_METADATA_ALLOW = "MCPFORGE_CLIENT_METADATA_ALLOW";

/**
 * Parses the outbound settings. The allowlist (`allowVar`, default MCPFORGE_OUTBOUND_ALLOW: the
 * upstreams an operator configures, such as an RPC node) is a comma-separated list of address
 * class names and/or CIDRs (IPv4 or IPv6); a bad entry throws naming it, so a typo fails at
 * start-up instead of silently leaving the policy narrower or wider than meant. URLs a client
 * names are fetched under URL_CHECK_ALLOW instead, so allowing an upstream never lets an anonymous
 * URL check read it.
 */
export function outboundConfigFrom(env: Env, allowVar = "MCPFORGE_OUTBOUND_ALLOW"): OutboundConfig {
  const allowClasses = new Set<AddressClass>();
  const allowCidrs = new BlockList();
  const allowCidrText: string[] = [];
  for (const raw of (env[allowVar] ?? "").split(",")) {
    const entry = raw.trim();
    if (entry === "") continue;
    if ((ADDRESS_CLASSES as readonly string[]).includes(entry.toLowerCase())) {
      allowClasses.add(entry.toLowerCase() as AddressClass);
      continue;
    }
    addAllowedCidr(allowCidrs, entry, allowVar);
    allowCidrText.push(entry);
  }
  return {
    allowVar,
    allowClasses,
    allowCidrs,
    allowCidrText,
    maxRedirects: nonNegativeInt(env, "MCPFORGE_OUTBOUND_MAX_REDIRECTS", 5),
    connectTimeoutMs: positiveInt(env, "MCPFORGE_OUTBOUND_CONNECT_TIMEOUT_MS", 5000),
    totalTimeoutMs: positiveInt(env, "MCPFORGE_OUTBOUND_TIMEOUT_MS", 15_000),
    maxBodyBytes: positiveInt(env, "MCPFORGE_OUTBOUND_MAX_BODY_BYTES", 1024 * 1024),
  };
}

/** A CIDR of MCPFORGE_OUTBOUND_ALLOW; IPv6 forms that carry an IPv4 address count as that address. */
function addAllowedCidr(list: BlockList, entry: string, allowVar: string): void {
  const ipv4Of = (v6: string) => {
    const n = normalizeAddress(v6);
    return n?.family === "ipv4" ? n.address : undefined;
  };
  if (!addCidr(list, entry, ipv4Of)) {
    throw new Error(`${allowVar}: "${entry}" is neither an address class (${ADDRESS_CLASSES.join(", ")}) nor a CIDR like 10.1.0.0/16 or fd12::/64`);
  }
}

function nonNegativeInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

/** The class that makes `address` refused under `config`, or undefined when it may be contacted. */
export function refusedClass(config: OutboundConfig, address: string): AddressClass | undefined {
  if (carriesIPv4(address) && !config.allowClasses.has("reserved")) return "reserved";
  const n = normalizeAddress(address);
  if (!n) return "reserved";
  if (config.allowCidrs.check(n.address, n.family)) return undefined;
  const cls = classifyAddress(n.address);
  return cls === "public" || config.allowClasses.has(cls) ? undefined : cls;
}
