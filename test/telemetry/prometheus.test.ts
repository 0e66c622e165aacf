// Metrics through a real Prometheus (Debian's package, .ci/steps/50-prometheus.sh): the host serves
// /metrics (OTEL_METRICS_EXPORTER=prometheus), Prometheus scrapes it every second, and the
// tool-call histogram is read back through Prometheus's HTTP API after a known number of calls.
// No sleeps: the test waits for scrapes to reach the host, and reads once Prometheus has started
// the scrape after the one that saw every call (a target's scrapes are sequential, so the earlier
// one is stored by then).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createLogger, loadConfig, startHost, stopTelemetry, type RunningHost } from "../../generator/runtime";
import { services, storage } from "../../handlers";

const PROMETHEUS = process.env.MCPFORGE_PROMETHEUS ?? "/usr/bin/prometheus";
let host: RunningHost;
let prometheus: ChildProcess;
let api = "";
const scrapeWaiters: (() => void)[] = [];
const nextScrape = () => new Promise<void>((resolve) => scrapeWaiters.push(resolve));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const env = { OTEL_METRICS_EXPORTER: "prometheus", OTEL_TRACES_EXPORTER: "none", MCPFORGE_DATA_DIR: mkdtempSync(join(tmpdir(), "prom-")) };
  host = await startHost({ services: [services.webhooks()], config: loadConfig(env, { host: "127.0.0.1", port: 0 }), logger: createLogger("silent"), storage });
  host.http.on("request", (req) => {
    if (req.url === "/metrics") scrapeWaiters.splice(0).forEach((w) => w());
  });
  const dir = mkdtempSync(join(tmpdir(), "prometheus-"));
  writeFileSync(join(dir, "prometheus.yml"), `global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: mcpforge\n    static_configs:\n      - targets: ["127.0.0.1:${host.port}"]\n`);
  const port = await freePort();
  api = `http://127.0.0.1:${port}`;
  const first = nextScrape();
  prometheus = spawn(PROMETHEUS, [`--config.file=${join(dir, "prometheus.yml")}`, `--storage.tsdb.path=${join(dir, "data")}`, `--web.listen-address=127.0.0.1:${port}`], { stdio: "ignore" });
  await first;
});
afterAll(async () => {
  prometheus?.kill("SIGTERM");
  await host.close();
  await stopTelemetry();
});

async function query(promql: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]> {
  const res = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await res.json()) as { status: string; data: { result: { metric: Record<string, string>; value: [number, string] }[] } };
  expect(body.status).toBe("success");
  return body.data.result;
}

test("after 5 successful calls and 2 refusals, Prometheus holds the histogram and the error counter", async () => {
  const client = new Client({ name: "t", version: "1" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${host.url}/webhooks/mcp`)));
  for (let i = 0; i < 5; i++) await client.callTool({ name: "create_webhook_bucket", arguments: {} });
  for (let i = 0; i < 2; i++) await client.callTool({ name: "get_webhook_bucket", arguments: { bucket_id: "B".repeat(22) } });
  await client.close();
  await nextScrape(); // sees every call
  await nextScrape(); // the one before it is stored
  const count = await query('mcp_server_operation_duration_count{gen_ai_tool_name="create_webhook_bucket"}');
  expect(count).toHaveLength(1);
  expect(count[0].metric).toMatchObject({ job: "mcpforge", mcp_method_name: "tools/call", network_transport: "tcp", mcp_protocol_version: "2025-11-25", mcpforge_service: "webhooks" });
  expect(count[0].value[1]).toBe("5");
  // The conventions' bucket boundaries, every call within the last (+Inf) one.
  const buckets = await query('mcp_server_operation_duration_bucket{gen_ai_tool_name="create_webhook_bucket"}');
  const bound = (le: string) => (le === "+Inf" ? Infinity : Number(le));
  expect(buckets.map((b) => b.metric.le).sort((a, b) => bound(a) - bound(b))).toEqual(["0.01", "0.02", "0.05", "0.1", "0.2", "0.5", "1", "2", "5", "10", "30", "60", "120", "300", "+Inf"]);
  expect(buckets.find((b) => b.metric.le === "+Inf")!.value[1]).toBe("5");
  const errors = await query('mcpforge_errors_total{gen_ai_tool_name="get_webhook_bucket"}');
  expect(errors.map((e) => [e.metric.error_type, e.value[1]])).toEqual([["not_found", "2"]]);
  const calls = await query('sum(mcpforge_tool_calls_total{mcpforge_service="webhooks"})');
  expect(calls[0].value[1]).toBe("7");
});

test("/metrics also carries the storage and host gauges", async () => {
  const text = await (await fetch(`${host.url}/metrics`)).text();
  expect(text).toMatch(/^mcpforge_storage_sqlite_wal_size\S* \d+/m);
  expect(text).toMatch(/^mcpforge_jobs_queue_depth\{[^}]*queue="webhooks\.[^"]+"[^}]*\} \d+/m);
  expect(text).toMatch(/^mcpforge_http_connections_open\S* [1-9]\d*/m);
});
