// Every MCP method is an operation, not only tools/call (OpenTelemetry MCP conventions: a SERVER
// span named `{mcp.method.name} {target}`, error.type the JSON-RPC code): the real webhooks service
// (SQLite) with tracing on through OTEL_*, raw requests of both eras over HTTP, spans exported to an
// in-process OTLP receiver. Also a task-mode tools/call (tasks extension), answered with a task handle.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger, flushTelemetry, loadConfig, startHost, stopTelemetry, type RunningHost } from "../../generator/runtime";
import { services, storage } from "../../handlers";
import { OtlpReceiver, type ReceivedSpan } from "../helpers/otlp-receiver";
import { postRaw } from "../helpers/http";
import { messagesOf, postModern } from "../helpers/modern";

const receiver = new OtlpReceiver();
let host: RunningHost;
let url: string;

beforeAll(async () => {
  await receiver.start();
  const env = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_METRICS_EXPORTER: "none", MCPFORGE_DATA_DIR: mkdtempSync(join(tmpdir(), "otel-methods-")) };
  host = await startHost({ services: [services.webhooks()], config: loadConfig(env, { host: "127.0.0.1", port: 0 }), logger: createLogger("warn"), storage });
  url = `${host.url}/webhooks/mcp`;
});
afterAll(async () => {
  await host.close();
  await stopTelemetry();
  await receiver.close();
});

const TRACE = "5bf92f3577b34da6a3ce929d0e0e4736";
let n = 0;
const callerSpan = () => (++n).toString(16).padStart(16, "b");
const meta = (span: string) => ({ traceparent: `00-${TRACE}-${span}-01` });

async function serverSpan(parent: string): Promise<ReceivedSpan> {
  await flushTelemetry();
  return receiver.span((s) => s.traceId === TRACE && s.parentSpanId === parent && s.kind === 2);
}

/** A 2025-flow request (no handshake needed: the endpoint is stateless) under a fresh caller span. */
async function legacy(method: string, params: Record<string, unknown> = {}): Promise<ReceivedSpan> {
  const parent = callerSpan();
  const body = JSON.stringify({ jsonrpc: "2.0", id: `r-${n}`, method, params: { ...params, _meta: meta(parent) } });
  expect((await postRaw(url, { body, headers: { "mcp-protocol-version": "2025-11-25" } })).status).toBe(200);
  return serverSpan(parent);
}

test("2025 flow over HTTP: initialize, tools/list (answered on the fast path) and ping (answered by the SDK Server) are spans named by their method", async () => {
  for (const method of ["initialize", "tools/list", "ping"]) {
    const params = method === "initialize" ? { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw", version: "1" } } : {};
    const span = await legacy(method, params);
    expect(span.name).toBe(method);
    expect(span.attributes).toEqual({ "mcp.method.name": method, "mcp.protocol.version": "2025-11-25", "jsonrpc.request.id": `r-${n}`, "network.transport": "tcp", "network.protocol.name": "http", "mcpforge.service": "webhooks" });
    expect(span.status.code ?? 0).toBe(0);
  }
});

test("2025 flow: a method the service does not serve is an error span with the JSON-RPC code", async () => {
  const span = await legacy("prompts/list");
  expect(span.name).toBe("prompts/list");
  expect(span.attributes).toMatchObject({ "error.type": "-32601", "rpc.response.status_code": "-32601" });
  expect(span.status.code).toBe(2);
});

test("2026-07-28 over HTTP: server/discover and tools/list are spans with the per-request version", async () => {
  for (const method of ["server/discover", "tools/list"]) {
    const parent = callerSpan();
    expect((await postModern(url, method, {}, { meta: meta(parent) })).status).toBe(200);
    const span = await serverSpan(parent);
    expect(span.name).toBe(method);
    expect(span.attributes).toMatchObject({ "mcp.method.name": method, "mcp.protocol.version": "2026-07-28", "network.transport": "tcp", "jsonrpc.request.id": "1" });
  }
});

test("2026-07-28: tasks/get of an unknown task is an error span; a task-mode tools/call is a span of its own, ended by the task handle", async () => {
  const tasks = { "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } } };
  const unknown = callerSpan();
  await postModern(url, "tasks/get", { taskId: "no-such-task" }, { meta: { ...tasks, ...meta(unknown) }, headers: { "mcp-name": "no-such-task" } });
  const refused = await serverSpan(unknown);
  expect(refused.name).toBe("tasks/get");
  expect(refused.status.code).toBe(2);
  expect(refused.attributes["error.type"]).toMatch(/^-32\d{3}$/);

  const created = await postModern(url, "tools/call", { name: "create_webhook_bucket", arguments: {} });
  const bucket = (messagesOf(created)[0].result.structuredContent as { bucket_id: string }).bucket_id;
  const parent = callerSpan();
  const r = await postModern(url, "tools/call", { name: "wait_for_webhook", arguments: { bucket_id: bucket, wait_seconds: 1 } }, { meta: { ...tasks, ...meta(parent) } });
  expect(messagesOf(r)[0].result.resultType).toBe("task");
  const span = await serverSpan(parent);
  expect(span.name).toBe("tools/call wait_for_webhook");
  expect(span.attributes).toMatchObject({ "mcp.method.name": "tools/call", "gen_ai.tool.name": "wait_for_webhook", "mcpforge.task": true, "mcp.protocol.version": "2026-07-28" });
  // The task's own storage work, started in the request's context, belongs to its trace.
  await receiver.span((s) => s.parentSpanId === span.spanId && s.attributes["db.system.name"] === "sqlite");
});
