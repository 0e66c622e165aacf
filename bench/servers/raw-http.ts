import { createServer } from "node:http";
import { announce, estimateRent, portFromEnv, TOOL, toolResult, type RentArgs } from "./rent-tool";

/**
 * The physical limit: node:http reads the body, parses the JSON-RPC request, answers the same
 * result with Content-Length. No validation, no MCP semantics beyond the envelope.
 */
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    let msg: { id?: unknown; method?: unknown; params?: { name?: unknown; arguments?: RentArgs } };
    try {
      msg = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      res.writeHead(400).end();
      return;
    }
    const body =
      msg.method === "tools/call" && msg.params?.name === TOOL && msg.params.arguments
        ? JSON.stringify({ jsonrpc: "2.0", id: msg.id, result: toolResult(estimateRent(msg.params.arguments)) })
        : JSON.stringify({ jsonrpc: "2.0", id: msg.id ?? null, error: { code: -32601, message: "Method not found" } });
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
});
server.keepAliveTimeout = 30_000;
server.listen(portFromEnv(), "127.0.0.1", () => announce((server.address() as { port: number }).port));
