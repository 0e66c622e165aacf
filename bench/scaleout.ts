import { cpus, loadavg } from "node:os";
import { startDns } from "../test/email/servers";
import { startCluster } from "../test/scaleout/cluster";
import { startNginx, type Nginx } from "../test/scaleout/nginx";
import { createTestDatabase } from "../test/storage/databases";
import { callTool } from "../test/durability/writers";
import { MCP_HEADERS, runLoad, type LoadResult } from "./lib/load";
import { machineLine, writeSection } from "./lib/results";
import { fmt, max, mdTable, median, min, ratio } from "./lib/stats";
import { SENDER_HEADERS, WEBHOOK_BODY } from "./webhooks-capture";

/**
 * Scale-out throughput: 1, 2 and 3 `mcpforge serve webhooks email` instances on one PostgreSQL
 * database behind nginx (deploy/nginx.conf), in the same run on the same machine, rounds
 * interleaved (1, 2, 3, then 2, 3, 1, …) so drift hits every configuration alike. Two workloads
 * through nginx: an MCP tools/call that reads the database (get_webhook_bucket) and webhook
 * captures (a committed PostgreSQL write each). autocannon runs in its own process.
 *
 * Needs MCPFORGE_TEST_PG_URL (an admin URL: a fresh database is created and dropped) and nginx
 * (MCPFORGE_NGINX or /usr/sbin/nginx). Run:
 *   MCPFORGE_TEST_PG_URL=postgres://… node -r ./bench/lib/register.js bench/scaleout.ts [--quick]
 * Writes the "Scale-out" section of bench/RESULTS.md.
 */
const QUICK = process.argv.includes("--quick");
const ROUNDS = QUICK ? 2 : 5;
const DURATION_S = QUICK ? 3 : 5;
const CONNECTIONS = 32;
const SIZES = [1, 2, 3];

interface Workload {
  name: string;
  load(nginx: Nginx): Promise<LoadResult>;
}

async function main(): Promise<void> {
  if (!process.env.MCPFORGE_TEST_PG_URL) throw new Error("MCPFORGE_TEST_PG_URL is not set: `source .ci/steps/10-postgres.sh start` starts a server and sets it");
  const database = await createTestDatabase("postgres");
  const dns = await startDns();
  const cluster = await startCluster({ database, dns, n: 3, env: { NODE_ENV: "production", LOG_LEVEL: "warn", MCPFORGE_JOBS_POLL_MS: "1000" } });
  let nginx: Nginx | undefined;
  try {
    const mcpUrl = `${cluster.instances[0].url}/webhooks/mcp`;
    const bucket = (await callTool(mcpUrl, "create_webhook_bucket", { name: "bench", controlled_test: true })).structuredContent.bucket_id as string;
    const read = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_webhook_bucket", arguments: { bucket_id: bucket } } });
    const workloads: Workload[] = [
      { name: "MCP tools/call get_webhook_bucket (database read)", load: (n) => runLoad({ url: `${n.url}/webhooks/mcp`, bodies: [read], headers: MCP_HEADERS, durationS: DURATION_S, connections: CONNECTIONS }) },
      { name: "webhook capture POST (database write)", load: (n) => runLoad({ url: `${n.url}/webhooks/in/${bucket}`, bodies: [WEBHOOK_BODY], headers: SENDER_HEADERS, durationS: DURATION_S, connections: CONNECTIONS }) },
    ];
    // Warm-up: every instance compiles its hot paths before anything is measured.
    nginx = await startNginx({ upstreams: cluster.instances.map((i) => i.port) });
    for (const w of workloads) await w.load(nginx);
    await nginx.stop();
    nginx = undefined;
    const loadBefore = loadavg()[0];
    const samples = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round++) {
      const order = SIZES.map((_, i) => SIZES[(i + round) % SIZES.length]);
      for (const size of order) {
        nginx = await startNginx({ upstreams: cluster.instances.slice(0, size).map((i) => i.port) });
        for (const w of workloads) {
          const r = await w.load(nginx);
          if (r.non2xx || r.errors) throw new Error(`${w.name} at ${size} instance(s): ${r.non2xx} non-2xx answers and ${r.errors} errors`);
          const key = `${w.name}@${size}`;
          samples.set(key, [...(samples.get(key) ?? []), r.rps]);
          process.stderr.write(`round ${round + 1}: ${key}: ${fmt(r.rps)} req/s\n`);
        }
        await nginx.stop();
        nginx = undefined;
      }
    }
    writeSection("scaleout", report(workloads, samples, [loadBefore, loadavg()[0]]));
  } finally {
    await nginx?.stop();
    await cluster.stop();
    await dns.close();
    await database.drop();
  }
}

function report(workloads: Workload[], samples: Map<string, number[]>, load: number[]): string {
  const rows = workloads.flatMap((w) => {
    const base = median(samples.get(`${w.name}@1`)!);
    return SIZES.map((size) => {
      const all = samples.get(`${w.name}@${size}`)!;
      const rps = median(all);
      return [w.name, String(size), fmt(rps), `${fmt(min(all))}–${fmt(max(all))}`, ratio(rps, base)];
    });
  });
  const overlapping = workloads.filter((w) => {
    const ranges = SIZES.map((size) => samples.get(`${w.name}@${size}`)!).map((all) => [min(all), max(all)]);
    return ranges.some(([lo, hi], i) => ranges.some(([lo2, hi2], j) => i !== j && lo <= hi2 && lo2 <= hi));
  });
  const noise = overlapping.length
    ? `For ${overlapping.map((w) => w.name).join(" and ")}, the rounds' ranges of different instance counts overlap: in this run the differences between 1, 2 and 3 instances are within the noise. `
    : "";
  return [
    "## Scale-out",
    "",
    `${machineLine()} · PostgreSQL (test server, fsync off) · nginx with deploy/nginx.conf · ${CONNECTIONS} connections · median of ${ROUNDS} interleaved rounds of ${DURATION_S} s per point. 1-minute load average before/after the measured rounds: ${load.map((l) => l.toFixed(1)).join(" / ")} (other work on the machine shows here).`,
    "",
    mdTable(["workload (through nginx)", "instances", "requests/s (median)", "rounds' range", "vs 1 instance"], rows),
    "",
    `Everything shares this machine's ${cpus().length} cores: nginx, the instances, PostgreSQL and the load generator (instances not in nginx's upstream stay up, idle, polling jobs at the default 1 s). With ${cpus().length} cores a second or third instance finds no idle CPU to use: one instance already keeps both cores busy together with nginx and PostgreSQL, and more processes only add scheduling and connection overhead. Captures also lose batching: each instance commits the captures that arrive together in one transaction, and the same load split three ways makes smaller batches, so more commits per capture (not profiled here). Expect no gain on such a host; the ratios show the cost, not what scale-out gives with a core (or a machine) per instance. ${load.some((l) => l > cpus().length) ? "The load average above the core count means other work competed during the run: take the ratios as indicative. " : ""}${noise}Correctness across instances is shown by the test suite (test/scaleout), not by this benchmark.`,
    "",
    "Rerun: `MCPFORGE_TEST_PG_URL=postgres://… node -r ./bench/lib/register.js bench/scaleout.ts` (`--quick` for 2 rounds of 3 s).",
  ].join("\n");
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
