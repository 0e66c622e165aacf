import { type BlockList, isIP } from "node:net";

/**
 * Adds one address or CIDR (IPv4 or IPv6, e.g. `10.0.0.0/8`, `127.0.0.1`, `fd00::/8`) to `list`;
 * false when `entry` is neither. The one parser of the operator's address lists
 * (MCPFORGE_TRUSTED_PROXIES, MCPFORGE_OUTBOUND_ALLOW); each caller names its variable in its error.
 *
 * `ipv4Of`, when given, maps an IPv6 network that carries an IPv4 address (e.g. `::ffff:10.0.0.0`)
 * to that address: the range is then added as the IPv4 range it denotes (prefix − 96), for callers
 * that check addresses in their IPv4 form.
 */
export function addCidr(list: BlockList, entry: string, ipv4Of?: (ipv6: string) => string | undefined): boolean {
  const [net, prefixText, extra] = entry.split("/");
  const version = isIP(net);
  if (extra !== undefined || version === 0) return false;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return false;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return false;
  const v4 = version === 6 ? ipv4Of?.(net) : undefined;
  if (v4 !== undefined) list.addSubnet(v4, Math.max(0, prefix - 96), "ipv4");
  else list.addSubnet(net, prefix, version === 4 ? "ipv4" : "ipv6");
  return true;
}
