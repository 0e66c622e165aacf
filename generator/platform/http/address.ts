import { BlockList, isIP } from "node:net";

/** Why an address is not a public target; "public" means it is. */
export type AddressClass =
  | "public"
  | "loopback"
  | "private"
  | "link-local"
  | "cgnat"
  | "multicast"
  | "unspecified"
  | "unique-local"
  | "metadata"
  | "reserved";

/** The classes an operator may allow by name in MCPFORGE_OUTBOUND_ALLOW ("public" needs no allowing). */
export const ADDRESS_CLASSES: readonly Exclude<AddressClass, "public">[] = [
  "loopback",
  "private",
  "link-local",
  "cgnat",
  "multicast",
  "unspecified",
  "unique-local",
  "metadata",
  "reserved",
];

// Order matters: the first matching range names the class, so the metadata hosts come before the
// link-local and unique-local ranges that contain them.
const RANGES: readonly [Exclude<AddressClass, "public">, "ipv4" | "ipv6", string, number][] = [
  ["metadata", "ipv4", "169.254.169.254", 32],
  ["metadata", "ipv4", "100.100.100.200", 32], // Alibaba Cloud
  ["metadata", "ipv6", "fd00:ec2::254", 128],
  ["unspecified", "ipv4", "0.0.0.0", 8],
  ["loopback", "ipv4", "127.0.0.0", 8],
  ["private", "ipv4", "10.0.0.0", 8],
  ["private", "ipv4", "172.16.0.0", 12],
  ["private", "ipv4", "192.168.0.0", 16],
  ["link-local", "ipv4", "169.254.0.0", 16],
  ["cgnat", "ipv4", "100.64.0.0", 10],
  ["multicast", "ipv4", "224.0.0.0", 4],
  ["reserved", "ipv4", "192.0.0.0", 24],
  ["reserved", "ipv4", "198.18.0.0", 15],
  ["reserved", "ipv4", "240.0.0.0", 4], // includes 255.255.255.255
  ["unspecified", "ipv6", "::", 128],
  ["loopback", "ipv6", "::1", 128],
  ["link-local", "ipv6", "fe80::", 10],
  ["unique-local", "ipv6", "fc00::", 7],
  ["multicast", "ipv6", "ff00::", 8],
];

const LISTS = RANGES.map(([cls, family, net, prefix]) => {
  const list = new BlockList();
  list.addSubnet(net, prefix, family);
  return { cls, list, family };
});

/**
 * IPv6 forms that carry an IPv4 address (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d,
 * NAT64 64:ff9b::/96) are judged by the IPv4 address they reach. Returns the address unchanged
 * otherwise, with its family.
 */
export function normalizeAddress(address: string): { address: string; family: "ipv4" | "ipv6" } | undefined {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  const version = isIP(bare);
  if (version === 4) return { address: bare, family: "ipv4" };
  if (version !== 6) return undefined;
  const embedded = embeddedIPv4(bare.toLowerCase());
  return embedded ? { address: embedded, family: "ipv4" } : { address: bare.toLowerCase(), family: "ipv6" };
}

function embeddedIPv4(v6: string): string | undefined {
  const m = /^(?:::ffff:|::|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/.exec(v6);
  if (!m) return undefined;
  if (m[1]) return isIP(m[1]) === 4 ? m[1] : undefined;
  const hi = parseInt(m[2], 16);
  const lo = parseInt(m[3], 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
}

const CARRIERS = new BlockList();
CARRIERS.addSubnet("::ffff:0:0", 96, "ipv6"); // IPv4-mapped
CARRIERS.addSubnet("2002::", 16, "ipv6"); // 6to4

/**
 * IPv4-mapped (::ffff:0:0/96) and 6to4 (2002::/16) addresses, refused explicitly whatever IPv4
 * address they carry: a socket to ::ffff:a.b.c.d reaches a.b.c.d on a dual-stack host, and a 6to4
 * relay forwards to an address nobody checked. (Before, a mapped public address passed the check
 * and failed later with EHOSTUNREACH; 2002::/16 was judged public.)
 */
export function carriesIPv4(address: string): boolean {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  return isIP(bare) === 6 && CARRIERS.check(bare.toLowerCase(), "ipv6");
}

/** The class of an IP literal (IPv4 or IPv6, brackets allowed); throws on anything else. */
export function classifyAddress(address: string): AddressClass {
  const n = normalizeAddress(address);
  if (!n) throw new Error(`not an IP address: "${address}"`);
  for (const { cls, list, family } of LISTS) {
    if (family === n.family && list.check(n.address, n.family)) return cls;
  }
  return "public";
}
