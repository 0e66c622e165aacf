import { createServer, type IncomingMessage } from "node:http";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { announce, portFromEnv } from "./rent-tool";

/**
 * The SDK's documented stateless streamable HTTP pattern (examples/server/
 * simpleStatelessStreamableHttp.ts): for every POST a new server from `makeServer` and a new
 * transport, closed with the response. The example uses express.json(); node:http with JSON.parse
 * does the same work with less overhead, which can only favour the SDK. Listens on PORT.
 */
export function serveStateless(makeServer: (req: IncomingMessage) => { connect(t: Transport): Promise<void>; close(): Promise<void> }): void {
  const http = createServer(async (req, res) => {
    if (req.method !== "POST") {
      res.writeHead(405, { allow: "POST" }).end();
      return;
    }
    try {
      const body = await readJson(req);
      const server = makeServer(req);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      res.on("close", () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    } catch {
      if (!res.headersSent) res.writeHead(500).end();
    }
  });
  http.keepAliveTimeout = 30_000;
  http.listen(portFromEnv(), "127.0.0.1", () => announce((http.address() as { port: number }).port));
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      } catch (err) {
        reject(err);
      }
    });
    req.on("error", reject);
  });
}
