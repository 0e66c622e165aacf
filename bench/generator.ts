import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rerun, type BenchContext, type Benchmark, type Headline } from "./lib/bench";
import { hotspots } from "./lib/cpuprofile";
import { ROOT } from "./lib/proc";
import { machineLine, writeSection } from "./lib/results";
import { maintainerLoop } from "./maintainer-loop";
import { fmt, mdTable, median } from "./lib/stats";

/**
 * Benchmark 4: generator speed. `generate` and `check` of the built CLI over all manifests, run
 * in a copy of the repository (spec/, generated/, handlers/; node_modules and generator/ linked)
 * so the benchmark never writes the working tree; then `generate` over synthetic manifests of
 * growing size, made by repeating housing's tools under new names.
 */
const CLI = join(ROOT, "bin", "mcpforge.js");
const TIME = "/usr/bin/time"; // GNU time reports peak RSS; optional

interface Timed {
  ms: number;
  peakMb: number | null;
  exit: number | null;
}

/** Runs the CLI; `check` may exit 1 (it found problems) and still did the whole job. */
function runCli(args: string[], nodeArgs: string[] = [], okExits: number[] = [0]): Promise<Timed> {
  const withTime = existsSync(TIME);
  const argv = [...nodeArgs, CLI, ...args];
  const t0 = performance.now();
  const child = withTime ? spawn(TIME, ["-f", "peak-kb %M", process.execPath, ...argv], { cwd: ROOT }) : spawn(process.execPath, argv, { cwd: ROOT });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  child.stdout.resume();
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      const ms = performance.now() - t0;
      if (!okExits.includes(code ?? -1)) return reject(new Error(`mcpforge ${args.join(" ")} exited with ${code}: ${stderr.slice(-1500)}`));
      const m = /peak-kb (\d+)/.exec(stderr);
      resolve({ ms, peakMb: m ? Number(m[1]) / 1024 : null, exit: code });
    });
  });
}

function repoCopy(): string {
  const root = mkdtempSync(join(tmpdir(), "mcpforge-gen-"));
  for (const d of ["spec", "generated", "handlers"]) cpSync(join(ROOT, d), join(root, d), { recursive: true });
  for (const f of ["tsconfig.json", "tsconfig.build.json"]) cpSync(join(ROOT, f), join(root, f));
  // generated/ imports ../../generator/runtime; the type-check resolves it and node_modules here.
  for (const d of ["node_modules", "generator"]) symlinkSync(join(ROOT, d), join(root, d));
  return root;
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === "object") return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]));
  return v;
}

/** A root whose spec/ holds one manifest of `n` tools (housing's, repeated under new names). */
function syntheticRoot(n: number): string {
  const root = mkdtempSync(join(tmpdir(), `mcpforge-gen-${n}-`));
  mkdirSync(join(root, "spec"));
  for (const f of ["manifest.schema.json", "defs.json"]) cpSync(join(ROOT, "spec", f), join(root, "spec", f));
  symlinkSync(join(ROOT, "node_modules"), join(root, "node_modules"));
  const base = JSON.parse(readFileSync(join(ROOT, "spec", "housing.json"), "utf8")) as { tools: Record<string, { title: string }> };
  const names = Object.keys(base.tools);
  const tools: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    const name = names[i % names.length];
    const tool = structuredClone(base.tools[name]);
    tool.title = `${tool.title} (${i})`;
    tools[`${name}_${String(i).padStart(4, "0")}`] = tool;
  }
  const manifest = sortKeys({ ...base, slug: "synthetic", title: "Synthetic service", tools });
  writeFileSync(join(root, "spec", "synthetic.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return root;
}

async function profileGenerate(root: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "mcpforge-genprof-"));
  rmSync(join(root, "generated"), { recursive: true, force: true });
  await runCli(["--root", root, "generate"], ["--cpu-prof", `--cpu-prof-dir=${dir}`]);
  const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  const rows = file ? hotspots(join(dir, file), 10, "module").map((h) => [h.name, `${h.selfPct.toFixed(1)}%`]) : [];
  rmSync(dir, { recursive: true, force: true });
  return mdTable(["where `generate` spends its time (self time, by module; all nine manifests, cold)", "share"], rows);
}

/** Least-squares line through (tools, ms): fixed cost plus cost per tool. */
function linearFit(points: [number, number][]): string {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p[0], 0) / n;
  const my = points.reduce((s, p) => s + p[1], 0) / n;
  const slope = points.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0) / points.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  return `Linear fit: about ${fmt(my - slope * mx)} ms fixed (process start, module loading) plus ${fmt(slope, 1)} ms per tool, i.e. ~${fmt((my - slope * mx + slope * 1000) / 1000, 1)} s for 1,000 tools.`;
}

