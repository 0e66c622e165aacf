import { spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./lib/proc";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, median } from "./lib/stats";

/**
 * `mcpforge check` and `generate` time (issue 32): wall and CPU (user + system of the command and
 * the processes it waited for: the TypeScript 7 compiler, esbuild), in fresh clones of two commits
 * measured in the same run: the current one and a baseline (default: the commit before this
 * session's check work). Each clone gets a node_modules of links to the repository's packages
 * (no .cache, so the first check is cold) and a copy of the built generator/dist.
 *
 *   node -r ./bench/lib/register.js bench/generator-check.ts [--rounds N] [--baseline <commit>] [--write]
 */
const BASELINE = "ffad3f4";
const EDITED_HANDLER = join("handlers", "games", "index.ts");
const EDITED_SPEC = join("spec", "games.json");

function clone(commit: string): string {
  const dir = mkdtempSync(join(tmpdir(), "cf-clone-"));
  const git = (...args: string[]) => spawnSync("git", args, { cwd: dir, encoding: "utf8" });
  if (spawnSync("git", ["clone", "--quiet", "--no-checkout", ROOT, dir]).status !== 0 || git("checkout", "--quiet", commit).status !== 0) throw new Error(`cannot clone ${commit}`);
  mkdirSync(join(dir, "node_modules"));
  for (const name of readdirSync(join(ROOT, "node_modules"))) {
    if (name === ".cache") continue;
    symlinkSync(name === "mcpforge" ? join(dir, "generator") : join(ROOT, "node_modules", name), join(dir, "node_modules", name));
  }
  // The generator as built from this commit (generator/dist is not in git): `npm run build` in the clone.
  const build = spawnSync(process.execPath, [join(ROOT, "node_modules", "typescript7", "bin", "tsc"), "-p", "generator/tsconfig.build.json"], { cwd: dir, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`build of ${commit} failed: ${build.stdout}${build.stderr}`);
  return dir;
}

interface Timing {
  wall: number;
  cpu: number;
}

/** One CLI run under /usr/bin/time: wall and CPU seconds (its waited-for children included). */
function time(dir: string, args: string[], expectOk = true): Timing {
  const out = join(dir, ".time");
  const r = spawnSync("/usr/bin/time", ["-o", out, "-f", "%e %U %S", process.execPath, "bin/mcpforge.js", ...args], { cwd: dir, encoding: "utf8", env: { ...process.env, CI: "1" } });
  if (expectOk && r.status !== 0) throw new Error(`${args.join(" ")} failed in ${dir}: ${r.stderr.slice(-1500)}`);
  const [wall, user, sys] = readFileSync(out, "utf8").trim().split(/\s+/).slice(-3).map(Number);
  return { wall: wall * 1000, cpu: (user + sys) * 1000 };
}

const ROWS = [
  ["cold", "`check` in a fresh clone (empty cache: every manifest, every view, coverage, full type-check)"],
  ["noop", "`check`, nothing changed"],
  ["comment", "`check` after a comment is appended to handlers/games/index.ts"],
  ["export", "`check` after an exported declaration is added to handlers/games/index.ts (its declarations change)"],
  ["generate", "`generate` after the first tool description in spec/games.json is edited"],
  ["afterGenerate", "`check` after that generate"],
] as const;
type Row = (typeof ROWS)[number][0];

function round(dir: string, i: number): Record<Row, Timing> {
  rmSync(join(dir, "node_modules", ".cache"), { recursive: true, force: true });
  const cold = time(dir, ["check"]);
  const noop = time(dir, ["check"]);
  appendFileSync(join(dir, EDITED_HANDLER), `// bench edit ${i}\n`);
  const comment = time(dir, ["check"]);
  appendFileSync(join(dir, EDITED_HANDLER), `export const benchProbe${i} = ${i};\n`);
  const exported = time(dir, ["check"]);
  const spec = readFileSync(join(dir, EDITED_SPEC), "utf8");
  const at = spec.indexOf("\"description\": \"", spec.indexOf("\"tools\": {")) + "\"description\": \"".length;
  writeFileSync(join(dir, EDITED_SPEC), `${spec.slice(0, at)}(bench ${i}) ${spec.slice(at)}`);
  const generate = time(dir, ["generate"]);
  const afterGenerate = time(dir, ["check"]);
  spawnSync("git", ["checkout", "--quiet", "--", "."], { cwd: dir });
  spawnSync(process.execPath, ["bin/mcpforge.js", "generate"], { cwd: dir });
  return { cold, noop, comment, export: exported, generate, afterGenerate };
}

function main(): void {
  const argv = process.argv.slice(2);
  const rounds = Number(argv[argv.indexOf("--rounds") + 1] ?? 0) || 2;
  const baseline = argv.includes("--baseline") ? argv[argv.indexOf("--baseline") + 1] : BASELINE;
  const current = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
  const loads: string[] = [loadavg()[0].toFixed(1)];
  const dirs = { current: clone("HEAD"), baseline: clone(baseline) };
  const runs: Record<"current" | "baseline", Record<Row, Timing>[]> = { current: [], baseline: [] };
  try {
    for (let i = 0; i < rounds; i++) {
      // Alternate which goes first, so a change in the machine's load falls on both.
      for (const side of i % 2 === 0 ? (["current", "baseline"] as const) : (["baseline", "current"] as const)) {
        runs[side].push(round(dirs[side], i));
        const r = runs[side][runs[side].length - 1];
        process.stderr.write(`round ${i + 1} ${side}: ${ROWS.map(([k]) => `${k} ${fmt(r[k].wall)}/${fmt(r[k].cpu)} ms`).join(", ")} (load ${loadavg()[0].toFixed(1)})\n`);
      }
      loads.push(loadavg()[0].toFixed(1));
    }
  } finally {
    for (const d of Object.values(dirs)) rmSync(d, { recursive: true, force: true });
  }
  const med = (side: "current" | "baseline", k: Row, f: keyof Timing) => median(runs[side].map((r) => r[k][f]));
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const table = mdTable(
    ["command", `wall (${current})`, `CPU (${current})`, `wall (baseline ${baseline})`, `CPU (baseline)`, "CPU ratio"],
    ROWS.map(([k, label]) => [label, s(med("current", k, "wall")), s(med("current", k, "cpu")), s(med("baseline", k, "wall")), s(med("baseline", k, "cpu")), `${(med("current", k, "cpu") / med("baseline", k, "cpu")).toFixed(2)}×`]),
  );
  const text = [
    "## `check` and `generate` time (issue 32)",
    "",
    `${machineLine()} · load average ${loads.join(" → ")} (1-minute, at the start and after each round; the machine is shared, so wall time moves with it: CPU is the steadier figure) · median of ${rounds} round(s) per commit, the two commits alternating · fresh \`git clone\` of each commit with node_modules linked (no .cache) and generator/dist built from it · CPU: user + system of the CLI and the processes it waited for (the TypeScript 7 compiler, esbuild).`,
    "",
    table,
    "",
    "Rerun: `node -r ./bench/lib/register.js bench/generator-check.ts --rounds 2 --write` (after `npm run build --silent`).",
  ].join("\n");
  process.stdout.write(`${text}\n`);
  if (argv.includes("--write")) writeSection("check-time", text);
}

main();
