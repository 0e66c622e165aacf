// Traces by the OpenTelemetry MCP conventions, end to end over HTTP: the real webhooks service
// (SQLite) with tracing on through the OTEL_* variables, the SDK's OTLP HTTP exporter posting to an
// in-process receiver (test/helpers/otlp-receiver.ts), SDK clients of both protocol eras calling it.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Client as Client2, StreamableHTTPClientTransport as Transport2 } from "@modelcontextprotocol/client";
import { webhooksService } from "../../generated/webhooks/server";
import { bindService, createLogger, flushTelemetry, loadConfig, startHost, stopTelemetry, type RunningHost } from "../../generator/runtime";
import { services, storage } from "../../handlers";
import { OtlpReceiver, type ReceivedSpan } from "../helpers/otlp-receiver";
import { postRaw } from "../helpers/http";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { scriptedHandlers, BUCKET } = require("../helpers/scripted-handlers.js");

const receiver = new OtlpReceiver();
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
    done();
  },
});
let real: RunningHost;
let scripted: RunningHost;

beforeAll(async () => {
  await receiver.start();
  const env = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_METRICS_EXPORTER: "none", MCPFORGE_DATA_DIR: mkdtempSync(join(tmpdir(), "otel-")), MCPFORGE_VALIDATE_OUTPUTS: "true" };
  const logger = createLogger("info", { destination: sink });
  real = await startHost({ services: [services.webhooks()], config: loadConfig(env, { host: "127.0.0.1", port: 0 }), logger, storage });
  scripted = await startHost({ services: [bindService(webhooksService, scriptedHandlers)], config: loadConfig(env, { host: "127.0.0.1", port: 0 }), logger });
});
afterAll(async () => {
  await real.close();
  await scripted.close();
  await stopTelemetry();
  await receiver.close();
});

const TRACE = "0af7651916cd43dd8448eb211c80319c";
let n = 0;
/** A fresh caller span in TRACE for each call, so each test finds its own server span. */
const callerSpan = () => (++n).toString(16).padStart(16, "a");
const traceparent = (span: string) => `00-${TRACE}-${span}-01`;

async function serverSpan(parent: string): Promise<ReceivedSpan> {
  await flushTelemetry();
  return receiver.span((s) => s.traceId === TRACE && s.parentSpanId === parent && s.kind === 2);
}

async function callWith(client: { callTool(p: Record<string, unknown>): Promise<unknown>; close(): Promise<void> }, params: Record<string, unknown>) {
  try {
    return await client.callTool(params);
  } finally {
    await client.close();
  }
}

