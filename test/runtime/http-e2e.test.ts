import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { LoggingMessageNotificationSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import pino from "pino";
import { webhooksService } from "../../generated/webhooks/server";
import { bindService, loadConfig, ManualClock, startHost, type RunningHost } from "../../generator/runtime";
import { specService } from "../helpers/spec-ir";
import { callRaw, postRaw, toolError } from "../helpers/http";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { scriptedHandlers, BUCKET } = require("../helpers/scripted-handlers.js");

let host: RunningHost;
let client: Client;
const endpoint = () => `${host.url}/webhooks/mcp`;

beforeAll(async () => {
  const config = loadConfig({ MCPFORGE_VALIDATE_OUTPUTS: "true" }, { host: "127.0.0.1", port: 0 });
  host = await startHost({ services: [bindService(webhooksService, scriptedHandlers)], config, logger: pino({ level: "silent" }), clock: new ManualClock("2026-11-21T10:00:00Z") });
  client = new Client({ name: "e2e", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(endpoint()), { requestInit: { headers: { "x-test": "seen" } } }));
});
afterAll(async () => {
  await client.close();
  await host.close();
});

test("initialize reports the running version from the manifest", () => {
  expect(client.getServerVersion()).toEqual({ name: "webhooks", title: "Webhook Capture Service", version: "1.0.1" });
  expect(client.getServerCapabilities()).toEqual({ logging: {}, tools: { listChanged: false } });
});

test("tools/list serves the manifest's resolved schemas verbatim", async () => {
  const ir = specService("webhooks");
  const { tools } = await client.listTools();
  expect(tools).toEqual(
    ir.tools.map((t) => ({ name: t.name, title: t.title, description: t.description, inputSchema: t.inputSchema, outputSchema: t.outputSchema, annotations: { title: t.title, ...t.annotations } })),
  );
});

test("a valid call returns structuredContent matching the output schema and a text rendering", async () => {
  const result = await client.callTool({ name: "create_webhook_bucket", arguments: { name: "n1" } });
  expect(result.isError).toBeUndefined();
  expect(result.structuredContent).toMatchObject({ bucket_id: BUCKET, name: "n1", created_at: "2026-11-21T10:00:00.000Z" });
  expect(JSON.parse((result.content as { text: string }[])[0].text)).toEqual(result.structuredContent);
});

test("invalid arguments name every offending property and reach no handler", async () => {
  const result = await callRaw(client, "list_webhooks", { limit: 99, extra: 1 });
  expect(result.isError).toBe(true);
  const error = toolError(result);
  expect(error.code).toBe("invalid_arguments");
  expect(error.issues!.map((i) => i.path).sort()).toEqual(["/bucket_id", "/extra", "/limit"]);
  const text = (result.content as { text: string }[])[0].text;
  for (const p of ["/bucket_id", "/extra", "/limit"]) expect(text).toContain(p);
});

test("documented defaults are applied before the handler runs; caller headers reach it", async () => {
  const result = await callRaw(client, "get_webhook", { bucket_id: BUCKET, webhook_id: "w1" });
  const seen = JSON.parse(toolError(result).message);
  expect(seen).toEqual({ args: { bucket_id: BUCKET, webhook_id: "w1", include_sensitive: false, max_body_bytes: 65536 }, auth: "seen" });
});

test("an unknown tool is JSON-RPC -32602", async () => {
  const err = await client.callTool({ name: "no_such_tool", arguments: {} }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(McpError);
  expect((err as McpError).code).toBe(-32602);
});

test("a declared business error carries its stable code", async () => {
  const result = await callRaw(client, "get_webhook_bucket", { bucket_id: BUCKET });
  expect(result.isError).toBe(true);
  expect(toolError(result)).toEqual({ code: "not_found", message: `no bucket ${BUCKET}` });
});

test("a throwing handler is internal_error with a request id and no stack or message leak", async () => {
  const result = await callRaw(client, "configure_webhook_response", { bucket_id: BUCKET, status: 200, content_type: "text/plain", body: "" });
  const error = toolError(result);
  expect(error.code).toBe("internal_error");
  expect(error.message).toContain(error.request_id);
  expect(JSON.stringify(result)).not.toMatch(/exploded|secret|\.js:/);
});

test("a result violating the output schema is internal_error, not passed through", async () => {
  const result = await callRaw(client, "list_webhooks", { bucket_id: BUCKET });
  expect(toolError(result).code).toBe("internal_error");
});

test("progress and log notifications reach the client over SSE", async () => {
  const logs: unknown[] = [];
  client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(n.params));
  const progress: { progress: number; total?: number; message?: string }[] = [];
  const result = await client.callTool({ name: "wait_for_webhook", arguments: { bucket_id: BUCKET } }, undefined, { onprogress: (p) => void progress.push(p) });
  expect(result.structuredContent).toEqual({ received: false, waited_ms: 0, webhook: null });
  expect(progress).toEqual([1, 2, 3].map((i) => ({ progress: i, total: 3, message: `step ${i}` })));
  expect(logs).toEqual([{ level: "info", logger: "webhooks", data: { waited: true } }]);
});

test("ping goes through the SDK Server", async () => {
  await expect(client.ping()).resolves.toEqual({});
});

test("closing the connection aborts the handler", async () => {
  const before = scriptedHandlers.aborted.length;
  const controller = new AbortController();
  const pending = fetch(endpoint(), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "clear_webhooks", arguments: { bucket_id: BUCKET, confirm: true } } }),
    signal: controller.signal,
  }).catch(() => undefined);
  await new Promise((r) => setTimeout(r, 100));
  controller.abort();
  await pending;
  for (let i = 0; i < 50 && scriptedHandlers.aborted.length === before; i++) await new Promise((r) => setTimeout(r, 20));
  expect(scriptedHandlers.aborted.length).toBe(before + 1);
});

