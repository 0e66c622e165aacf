import { BlockList, isIP, isIPv4 } from "node:net";
import { addCidr } from "../cidr";
import type { IncomingMessage } from "node:http";
import type { RuntimeConfig } from "../config";

/**
 * Who the client is (issue 10 follow-up). Behind a reverse proxy every TCP peer is the proxy, so
 * per-client limits would see one client. When the peer is one of MCPFORGE_TRUSTED_PROXIES, the
 * client is the rightmost X-Forwarded-For address that is not itself a trusted proxy; a header
 * from any other peer is ignored (anybody can send one). Default: no trusted proxy.
 */

const compiled = new WeakMap<readonly string[], BlockList>();
// Caches kept beside the objects, not on them: a property added to every IncomingMessage gives
// node's own request objects a second shape, and its HTTP code then runs through polymorphic caches.
const bySocket = new WeakMap<object, string>();
const byRequest = new WeakMap<IncomingMessage, string>();

/**
 * The client's address for `req`, computed once: the peer's address (IPv4-mapped IPv6 written as
 * IPv4), or the forwarded one when the peer is a trusted proxy. "" when unknown. Without trusted
 * proxies it depends on the connection only, so a keep-alive connection works it out once.
 */
export function clientAddress(req: IncomingMessage, config: Pick<RuntimeConfig, "trustedProxies">): string {
  if (config.trustedProxies.length === 0) {
    let peer = bySocket.get(req.socket);
    if (peer === undefined) bySocket.set(req.socket, (peer = normalizeAddress(req.socket.remoteAddress ?? "")));
    return peer;
  }
  let client = byRequest.get(req);
  if (client === undefined) byRequest.set(req, (client = resolve(req, config.trustedProxies)));
  return client;
}

function resolve(req: IncomingMessage, trusted: readonly string[]): string {
  const peer = normalizeAddress(req.socket.remoteAddress ?? "");
  if (trusted.length === 0 || !peer) return peer;
  const list = proxyList(trusted);
  if (!isTrusted(list, peer)) return peer;
  const header = req.headers["x-forwarded-for"];
  if (typeof header !== "string") return peer;
  const hops = header.split(",");
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i].trim());
    // A malformed hop was not written by a proxy we trust: nothing left of it can be believed.
    if (!hop) return peer;
    if (!isTrusted(list, hop)) return hop;
  }
  return peer;
}

/** True when `peer` (a socket's remote address) is one of the trusted proxies. */
export function isTrustedProxy(peer: string, trusted: readonly string[]): boolean {
  const a = normalizeAddress(peer);
  return trusted.length > 0 && a !== "" && isTrusted(proxyList(trusted), a);
}

/** The address with IPv4-mapped IPv6 as IPv4, zone id dropped, lower case; "" when not an IP. */
export function normalizeAddress(address: string): string {
  let a = address.toLowerCase();
  const zone = a.indexOf("%");
  if (zone >= 0) a = a.slice(0, zone);
  const kind = isIP(a);
  if (kind === 0) return "";
  if (kind === 6 && a.startsWith("::ffff:") && isIPv4(a.slice(7))) return a.slice(7);
  return a;
}

/**
 * The key per-address limits count under: an IPv4 address as is, an IPv6 address as its /64
 * (one host usually holds a whole /64, so its addresses must share one budget). "" stays "".
 */
export function limitKey(address: string): string {
  const a = normalizeAddress(address);
  if (!a.includes(":")) return a;
  const groups = expandIPv6(a).slice(0, 4);
  return `${compress([...groups, 0, 0, 0, 0])}/64`;
}

/** Parses MCPFORGE_TRUSTED_PROXIES: addresses and CIDRs, IPv4 or IPv6; throws naming a bad entry. */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) proxyList([entry]);
  return entries;
}

function proxyList(entries: readonly string[]): BlockList {
  let list = compiled.get(entries);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    // The network in the form addresses are checked in (IPv4-mapped as IPv4, no zone id).
    const [addr, ...rest] = entry.split("/");
    if (!addCidr(list, [normalizeAddress(addr), ...rest].join("/"))) {
      throw new Error(`MCPFORGE_TRUSTED_PROXIES: "${entry}" is not an IPv4/IPv6 address or CIDR (e.g. 10.0.0.0/8, 127.0.0.1, fd00::/8)`);
    }
  }
  compiled.set(entries, list);
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  return list.check(address, address.includes(":") ? "ipv6" : "ipv4");
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail converted). */
function expandIPv6(a: string): number[] {
  let text = a;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [b0, b1, b2, b3] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

/** RFC 5952 text of eight groups: the longest run of two or more zero groups becomes "::". */
function compress(groups: number[]): string {
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j > i ? j : i + 1;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best < 0) return hex.join(":");
  return `${hex.slice(0, best).join(":")}::${hex.slice(best + bestLen).join(":")}`;
}
