import { createServer } from "node:http";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { services } from "../handlers";
import { loadConfig, startHost } from "../generator/runtime";
import { type BenchContext, type Benchmark, type Headline } from "./lib/bench";
import { runLoad, type LoadResult } from "./lib/load";
import { postRpc } from "./lib/mcp-http";
import { hotspots } from "./lib/cpuprofile";
import { cpuMs, PIN, SERVER_CPU, startServer, TS_NODE_ARGS, type ServerProcess } from "./lib/proc";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, median } from "./lib/stats";

/**
 * Capture throughput: captures per second into one bucket over HTTP keep-alive, with the bucket's
 * default response (200, `{}`), against a raw node:http server that only reads the body and
 * answers the same 200 `{}`: same machine, same run, interleaved rounds, autocannon in its own
 * process. Every capture is a committed SQLite write (WAL, synchronous=NORMAL) before its answer.
 *
 * Run: `npm run bench:webhooks` (both webhook benchmarks) or
 * `node -r ./bench/lib/register.js bench/webhooks-capture.ts [--quick]`.
 * With WEBHOOKS_BENCH_SERVE=raw|webhooks this file is one of the two servers instead.
 */

/** A realistic webhook: a ~1 KB JSON event with the headers a sender adds. */
export const WEBHOOK_BODY = JSON.stringify({
  id: "evt_1QbenchmarkAAAAAAAAAAAAAA",
  type: "invoice.paid",
  created: 1763712000,
  livemode: false,
  data: {
    object: {
      id: "in_1QbenchmarkBBBBBBBBBBBBBB",
      amount_paid: 4200,
      currency: "usd",
      customer: "cus_Rbenchmark",
      lines: Array.from({ length: 6 }, (_, i) => ({ id: `il_${i}`, amount: 700, description: `Seat ${i + 1} × Pro plan (monthly)` })),
      metadata: { order: "A-10293", source: "bench" },
    },
  },
});
export const SENDER_HEADERS: Record<string, string> = {
  "content-type": "application/json",
  "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
  "stripe-signature": "t=1763712000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd",
};

interface Sample extends LoadResult {
  cpuUsPerRequest: number;
}

async function serve(kind: string): Promise<void> {
  let port: number;
  if (kind === "raw") {
    const server = createServer((req, res) => {
      req.on("data", () => undefined);
      req.on("end", () => res.writeHead(200, { "content-type": "application/json", "content-length": 2 }).end("{}"));
    });
    server.keepAliveTimeout = 30_000;
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as { port: number }).port;
  } else {
    const config = loadConfig(process.env, { host: "127.0.0.1", port: 0 });
    const host = await startHost({ services: [services.webhooks()], config, logger: pino({ level: "warn" }) });
    port = host.port;
  }
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => process.exit(0));
  process.stdout.write(`listening ${port}\n`);
}

/** Starts the webhooks server on a fresh SQLite file; returns it with a new bucket's capture URL. */
export async function startWebhooksServer(dir: string, nodeArgs?: string[], file = "bench.sqlite"): Promise<{ server: ServerProcess; bucketId: string; captureUrl: string; mcpUrl: string }> {
  const server = await startServer({
    name: "webhooks",
    script: __filename,
    // One load generator on loopback: the per-client capture rate limit and the storage quotas are
    // raised so the bench measures the write path, not the limiter, and can count every capture.
    env: {
      WEBHOOKS_BENCH_SERVE: "webhooks",
      DATABASE_URL: `sqlite:${join(dir, file)}`,
      NODE_ENV: "production",
      WEBHOOKS_CAPTURES_PER_SECOND: "1000000000",
      WEBHOOKS_CAPTURE_BURST: "1000000000",
      WEBHOOKS_MAX_CAPTURES_PER_BUCKET: "1000000000",
      WEBHOOKS_MAX_STORED_BYTES: String(2 ** 50),
    },
    cpu: SERVER_CPU,
    nodeArgs,
  });
  const mcpUrl = `http://127.0.0.1:${server.port}/webhooks/mcp`;
  const created = await callTool(mcpUrl, "create_webhook_bucket", { name: "bench", controlled_test: true });
  return { server, bucketId: created.bucket_id as string, captureUrl: created.url as string, mcpUrl };
}

export async function startRawServer(): Promise<ServerProcess> {
  return startServer({ name: "raw", script: __filename, env: { WEBHOOKS_BENCH_SERVE: "raw" }, cpu: SERVER_CPU });
}

