import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serviceSlugs, services } from "../handlers";
import { rerun, type BenchContext, type Benchmark, type Headline } from "./lib/bench";
import { inspectorUrl, liveHeapAfterGc } from "./lib/inspector-heap";
import { runLoad } from "./lib/load";
import { freePort, nodeCommand, ROOT, rssBytes, SERVER_CPU, sleep, stopChild } from "./lib/proc";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable } from "./lib/stats";

/**
 * Benchmark 5: resident memory of the all-services host (`node bin/mcpforge.js serve --all`, as
 * `npm start` runs it), idle and after each of several periods of sustained load. The load mixes,
 * on all nine services, the requests whose answers do not depend on handler state: initialize,
 * tools/list, ping (through the SDK Server), logging/setLevel, an unknown tool, and a tools/call
 * refused by the generated validator.
 */
function mixedRequests(): { path: string; body: string }[] {
  const out: { path: string; body: string }[] = [];
  const rpc = (method: string, params?: object) => JSON.stringify({ jsonrpc: "2.0", id: 1, method, ...(params ? { params } : {}) });
  for (const slug of serviceSlugs) {
    const path = `/${slug}/mcp`;
    const tool = services[slug]().definition.tools[0].name;
    out.push(
      { path, body: rpc("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bench", version: "1" } }) },
      { path, body: rpc("tools/list") },
      { path, body: rpc("ping") },
      { path, body: rpc("logging/setLevel", { level: "info" }) },
      { path, body: rpc("tools/call", { name: "no_such_tool", arguments: {} }) },
      { path, body: rpc("tools/call", { name: tool, arguments: { mcpforge_undeclared: 1 } }) },
    );
  }
  return out;
}

async function waitHealthy(port: number): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(10);
  }
  throw new Error("the host did not answer /healthz within 30 s");
}

const mb = (bytes: number) => bytes / 2 ** 20;

/** Idle RSS of the host started without the CLI (what the CLI's own imports cost in memory). */
async function runtimeOnlyIdle(settleMs: number, dataDir: string): Promise<number> {
  const port = await freePort();
  const [command, args] = nodeCommand([join(ROOT, "bench", "servers", "host-all.cjs")], SERVER_CPU);
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", MCPFORGE_DATA_DIR: dataDir }, stdio: "ignore" });
  try {
    await waitHealthy(port);
    await sleep(settleMs);
    return rssBytes(child.pid!);
  } finally {
    await stopChild(child);
  }
}

interface Period {
  calls: number;
  rssMin: number;
  rssMax: number;
  /** After a full GC forced through the inspector at the end of the period. */
  heapAfterGc: number;
  rssAfterGc: number;
}

/** One load period: RSS sampled every 250 ms (the load generator is another process), then a full GC. */
async function loadPeriod(pid: number, port: number, durationS: number, wsUrl: string): Promise<Period> {
  const rss: number[] = [];
  const timer = setInterval(() => rss.push(rssBytes(pid)), 250);
  let calls: number;
  try {
    const r = await runLoad({ url: `http://127.0.0.1:${port}/`, bodies: [], requests: mixedRequests(), durationS });
    if (r.non2xx || r.errors) throw new Error(`${r.non2xx} non-2xx answers, ${r.errors} errors under load`);
    calls = r.requests;
  } finally {
    clearInterval(timer);
  }
  const heapAfterGc = await liveHeapAfterGc(wsUrl);
  return { calls, rssMin: Math.min(...rss), rssMax: Math.max(...rss), heapAfterGc, rssAfterGc: rssBytes(pid) };
}

