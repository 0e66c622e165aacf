// Outbound HTTP inside a traced request: the guarded client's CLIENT span is a child of the request's
// server span, and the upstream (a real local HTTP server) receives the trace context in
// `traceparent`. Spans are read from the SDK's in-memory exporter; a query string (where an API key
// may travel) is never recorded.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { InMemorySpanExporter } from "@opentelemetry/sdk-trace-node";
import { flushTelemetry, startTelemetry, stopTelemetry, telemetry } from "../../generator/runtime";
import { guardedFetch, outboundConfigFrom } from "../../generator/platform/http";

const exporter = new InMemorySpanExporter();
let upstream: Server;
let origin = "";
const received: (string | undefined)[] = [];

beforeAll(async () => {
  startTelemetry({}, { version: "test", logger: pino({ level: "silent" }), overrides: { spanExporter: exporter } });
  upstream = createServer((req, res) => {
    received.push(req.headers.traceparent as string | undefined);
    res.writeHead(req.url?.startsWith("/missing") ? 404 : 200).end("ok");
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await stopTelemetry();
  await new Promise((resolve) => upstream.close(resolve));
});

const config = outboundConfigFrom({ MCPFORGE_OUTBOUND_ALLOW: "loopback" });

async function inRequest(path: string) {
  const op = telemetry()!.begin({ method: "tools/call", tool: "fetch_it", id: 1, transport: "http", service: "test" });
  await op.run(() => guardedFetch(config, `${origin}${path}`));
  op.end();
  await flushTelemetry();
  const spans = exporter.getFinishedSpans();
  const server = spans.find((s) => s.name === "tools/call fetch_it" && s.spanContext().spanId === op.ids!.span_id)!;
  const client = spans.find((s) => s.parentSpanContext?.spanId === server.spanContext().spanId)!;
  return { server, client };
}

test("the outbound call is a CLIENT child span and the upstream receives its traceparent", async () => {
  const { server, client } = await inRequest("/ok?api_key=s3cret");
  expect(client.name).toBe("GET");
  expect(client.kind).toBe(2); // SpanKind.CLIENT
  expect(client.attributes).toEqual({ "http.request.method": "GET", "server.address": "127.0.0.1", "server.port": Number(new URL(origin).port), "http.response.status_code": 200 });
  const c = client.spanContext();
  expect(received.at(-1)).toBe(`00-${c.traceId}-${c.spanId}-01`);
  expect(c.traceId).toBe(server.spanContext().traceId);
  expect(JSON.stringify(exporter.getFinishedSpans().map((s) => s.attributes))).not.toContain("s3cret");
});

test("an upstream error status is the client span's error.type", async () => {
  const { client } = await inRequest("/missing");
  expect(client.attributes).toMatchObject({ "http.response.status_code": 404, "error.type": "404" });
  expect(client.status.code).toBe(2);
});

test("outside a request (no active span) nothing is recorded and no traceparent is sent", async () => {
  exporter.reset();
  await guardedFetch(config, `${origin}/ok`);
  await flushTelemetry();
  expect(exporter.getFinishedSpans()).toEqual([]);
  expect(received.at(-1)).toBeUndefined();
});
