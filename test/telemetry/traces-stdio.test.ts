// Traces over stdio: `mcpforge serve webhooks --stdio` as a client starts it, tracing on through
// OTEL_EXPORTER_OTLP_ENDPOINT, exporting to an in-process OTLP receiver. Closing the client ends the
// process, which flushes its spans before it exits.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { OtlpReceiver } from "../helpers/otlp-receiver";

const receiver = new OtlpReceiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.close());

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT = "00f067aa0ba902b7";

test("a 2025 call over stdio: server span child of _meta's traceparent, network.transport pipe, the negotiated version; storage children", async () => {
  const env = { ...(process.env as Record<string, string>), OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_METRICS_EXPORTER: "none", MCPFORGE_DATA_DIR: mkdtempSync(join(tmpdir(), "otel-stdio-")), MCPFORGE_LOG_FORMAT: "json" };
  const transport = new StdioClientTransport({ command: process.execPath, args: [join(__dirname, "..", "..", "bin", "mcpforge.js"), "serve", "webhooks", "--stdio"], env, stderr: "pipe" });
  const client = new Client({ name: "t", version: "1" });
  await client.connect(transport);
  await client.callTool({ name: "create_webhook_bucket", arguments: { name: "bob-private-bucket" }, _meta: { traceparent: `00-${TRACE}-${PARENT}-01` } });
  await client.close();
  const span = await receiver.span((s) => s.traceId === TRACE && s.parentSpanId === PARENT);
  expect(span).toMatchObject({ name: "tools/call create_webhook_bucket", kind: 2, resource: { "service.name": "webhooks" } });
  expect(span.attributes).toMatchObject({ "mcp.method.name": "tools/call", "gen_ai.tool.name": "create_webhook_bucket", "network.transport": "pipe", "mcp.protocol.version": "2025-11-25", "jsonrpc.request.id": "1" });
  expect(span.attributes["network.protocol.name"]).toBeUndefined();
  await receiver.span((s) => s.parentSpanId === span.spanId && s.attributes["db.system.name"] === "sqlite");
  expect(receiver.raw.join("\n")).not.toContain("bob-private-bucket");
});
