import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serviceSlugs } from "../generated";
import { rerun, type BenchContext, type Benchmark, type Headline } from "./lib/bench";
import { freePort, ROOT, sleep, stopChild } from "./lib/proc";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, median } from "./lib/stats";

/**
 * Benchmark 3: cold start, from spawn to the first successful tools/list, of the host serving all
 * nine services (`node bin/mcpforge.js serve --all`, the built CLI that `npm start` runs), next to
 * the SDK's one-tool example. Every endpoint is polled from the moment of spawn.
 */
/** The services' SQLite files: one directory for every start, so later starts find it migrated. */
const DATA_DIR = join(tmpdir(), `mcpforge-bench-data-${process.pid}`);
const TOOLS_LIST = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });

/** One tools/list POST; resolves true on a 200 carrying a tools array, false on refusal. */
function toolsList(port: number, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path, method: "POST", agent: false, headers: { "content-type": "application/json", accept: "application/json, text/event-stream" } }, (res) => {
      let body = "";
      res.on("data", (d: Buffer) => (body += d.toString()));
      res.on("end", () => resolve(res.statusCode === 200 && body.includes('"tools"')));
    });
    req.on("error", () => resolve(false));
    req.end(TOOLS_LIST);
  });
}

/** Spawns `args`, polls every path until each answers; returns ms to the first and to the last. */
async function timeColdStart(args: string[], paths: string[], port: number, nodeArgs: string[] = []): Promise<{ firstMs: number; allMs: number }> {
  const t0 = performance.now();
  const env = { ...process.env, PORT: String(port), LOG_LEVEL: "warn", MCPFORGE_DATA_DIR: DATA_DIR };
  const child = spawn(process.execPath, [...nodeArgs, ...args], { cwd: ROOT, env, stdio: "ignore" });
  const answered = new Map<string, number>();
  try {
    while (answered.size < paths.length) {
      if (performance.now() - t0 > 30_000) throw new Error(`${args.join(" ")}: not all endpoints answered within 30 s`);
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
      const pending = paths.filter((p) => !answered.has(p));
      const ok = await Promise.all(pending.map((p) => toolsList(port, p)));
      pending.forEach((p, i) => ok[i] && answered.set(p, performance.now() - t0));
      if (answered.size < paths.length) await sleep(2);
    }
  } finally {
    await stopChild(child);
  }
  const times = [...answered.values()];
  return { firstMs: Math.min(...times), allMs: Math.max(...times) };
}

const HOST_ARGS = [join(ROOT, "bin", "mcpforge.js"), "serve", "--all"];
const RUNTIME_ARGS = [join(ROOT, "bench", "servers", "host-all.cjs")];
const SDK_ARGS = [join(ROOT, "bench", "servers", "sdk-one-tool.mjs")];
const HOST_PATHS = serviceSlugs.map((s) => `/${s}/mcp`);

/**
 * One instrumented cold start (bench/lib/require-times.cjs): the packages project files load,
 * with the time each takes including everything it requires, slowest first.
 */
async function requireCosts(args: string[]): Promise<{ id: string; from: string; ms: number }[]> {
  const dir = mkdtempSync(join(tmpdir(), "mcpforge-cold-"));
  const file = join(dir, "requires.json");
  process.env.MCPFORGE_REQUIRE_TIMES = file;
  try {
    await timeColdStart(args, HOST_PATHS, await freePort(), ["-r", join(ROOT, "bench", "lib", "require-times.cjs")]);
    const seen = JSON.parse(readFileSync(file, "utf8")) as { id: string; from: string; ms: number }[];
    return seen.filter((r) => r.ms >= 5).sort((a, b) => b.ms - a.ms);
  } finally {
    delete process.env.MCPFORGE_REQUIRE_TIMES;
    rmSync(dir, { recursive: true, force: true });
  }
}

