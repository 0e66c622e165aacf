import { createServer } from "node:http";
import { announce, estimateRent, portFromEnv, TOOL, toolResult, type RentArgs } from "./rent-tool";

/**
 * The physical limit: node:http reads the body, parses the JSON-RPC request, answers the same
 * result with Content-Length. No validation, no MCP semantics beyond the envelope. A request
 * carrying the 2026-07-28 `_meta` gets the reply bytes that revision asks for (`resultType` and
 * serverInfo in `_meta`, as the generated server answers), so bench/eras.ts can tell what the
 * larger messages cost on their own from what the runtime adds.
 */
const MODERN_TAIL = `,"resultType":"complete","_meta":${JSON.stringify({ "io.modelcontextprotocol/serverInfo": { name: "housing", title: "Housing (ADU) Service", version: "0.9.0" } })}}`;
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    let msg: { id?: unknown; method?: unknown; params?: { name?: unknown; arguments?: RentArgs; _meta?: Record<string, unknown> } };
    try {
      msg = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      res.writeHead(400).end();
      return;
    }
    const body =
      msg.method === "tools/call" && msg.params?.name === TOOL && msg.params.arguments
        ? modern(msg.params._meta)
          ? // the 2026 fields spliced into the serialised result, as the generated server does (no object copied)
            `{"jsonrpc":"2.0","id":${JSON.stringify(msg.id)},"result":${JSON.stringify(toolResult(estimateRent(msg.params.arguments))).slice(0, -1)}${MODERN_TAIL}}`
          : JSON.stringify({ jsonrpc: "2.0", id: msg.id, result: toolResult(estimateRent(msg.params.arguments)) })
        : JSON.stringify({ jsonrpc: "2.0", id: msg.id ?? null, error: { code: -32601, message: "Method not found" } });
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
});
function modern(meta: Record<string, unknown> | undefined): boolean {
  return meta?.["io.modelcontextprotocol/protocolVersion"] === "2026-07-28";
}

server.keepAliveTimeout = 30_000;
server.listen(portFromEnv(), "127.0.0.1", () => announce((server.address() as { port: number }).port));
