import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rerun, type BenchContext, type Benchmark, type Headline } from "./lib/bench";
import { hotspots } from "./lib/cpuprofile";
import { runLoad, type LoadResult } from "./lib/load";
import { postRpc, sameJson } from "./lib/mcp-http";
import { cpuMs, PIN, SERVER_CPU, startServer, TS_NODE_ARGS, type ServerProcess } from "./lib/proc";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, median } from "./lib/stats";
import { CALL_BODY, TOOL } from "./servers/rent-tool";

/**
 * Benchmark 1: tools/call throughput, latency and server CPU per call of one cheap tool
 * (housing's get_rent_estimate, see bench/servers/rent-tool.ts) on five servers, measured side by
 * side: every round runs each server once, in rotated order, and figures are medians over rounds.
 */
interface ServerSpec {
  key: string;
  label: string;
  script: string;
  env?: Record<string, string>;
}

const SERVERS: ServerSpec[] = [
  { key: "raw", label: "raw node:http JSON-RPC (the limit)", script: "bench/servers/raw-http.ts" },
  { key: "forge", label: "**mcpforge** generated server (NODE_ENV=production)", script: "bench/servers/forge.ts", env: { NODE_ENV: "production" } },
  { key: "forge-validated", label: "mcpforge, output validation on (the default outside production)", script: "bench/servers/forge.ts", env: { MCPFORGE_VALIDATE_OUTPUTS: "true" } },
  { key: "sdk", label: "SDK `McpServer` + zod, documented stateless pattern", script: "bench/servers/sdk-stateless.ts" },
  { key: "fastmcp", label: "FastMCP + zod (httpStream, stateless)", script: "bench/servers/fastmcp.ts" },
];

interface Sample extends LoadResult {
  cpuUsPerCall: number;
}

const INVALID_BODY = JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: TOOL, arguments: { address: "x", bathrooms: 0, bedrooms: 2.5, square_feet: 780 } } });
const UNKNOWN_BODY = JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "no_such_tool", arguments: {} } });

async function verify(servers: ServerProcess[]): Promise<string[]> {
  const notes: string[] = [];
  const answers = await Promise.all(servers.map((s) => postRpc(s.url, CALL_BODY)));
  const reference = answers[0].message?.result;
  servers.forEach((s, i) => {
    if (!sameJson(answers[i].message?.result, reference)) throw new Error(`${s.name} answers a different result: ${JSON.stringify(answers[i].message)}`);
  });
  notes.push("Every server returned the identical tools/call result before the load started.");
  const forge = servers.find((s) => s.name === "forge")!;
  const invalid = (await postRpc(forge.url, INVALID_BODY)).message?.result as { isError?: boolean; _meta?: { "dev.mcpforge/error"?: { code?: string; issues?: { path: string }[] } } };
  const error = invalid?._meta?.["dev.mcpforge/error"];
  const paths = error?.issues?.map((i) => i.path) ?? [];
  if (!invalid?.isError || error?.code !== "invalid_arguments" || !["/address", "/bathrooms", "/bedrooms"].every((p) => paths.some((x) => x.includes(p.slice(1))))) {
    throw new Error(`mcpforge: invalid arguments did not produce the error contract: ${JSON.stringify(invalid)}`);
  }
  const unknown = (await postRpc(forge.url, UNKNOWN_BODY)).message?.error as { code?: number } | undefined;
  if (unknown?.code !== -32602) throw new Error(`mcpforge: unknown tool did not answer -32602: ${JSON.stringify(unknown)}`);
  notes.push(`mcpforge's error contract held on the same endpoint: invalid arguments → \`isError\` naming ${paths.join(", ")}; unknown tool → -32602.`);
  return notes;
}

async function measure(server: ServerProcess, durationS: number): Promise<Sample> {
  const before = cpuMs(server.pid);
  const r = await runLoad({ url: server.url, bodies: [CALL_BODY], durationS });
  const after = cpuMs(server.pid);
  if (r.non2xx || r.errors) throw new Error(`${server.name}: ${r.non2xx} non-2xx answers and ${r.errors} errors under load`);
  return { ...r, cpuUsPerCall: ((after - before) * 1000) / r.requests };
}

/** One short profiled run of the forge server: where its CPU goes, by module. */
async function profileForge(durationS: number): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "mcpforge-prof-"));
  const s = await startServer({ name: "forge", script: "bench/servers/forge.ts", env: { NODE_ENV: "production" }, cpu: SERVER_CPU, nodeArgs: [`--cpu-prof`, `--cpu-prof-dir=${dir}`, ...TS_NODE_ARGS] });
  await runLoad({ url: s.url, bodies: [CALL_BODY], durationS: 1 });
  await runLoad({ url: s.url, bodies: [CALL_BODY], durationS });
  await s.stop();
  const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) return "(no profile written)";
  const rows = hotspots(join(dir, file), 10, "module").map((h) => [h.name.replace(/\|/g, "/"), `${h.selfPct.toFixed(1)}%`]);
  rmSync(dir, { recursive: true, force: true });
  return mdTable(["where (self time, by module)", "share of samples"], rows);
}