export async function callTool(mcpUrl: string, name: string, args: Record<string, unknown>): Promise<Record<string, any>> {
  const { message } = await postRpc(mcpUrl, JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } }));
  const result = message?.result as { isError?: boolean; structuredContent?: Record<string, unknown> } | undefined;
  if (!result || result.isError) throw new Error(`${name} failed: ${JSON.stringify(message)}`);
  return result.structuredContent!;
}

async function measure(pid: number, url: string, durationS: number, connections: number): Promise<Sample> {
  const before = cpuMs(pid);
  const r = await runLoad({ url, bodies: [WEBHOOK_BODY], headers: SENDER_HEADERS, durationS, connections });
  const after = cpuMs(pid);
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers and ${r.errors} errors under load`);
  return { ...r, cpuUsPerRequest: ((after - before) * 1000) / r.requests };
}

/** Where the capture server's CPU goes under the 10-connection load (one extra profiled run). */
async function profileCapture(dir: string, durationS: number): Promise<string> {
  const profDir = mkdtempSync(join(tmpdir(), "mcpforge-prof-"));
  try {
    const hooks = await startWebhooksServer(dir, ["--cpu-prof", `--cpu-prof-dir=${profDir}`, ...TS_NODE_ARGS], "profile.sqlite");
    await runLoad({ url: hooks.captureUrl, bodies: [WEBHOOK_BODY], headers: SENDER_HEADERS, durationS: 1 }); // warm-up
    await runLoad({ url: hooks.captureUrl, bodies: [WEBHOOK_BODY], headers: SENDER_HEADERS, durationS });
    await hooks.server.stop();
    const file = readdirSync(profDir).find((f) => f.endsWith(".cpuprofile"));
    if (!file) return "(no profile written)";
    const rows = hotspots(join(profDir, file), 10, "function").map((h) => [h.name.replace(/\|/g, "/"), `${h.selfPct.toFixed(1)}%`]);
    return mdTable(["where (self time, by function)", "share of samples"], rows);
  } finally {
    rmSync(profDir, { recursive: true, force: true });
  }
}

const CONNECTIONS = [10, 50];

async function run(ctx: BenchContext): Promise<Headline[]> {
  const rounds = ctx.quick ? 3 : 5;
  const durationS = ctx.quick ? 2 : 5;
  const dir = mkdtempSync(join(tmpdir(), "mcpforge-bench-webhooks-"));
  const stops: (() => Promise<void>)[] = [];
  try {
    const raw = await startRawServer();
    stops.push(raw.stop);
    const hooks = await startWebhooksServer(dir);
    stops.push(hooks.server.stop);
    const servers = [
      { key: "raw", pid: raw.pid, url: `http://127.0.0.1:${raw.port}/` },
      { key: "capture", pid: hooks.server.pid, url: hooks.captureUrl },
    ];
    const runs = CONNECTIONS.flatMap((connections) => servers.map((s) => ({ ...s, connections, id: `${s.key}@${connections}` })));
    let sent = 0;
    ctx.log("webhooks-capture: warming up");
    for (const s of servers) {
      const w = await runLoad({ url: s.url, bodies: [WEBHOOK_BODY], headers: SENDER_HEADERS, durationS: 1 });
      if (s.key === "capture") sent += w.requests - w.non2xx;
    }
    const samples = new Map<string, Sample[]>(runs.map((r) => [r.id, []]));
    const ratios = new Map<number, number[]>(CONNECTIONS.map((c) => [c, []]));
    for (let round = 0; round < rounds; round++) {
      const order = runs.map((_, i) => runs[(i + round) % runs.length]);
      for (const r of order) {
        const sample = await measure(r.pid, r.url, durationS, r.connections);
        samples.get(r.id)!.push(sample);
        if (r.key === "capture") sent += sample.requests;
      }
      for (const c of CONNECTIONS) ratios.get(c)!.push(samples.get(`capture@${c}`)!.at(-1)!.rps / samples.get(`raw@${c}`)!.at(-1)!.rps);
      ctx.log(`webhooks-capture: round ${round + 1}/${rounds}: ${runs.map((r) => `${r.id} ${fmt(samples.get(r.id)!.at(-1)!.rps)}/s`).join(", ")}`);
    }
    const stored = (await callTool(hooks.mcpUrl, "get_webhook_bucket", { bucket_id: hooks.bucketId })).capture_count as number;
    // autocannon may count a request whose answer arrived after its deadline as not completed.
    if (stored < sent) throw new Error(`only ${stored} of ${sent} acknowledged captures are stored`);
    const rows = runs.map((r) => {
      const ss = samples.get(r.id)!;
      const label = r.key === "raw" ? "raw node:http: reads the body, answers 200 `{}`" : "**webhook capture** into one bucket, committed before the answer";
      const ratio = r.key === "raw" ? "1.00×" : `${median(ratios.get(r.connections)!).toFixed(2)}×`;
      return [label, String(r.connections), fmt(median(ss.map((x) => x.rps))), ratio, fmt(median(ss.map((x) => x.p50us))), fmt(median(ss.map((x) => x.p99us))), fmt(median(ss.map((x) => x.cpuUsPerRequest)))];
    });
    const cpu = (id: string) => fmt(median(samples.get(id)!.map((x) => x.cpuUsPerRequest)));
    ctx.log("webhooks-capture: profiling");
    const profile = await profileCapture(dir, durationS);
    writeSection(
      "webhooks-capture",
      [
        "## Webhook capture throughput",
        "",
        `${machineLine()} · ${rounds} interleaved rounds of ${durationS} s per server and connection count, keep-alive connections, autocannon in its own process on 127.0.0.1${PIN ? " (load generator pinned to CPU 0, server to CPU 1)" : ""} · medians over rounds; "vs raw" is the median of per-round ratios at the same connection count.`,
        "",
        mdTable(["server", "connections", "requests/s", "vs raw", "p50 µs", "p99 µs", "server CPU µs/request"], rows),
        "",
        `Each request: POST of a ${Buffer.byteLength(WEBHOOK_BODY)}-byte JSON event with three sender headers, answered with the bucket's default response (200 \`{}\`). ` +
          "Every capture is stored (method, path, query, headers, body, source, time) and committed to SQLite (WAL, synchronous=NORMAL) before its sender gets the answer; captures arriving together share one transaction (group commit). " +
          `After the run the bucket held ${fmt(stored)} captures for ${fmt(sent)} answered requests: none lost.`,
        "",
        `What holds the figure back: the raw server is limited by the load generator (its own CPU is ${cpu("raw@10")} µs a request); a capture costs ${cpu("capture@10")} µs at 10 connections and ${cpu("capture@50")} µs at 50, most of the difference SQLite's commit (WAL frames for the captures table, its key, the bucket row) and the statements around it. ` +
          "A commit costs about 70 µs however many captures it holds (measured apart with better-sqlite3), so the figure depends on how many senders are in flight: with 10 connections a batch holds up to 10 captures, and the server idles (the profile's idle share) while the senders turn around, since answers wait for the commit; with 50 a batch holds more and the CPU per capture drops. " +
          "What would raise it further: committing on a worker thread so HTTP work overlaps the disk work, or PostgreSQL, where the commit runs in another process. Acknowledging before the commit would be faster and is ruled out: an acknowledged capture must survive a restart.",
        "",
        "Where the capture server's CPU goes (10 connections, one extra profiled run, `node --cpu-prof`; `executeQuery` is time inside SQLite):",
        "",
        profile,
        "",
        `Rerun: \`${ctx.quick ? "BENCH_QUICK=1 " : ""}npm run bench:webhooks\` (both webhook benchmarks)`,
      ].join("\n"),
    );
    return CONNECTIONS.map((c) => {
      const ratio = median(ratios.get(c)!);
      return { figure: `webhook captures/s vs raw node:http, ${c} connections`, measured: `${ratio.toFixed(2)}× (${fmt(median(samples.get(`capture@${c}`)!.map((x) => x.rps)))}/s)`, target: "≥ 0.5×", met: ratio >= 0.5 };
    });
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export const webhooksCapture: Benchmark = { name: "webhooks-capture", run };

if (require.main === module) {
  const kind = process.env.WEBHOOKS_BENCH_SERVE;
  if (kind) void serve(kind);
  else {
    const quick = process.argv.includes("--quick") || process.env.BENCH_QUICK === "1";
    run({ quick, log: (m) => process.stderr.write(`${m}\n`) }).then(
      (h) => process.stdout.write(`${h.map((x) => `${x.figure}: ${x.measured} (target ${x.target}: ${x.met ? "met" : "MISSED"})`).join("\n")}\n`),
      (err: unknown) => {
        process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
        process.exitCode = 1;
      },
    );
  }
}
