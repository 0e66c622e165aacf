import { spawn } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { rerun, type BenchContext, type Benchmark, type Headline } from "./lib/bench";
import { hotspots } from "./lib/cpuprofile";
import { ROOT } from "./lib/proc";
import { machineLine, writeSection } from "./lib/results";
import { loopCopy, maintainerLoop } from "./maintainer-loop";
import { fmt, mdTable, median } from "./lib/stats";
import { stopServer } from "../generator/commands/check/typecheck-client";
import { validatorSizes } from "./generator-validators";

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
  /** user + system CPU seconds of the CLI process (not of a type-check server it asks). */
  cpuMs: number | null;
  exit: number | null;
}

/** `check`'s type-check server: off unless a row says so (the benchmark has no terminal, so off is also the default here). */
const SERVER = { on: { MCPFORGE_CHECK_SERVER: "on" }, off: { MCPFORGE_CHECK_SERVER: "off" } };

/** Runs the CLI; `check` may exit 1 (it found problems) and still did the whole job. */
function runCli(args: string[], nodeArgs: string[] = [], okExits: number[] = [0], env: Record<string, string> = SERVER.off): Promise<Timed> {
  const withTime = existsSync(TIME);
  const argv = [...nodeArgs, CLI, ...args];
  const t0 = performance.now();
  const opts = { cwd: ROOT, env: { ...process.env, ...env } };
  const child = withTime ? spawn(TIME, ["-f", "peak-kb %M cpu %U %S", process.execPath, ...argv], opts) : spawn(process.execPath, argv, opts);
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  child.stdout.resume();
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      const ms = performance.now() - t0;
      if (!okExits.includes(code ?? -1)) return reject(new Error(`mcpforge ${args.join(" ")} exited with ${code}: ${stderr.slice(-1500)}`));
      const m = /peak-kb (\d+) cpu ([\d.]+) ([\d.]+)/.exec(stderr);
      resolve({ ms, peakMb: m ? Number(m[1]) / 1024 : null, cpuMs: m ? (Number(m[2]) + Number(m[3])) * 1000 : null, exit: code });
    });
  });
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
  await runCli(["--root", root, "generate", "--no-cache"], ["--cpu-prof", `--cpu-prof-dir=${dir}`]);
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
  [row: string]: Timed[];
}

/** One spec and one handler edit per round, so "after an edit" rows measure real changes. */
function editManifest(root: string, round: number): void {
  const path = join(root, "spec", "games.json");
  const m = JSON.parse(readFileSync(path, "utf8")) as { description: string };
  m.description = `${m.description.replace(/ \(bench \d+\)$/, "")} (bench ${round})`;
  writeFileSync(path, `${JSON.stringify(sortKeys(m), null, 2)}\n`);
}

/**
 * Each command in the states a maintainer meets: from scratch (`--no-cache`, and an empty cache:
 * what every run cost before the cache), with nothing changed, and after one edit.
 */