test("2025 era (SDK 1.x client): one server span, child of the caller's span from _meta, with the conventions' attributes; storage queries are its children", async () => {
  const client = new Client({ name: "t", version: "1" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${real.url}/webhooks/mcp`)));
  const parent = callerSpan();
  await callWith(client, { name: "create_webhook_bucket", arguments: { name: "alice-private-bucket" }, _meta: { traceparent: traceparent(parent) } });
  const span = await serverSpan(parent);
  expect(span.name).toBe("tools/call create_webhook_bucket");
  expect(span.attributes).toEqual({
    "mcp.method.name": "tools/call",
    "gen_ai.tool.name": "create_webhook_bucket",
    "gen_ai.operation.name": "execute_tool",
    "mcp.protocol.version": "2025-11-25",
    "jsonrpc.request.id": expect.stringMatching(/^\d+$/),
    "network.transport": "tcp",
    "network.protocol.name": "http",
    "mcpforge.service": "webhooks",
  });
  expect(span.status.code ?? 0).toBe(0);
  const children = receiver.spans.filter((s) => s.parentSpanId === span.spanId);
  expect(children.length).toBeGreaterThan(0);
  expect(children.every((c) => c.kind === 3 && c.attributes["db.system.name"] === "sqlite" && c.traceId === TRACE)).toBe(true);
  expect(children.map((c) => c.name)).toContain("INSERT");
  // No argument values (nor results: the bucket id the call returned) in anything exported.
  expect(receiver.raw.join("\n")).not.toContain("alice-private-bucket");
});

test("2026-07-28 era (SDK 2 client pinned): the same span, the per-request protocol version", async () => {
  const client = new Client2({ name: "t2", version: "1" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
  await client.connect(new Transport2(new URL(`${real.url}/webhooks/mcp`)));
  const parent = callerSpan();
  await callWith(client, { name: "create_webhook_bucket", arguments: {}, _meta: { traceparent: traceparent(parent), tracestate: "vendor=x" } });
  const span = await serverSpan(parent);
  expect(span.name).toBe("tools/call create_webhook_bucket");
  expect(span.attributes).toMatchObject({ "mcp.method.name": "tools/call", "mcp.protocol.version": "2026-07-28", "network.transport": "tcp", "jsonrpc.request.id": expect.any(String) });
});

test("a declared refusal: error.type is the declared code, the span's status ERROR", async () => {
  const client = new Client({ name: "t", version: "1" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${real.url}/webhooks/mcp`)));
  const parent = callerSpan();
  const r = (await callWith(client, { name: "get_webhook_bucket", arguments: { bucket_id: "A".repeat(22) }, _meta: { traceparent: traceparent(parent) } })) as { isError?: boolean };
  expect(r.isError).toBe(true);
  const span = await serverSpan(parent);
  expect(span.attributes["error.type"]).toBe("not_found");
  expect(span.status.code).toBe(2);
});

test("an unknown tool: error.type and rpc.response.status_code are the JSON-RPC code", async () => {
  const parent = callerSpan();
  const body = JSON.stringify({ jsonrpc: "2.0", id: "x-1", method: "tools/call", params: { name: "no_such_tool", arguments: {}, _meta: { traceparent: traceparent(parent) } } });
  expect((await postRaw(`${real.url}/webhooks/mcp`, { body })).status).toBe(200);
  const span = await serverSpan(parent);
  expect(span.attributes).toMatchObject({ "error.type": "-32602", "rpc.response.status_code": "-32602", "jsonrpc.request.id": "x-1", "mcp.protocol.version": "2025-03-26" });
});

test("the HTTP traceparent header is the parent when _meta has none, and a link when _meta has one", async () => {
  const fromHeader = callerSpan();
  const call = (meta: Record<string, unknown>) => JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "create_webhook_bucket", arguments: {}, _meta: meta } });
  await postRaw(`${real.url}/webhooks/mcp`, { body: call({}), headers: { traceparent: traceparent(fromHeader) } });
  expect((await serverSpan(fromHeader)).links).toEqual([]);
  const fromMeta = callerSpan();
  const linked = callerSpan();
  await postRaw(`${real.url}/webhooks/mcp`, { body: call({ traceparent: traceparent(fromMeta) }), headers: { traceparent: traceparent(linked) } });
  const span = await serverSpan(fromMeta);
  expect(span.links).toMatchObject([{ traceId: TRACE, spanId: linked }]);
});

test("every log line of a traced request carries its trace_id and span_id", async () => {
  const parent = callerSpan();
  // The scripted configure_webhook_response throws: the runtime logs "handler failed" through ctx.log.
  const body = JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "configure_webhook_response", arguments: { bucket_id: BUCKET, status: 200, content_type: "text/plain", body: "ok" }, _meta: { traceparent: traceparent(parent) } } });
  await postRaw(`${scripted.url}/webhooks/mcp`, { body });
  const span = await serverSpan(parent);
  const line = lines.find((l) => l.msg === "handler failed" && l.traceparent === traceparent(parent));
  expect(line).toMatchObject({ trace_id: TRACE, span_id: span.spanId });
  expect(span.attributes["error.type"]).toBe("internal_error");
});
