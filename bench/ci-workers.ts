import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";

/**
 * How many jest workers the 2-core CI machine should run, from CPU time rather than two full runs
 * (too costly on a shared machine, where more workers also just take more of the others' CPU).
 *
 *   node -r ./bench/lib/register.js bench/ci-workers.ts sample [every=15]   # PostgreSQL etc. set
 *   node -r ./bench/lib/register.js bench/ci-workers.ts model <sample.tsv> [start-s=0.8] [inflation=1]
 *
 * `sample` runs one file in every `every` of that run's test/helpers/durations.json (by duration) alone with
 * `npx jest --ci <file>` and records its CPU time (user+sys of jest and every child, from
 * /usr/bin/time) into .cache/ci-workers-sample.tsv. `model` replays the CI run in the sequencer's
 * order on two cores: a file uses CPU at the rate its sample neighbour (by duration rank) measured,
 * less `start-s` of jest's own start and divided by `inflation` (how much the load the sample was
 * taken at inflated CPU time); when the running files want more than two cores all progress in
 * proportion. Each file's uncontended time is fitted so that 3 workers give the quiet run's 593 s.
 */
const ROOT = join(__dirname, "..");
// The quiet fresh-clone CI run with 3 workers (bench/RESULTS.md "CI time"): jest 593 s; its file
// durations are the ones committed in 1ae4db5.
const QUIET_JEST_S = 593;
const QUIET_RUN = "1ae4db5";
const durations = JSON.parse(spawnSync("git", ["show", `${QUIET_RUN}:test/helpers/durations.json`], { cwd: ROOT, encoding: "utf8" }).stdout) as Record<string, number>;
const files = Object.entries(durations)
  .map(([file, ms]) => ({ file, d: ms / 1000 }))
  .sort((a, b) => b.d - a.d);

function sample(every: number): void {
  const out = join(ROOT, ".cache", "ci-workers-sample.tsv");
  const lines: string[] = [];
  for (const { file } of files.filter((_, i) => i % every === Math.floor(every / 2))) {
    const load = loadavg()[0].toFixed(1);
    const r = spawnSync("/usr/bin/time", ["-f", "%e %U %S", "npx", "jest", "--ci", file], { cwd: ROOT, encoding: "utf8" });
    const [wall, user, sys] = r.stderr.trim().split("\n").pop()!.split(" ");
    lines.push([file, wall, user, sys, `rc=${r.status}`, `load=${load}`].join(" "));
    process.stderr.write(`${lines.at(-1)}\n`);
    writeFileSync(out, `${lines.join("\n")}\n`);
  }
}

function simulate(workers: number, rows: { d: number; rho: number }[], slowdown: number): { wall: number; busy: number } {
  const queue = rows.map((r) => ({ left: r.d / slowdown, rho: Math.min(2, r.rho * slowdown) }));
  let running: typeof queue = [];
  let t = 0;
  let cpu = 0;
  while (queue.length || running.length) {
    while (running.length < workers && queue.length) running.push(queue.shift()!);
    const demand = running.reduce((a, r) => a + r.rho, 0);
    const rate = Math.min(1, 2 / demand);
    const dt = Math.min(...running.map((r) => r.left)) / rate;
    for (const r of running) r.left -= dt * rate;
    cpu += dt * Math.min(2, demand);
    t += dt;
    running = running.filter((r) => r.left > 1e-9);
  }
  return { wall: t, busy: cpu / (2 * t) };
}

function model(sampleFile: string, startS: number, inflation: number): void {
  const cpu = new Map<string, number>();
  for (const line of readFileSync(sampleFile, "utf8").trim().split("\n").filter((l) => l.startsWith("test/"))) {
    const [file, , user, sys] = line.split(" ");
    cpu.set(file, Math.max(0.05, (Number(user) + Number(sys)) / inflation - startS));
  }
  const sampled = files.map((f, i) => (cpu.has(f.file) ? i : -1)).filter((i) => i >= 0);
  const rows = files.map((f, i) => {
    const j = sampled.reduce((best, k) => (Math.abs(k - i) < Math.abs(best - i) ? k : best), sampled[0]);
    return { d: f.d, rho: cpu.get(files[j].file)! / files[j].d };
  });
  let [lo, hi] = [0.5, 5];
  for (let k = 0; k < 60; k++) {
    const mid = (lo + hi) / 2;
    if (simulate(3, rows, mid).wall > QUIET_JEST_S) lo = mid;
    else hi = mid;
  }
  const suiteCpu = rows.reduce((a, r) => a + r.rho * r.d, 0);
  console.log(`${sampled.length} files sampled; start ${startS} s, inflation ${inflation}: suite CPU ${suiteCpu.toFixed(0)} s, fitted slowdown of the 3-worker run ${lo.toFixed(2)}`);
  for (const w of [2, 3, 4, 5]) {
    const r = simulate(w, rows, lo);
    console.log(`  ${w} workers: jest ${r.wall.toFixed(0)} s, cores ${(r.busy * 100).toFixed(0)} % busy`);
  }
}

const [mode, a, b, c] = process.argv.slice(2);
if (mode === "sample") sample(Number(a ?? 15));
else if (mode === "model" && a) model(a, Number(b ?? 0.8), Number(c ?? 1));
else console.error("usage: bench/ci-workers.ts sample [every] | model <sample.tsv> [start-s] [inflation]");
