// W3C trace context from a 2026-07-28 request's `_meta` (traceparent, tracestate) is bound into the
// request logger (pino child bindings), so the server's log lines of that call carry it.
import { Writable } from "node:stream";
import pino from "pino";
import { webhooksService } from "../../generated/webhooks/server";
import { bindService, loadConfig, ManualClock, startHost, type RunningHost } from "../../generator/runtime";
import { postRaw } from "../helpers/http";
import { messagesOf, postModern } from "../helpers/modern";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { scriptedHandlers, BUCKET } = require("../helpers/scripted-handlers.js");

let host: RunningHost;
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
    done();
  },
});

beforeAll(async () => {
  const config = loadConfig({ MCPFORGE_VALIDATE_OUTPUTS: "true" }, { host: "127.0.0.1", port: 0 });
  host = await startHost({ services: [bindService(webhooksService, scriptedHandlers)], config, logger: pino({ level: "info" }, sink), clock: new ManualClock("2026-11-21T10:00:00Z") });
});
afterAll(() => host.close());

const TRACEPARENT = "00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01";

/** Calls the scripted configure_webhook_response, whose handler throws: the runtime logs "handler failed" through ctx.log. */
async function failingCall(meta: Record<string, unknown>): Promise<Record<string, unknown>> {
  const r = messagesOf(await postModern(`${host.url}/webhooks/mcp`, "tools/call", { name: "configure_webhook_response", arguments: { bucket_id: BUCKET, status: 200, content_type: "text/plain", body: "ok" } }, { meta }))[0];
  const requestId = r.result._meta["dev.mcpforge/error"].request_id;
  const line = lines.find((l) => l.requestId === requestId && l.msg === "handler failed");
  if (!line) throw new Error(`no log line for ${requestId}`);
  return line;
}

test("traceparent and tracestate from _meta are on the request's log lines", async () => {
  const line = await failingCall({ traceparent: TRACEPARENT, tracestate: "vendor=abc,other=1" });
  expect(line).toMatchObject({ traceparent: TRACEPARENT, tracestate: "vendor=abc,other=1", tool: "configure_webhook_response" });
});

test.each([
  ["malformed", "00-nothex-00f067aa0ba902b7-01"],
  ["all-zero trace id", "00-00000000000000000000000000000000-00f067aa0ba902b7-01"],
  ["version ff", "ff-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01"],
  ["not a string", 42],
])("a %s traceparent is ignored (W3C: the trace restarts), the call still served", async (_n, traceparent) => {
  const line = await failingCall({ traceparent, tracestate: "vendor=abc" });
  expect(line.traceparent).toBeUndefined();
  expect(line.tracestate).toBeUndefined();
});

test("baggage is never logged (it may carry user data)", async () => {
  const line = await failingCall({ traceparent: TRACEPARENT, baggage: "user=alice" });
  expect(line.traceparent).toBe(TRACEPARENT);
  expect(JSON.stringify(line)).not.toContain("alice");
});

test("a 2025 request's _meta trace context is bound the same way", async () => {
  const body = JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "configure_webhook_response", arguments: { bucket_id: BUCKET, status: 200, content_type: "text/plain", body: "ok" }, _meta: { traceparent: TRACEPARENT } } });
  const r = JSON.parse((await postRaw(`${host.url}/webhooks/mcp`, { headers: { "mcp-protocol-version": "2025-11-25" }, body })).body).result;
  const requestId = r._meta["dev.mcpforge/error"].request_id;
  expect(lines.find((l) => l.requestId === requestId && l.msg === "handler failed")).toMatchObject({ traceparent: TRACEPARENT });
});
