import { readFileSync } from "node:fs";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { serveStateless } from "./sdk-stateless-http";

/**
 * The SDK's documented stateless pattern for bench/npm-start.ts: a new `Server` and
 * StreamableHTTPServerTransport per POST (examples/server/simpleStatelessStreamableHttp.ts), the
 * low-level Server because the tools' schemas are JSON Schema, answering the result the npm start
 * host gave (REPLAY_FILE, chosen by the URL path as in replay-http.ts). It validates nothing and runs
 * no handler, which can only favour it. SDK 1.x speaks the 2025 era only.
 */
const replies = new Map(Object.entries(JSON.parse(readFileSync(process.env.REPLAY_FILE!, "utf8")) as Record<string, Record<string, unknown>>));

serveStateless((req) => {
  const reply = replies.get((req.url ?? "/").slice(1)) ?? { isError: true, content: [] };
  const server = new Server({ name: "replay", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(CallToolRequestSchema, async () => reply);
  return server;
});
