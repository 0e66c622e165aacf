// Traces over stdio: `mcpforge serve webhooks --stdio` as a client starts it, tracing on through
// OTEL_EXPORTER_OTLP_ENDPOINT, exporting to an in-process OTLP receiver. Closing the client ends the
// process, which flushes its spans before it exits. Both protocol eras: the SDK 1.x client (2025
// handshake flow, answered by the SDK Server) and the SDK 2 client pinned to 2026-07-28 (answered
// by the modern core beside it).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { Client as Client2 } from "@modelcontextprotocol/client";
import { StdioClientTransport as Stdio2 } from "@modelcontextprotocol/client/stdio";
import { OtlpReceiver } from "../helpers/otlp-receiver";

const receiver = new OtlpReceiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.close());

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const serve = () => ({
  command: process.execPath,
  args: [join(__dirname, "..", "..", "bin", "mcpforge.js"), "serve", "webhooks", "--stdio"],
  env: { ...(process.env as Record<string, string>), OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_METRICS_EXPORTER: "none", MCPFORGE_DATA_DIR: mkdtempSync(join(tmpdir(), "otel-stdio-")), MCPFORGE_LOG_FORMAT: "json" },
  stderr: "pipe" as const,
});
const parentOf = (span: string) => ({ traceparent: `00-${TRACE}-${span}-01` });

test("a 2025 call over stdio: server span child of _meta's traceparent, network.transport pipe, the negotiated version; storage children; tools/list and initialize spans too", async () => {
  const client = new Client({ name: "t", version: "1" });
  await client.connect(new StdioClientTransport(serve()));
  await client.callTool({ name: "create_webhook_bucket", arguments: { name: "bob-private-bucket" }, _meta: parentOf("00f067aa0ba902b7") });
  await client.listTools({ _meta: parentOf("00f067aa0ba902b8") });
  await client.close();
  const span = await receiver.span((s) => s.traceId === TRACE && s.parentSpanId === "00f067aa0ba902b7");
  expect(span).toMatchObject({ name: "tools/call create_webhook_bucket", kind: 2, resource: { "service.name": "webhooks" } });
  expect(span.attributes).toMatchObject({ "mcp.method.name": "tools/call", "gen_ai.tool.name": "create_webhook_bucket", "network.transport": "pipe", "mcp.protocol.version": "2025-11-25", "jsonrpc.request.id": "1" });
  expect(span.attributes["network.protocol.name"]).toBeUndefined();
  await receiver.span((s) => s.parentSpanId === span.spanId && s.attributes["db.system.name"] === "sqlite");
  const list = await receiver.span((s) => s.traceId === TRACE && s.parentSpanId === "00f067aa0ba902b8");
  expect(list).toMatchObject({ name: "tools/list", kind: 2 });
  expect(list.attributes).toMatchObject({ "mcp.method.name": "tools/list", "network.transport": "pipe", "mcp.protocol.version": "2025-11-25", "jsonrpc.request.id": "2" });
  // The handshake itself is an operation too (a root span: initialize carries no traceparent here).
  const init = await receiver.span((s) => s.name === "initialize" && s.attributes["network.transport"] === "pipe");
  expect(init.attributes).toMatchObject({ "mcp.method.name": "initialize", "jsonrpc.request.id": "0" });
  expect(receiver.raw.join("\n")).not.toContain("bob-private-bucket");
});

test("a 2026-07-28 call over stdio (SDK 2 client pinned): the per-request version, storage children, and server/discover and tools/list spans", async () => {
  const client = new Client2({ name: "t2", version: "1" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
  await client.connect(new Stdio2(serve()));
  await client.callTool({ name: "create_webhook_bucket", arguments: { name: "carol-private-bucket" }, _meta: parentOf("00f067aa0ba902c7") });
  await client.listTools({ _meta: parentOf("00f067aa0ba902c8") });
  await client.close();
  const span = await receiver.span((s) => s.traceId === TRACE && s.parentSpanId === "00f067aa0ba902c7");
  expect(span).toMatchObject({ name: "tools/call create_webhook_bucket", kind: 2 });
  expect(span.attributes).toMatchObject({ "mcp.method.name": "tools/call", "gen_ai.tool.name": "create_webhook_bucket", "network.transport": "pipe", "mcp.protocol.version": "2026-07-28" });
  await receiver.span((s) => s.parentSpanId === span.spanId && s.attributes["db.system.name"] === "sqlite");
  const list = await receiver.span((s) => s.traceId === TRACE && s.parentSpanId === "00f067aa0ba902c8");
  expect(list).toMatchObject({ name: "tools/list", kind: 2 });
  expect(list.attributes).toMatchObject({ "mcp.method.name": "tools/list", "network.transport": "pipe", "mcp.protocol.version": "2026-07-28" });
  const discover = await receiver.span((s) => s.name === "server/discover" && s.attributes["mcp.protocol.version"] === "2026-07-28");
  expect(discover.attributes["network.transport"]).toBe("pipe");
  expect(receiver.raw.join("\n")).not.toContain("carol-private-bucket");
});
