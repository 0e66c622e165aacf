import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { announce, portFromEnv } from "./rent-tool";

/**
 * The limit for bench/npm-start.ts: node:http reads the body, parses the JSON-RPC request and
 * answers, with Content-Length, the result the npm start host gave for the same request (recorded
 * before the load, REPLAY_FILE: `{ "<path>-<era>": result }`, chosen by the URL path `/<path>-<era>`),
 * serialised per call as any server must. No validation, no handler, no MCP semantics.
 */
const replies = new Map(Object.entries(JSON.parse(readFileSync(process.env.REPLAY_FILE!, "utf8")) as Record<string, unknown>));

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    let msg: { id?: unknown };
    try {
      msg = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      res.writeHead(400).end();
      return;
    }
    const result = replies.get((req.url ?? "/").slice(1));
    const body = result === undefined ? JSON.stringify({ jsonrpc: "2.0", id: msg.id ?? null, error: { code: -32601, message: "Method not found" } }) : JSON.stringify({ jsonrpc: "2.0", id: msg.id, result });
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
});
server.keepAliveTimeout = 30_000;
server.listen(portFromEnv(), "127.0.0.1", () => announce((server.address() as { port: number }).port));
