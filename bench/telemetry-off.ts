import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg } from "node:os";
import { rerun, type BenchContext, type Benchmark, type Headline } from "./lib/bench";
import { MCP_HEADERS, runLoad } from "./lib/load";
import { cpuMs, PIN, SERVER_CPU, startServer, type ServerProcess } from "./lib/proc";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, median, percentileSorted } from "./lib/stats";
import { CALL_BODY, TOOL } from "./servers/rent-tool";

/**
 * Benchmark: what telemetry costs a tools/call when it is off (issue 33: "zero cost when off,
 * within noise, as a paired ratio"), and what it costs on. The same generated server
 * (bench/servers/forge.ts, NODE_ENV=production) runs as:
 * - `off`: this build, no OTEL_* variable (the default): each hook is one undefined check;
 * - `off2`: the same again (A/A control: the resolution of a paired ratio on this machine, this run);
 * - `base`: a build from before the telemetry hooks existed, when MCPFORGE_BENCH_TELEMETRY_BASELINE
 *   names its checkout (with its own dist/): the paired ratio off/base is the hooks' cost;
 * - `on`: this build with traces and metrics exported over OTLP/HTTP to a sink in this process.
 * Loads run interleaved, rotated each round; ratios are medians of per-round ratios with their IQR.
 */
const BASELINE_ENV = "MCPFORGE_BENCH_TELEMETRY_BASELINE";

interface Sample {
  rps: number;
  cpuUsPerCall: number;
}

/** An OTLP/HTTP sink: accepts what the exporters post and drops it (the collector's cost is not the server's). */
async function sink(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end("{}"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function measure(server: ServerProcess, durationS: number): Promise<Sample> {
  const before = cpuMs(server.pid);
  const r = await runLoad({ url: server.url, bodies: [CALL_BODY], headers: MCP_HEADERS, durationS });
  const after = cpuMs(server.pid);
  if (r.non2xx || r.errors) throw new Error(`${r.non2xx} non-2xx answers and ${r.errors} errors under load`);
  return { rps: r.rps, cpuUsPerCall: ((after - before) * 1000) / r.requests };
}

async function run(ctx: BenchContext): Promise<Headline[]> {
  const rounds = ctx.quick ? 2 : 10;
  const durationS = ctx.quick ? 1 : 2;
  const baseRoot = process.env[BASELINE_ENV];
  const otlp = await sink();
  const started: ServerProcess[] = [];
  const start = async (name: string, env: Record<string, string>) => {
    const s = await startServer({ name, script: "bench/servers/forge.ts", env: { NODE_ENV: "production", ...env }, cpu: SERVER_CPU });
    started.push(s);
    return s;
  };
  const loadBefore = loadavg()[0];
  try {
    const servers: Record<string, ServerProcess> = {
      off: await start("forge (telemetry off)", {}),
      off2: await start("forge (telemetry off, A/A)", {}),
      on: await start("forge (traces and metrics on)", { OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url }),
      ...(baseRoot ? { base: await start("forge (before telemetry)", { FORGE_ROOT: baseRoot }) } : {}),
    };
    const keys = Object.keys(servers);
    for (const k of keys) await runLoad({ url: servers[k].url, bodies: [CALL_BODY], headers: MCP_HEADERS, durationS: ctx.quick ? 0.5 : 2 });
    const samples = new Map<string, Sample[]>(keys.map((k) => [k, []]));
    for (let round = 0; round < rounds; round++) {
      for (const k of keys.map((_, i) => keys[(i + round) % keys.length])) samples.get(k)!.push(await measure(servers[k], durationS));
      ctx.log(`telemetry-off: round ${round + 1}/${rounds}: ${keys.map((k) => `${k} ${fmt(samples.get(k)!.at(-1)!.rps)}/s`).join(", ")}`);
    }
    const paired = (a: string, b: string, f: (s: Sample) => number) => samples.get(a)!.map((s, i) => f(s) / f(samples.get(b)![i]));
    const summary = (values: number[]) => {
      const sorted = [...values].sort((x, y) => x - y);
      return { median: median(values), iqr: `${percentileSorted(sorted, 25).toFixed(3)}–${percentileSorted(sorted, 75).toFixed(3)}` };
    };
    const rps = (a: string, b: string) => summary(paired(a, b, (s) => s.rps));
    // CPU as a speed (b's CPU per call over a's): above 1 is cheaper, like calls/s.
    const cpu = (a: string, b: string) => summary(paired(b, a, (s) => s.cpuUsPerCall));
    const line = (label: string, a: string, b: string) => [label, `${rps(a, b).median.toFixed(3)}× (IQR ${rps(a, b).iqr})`, `${cpu(a, b).median.toFixed(3)}× (IQR ${cpu(a, b).iqr})`];
    const rows = [line("A/A control: off vs off", "off2", "off"), ...(baseRoot ? [line("**off vs the build before telemetry**", "off", "base")] : []), line("on (traces + metrics over OTLP) vs off", "on", "off")];
    const abs = keys.map((k) => [k, fmt(median(samples.get(k)!.map((s) => s.rps))), fmt(median(samples.get(k)!.map((s) => s.cpuUsPerCall)), 1)]);
    const busy = `1-minute load average before/after: ${loadBefore.toFixed(1)} / ${loadavg()[0].toFixed(1)} on ${cpus().length} cores${Math.max(loadBefore, loadavg()[0]) > cpus().length ? " (the machine was shared with other work: calls/s move with it from round to round; the paired ratios and CPU per call are the steadier figures)" : ""}.`;
    writeSection(
      "telemetry-off",
      [
        "## Telemetry off: what the hooks cost a tools/call (issue 33)",
        "",
        `${machineLine()} · ${rounds} interleaved rounds of ${durationS} s per server, 10 connections, autocannon in its own process${PIN ? " (pinned to CPU 0, servers to CPU 1)" : ""} · tool: housing \`${TOOL}\` (bench/servers/forge.ts, NODE_ENV=production), 2025 era.`,
        "",
        mdTable(["paired ratio (per round, median)", "calls/s", "by server CPU per call"], rows),
        "",
        mdTable(["server", "calls/s (median)", "server CPU µs/call (median)"], abs),
        "",
        busy,
        "",
        baseRoot
          ? `Baseline: ${process.env[`${BASELINE_ENV}_LABEL`] ?? baseRoot}. Off is within noise when its ratio to the baseline sits inside the A/A control's spread.`
          : `No baseline build given (${BASELINE_ENV}): only the A/A control and the on/off ratio were measured.`,
        "",
        `Rerun: \`${BASELINE_ENV}=<checkout of the commit before telemetry, built> ${rerun("telemetry-off", ctx.quick)}\``,
      ].join("\n"),
    );
    return [
      ...(baseRoot ? [{ figure: "tools/call, telemetry off vs before telemetry", measured: `${rps("off", "base").median.toFixed(3)}× calls/s (IQR ${rps("off", "base").iqr}); A/A ${rps("off2", "off").median.toFixed(3)}× (IQR ${rps("off2", "off").iqr})`, target: "within noise", met: null }] : []),
      { figure: "tools/call, telemetry on (OTLP) vs off", measured: `${rps("on", "off").median.toFixed(3)}× calls/s, ${cpu("on", "off").median.toFixed(3)}× by CPU/call`, target: "", met: null },
    ];
  } finally {
    await Promise.all(started.map((s) => s.stop()));
    otlp.server.close();
  }
}

export const telemetryOff: Benchmark = { name: "telemetry-off", run };