function requireTable(rows: { id: string; from: string; ms: number }[]): string {
  return mdTable(
    ["package", "required by", "load ms (inclusive)"],
    rows.slice(0, 12).map((r) => [`\`${r.id}\``, r.from.replace(/^dist\//, ""), fmt(r.ms)]),
  );
}

async function run(ctx: BenchContext): Promise<Headline[]> {
  const rounds = ctx.quick ? 2 : 11;
  const host: { firstMs: number; allMs: number }[] = [];
  const runtime: { firstMs: number; allMs: number }[] = [];
  const sdk: { firstMs: number; allMs: number }[] = [];
  // The first start fills the OS file cache and runs the storage migrations; not counted.
  await timeColdStart(HOST_ARGS, HOST_PATHS, await freePort());
  for (let i = 0; i < rounds; i++) {
    host.push(await timeColdStart(HOST_ARGS, HOST_PATHS, await freePort()));
    runtime.push(await timeColdStart(RUNTIME_ARGS, HOST_PATHS, await freePort()));
    sdk.push(await timeColdStart(SDK_ARGS, ["/mcp"], await freePort()));
    ctx.log(`coldstart: round ${i + 1}/${rounds}: CLI host ${fmt(host[i].allMs)} ms, runtime-only host ${fmt(runtime[i].allMs)} ms, SDK example ${fmt(sdk[i].allMs)} ms`);
  }
  const hostAll = median(host.map((h) => h.allMs));
  const hostFirst = median(host.map((h) => h.firstMs));
  const sdkAll = median(sdk.map((h) => h.allMs));
  // What the start-up loads is for reading, not a figure: the full run includes it.
  const cliCosts = ctx.quick ? [] : await requireCosts(HOST_ARGS);
  const runtimeCosts = ctx.quick ? [] : await requireCosts(RUNTIME_ARGS);
  writeSection(
    "coldstart",
    [
      "## 3. Cold start",
      "",
      `${machineLine()} · median of ${rounds} interleaved rounds · spawn → first successful tools/list, polling every endpoint every 2 ms from the moment of spawn.`,
      "",
      mdTable(
        ["process", "first tools/list answered", "all endpoints answered"],
        [
          ["`node bin/mcpforge.js serve --all` (nine services, built CLI)", `${fmt(hostFirst)} ms`, `${fmt(hostAll)} ms`],
          ["the same host without the CLI (bench/servers/host-all.cjs: dist/ runtime → startHost)", `${fmt(median(runtime.map((h) => h.firstMs)))} ms`, `${fmt(median(runtime.map((h) => h.allMs)))} ms`],
          ["SDK one-tool example (McpServer + zod, stateless; bench/servers/sdk-one-tool.mjs)", `${fmt(median(sdk.map((h) => h.firstMs)))} ms`, `${fmt(sdkAll)} ms`],
        ],
      ),
      "",
      `Ratio, all nine services against the SDK's one tool: ${(hostAll / sdkAll).toFixed(2)}×. The host answers once every service has started (handler factories run before the port opens), so first and last endpoint answer within a poll or two of each other.`,
      "",
      ...(ctx.quick
        ? ["(what the start-up loads, per package: run without --quick)"]
        : [
            "What the startup loads, measured once per process with bench/lib/require-times.cjs (packages required by project files; times include everything they load in turn, so nested rows overlap):",
            "",
            "`serve --all` through the CLI:",
            "",
            requireTable(cliCosts),
            "",
            "The runtime-only host:",
            "",
            requireTable(runtimeCosts),
          ]),
      "",
      `Rerun: \`${rerun("coldstart", ctx.quick)}\``,
    ].join("\n"),
  );
  rmSync(DATA_DIR, { recursive: true, force: true });
  return [{ figure: "cold start, all nine services (spawn → tools/list)", measured: `${fmt(hostAll)} ms (SDK one-tool example ${fmt(sdkAll)} ms)`, target: "< 400 ms", met: hostAll < 400 }];
}

export const coldStart: Benchmark = { name: "coldstart", run };