async function timeRepo(root: string, rounds: number, log: (m: string) => void): Promise<RepoTimes> {
  const t: RepoTimes = {};
  const time = async (row: string, args: string[], env = SERVER.off) => (t[row] ??= []).push(await runCli(["--root", root, ...args], [], [0, 1], env));
  const editHandler = (tag: string) => appendFileSync(join(root, "handlers", "games", "index.ts"), `// bench edit ${tag}\n`);
  for (let i = 0; i < rounds; i++) {
    rmSync(join(root, "node_modules", ".cache"), { recursive: true, force: true });
    await time("`generate --no-cache` (every manifest validated, compiled and emitted)", ["generate", "--no-cache"]);
    await time("`check --no-cache`, empty cache (regenerate in memory + full type-check)", ["check", "--no-cache"]);
    await time("`check --no-cache --no-typecheck`", ["check", "--no-cache", "--no-typecheck"]);
    await runCli(["--root", root, "generate"]); // fills the cache (the --no-cache runs only read around it)
    await time("`generate`, nothing changed", ["generate"]);
    await time("`check`, nothing changed", ["check"]);
    editManifest(root, i);
    await time("`generate` after editing spec/games.json", ["generate"]);
    await time("`check` after that generate (type-check in process, incremental .tsbuildinfo)", ["check"]);
    editHandler(`${i}a`);
    await time("`check` after editing handlers/games/index.ts, type-check in process (baseline)", ["check"]);
    await time("type-check server's first check (`check --no-cache`, server on: starts it, parses everything)", ["check", "--no-cache"], SERVER.on);
    editHandler(`${i}b`);
    await time("`check` after editing handlers/games/index.ts, type-check server (default in a terminal)", ["check"], SERVER.on);
    editHandler(`${i}c`);
    await time("`check --service games` after editing handlers/games/index.ts, type-check in process", ["check", "--service", "games"]);
    editHandler(`${i}d`);
    await time("`check --service games` after editing handlers/games/index.ts, type-check server", ["check", "--service", "games"], SERVER.on);
    editManifest(root, i + 1000);
    await time("`generate --service games` after editing spec/games.json", ["generate", "--service", "games"]);
    await stopServer(root);
    log(`generator: round ${i + 1}/${rounds}`);
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
      const t = await runCli(["--root", root, "generate", "--no-cache"]);
      const out = join(root, "generated", "synthetic");
      const bytes = readdirSync(out).reduce((sum, f) => sum + readFileSync(join(out, f)).length, 0);
      const validators = readFileSync(join(out, "validators.ts")).length;
      // The former emitter's validators.ts, compiled in this process (skipped at 1,000 tools: a minute of CPU).
      const former = n <= 300 ? (await validatorSizes(root))[0].formerBytes : undefined;
      points.push([n, t.ms]);
      const mb = (b: number) => `${fmt(b / 2 ** 20, 2)} MB`;
      rows.push([fmt(n), `${fmt(t.ms)} ms`, `${fmt(t.ms / n, 1)} ms`, t.peakMb === null ? "–" : `${fmt(t.peakMb)} MB`, mb(bytes), mb(validators), former === undefined ? "–" : `${mb(former)} (${fmt(former / validators, 1)}×)`]);
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
  const loadBefore = loadavg()[0].toFixed(1);
  const root = loopCopy();
  try {
    const t = await timeRepo(root, rounds, ctx.log);
    const loadAfter = loadavg()[0].toFixed(1);
    const scaling = await timeScaling(ctx.quick ? [20, 100] : [10, 100, 300, 1000], ctx.log);
    const sizes = await validatorSizes(ROOT);
    const profile = ctx.quick ? "(profile: run without --quick)" : await profileGenerate(root);
    const peak = (xs: Timed[]) => (xs[0].peakMb === null ? "–" : `${fmt(median(xs.map((x) => x.peakMb!)))} MB`);
    const cpu = (xs: Timed[]) => (xs[0].cpuMs === null ? "–" : `${fmt(median(xs.map((x) => x.cpuMs!)))} ms`);
    const ms = (row: string) => median(t[row].map((x) => x.ms));
    const rows = Object.keys(t).map((row) => [row, `${fmt(ms(row))} ms`, cpu(t[row]), peak(t[row])]);
    const g = ms("`generate`, nothing changed");
    const gEdit = ms("`generate` after editing spec/games.json");
    const c = ms("`check`, nothing changed");
    const cEdit = ms("`check` after editing handlers/games/index.ts, type-check server (default in a terminal)");
    const cBase = ms("`check` after editing handlers/games/index.ts, type-check in process (baseline)");
    const sizeRows = sizes.map((s) => [s.slug, fmt(s.tools), `${fmt(s.formerBytes / 1024)} KiB`, `${fmt(s.bytes / 1024)} KiB`, `${fmt(s.bytes / s.formerBytes, 2)}×`]);
    const total = (k: "formerBytes" | "bytes") => sizes.reduce((n, s) => n + s[k], 0);
    sizeRows.push(["**all nine**", fmt(sizes.reduce((n, s) => n + s.tools, 0)), `${fmt(total("formerBytes") / 1024)} KiB`, `${fmt(total("bytes") / 1024)} KiB`, `${fmt(total("bytes") / total("formerBytes"), 2)}×`]);
    writeSection(
      "generator",
      [
        "## 4. Generator speed",
        "",
        `${machineLine()} · load average ${loadBefore} at the start, ${loadAfter} after the timed rounds (the machine is shared: compare rows with each other, not with figures of another day; the CPU column, user + system time of the CLI process, is what the command costs on a quiet machine, less what a server process did for it) · built CLI (\`node bin/mcpforge.js\`), wall time from spawn to exit, median of ${rounds} run(s), in a temporary copy of the repository with its own node_modules/.cache.`,
        "",
        "Caches (issue 11): a manifest whose text, shared defs and generator are unchanged is taken from node_modules/.cache/mcpforge-gen; prettier's output is kept by a hash of its input (after a manifest edit most files render the same); the type-check result is remembered with a hash of every file it read; handler coverage is memoized on the handlers' and manifests' contents. After an edit, parsing the ~6 MB of declarations the type-check reads (@types/node, kysely, the MCP SDK, zod) was most of `check`: in a terminal, `check` now asks a type-check server that keeps them parsed (generator/commands/check/typecheck-server.ts, docs/generator-speed.md); the in-process rows are the baseline, measured in the same rounds.",
        "",
        mdTable(["command (all nine manifests unless --service)", "wall time", "CPU (CLI process)", "peak RSS"], rows),
        "",
        `\`check\` after a handler edit: ${fmt(cEdit)} ms with the type-check server, ${fmt(cBase)} ms in process: ${fmt(cBase / cEdit, 1)}× faster.`,
        "",
        ...(Object.values(t).some((xs) => xs.some((x) => x.exit !== 0)) ? ["Some command exited 1 in this run (it reported problems in the working tree); it still ran every stage, so the time stands.", ""] : []),
        "Validators shared across the tools of a service (issue 11): each subschema used more than once in a service (a `$defs` entry, a repeated block, a whole repeated tool schema) is compiled once and called; before, every tool's schema was compiled whole, copies included. validators.ts without its header, former emitter compiled in the same run:",
        "",
        mdTable(["service", "tools", "validators.ts before", "after", "after / before"], sizeRows),
        "",
        "Growth with the number of tools: `generate --no-cache` of one synthetic manifest (housing's tools repeated under new names) into an empty generated/:",
        "",
        mdTable(["tools", "wall time", "per tool", "peak RSS", "generated size", "validators.ts", "validators.ts before (×)"], scaling.rows),
        "",
        scaling.fit,
        "",
        profile,
        "",
        `Rerun: \`${rerun("generator", ctx.quick)}\``,
      ].join("\n"),
    );
    return [
      { figure: "generator: `generate`, nothing changed", measured: `${fmt(g)} ms`, target: "≤ 2,000 ms", met: g <= 2000 },
      { figure: "generator: `generate` after one manifest edit", measured: `${fmt(gEdit)} ms`, target: "≤ 2,000 ms", met: gEdit <= 2000 },
      { figure: "generator: `check`, nothing changed", measured: `${fmt(c)} ms`, target: "≤ 3,000 ms", met: c <= 3000 },
      { figure: "generator: `check` after one handler edit (type-check server)", measured: `${fmt(cEdit)} ms`, target: "≤ 3,000 ms", met: cEdit <= 3000 },
    ];
  } finally {
    await stopServer(root);
    rmSync(root, { recursive: true, force: true });
  }
}

export const generatorSpeed: Benchmark = { name: "generator", run };
