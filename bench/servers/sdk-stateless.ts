import { createServer, type IncomingMessage } from "node:http";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { announce, estimateRent, portFromEnv, rentInputShape, rentOutputShape, TOOL, toolResult } from "./rent-tool";

/**
 * The SDK's documented stateless streamable HTTP pattern (examples/server/
 * simpleStatelessStreamableHttp.ts): a new McpServer and transport for every POST, the tool
 * registered with zod input and output schemas. The example uses express.json(); node:http with
 * JSON.parse does the same work with less overhead, which can only favour this server.
 */
function getServer(): McpServer {
  const server = new McpServer({ name: "housing", version: "0.9.0" });
  server.registerTool(
    TOOL,
    {
      title: "Estimate monthly rent",
      description: "Estimate the monthly rent of a unit.",
      inputSchema: rentInputShape,
      outputSchema: rentOutputShape,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args) => toolResult(estimateRent(args)),
  );
  return server;
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

const http = createServer(async (req, res) => {
  if (req.method !== "POST") {
    res.writeHead(405, { allow: "POST" }).end();
    return;
  }
  try {
    const body = await readJson(req);
    const server = getServer();
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