interface Measured {
  samples: Map<string, Sample[]>;
  /** Per round, each server's calls/s divided by raw's in the same round. */
  ratios: Map<string, number[]>;
}

/** `rounds` rounds; each runs every server once, the order rotated so no server always goes first. */
async function measureRounds(servers: ServerProcess[], rounds: number, durationS: number, log: (m: string) => void): Promise<Measured> {
  const samples = new Map<string, Sample[]>(servers.map((s) => [s.name, []]));
  const ratios = new Map<string, number[]>(servers.map((s) => [s.name, []]));
  for (let round = 0; round < rounds; round++) {
    const roundRps = new Map<string, number>();
    for (const s of servers.map((_, i) => servers[(i + round) % servers.length])) {
      const sample = await measure(s, durationS);
      samples.get(s.name)!.push(sample);
      roundRps.set(s.name, sample.rps);
    }
    for (const s of servers) ratios.get(s.name)!.push(roundRps.get(s.name)! / roundRps.get("raw")!);
    log(`throughput: round ${round + 1}/${rounds}: ${servers.map((s) => `${s.name} ${fmt(roundRps.get(s.name)!)}/s`).join(", ")}`);
  }
  return { samples, ratios };
}

async function startAll(): Promise<ServerProcess[]> {
  const started = await Promise.allSettled(SERVERS.map((spec) => startServer({ name: spec.key, script: spec.script, env: spec.env, cpu: SERVER_CPU })));
  const failed = started.find((r) => r.status === "rejected");
  if (failed) {
    await Promise.all(started.map((r) => (r.status === "fulfilled" ? r.value.stop() : undefined)));
    throw (failed as PromiseRejectedResult).reason;
  }
  return started.map((r) => (r as PromiseFulfilledResult<ServerProcess>).value);
}

function writeResults(m: Measured, opts: { rounds: number; durationS: number; notes: string[]; profile: string; quick: boolean }): void {
  const med = (key: string, f: (x: Sample) => number) => median(m.samples.get(key)!.map(f));
  const rows = SERVERS.map((spec) => [
    spec.label,
    fmt(med(spec.key, (x) => x.rps)),
    `${median(m.ratios.get(spec.key)!).toFixed(2)}×`,
    fmt(med(spec.key, (x) => x.p50us)),
    fmt(med(spec.key, (x) => x.p99us)),
    fmt(med(spec.key, (x) => x.cpuUsPerCall)),
  ]);
  writeSection(
    "throughput",
    [
      "## 1. tools/call throughput, latency and CPU per call",
      "",
      `${machineLine()} · ${opts.rounds} interleaved rounds of ${opts.durationS} s per server, 10 connections, autocannon in its own process on 127.0.0.1${PIN ? " (load generator pinned to CPU 0, server to CPU 1)" : ""} · medians over rounds; "vs raw" is the median of per-round ratios.`,
      "",
      mdTable(["server", "calls/s", "vs raw", "p50 µs", "p99 µs", "server CPU µs/call"], rows),
      "",
      `Tool: housing \`${TOOL}\` with the benchmark's own cheap handler (bench/servers/rent-tool.ts), same zod schemas for the SDK and FastMCP. ${opts.notes.join(" ")}`,
      "Server CPU is user + system time of the server process (all threads, GC included) from /proc, divided by calls answered. On this 2-core machine the load generator has one core to itself and is as much the limit of the fastest servers' calls/s as they are; CPU per call is the figure that isolates the server.",
      "",
      "Where the mcpforge server's CPU goes under the same load (one extra profiled run, `node --cpu-prof`):",
      "",
      opts.profile,
      "",
      `Rerun: \`${rerun("throughput", opts.quick)}\``,
    ].join("\n"),
  );
}

async function run(ctx: BenchContext): Promise<Headline[]> {
  const rounds = ctx.quick ? 2 : 5;
  const durationS = ctx.quick ? 1 : 5;
  const servers = await startAll();
  try {
    const notes = await verify(servers);
    ctx.log(`throughput: warming up ${servers.length} servers`);
    for (const s of servers) await runLoad({ url: s.url, bodies: [CALL_BODY], durationS: ctx.quick ? 0.5 : 2 });
    const m = await measureRounds(servers, rounds, durationS, ctx.log);
    // The profile is for reading, not a figure: the full run includes it, --quick saves the time.
    const profile = ctx.quick ? "(profile: run without --quick)" : await profileForge(durationS);
    writeResults(m, { rounds, durationS, notes, profile, quick: ctx.quick });
    const forgeRatio = median(m.ratios.get("forge")!);
    const cpu = (key: string) => fmt(median(m.samples.get(key)!.map((x) => x.cpuUsPerCall)));
    const rps = fmt(median(m.samples.get("forge")!.map((x) => x.rps)));
    return [
      {
        figure: "tools/call throughput vs raw node:http",
        measured: `${forgeRatio.toFixed(2)}× (${rps}/s; CPU ${cpu("forge")} vs ${cpu("raw")} µs/call; SDK pattern ${median(m.ratios.get("sdk")!).toFixed(2)}×)`,
        target: "≥ 0.5×",
        met: forgeRatio >= 0.5,
      },
    ];
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

export const throughput: Benchmark = { name: "throughput", run };
