import { promises as dns } from "node:dns";

/**
 * The one DNS resolver of the relay: verify_domain, MX lookups for direct delivery and the
 * inbound SPF/DKIM/DMARC checks all read DNS through it, so EMAIL_DNS_SERVERS points all three
 * at the same servers (tests: a local dns2 server).
 */
export interface DnsResolver {
  /** `dns.promises.resolve` signature, as mailauth expects it. */
  resolve(name: string, rrtype: string): Promise<any>;
  /** TXT strings at `name`, each record's strings joined; [] when the name has none. */
  txt(name: string): Promise<string[]>;
  /** MX records sorted by preference; [] when there are none; null when the name does not exist. */
  mx(name: string): Promise<{ exchange: string; priority: number }[] | null>;
  /** IPv4 and IPv6 addresses of a host. */
  addresses(host: string): Promise<string[]>;
}

/** Answers that mean "no such record", as opposed to "could not ask". */
const EMPTY = new Set(["ENODATA", "ENOTFOUND", "NOTFOUND", "ENONAME"]);

export class DnsLookupError extends Error {
  constructor(
    readonly host: string,
    readonly code: string,
  ) {
    super(`DNS lookup of ${host} failed (${code})`);
  }
}

export function createResolver(servers: string[], opts: { timeoutMs?: number; tries?: number } = {}): DnsResolver {
  const resolver = new dns.Resolver({ timeout: opts.timeoutMs ?? 3000, tries: opts.tries ?? 2 });
  if (servers.length) resolver.setServers(servers);
  const resolve = (name: string, rrtype: string) => resolver.resolve(name, rrtype as "TXT");
  const orEmpty = async <T>(name: string, fn: () => Promise<T>, empty: T): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? "ERROR";
      if (EMPTY.has(code)) return empty;
      throw new DnsLookupError(name, code);
    }
  };
  return {
    resolve,
    async txt(name) {
      const records = await orEmpty(name, () => resolver.resolveTxt(name), [] as string[][]);
      return records.map((strings) => strings.join(""));
    },
    async mx(name) {
      try {
        const records = await resolver.resolveMx(name);
        return records.sort((a, b) => a.priority - b.priority);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? "ERROR";
        if (code === "ENODATA") return [];
        if (code === "ENOTFOUND") return null;
        throw new DnsLookupError(name, code);
      }
    },
    async addresses(host) {
      const [v4, v6] = await Promise.all([
        orEmpty(host, () => resolver.resolve4(host), []),
        orEmpty(host, () => resolver.resolve6(host), []),
      ]);
      return [...v4, ...v6];
    },
  };
}