async function run(ctx: BenchContext): Promise<Headline[]> {
  const periods = ctx.quick ? 2 : 8;
  const durationS = ctx.quick ? 2 : 10;
  const port = await freePort();
  // --inspect lets the benchmark force a full GC and read the live heap; no session stays attached.
  const [command, args] = nodeCommand(["--inspect=127.0.0.1:0", join(ROOT, "bin", "mcpforge.js"), "serve", "--all"], SERVER_CPU);
  const dataDir = mkdtempSync(join(tmpdir(), "mcpforge-bench-mem-"));
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn", MCPFORGE_DATA_DIR: dataDir }, stdio: ["ignore", "ignore", "pipe"] });
  try {
    const wsUrl = await inspectorUrl(child.stderr!);
    await waitHealthy(port);
    await sleep(ctx.quick ? 1000 : 3000);
    const idle = rssBytes(child.pid!);
    const idleHeap = await liveHeapAfterGc(wsUrl);
    const runtimeIdle = await runtimeOnlyIdle(ctx.quick ? 1000 : 3000, dataDir);
    const rows: string[][] = [["idle, after start", "–", fmt(mb(idle), 1), fmt(mb(rssBytes(child.pid!)), 1), fmt(mb(idleHeap), 1)]];
    const done: Period[] = [];
    let calls = 0;
    for (let p = 0; p < periods; p++) {
      const d = await loadPeriod(child.pid!, port, durationS, wsUrl);
      done.push(d);
      calls += d.calls;
      rows.push([`load period ${p + 1} (${durationS} s)`, fmt(calls), `${fmt(mb(d.rssMin), 1)} – ${fmt(mb(d.rssMax), 1)}`, fmt(mb(d.rssAfterGc), 1), fmt(mb(d.heapAfterGc), 1)]);
      ctx.log(`memory: period ${p + 1}/${periods}: ${fmt(calls)} calls, RSS ${fmt(mb(d.rssMin), 1)}–${fmt(mb(d.rssMax), 1)} MB, live heap after GC ${fmt(mb(d.heapAfterGc), 1)} MB`);
    }
    // The first period is warm-up (JIT code, pools, the SDK Server on the first ping); growth is
    // measured from its end to the end of the last period, on the live heap after a full GC.
    const first = done[0].heapAfterGc;
    const last = done[done.length - 1].heapAfterGc;
    const growthPct = (100 * (last - first)) / first;
    const laterCalls = calls - done[0].calls;
    writeSection(
      "memory",
      [
        "## 5. Memory",
        "",
        `${machineLine()} · \`node bin/mcpforge.js serve --all\` (output validation on, as \`npm start\` runs it) · ${periods} periods of ${durationS} s, 10 connections, requests round-robin over all nine services · RSS from /proc every 250 ms; at the end of each period a full GC through the inspector, then RSS and the live JS heap.`,
        "",
        mdTable(["when", "calls so far", "RSS MB during load (min – max)", "RSS MB after GC", "live heap MB after GC"], rows),
        "",
        `Live heap from the end of the warm-up period to the end of the last: ${fmt(mb(first), 1)} → ${fmt(mb(last), 1)} MB (${growthPct >= 0 ? "+" : ""}${growthPct.toFixed(1)}%) over ${fmt(laterCalls)} more calls. RSS during load rises and falls with V8's collections, and climbs further when the machine is busy (the concurrent marker shares the server's pinned core); the live heap after a full GC is the figure a leak would move.`,
        `For comparison, the same nine services started without the CLI (bench/servers/host-all.cjs) use ${fmt(mb(runtimeIdle), 1)} MB RSS idle: the rest of the CLI host's idle figure is the CLI loading every command's dependencies (TypeScript, ts-morph, prettier; see the cold-start section).`,
        "The mix: initialize, tools/list, ping (answered by the SDK Server through the multiplexing transport), logging/setLevel, an unknown tool (-32602) and a tools/call the generated validator refuses, so the figure does not depend on which handlers are implemented.",
        "",
        `Rerun: \`${rerun("memory", ctx.quick)}\``,
      ].join("\n"),
    );
    const measured = `RSS ${fmt(mb(idle), 0)} MB idle; live heap ${fmt(mb(first), 1)} → ${fmt(mb(last), 1)} MB (${growthPct >= 0 ? "+" : ""}${growthPct.toFixed(1)}%) over ${fmt(laterCalls)} calls after warm-up`;
    return [{ figure: "memory under sustained load", measured, target: "no growth (≤ 5%)", met: growthPct <= 5 }];
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const memory: Benchmark = { name: "memory", run };