interface RepoTimes {
  gen: Timed[];
  check: Timed[];
  checkNoTc: Timed[];
}

async function timeRepo(root: string, rounds: number, quick: boolean, log: (m: string) => void): Promise<RepoTimes> {
  const t: RepoTimes = { gen: [], check: [], checkNoTc: [] };
  for (let i = 0; i < rounds; i++) {
    t.gen.push(await runCli(["--root", root, "generate"]));
    t.check.push(await runCli(["--root", root, "check"], [], [0, 1]));
    if (!quick) t.checkNoTc.push(await runCli(["--root", root, "check", "--no-typecheck"], [], [0, 1]));
    log(`generator: round ${i + 1}/${rounds}: generate ${fmt(t.gen[i].ms)} ms, check ${fmt(t.check[i].ms)} ms`);
  }
  return t;
}

/** `generate` over synthetic manifests of each size: table rows and the fitted line. */
async function timeScaling(sizes: number[], log: (m: string) => void): Promise<{ rows: string[][]; fit: string }> {
  const rows: string[][] = [];
  const points: [number, number][] = [];
  for (const n of sizes) {
    const root = syntheticRoot(n);
    try {
      const t = await runCli(["--root", root, "generate"]);
      const out = join(root, "generated", "synthetic");
      const bytes = readdirSync(out).reduce((sum, f) => sum + readFileSync(join(out, f)).length, 0);
      points.push([n, t.ms]);
      rows.push([fmt(n), `${fmt(t.ms)} ms`, `${fmt(t.ms / n, 1)} ms`, t.peakMb === null ? "–" : `${fmt(t.peakMb)} MB`, `${fmt(bytes / 2 ** 20, 1)} MB`]);
      log(`generator: ${n} tools: ${fmt(t.ms)} ms`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  return { rows, fit: linearFit(points) };
}

async function run(ctx: BenchContext): Promise<Headline[]> {
  const rounds = ctx.quick ? 1 : 3;
  await maintainerLoop(ctx);
  const root = repoCopy();
  try {
    const t = await timeRepo(root, rounds, ctx.quick, ctx.log);
    const scaling = await timeScaling(ctx.quick ? [20, 100] : [10, 100, 300, 1000], ctx.log);
    const profile = ctx.quick ? "(profile: run without --quick)" : await profileGenerate(root);
    const peak = (xs: Timed[]) => (xs[0].peakMb === null ? "–" : `${fmt(median(xs.map((x) => x.peakMb!)))} MB`);
    const g = median(t.gen.map((x) => x.ms));
    const c = median(t.check.map((x) => x.ms));
    writeSection(
      "generator",
      [
        "## 4. Generator speed",
        "",
        `${machineLine()} · built CLI (\`node bin/mcpforge.js\`), wall time from spawn to exit, median of ${rounds} run(s), in a temporary copy of the repository.`,
        "",
        mdTable(
          ["command (all nine manifests)", "wall time", "peak RSS"],
          [
            ["`mcpforge generate` (output up to date: writes nothing)", `${fmt(g)} ms`, peak(t.gen)],
            ["`mcpforge check` (regenerate in memory + type-check handlers)", `${fmt(c)} ms`, peak(t.check)],
            ...(t.checkNoTc.length ? [["`mcpforge check --no-typecheck`", `${fmt(median(t.checkNoTc.map((x) => x.ms)))} ms`, peak(t.checkNoTc)]] : []),
          ],
        ),
        "",
        ...(t.check.some((x) => x.exit !== 0) ? ["`check` exited 1 in this run (it reported problems in the working tree, e.g. a handler in progress that does not type-check); it still ran every stage, so the time stands.", ""] : []),
        "Growth with the number of tools: `generate` of one synthetic manifest (housing's tools repeated under new names) into an empty generated/:",
        "",
        mdTable(["tools", "wall time", "per tool", "peak RSS", "generated size"], scaling.rows),
        "",
        scaling.fit,
        "",
        profile,
        "",
        `Rerun: \`${rerun("generator", ctx.quick)}\``,
      ].join("\n"),
    );
    return [
      { figure: "generator: `generate`, all manifests", measured: `${fmt(g)} ms`, target: "< 3,000 ms", met: g < 3000 },
      { figure: "generator: `check` (with type-check)", measured: `${fmt(c)} ms`, target: "< 3,000 ms", met: c < 3000 },
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export const generatorSpeed: Benchmark = { name: "generator", run };
