import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { dirname, isAbsolute, join, relative } from "node:path";
import { cacheDir, writeCacheFile } from "../loader";
import { toPosix } from "../../pipeline/load";
import type { CheckResult } from "./typecheck";

/**
 * The type-check on TypeScript 7, the native compiler (npm `typescript@7`, installed under the
 * alias `typescript7` beside TypeScript 5.9, which ts-morph and the in-process fallback use). It
 * reads the same program as the in-process check (tsconfig.build.json narrowed to generated/ and
 * handlers/), incrementally (.tsbuildinfo in node_modules/.cache), in a child process: ~4x less
 * time than TypeScript 5.9 in process and no resident server. TypeScript 7 has no compiler API
 * in process yet, so the roots go through a small derived tsconfig and the diagnostics and the
 * file list (`--listFiles`) are read from its output.
 *
 * MCPFORGE_TYPECHECK=typescript5 selects the in-process TypeScript 5.9 check instead.
 */
export function nativeCompiler(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const choice = env.MCPFORGE_TYPECHECK;
  if (choice !== undefined && choice !== "typescript5" && choice !== "typescript7") throw new Error(`MCPFORGE_TYPECHECK must be "typescript7" or "typescript5", not ${JSON.stringify(choice)}`);
  if (choice === "typescript5") return undefined;
  try {
    return join(dirname(require.resolve("typescript7/package.json")), "bin", "tsc");
  } catch {
    return undefined; // not installed (an install without optional packages): the in-process check
  }
}

/**
 * Runs TypeScript 7 with tsconfig.build.json's options over generated/ and handlers/ (of one
 * service), as programInputs() narrows the in-process check; undefined when it cannot run.
 */
export function runNative(tsc: string, root: string, service: string | undefined): CheckResult | undefined {
  const cmd = nativeCommand(tsc, root, service);
  if (!cmd) return undefined;
  const run = spawnSync(cmd.file, cmd.args, { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  return run.error ? undefined : resultOf(root, run.status, run.stdout);
}

/**
 * runNative in the background: `check` starts it before anything else, so the compiler (the
 * longest step after an edit) runs beside the generation and coverage steps. `cancel` ends it
 * (the memo already knew the answer).
 */
export function startNative(tsc: string, root: string, service: string | undefined): { done: Promise<CheckResult | undefined>; cancel(): void } {
  const cmd = nativeCommand(tsc, root, service);
  if (!cmd) return { done: Promise.resolve(undefined), cancel: () => undefined };
  const child = spawn(cmd.file, cmd.args, { cwd: root, stdio: ["ignore", "pipe", "ignore"] });
  const chunks: Buffer[] = [];
  child.stdout.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<CheckResult | undefined>((resolve) => {
    child.once("error", () => resolve(undefined));
    child.once("close", (status) => resolve(resultOf(root, status, Buffer.concat(chunks).toString("utf8"))));
  });
  return { done, cancel: () => child.exitCode === null && child.kill() };
}

function resultOf(root: string, status: number | null, stdout: string): CheckResult | undefined {
  // 0: clean; 1 and 2: diagnostics (with or without output); anything else, or a signal: it did not run.
  return status === 0 || status === 1 || status === 2 ? parseOutput(root, stdout) : undefined;
}

/** The derived tsconfig written, and the command line that checks it. */
function nativeCommand(tsc: string, root: string, service: string | undefined): { file: string; args: string[] } | undefined {
  const id = `${service ?? "all"}-${createHash("sha1").update(root).digest("hex").slice(0, 10)}`;
  const dir = configDir(root);
  const config = join(dir, `${id}.native.tsconfig.json`);
  const settings = {
    extends: join(root, "tsconfig.build.json"),
    compilerOptions: { noEmit: true, declaration: false, sourceMap: false, incremental: true, tsBuildInfoFile: join(dir, `${id}.native.tsbuildinfo`) },
    include: included(root, service),
  };
  writeCacheFile(config, JSON.stringify(settings));
  if (!existsSync(config)) return undefined;
  const [file, pre] = executable(tsc);
  return { file, args: [...pre, "-p", config, "--pretty", "false", "--listFiles"] };
}

/**
 * generated/ and handlers/, or one service's folders of them plus every declaration file under
 * both: ambient module declarations (handlers/_shared/retrieval/wink.d.ts declares a package's
 * types) are imported by nobody, and a service's check without them reported a false error.
 */
function included(root: string, service: string | undefined): string[] {
  const dirs = ["generated", "handlers"].map((d) => join(root, d));
  if (service === undefined) return dirs.map((d) => join(d, "**", "*.ts"));
  return dirs.flatMap((d) => [join(d, service, "**", "*.ts"), join(d, "**", "*.d.ts")]);
}

/**
 * TypeScript 7's own executable (the platform package the `typescript` package depends on),
 * started directly: its bin/tsc is a Node script that only finds and starts it, which cost a
 * Node start (0.15-0.3 s on a loaded machine) per check. The script when the executable is not
 * where that package puts it.
 */
function executable(shim: string): [string, string[]] {
  try {
    const pkg = require.resolve(`@typescript/typescript-${process.platform}-${process.arch}/package.json`, { paths: [dirname(dirname(shim))] });
    const exe = join(dirname(pkg), "lib", process.platform === "win32" ? "tsc.exe" : "tsc");
    if (existsSync(exe)) return [exe, []];
  } catch {
    // not installed where expected: the script finds it, or says why not
  }
  return [process.execPath, [shim]];
}

/**
 * Where the derived tsconfig goes. TypeScript finds `types` (e.g. "node") in node_modules/@types
 * folders above the config file, so the config must sit below the node_modules that serve the
 * project: the project's own, or, when the packages were installed above it (a project inside a
 * workspace or a directory that holds the install), the nearest one above it. Never under the
 * system temp folder, where no @types can be found.
 */
function configDir(root: string): string {
  for (let dir = root; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "node_modules"))) return join(dir, "node_modules", ".cache", "mcpforge-typecheck");
    if (dirname(dir) === dir) return cacheDir(root, "mcpforge-typecheck");
  }
}

const DIAGNOSTIC = /^(.+?)\((\d+),(\d+)\): error TS\d+: (.*)$/;
const GLOBAL = /^error TS\d+: (.*)$/;

/** `file(line,col): error TSn: text` (continuation lines indented) → `file:line:col text`; other absolute paths are the program's files. */
export function parseOutput(root: string, stdout: string): CheckResult {
  const problems: string[] = [];
  const files: string[] = [];
  for (const line of stdout.split(/\r?\n/)) {
    const d = DIAGNOSTIC.exec(line);
    const g = d ? null : GLOBAL.exec(line);
    if (d) problems.push(`${toPosix(relative(root, isAbsolute(d[1]) ? d[1] : join(root, d[1])))}:${d[2]}:${d[3]} ${d[4]}`);
    else if (g) problems.push(g[1]);
    else if (/^\s+\S/.test(line) && problems.length > 0) problems[problems.length - 1] += `\n${line}`;
    else if (isAbsolute(line.trim())) files.push(line.trim());
  }
  return { problems, files };
}
