import { spawn } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { rerun, type BenchContext } from "./lib/bench";
import { ROOT } from "./lib/proc";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, median } from "./lib/stats";

/**
 * The maintainer loop (issue 11): after `generate`, `scaffold` or a handler edit, what does it cost
 * to serve exactly that code? Measures the options generator/commands/loader chose between, in a copy of
 * the repository with a private node_modules/.cache (so "cold cache" is really cold):
 * transpile-on-require with a content-hash cache (what `serve` does) against rebuilding dist/
 * with tsc and starting the compiled host.
 */
const CLI = join(ROOT, "bin", "mcpforge.js");
const HANDLER = join("handlers", "games", "index.ts");

/** spec/, generated/, handlers/, data/ copied; generator/ linked; node_modules a real folder of links. */
export function loopCopy(): string {
  const root = mkdtempSync(join(tmpdir(), "mcpforge-loop-"));
  for (const d of ["spec", "generated", "handlers", "data"]) cpSync(join(ROOT, d), join(root, d), { recursive: true });
  // package.json too: compiled generated code requires "mcpforge/runtime", which resolves by the
  // package's self-reference (its "exports") to the copy's own dist/.
  for (const f of ["tsconfig.json", "tsconfig.build.json", "package.json"]) cpSync(join(ROOT, f), join(root, f));
  symlinkSync(join(ROOT, "generator"), join(root, "generator"));
  mkdirSync(join(root, "node_modules"));
  for (const name of readdirSync(join(ROOT, "node_modules"))) if (name !== ".cache") symlinkSync(join(ROOT, "node_modules", name), join(root, "node_modules", name));
  return root;
}

/** No SMTP listeners (their fixed ports may be taken by another process on this machine). */
const QUIET = { LOG_LEVEL: "warn", EMAIL_INBOUND_SMTP: "off", EMAIL_SUBMISSION_SMTP: "off" };

/** ms from spawn until `serve --all` (or the compiled host) prints its last endpoint line. */
function timeListening(args: string[], root: string): Promise<number> {
  const data = mkdtempSync(join(tmpdir(), "mcpforge-loop-data-"));
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...QUIET, PORT: "0", MCPFORGE_DATA_DIR: data }, stdio: ["ignore", "ignore", "pipe"] });
  let err = "";
  let ms: number | undefined;
  return new Promise<number>((resolve, reject) => {
    child.stderr.on("data", (c: Buffer) => {
      err += c.toString();
      if (ms === undefined && /webhooks\s+http|^listening/m.test(err)) {
        ms = performance.now() - t0;
        child.kill("SIGINT");
      }
    });
    child.once("exit", (code) => (ms !== undefined ? resolve(ms) : reject(new Error(`${args.join(" ")} exited ${code} before listening: ${err.slice(-800)}`))));
  }).finally(() => rmSync(data, { recursive: true, force: true }));
}

function timeCommand(command: string, args: string[], cwd: string): Promise<number> {
  const t0 = performance.now();
  const child = spawn(command, args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
  let err = "";
  child.stderr.on("data", (c: Buffer) => (err += c.toString()));
  return new Promise((resolve, reject) => child.once("exit", (code) => (code === 0 ? resolve(performance.now() - t0) : reject(new Error(`${command} ${args.join(" ")} exited ${code}: ${err.slice(-800)}`)))));
}

// The compiled host of bench/servers/host-all.cjs, pointed at the copy's dist/.
const COMPILED_HOST = `const r=require("./generator/dist/runtime"),g=require("./dist/handlers"),c=r.loadConfig(process.env);
r.startHost({services:g.serviceSlugs.map((s)=>g.services[s]()),config:c,logger:r.createLogger(c.logLevel)}).then((h)=>{process.stderr.write("listening\\n");process.once("SIGINT",()=>h.close().then(()=>process.exit(0)))});`;

export async function maintainerLoop(ctx: BenchContext): Promise<void> {
  const rounds = ctx.quick ? 1 : 3;
  const loadBefore = loadavg()[0].toFixed(1);
  const root = loopCopy();
  const serve = [CLI, "--root", root, "serve", "--all", "--port", "0"];
  const tsc = [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.build.json"];
  const t = { cold: [] as number[], warm: [] as number[], edited: [] as number[], compiled: [] as number[], tscFull: [] as number[], tscNoop: [] as number[], tscEdit: [] as number[] };
  try {
    for (let i = 0; i < rounds; i++) {
      rmSync(join(root, "node_modules", ".cache"), { recursive: true, force: true });
      rmSync(join(root, "dist"), { recursive: true, force: true });
      t.cold.push(await timeListening(serve, root));
      t.warm.push(await timeListening(serve, root));
      appendFileSync(join(root, HANDLER), `// edit ${i}\n`);
      t.edited.push(await timeListening(serve, root));
      t.tscFull.push(await timeCommand(process.execPath, tsc, root));
      t.tscNoop.push(await timeCommand(process.execPath, tsc, root));
      appendFileSync(join(root, HANDLER), `// edit ${i}b\n`);
      t.tscEdit.push(await timeCommand(process.execPath, tsc, root));
      t.compiled.push(await timeListening(["-e", COMPILED_HOST], root));
      ctx.log(`maintainer loop: round ${i + 1}/${rounds}: loader cold ${fmt(t.cold[i])} ms, warm ${fmt(t.warm[i])} ms, tsc after edit ${fmt(t.tscEdit[i])} ms`);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const m = (xs: number[]) => `${fmt(median(xs))} ms`;
  writeSection(
    "maintainer-loop",
    [
      "## Maintainer loop: serving exactly what generate, scaffold and a handler edit produced",
      "",
      `${machineLine()} · load average ${loadBefore} at the start (shared machine: compare rows with each other) · median of ${rounds} round(s) · in a copy of the repository with its own node_modules/.cache · \`serve --all\` timed from spawn until it prints its last endpoint (all nine services listening).`,
      "",
      mdTable(
        ["option", "what a restart after an edit costs", "time"],
        [
          ["**chosen:** `serve` transpiles TypeScript on require, cached by content hash (generator/commands/loader)", "cold cache (first start after clone or upgrade)", m(t.cold)],
          ["", "warm cache, nothing changed", m(t.warm)],
          ["", "one handler file edited (one file transpiled)", m(t.edited)],
          ["rebuild dist/ with `tsc -p tsconfig.build.json`, then start the compiled host", "tsc, no previous build", m(t.tscFull)],
          ["", "tsc incremental, nothing changed", m(t.tscNoop)],
          ["", "tsc incremental, one handler file edited", m(t.tscEdit)],
          ["", "+ start of the compiled host (dist/)", m(t.compiled)],
        ],
      ),
      "",
      "Rebuilding costs seconds per restart even when nothing changed, because tsc type-checks the whole program. A warm-cache loader start is slower than the compiled host's start (compare the rows: reading sources, hashing them and loading source maps), but far cheaper than any rebuild it replaces, and an edit re-transpiles only the edited file. Type errors are reported by `mcpforge check`, not at serve time. A staleness check that refuses to serve would still leave the maintainer to pay the rebuild by hand.",
      "",
      `Rerun: \`${rerun("generator", ctx.quick)}\` (the generator benchmark writes this section too)`,
    ].join("\n"),
  );
}
