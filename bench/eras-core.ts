import { loadavg } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { rerun, type Benchmark, type BenchContext, type Headline } from "./lib/bench";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, median } from "./lib/stats";
import { CALL_ARGS, estimateRent, TOOL, type RentArgs } from "./servers/rent-tool";

/**
 * Benchmark: the per-request work of a 2026-07-28 tools/call in-process, without sockets, so the
 * figure does not drown in the loopback and scheduler noise of a shared machine (bench/eras.ts
 * measures the whole HTTP path). One request = what modern-route.ts and ModernCore do for it:
 * JSON.parse of the body, eraOf, the `_meta` envelope, the standard header checks, the
 * `Mcp-Param-*` checks, ModernCore.serve (MRTR round, tasks check, the handler through
 * ToolRunner.call, withMeta) until the reply string exists. The floor is the same body parsed, the
 * call through ToolRunner.call and its result serialised into a reply: the work the 2025 fast path
 * does besides its own few checks, so the difference is what the 2026 path adds. With MCPFORGE_BENCH_ERAS_BASELINE (another checkout's root with
 * its `dist/` built) the baseline build runs in the same process, in interleaved rounds.
 */
/* eslint-disable @typescript-eslint/no-require-imports, @typescript-eslint/no-explicit-any */
const ROOT = join(__dirname, "..");
const BODY = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name: TOOL, arguments: CALL_ARGS, _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} } },
});
const HEADERS = { host: "127.0.0.1", "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": TOOL };

interface Build {
  label: string;
  modern(): Promise<string>;
  floor(): Promise<unknown>;
}

function load(root: string, label: string): Build {
  const rt = (p: string) => require(join(root, "generator", "dist", "runtime", p));
  const { housingService } = require(join(root, "dist", "generated", "housing", "server"));
  const { ToolRunner } = rt("dispatch");
  const { loadConfig } = rt("config");
  const { systemClock } = rt("clock");
  const { ModernCore } = rt("protocol/core");
  const { eraOf, claimedVersion, modernEnvelope } = rt("protocol/modern");
  const { standardHeadersProblem } = rt("protocol/headers");
  const { paramHeadersProblem } = rt("protocol/param-headers");
  const tools: Record<string, unknown> = Object.fromEntries(housingService.tools.map((t: { name: string }) => [t.name, async () => ({})]));
  tools[TOOL] = async (args: RentArgs) => estimateRent(args);
  const logger = pino({ level: "silent" });
  const runner = new ToolRunner(housingService, tools, { logger, clock: systemClock, config: loadConfig({ NODE_ENV: "production" }) });
  const core = new ModernCore(runner, logger);
  const signal = new AbortController().signal;
  const exchange = { headers: HEADERS, signal, notify() {} };
  return {
    label,
    modern: () =>
      new Promise<string>((resolve, reject) => {
        const m = JSON.parse(BODY);
        if (eraOf(m, HEADERS["mcp-protocol-version"]) !== "modern" || claimedVersion(m) !== "2026-07-28") return reject(new Error("not modern"));
        const envelope = modernEnvelope(m.params);
        if ("code" in envelope || standardHeadersProblem(HEADERS, envelope.version, m.method, m.params) || !core.serves(m.method)) return reject(new Error("refused"));
        const tool = core.tool(m.params.name);
        if (tool && paramHeadersProblem(HEADERS, tool, m.params.arguments)) return reject(new Error("refused"));
        core.serve({ id: m.id, method: m.method, params: m.params }, envelope, { reply: resolve, notify() {}, signal }, { headers: HEADERS, remoteAddress: "127.0.0.1" });
      }),
    floor: async () => `{"jsonrpc":"2.0","id":1,"result":${JSON.stringify(await runner.call(TOOL, JSON.parse(BODY).params.arguments, exchange))}}`,
  };
}

/** CPU µs per call of `calls` sequential requests. */
async function cpuPerCall(f: () => Promise<unknown>, calls: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) await f();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / calls;
}

async function run(ctx: BenchContext): Promise<Headline[]> {
  const ROUNDS = ctx.quick ? 3 : 9;
  const CALLS = ctx.quick ? 5_000 : 50_000;
  const builds = [load(ROOT, "this build")];
  const baseRoot = process.env.MCPFORGE_BENCH_ERAS_BASELINE;
  if (baseRoot) builds.push(load(baseRoot, process.env.MCPFORGE_BENCH_ERAS_BASELINE_LABEL ?? baseRoot));
  for (const b of builds) {
    const reply = JSON.parse(await b.modern());
    if (reply.result?.resultType !== "complete" || !reply.result.structuredContent) throw new Error(`${b.label}: unexpected reply ${JSON.stringify(reply).slice(0, 300)}`);
    await cpuPerCall(b.modern, CALLS); // warm-up
    await cpuPerCall(b.floor, CALLS);
  }
  const loadBefore = loadavg()[0]!;
  const modern = builds.map(() => [] as number[]);
  const floor = builds.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < builds.length; k++) {
      const i = (k + round) % builds.length;
      modern[i]!.push(await cpuPerCall(builds[i]!.modern, CALLS));
      floor[i]!.push(await cpuPerCall(builds[i]!.floor, CALLS));
    }
  }
  const over = builds.map((_, i) => median(modern[i]!.map((m, r) => m - floor[i]![r]!)));
  const rows = builds.map((b, i) => [b.label, fmt(median(modern[i]!), 2), fmt(median(floor[i]!), 2), fmt(over[i]!, 2), baseRoot ? `${(over[i]! / over[1]!).toFixed(2)}×` : "—"]);
  const md = `## The 2026-07-28 tools/call's per-request work, in-process (issue 12)

${machineLine()} · ${ROUNDS} interleaved rounds of ${fmt(CALLS)} sequential calls per build and path, CPU time of this process (process.cpuUsage) · medians over rounds · 1-minute load average ${loadBefore.toFixed(1)} before / ${loadavg()[0]!.toFixed(1)} after on this shared 2-core machine.

${mdTable(["build", "modern request µs CPU", "floor µs CPU", "modern path above the floor µs", "vs baseline"], rows)}

A modern request here is everything modern-route.ts and ModernCore do for a 2026-07-28 tools/call short of the socket: JSON.parse of the body (with its \`_meta\`), era selection, the \`_meta\` envelope, the MCP-Protocol-Version / Mcp-Method / Mcp-Name checks, the \`Mcp-Param-*\` checks, ModernCore.serve (MRTR round, tasks check, the handler through ToolRunner.call, the reply with \`resultType\` and serverInfo). The floor is the same body parsed, the call through ToolRunner.call (argument validation, the handler) and the result serialised into a reply: what the 2025 fast path does besides its own few checks, so \"above the floor\" is what the 2026 path adds (its \`_meta\` parsed, checked and answered). Tool: housing \`${TOOL}\` with the benchmark's cheap handler; output validation off.

Rerun: \`${rerun("eras-core", ctx.quick)}\` (with \`MCPFORGE_BENCH_ERAS_BASELINE=<checkout with dist/>\` a baseline build runs in the same rounds; without it, this build only).`;
  writeSection("eras-core", md);
  const share = median(modern[0]!) / median(floor[0]!);
  return [{ figure: "2026-07-28 tools/call work in-process vs its parse+call+serialise floor", measured: `${fmt(over[0]!, 2)} µs above a ${fmt(median(floor[0]!), 2)} µs floor (${share.toFixed(2)}×)`, target: "", met: null }];
}

export const erasCore: Benchmark = { name: "eras-core", run };
