import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { rerun, type BenchContext, type Benchmark, type Headline } from "./lib/bench";
import { ERAS, PATHS, type CallPath, type Era } from "./lib/npm-start-paths";
import { measureCells, startServers, warmUp, type Cell } from "./lib/npm-start-run";
import { PIN } from "./lib/proc";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, median } from "./lib/stats";

/**
 * tools/call on what `npm start` runs (all nine services, defaults; rate limit off for one load
 * address), on three paths and both eras, against raw node:http answering the same bytes and the
 * SDK's documented stateless pattern (2025 era). Ratios are per round, medians over rounds. The
 * valid-read ratios are also written to bench/npm-start-ratios.json, the reference of the CI guard
 * (bench/npm-start-guard.ts).
 */
export const RATIOS_FILE = join(__dirname, "npm-start-ratios.json");
const GOAL: Record<CallPath["key"], number> = { "valid-read": 0.85, "invalid-arguments": 0.75, "business-error": 0.75 };

/** The guard's reference: valid-read ratios per era, calls/s (host ÷ raw) and CPU per call (raw ÷ host). */
export interface RecordedRatios {
  measured: string;
  "valid-read": Record<Era, { calls: number; cpu: number }>;
}

function recordedRatios(measured: Cell[]): RecordedRatios {
  const valid = measured.filter((c) => c.path.key === "valid-read");
  const of = (era: Era) => valid.find((c) => c.era === era)!;
  const round3 = (x: number) => Number(x.toFixed(3));
  const entry = (c: Cell) => ({ calls: round3(median(c.ratios.host)), cpu: round3(median(c.ratios.cpu)) });
  return { measured: new Date().toISOString().slice(0, 10), "valid-read": { "2025": entry(of("2025")), "2026": entry(of("2026")) } };
}

function cells(): { path: CallPath; era: Era }[] {
  return PATHS.flatMap((path) => ERAS.map((era) => ({ path, era })));
}

function table(measured: Cell[]): string {
  const med = (c: Cell, t: "host" | "raw", f: "rps" | "cpuUsPerCall") => median(c.samples[t].map((s) => s[f]));
  const rows = measured.map((c) => [
    c.path.key,
    c.era === "2026" ? "2026-07-28" : "2025-06-18",
    fmt(med(c, "host", "rps")),
    fmt(med(c, "raw", "rps")),
    `**${median(c.ratios.host).toFixed(2)}×** (${Math.min(...c.ratios.host).toFixed(2)}–${Math.max(...c.ratios.host).toFixed(2)})`,
    `${fmt(med(c, "host", "cpuUsPerCall"))} / ${fmt(med(c, "raw", "cpuUsPerCall"))} (${median(c.ratios.cpu).toFixed(2)}×)`,
    c.ratios.sdk.length ? `${median(c.ratios.sdk).toFixed(2)}×` : "–",
    `≥ ${GOAL[c.path.key]}× ${median(c.ratios.host) >= GOAL[c.path.key] ? "met" : "missed"}`,
  ]);
  return mdTable(["path", "era", "npm start calls/s", "raw calls/s", "vs raw (min–max of rounds)", "CPU µs/call host / raw (raw ÷ host)", "SDK stateless vs raw", "goal"], rows);
}

function write(measured: Cell[], opts: { rounds: number; durationS: number; quick: boolean; loadavg: string }): void {
  writeSection(
    "npm-start",
    [
      "## tools/call on `npm start` (issue 32): three paths, both eras, against raw node:http and the SDK",
      "",
      `${machineLine()} · load average ${opts.loadavg} at start: **the machine was shared** with other work, so absolute calls/s are noisy; only the ratios, taken within each round, are compared · ${opts.rounds} paired rounds of ${opts.durationS} s per server and cell (order rotated each round), 10 connections, autocannon in its own process${PIN ? " pinned to CPU 0, servers to CPU 1" : ""}.`,
      "",
      table(measured),
      "",
      "- **npm start host**: `node bin/mcpforge.js serve --all`, every default (output validation on, NODE_ENV unset, SQLite in a fresh data directory) except `MCPFORGE_RATE_LIMIT_RPS=0`: the load comes from one address, which the default limit (500 calls/s) would answer 429.",
      "- **raw**: bench/servers/replay-http.ts, node:http parsing each request and answering the result the host gave for it (recorded and compared before timing), serialised per call. **SDK**: bench/servers/sdk-replay.ts, a new SDK `Server` + `StreamableHTTPServerTransport` per POST answering the same result (no validation, no handler); SDK 1.x has no 2026-07-28 era.",
      "- vs raw is calls/s of the host ÷ raw's in the same round; CPU is user + system time of the server process per call (/proc), all threads.",
      "",
      `Rerun: \`${rerun("npm-start", opts.quick)}\` · CI guard: \`node -r ./bench/lib/register.js bench/npm-start-guard.ts\` (.ci/steps/45-speed-guard.sh)`,
    ].join("\n"),
  );
}

async function run(ctx: BenchContext): Promise<Headline[]> {
  const rounds = ctx.quick ? 2 : 5;
  const durationS = ctx.quick ? 1 : 3;
  const loadavg = (await import("node:os")).loadavg()[0].toFixed(1);
  const all = cells();
  const servers = await startServers(all, true);
  try {
    await warmUp(servers, all, ctx.quick ? 0.5 : 1);
    const measured = await measureCells(servers, all, { rounds, durationS, log: ctx.log });
    write(measured, { rounds, durationS, quick: ctx.quick, loadavg });
    writeFileSync(RATIOS_FILE, `${JSON.stringify(recordedRatios(measured), null, 2)}\n`);
    return measured.map((c) => ({
      figure: `npm start tools/call ${c.path.key} (${c.era}) vs raw node:http`,
      measured: `${median(c.ratios.host).toFixed(2)}×`,
      target: `≥ ${GOAL[c.path.key]}×`,
      met: median(c.ratios.host) >= GOAL[c.path.key],
    }));
  } finally {
    await servers.stop();
  }
}

export const npmStart: Benchmark = { name: "npm-start", run };
