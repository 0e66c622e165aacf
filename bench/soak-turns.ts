/**
 * What the served process's event-loop turns over 8 ms are under issue 30's soak:
 * `node -r ./bench/lib/register.js bench/soak-turns.ts [SECONDS] [sqlite|postgres] [OUT.jsonl]`
 * (after `npm run build`; default 40 s, sqlite). Runs test/soak/run.ts's soak with
 * bench/lib/turn-trace-preload.cjs preloaded into the served process (its measured phase A only)
 * and prints the turns grouped by their largest sampled owner, by count and total time, with the
 * on-CPU / waiting split and the GC that fell in them. Nothing is written into RESULTS.md: the
 * figures are quoted in bench/soak.ts's notes by hand. The profiler's own sampling (every 500 µs)
 * costs the process time, so the soak's latency figures of a traced run are not the host's.
 */
import { readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { runSoak } from "../test/soak/run";

interface Turn {
  atMs: number;
  ms: number;
  cpuMs: number;
  waitMs: number;
  gc: { kind: string; ms: number }[];
  owners: Record<string, number>;
  frames: [string, number][];
  stack: string[];
}

const SECONDS = Number(process.argv[2] || 40);
const KIND = (process.argv[3] || "sqlite") as "sqlite" | "postgres";
const OUT = process.argv[4] || join(tmpdir(), `soak-turns-${KIND}-${process.pid}.jsonl`);

function summarize(turns: Turn[], spanMs: number): string {
  const groups = new Map<string, { n: number; ms: number; cpu: number; wait: number; gcMs: number; over16: number; example?: Turn }>();
  const total = { n: 0, ms: 0 };
  for (const t of turns) {
    const [top] = Object.entries(t.owners).sort((a, b) => b[1] - a[1]);
    const key = top ? top[0] : "(no sample)";
    const g = groups.get(key) ?? { n: 0, ms: 0, cpu: 0, wait: 0, gcMs: 0, over16: 0 };
    g.n++;
    g.ms += t.ms;
    g.cpu += t.cpuMs;
    g.wait += t.waitMs;
    g.gcMs += t.gc.reduce((s, c) => s + c.ms, 0);
    if (t.ms > 16) g.over16++;
    if (!g.example || t.ms > g.example.ms) g.example = t;
    groups.set(key, g);
    total.n++;
    total.ms += t.ms;
  }
  const gcKinds = new Map<string, { n: number; ms: number }>();
  for (const t of turns) for (const c of t.gc) {
    const k = gcKinds.get(c.kind) ?? { n: 0, ms: 0 };
    k.n++;
    k.ms += c.ms;
    gcKinds.set(c.kind, k);
  }
  const f = (x: number) => x.toFixed(0);
  const lines = [`${total.n} turns over the threshold in ${f(spanMs / 1000)} s, ${f(total.ms)} ms in all`];
  for (const [k, g] of [...groups.entries()].sort((a, b) => b[1].ms - a[1].ms))
    lines.push(`${k}: ${g.n} turns (${g.over16} over 16 ms), ${f(g.ms)} ms (cpu ${f(g.cpu)}, waiting ${f(g.wait)}, GC in them ${f(g.gcMs)}); longest ${g.example!.ms} ms: ${g.example!.frames.slice(0, 3).map(([n, ms]) => `${n} ${ms}`).join("; ")} | ${g.example!.stack.slice(0, 8).join(" < ")}`);
  for (const [k, v] of gcKinds) lines.push(`GC ${k}: ${v.n} in long turns, ${f(v.ms)} ms`);
  const sampled = new Map<string, number>();
  for (const t of turns) for (const [k, ms] of Object.entries(t.owners)) sampled.set(k, (sampled.get(k) ?? 0) + ms);
  lines.push("sampled time in all long turns, by owner:");
  for (const [k, ms] of [...sampled.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) lines.push(`  ${k}: ${f(ms)} ms`);
  const selfMs = new Map<string, number>();
  for (const t of turns) for (const [k, ms] of t.frames) selfMs.set(k, (selfMs.get(k) ?? 0) + ms);
  lines.push("sampled self time in all long turns, by frame (each turn's 8 largest):");
  for (const [k, ms] of [...selfMs.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20)) lines.push(`  ${k}: ${f(ms)} ms`);
  return lines.join("\n");
}

async function main() {
  if (process.argv[2]?.endsWith(".jsonl")) {
    // Summarize a trace written before: `bench/soak-turns.ts OUT.jsonl`.
    const [head, ...turns] = readFileSync(process.argv[2], "utf8").trim().split("\n").map((l) => JSON.parse(l));
    console.log(summarize(turns as Turn[], head.spanMs));
    return;
  }
  process.env.TURN_TRACE_FILE = OUT;
  process.env.SOAK_SERVE_NODE_OPTIONS = `--require ${join(__dirname, "lib", "turn-trace-preload.cjs")} ${process.env.SOAK_SERVE_NODE_OPTIONS ?? ""}`.trim();
  const loadBefore = loadavg()[0];
  const r = await runSoak(KIND, SECONDS, 5);
  const [head, ...turns] = readFileSync(OUT, "utf8").trim().split("\n").map((l) => JSON.parse(l));
  console.log(`${KIND}, ${SECONDS} s soak, load ${loadBefore.toFixed(1)} before / ${loadavg()[0].toFixed(1)} after; traced: ${JSON.stringify(head)}`);
  console.log(`healthz p99 ${r.healthzP99.toFixed(1)} ms (idle ${r.idleHealthzP99.toFixed(1)}), ordinary p99 ${r.ordinaryP99.toFixed(1)} (idle ${r.idleOrdinaryP99.toFixed(1)}), eld p99 ${r.eldP99.toFixed(1)} ms; turns in ${OUT}`);
  console.log(summarize(turns as Turn[], head.spanMs));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