describe("HTTP hygiene", () => {
  const call = { jsonrpc: "2.0", id: 7, method: "tools/list" };
  test.each<[string, { method?: string; headers?: Record<string, string>; body?: string }, number]>([
    ["GET is 405 with Allow", { method: "GET" }, 405],
    ["DELETE is 405", { method: "DELETE" }, 405],
    ["foreign Host is 403 (DNS rebinding)", { headers: { host: "evil.example:80" } }, 403],
    ["foreign Origin is 403", { headers: { origin: "http://evil.example" } }, 403],
    ["wrong Accept is 406", { headers: { accept: "text/html" } }, 406],
    ["wrong Content-Type is 415", { headers: { "content-type": "text/plain" } }, 415],
    ["a Content-Type that only starts with application/json is 415", { headers: { "content-type": "application/jsonx" } }, 415],
    ["Content-Type with parameters and upper case is accepted", { headers: { "content-type": "Application/JSON; charset=utf-8" } }, 200],
    ["unsupported protocol version is 400", { headers: { "mcp-protocol-version": "1999-01-01" } }, 400],
    ["invalid JSON is 400 / -32700", { body: "{nope" }, 400],
    ["a notification alone is 202", { body: JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }) }, 202],
  ])("%s", async (_name, opts, status) => {
    const res = await postRaw(endpoint(), { body: JSON.stringify(call), ...opts });
    expect(res.status).toBe(status);
    if (status === 405) expect(res.headers.allow).toBe("POST");
    if (opts.body === "{nope") expect(JSON.parse(res.body).error.code).toBe(-32700);
  });

  test("a body over the limit is 413", async () => {
    const res = await postRaw(endpoint(), { body: JSON.stringify({ ...call, pad: "x".repeat(9 * 1024 * 1024) }) });
    expect(res.status).toBe(413);
  });

  test("a batch is answered as an array, ids mapped back per client", async () => {
    const res = await postRaw(endpoint(), { body: JSON.stringify([{ jsonrpc: "2.0", id: "a", method: "ping" }, { ...call, id: 1 }]) });
    const body = JSON.parse(res.body) as { id: string | number }[];
    expect(body.map((m) => m.id).sort()).toEqual([1, "a"]);
  });
});
