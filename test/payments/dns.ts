import type { AddressInfo } from "node:net";

/** Answers per name: A and AAAA records, or a function of the query count (for rebinding). */
export type Zone = Record<string, { a?: string[] | ((n: number) => string[]); aaaa?: string[] }>;

export interface LocalDns {
  /** host:port for PAYMENTS_DNS_SERVERS. */
  server: string;
  /** A queries received per name. */
  aQueries: Map<string, number>;
  close(): Promise<void>;
}

/** A real DNS server (dns2, UDP on 127.0.0.1 and a free port) serving `zone`. */
export async function startDns(zone: Zone): Promise<LocalDns> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const dns2 = require("dns2");
  const { Packet } = dns2;
  const aQueries = new Map<string, number>();
  const server = dns2.createServer({
    udp: true,
    handle: (request: any, send: (r: unknown) => void) => {
      const response = Packet.createResponseFromRequest(request);
      const [q] = request.questions;
      const entry = zone[q.name.toLowerCase()];
      if (entry && q.type === Packet.TYPE.A) {
        const n = (aQueries.get(q.name) ?? 0) + 1;
        aQueries.set(q.name, n);
        const list = typeof entry.a === "function" ? entry.a(n) : (entry.a ?? []);
        for (const address of list) response.answers.push({ name: q.name, type: Packet.TYPE.A, class: Packet.CLASS.IN, ttl: 0, address });
      }
      if (entry && q.type === Packet.TYPE.AAAA) {
        for (const address of entry.aaaa ?? []) response.answers.push({ name: q.name, type: Packet.TYPE.AAAA, class: Packet.CLASS.IN, ttl: 0, address });
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: "127.0.0.1", type: "udp4" } });
  const port = (server.addresses().udp as AddressInfo).port;
  return { server: `127.0.0.1:${port}`, aQueries, close: () => server.close() };
}
