import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface TestServer {
  server: Server;
  port: number;
  origin: string;
  /** Every request the server received, in order. */
  requests: IncomingMessage[];
  /** Connections accepted (a connection counts even when no request follows). */
  connections: () => number;
  close: () => Promise<void>;
}

/** A real node:http server on `host`:`port` (0 = any free port), answering with `handler`. */
export async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  opts: { host?: string; port?: number } = {},
): Promise<TestServer> {
  const host = opts.host ?? "127.0.0.1";
  const requests: IncomingMessage[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    requests.push(req);
    handler(req, res);
  });
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    origin: `http://${host}:${port}`,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Two servers on one port number, one per loopback address (the pinning tests need the same port on
 * 127.0.0.2 and 127.0.0.1). The port is chosen free on the first address; if another process holds
 * it on the second, a new port is chosen: port allocation, not a timing retry.
 */
export async function startPortPair(
  first: { host: string; handler: (req: IncomingMessage, res: ServerResponse) => void },
  second: { host: string; handler: (req: IncomingMessage, res: ServerResponse) => void },
): Promise<[TestServer, TestServer]> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const a = await startServer(first.handler, { host: first.host });
    try {
      return [a, await startServer(second.handler, { host: second.host, port: a.port })];
    } catch (err) {
      await a.close();
      if ((err as NodeJS.ErrnoException).code !== "EADDRINUSE") throw err;
    }
  }
  throw new Error(`no port free on both ${first.host} and ${second.host} after 20 tries`);
}
