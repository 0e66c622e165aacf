import { createHash } from "node:crypto";
import { join, relative } from "node:path";
import type ts from "typescript";
import { cacheDir } from "../loader";
import { toPosix } from "../../pipeline/load";
import { recall, remember, statsUnchanged } from "./typecheck-memo";
import { nativeCompiler, runNative, startNative } from "./typecheck-native";

/**
 * Type-checks generated/ and handlers/ with the project's tsconfig.build.json: this is where a
 * handler that misses a tool, has an extra one or takes the wrong argument types is caught.
 * Returns `file:line:col message` lines. `service` narrows the roots to generated/<slug>/ and
 * handlers/<slug>/ (and what they import).
 *
 * Incremental: the previous run's results sit in a .tsbuildinfo under node_modules/.cache, so
 * files whose content and dependencies did not change are not checked again. Parsing the ~6 MB
 * the program reads (@types/node, kysely, the MCP SDK, zod) is what remains and costs seconds:
 * `check` in a terminal asks the type-check server (typecheck-server.ts), which keeps them parsed.
 */
export function typecheckProject(root: string, service?: string, cache = true): string[] {
  const known = cache ? recall(root, service) : undefined;
  if (known) return known;
  // TypeScript 7 when installed (typecheck-native.ts), else TypeScript 5.9 in process.
  const tsc = nativeCompiler();
  const { problems, files } = (tsc ? runNative(tsc, root, service) : undefined) ?? runTypeScript(root, service);
  remember(root, service, files, problems);
  return problems;
}

/**
 * `check`'s type-check with TypeScript 7, started before anything else: the compiler runs in its
 * own process at once, while this process asks the memo (typecheck-memo.ts) whether the last
 * result still stands; if it does, the compiler is stopped. When no file changed size or time,
 * the memo is asked first and the compiler started only if it does not hold. Undefined when TypeScript 7 is not
 * used (MCPFORGE_TYPECHECK=typescript5 or not installed).
 */
export function typecheckEarly(root: string, service?: string, cache = true): Promise<string[]> | undefined {
  const tsc = nativeCompiler();
  if (!tsc) return undefined;
  // Started before the hashes are compared unless every file kept its size and time (then the
  // memo most likely holds, and a compiler started for nothing would take CPU from the rest).
  const early = cache && statsUnchanged(root, service) ? undefined : startNative(tsc, root, service);
  const known = cache ? recall(root, service) : undefined;
  if (known) {
    early?.cancel();
    return Promise.resolve(known);
  }
  return (early ?? startNative(tsc, root, service)).done.then((native) => {
    const { problems, files } = native ?? runTypeScript(root, service);
    remember(root, service, files, problems);
    return problems;
  });
}

export interface CheckResult {
  problems: string[];
  /** Every file the program read: the memo hashes them. */
  files: string[];
}

/** What `tsc -p tsconfig.build.json` would check, narrowed to generated/ and handlers/ (of one service). */
export function programInputs(ts: typeof import("typescript"), root: string, service: string | undefined): { options: ts.CompilerOptions; roots: string[] } | { error: string } {
  const read = ts.readConfigFile(join(root, "tsconfig.build.json"), (p) => ts.sys.readFile(p));
  if (read.error) return { error: ts.flattenDiagnosticMessageText(read.error.messageText, "\n") };
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root);
  // Only what handlers and generated code pull in: the CLI's own dependencies (ts-morph, prettier,
  // TypeScript itself) would triple the time and cannot break a handler.
  const area = service === undefined ? /[\\/](generated|handlers)[\\/]/ : new RegExp(`[\\\\/](generated|handlers)[\\\\/]${service}[\\\\/]`);
  // With a service, every declaration file too: ambient module declarations are imported by nobody.
  const declarations = /^[\\/](generated|handlers)[\\/].*\.d\.ts$/;
  const roots = parsed.fileNames.filter((f) => area.test(relative(root, f).replace(/^/, "/")) || (service !== undefined && declarations.test(relative(root, f).replace(/^/, "/"))));
  return { options: { ...parsed.options, noEmit: true, declaration: false, sourceMap: false }, roots };
}

/**
 * generated/*\/validators.ts is ajv output under @ts-nocheck (megabytes; parsing it was most of
 * the time left once results are incremental): the checker sees only its export names.
 */
export function stubValidators(host: ts.CompilerHost): void {
  const readText = host.readFile.bind(host);
  host.readFile = (file) => {
    const text = readText(file);
    return text !== undefined && VALIDATORS.test(file) ? exportsOnly(text) : text;
  };
}

/** Every diagnostic a program has, as `file:line:col message`. */
export function problemsOf(ts: typeof import("typescript"), root: string, program: ts.Program | ts.BuilderProgram): string[] {
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(), ...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()];
  return diagnostics.map((d: ts.Diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, "\n");
    if (!d.file || d.start === undefined) return text;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${toPosix(relative(root, d.file.fileName))}:${line + 1}:${character + 1} ${text}`;
  });
}

function runTypeScript(root: string, service: string | undefined): CheckResult {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ts = require("typescript") as typeof import("typescript");
  const inputs = programInputs(ts, root, service);
  if ("error" in inputs) return { problems: [inputs.error], files: [] };
  const tsBuildInfoFile = join(cacheDir(root, "mcpforge-typecheck"), `${service ?? "all"}-${createHash("sha1").update(root).digest("hex").slice(0, 10)}.tsbuildinfo`);
  const options = { ...inputs.options, incremental: true, tsBuildInfoFile };
  const host = ts.createIncrementalCompilerHost(options);
  stubValidators(host);
  const program = ts.createIncrementalProgram({ rootNames: inputs.roots, options, host });
  const problems = problemsOf(ts, root, program);
  program.emit(); // with noEmit, writes only the .tsbuildinfo
  return { problems, files: program.getProgram().getSourceFiles().map((f) => f.fileName) };
}

const VALIDATORS = /[\\/]generated[\\/][^\\/]+[\\/]validators\.ts$/;

function exportsOnly(text: string): string {
  const names = [...text.matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
  return `// @ts-nocheck\n${names.map((n) => `export declare const ${n}: any;`).join("\n")}\n`;
}

/**
 * typecheckProject on a worker thread: the TypeScript check (3-5 s) and the rest of `check`
 * (pipeline and coverage, ~4 s) are independent, and this machine class has two cores.
 */
export function typecheckProjectInWorker(root: string, service?: string, cache = true): Promise<string[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Worker } = require("node:worker_threads") as typeof import("node:worker_threads");
  const script = join(__dirname, "typecheck-worker.js");
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: { root, service, cache } });
    worker.once("message", (problems: string[]) => resolve(problems));
    worker.once("error", reject);
    worker.once("exit", (code) => code !== 0 && reject(new Error(`type-check worker exited with code ${code}`)));
  });
}
