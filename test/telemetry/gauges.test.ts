// The rate-limit refusal counter and the queue gauges, read from the host's /metrics (the
// OpenTelemetry Prometheus exporter) with known figures behind them: the real webhooks and comms
// services on one SQLite data directory, a second connection to that database putting known rows
// in a job queue nobody works and in the campaign sender's queue, and HTTP requests past a small
// per-address rate limit.
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger, loadConfig, startHost, stopTelemetry, type RunningHost } from "../../generator/runtime";
import { services, storage } from "../../handlers";
import { openStorage, type Storage } from "../../generator/platform/storage";
import { postRaw } from "../helpers/http";

let host: RunningHost;
let probe: Storage;
const env = { OTEL_METRICS_EXPORTER: "prometheus", OTEL_TRACES_EXPORTER: "none", MCPFORGE_DATA_DIR: mkdtempSync(join(tmpdir(), "gauges-")), MCPFORGE_RATE_LIMIT_RPS: "1", MCPFORGE_RATE_LIMIT_BURST: "3" };

beforeAll(async () => {
  host = await startHost({ services: [services.webhooks(), services.comms()], config: loadConfig(env, { host: "127.0.0.1", port: 0 }), logger: createLogger("silent"), storage });
  probe = await openStorage({ env });
});
afterAll(async () => {
  await probe.close();
  await host.close();
  await stopTelemetry();
});

/** The value of one series of /metrics (`name{…labels containing `labels`…} value`), or undefined. */
async function metric(name: string, labels = ""): Promise<number | undefined> {
  const text = await (await fetch(`${host.url}/metrics`)).text();
  const line = text.split("\n").find((l) => l.split(/[ {]/)[0] === name && l.includes(labels));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

test("every 429 of the per-address rate limit is counted, and nothing else is", async () => {
  expect(await metric("mcpforge_rate_limit_refusals_total")).toBeUndefined();
  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
  const statuses = (await Promise.all(Array.from({ length: 12 }, () => postRaw(`${host.url}/webhooks/mcp`, { body })))).map((r) => r.status);
  const refused = statuses.filter((s) => s === 429).length;
  expect(refused).toBeGreaterThan(0); // 12 at once against a burst of 3
  expect(statuses.filter((s) => s !== 429).every((s) => s === 200)).toBe(true);
  expect(await metric("mcpforge_rate_limit_refusals_total")).toBe(refused);
});

test("the jobs queue gauge reports the jobs waiting in each queue", async () => {
  for (let i = 0; i < 3; i++) await probe.jobs.enqueue("gauge.idle", { i }, { runAt: new Date(Date.now() + 3_600_000) });
  expect(await metric("mcpforge_jobs_queue_depth", 'queue="gauge.idle"')).toBe(3);
  await probe.jobs.enqueue("gauge.idle", { i: 3 }, { runAt: new Date(Date.now() + 3_600_000) });
  expect(await metric("mcpforge_jobs_queue_depth", 'queue="gauge.idle"')).toBe(4);
});

test("the campaign queue gauge counts recipients queued and not yet sent", async () => {
  const before = (await metric("mcpforge_campaigns_queue_depth")) ?? 0;
  const campaign = randomUUID();
  const row = (n: number, state: string) => ({ id: randomUUID(), organization_id: "org-gauge", campaign_id: campaign, contact_id: `c${n}`, email: `c${n}@example.test`, first_name: "", state, attempts: 0, complained: 0, updated_at: Date.now() });
  await probe.db.insertInto("comms_campaign_recipients").values([row(1, "queued"), row(2, "queued"), row(3, "sent")]).execute();
  expect(await metric("mcpforge_campaigns_queue_depth")).toBe(before + 2);
});
