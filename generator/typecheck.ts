import { join, relative } from "node:path";
import ts from "typescript";
import { toPosix } from "./load";

/**
 * Type-checks generated/ and handlers/ with the project's tsconfig.build.json: this is where a
 * handler that misses a tool, has an extra one or takes the wrong argument types is caught.
 * Returns `file:line:col message` lines.
 */
export function typecheckProject(root: string): string[] {
  const configPath = join(root, "tsconfig.build.json");
  const read = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  if (read.error) return [ts.flattenDiagnosticMessageText(read.error.messageText, "\n")];
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root);
  // Only what handlers and generated code pull in: the CLI's own dependencies (ts-morph, prettier,
  // TypeScript itself) would triple the time and cannot break a handler.
  const roots = parsed.fileNames.filter((f) => /[\\/](generated|handlers)[\\/]/.test(relative(root, f).replace(/^/, "/")));
  const program = ts.createProgram({ rootNames: roots, options: { ...parsed.options, noEmit: true, incremental: false, declaration: false, sourceMap: false } });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, "\n");
    if (!d.file || d.start === undefined) return text;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${toPosix(relative(root, d.file.fileName))}:${line + 1}:${character + 1} ${text}`;
  });
}

/**
 * typecheckProject on a worker thread: the TypeScript check (3-5 s) and the rest of `check`
 * (pipeline and coverage, ~4 s) are independent, and this machine class has two cores.
 */
export function typecheckProjectInWorker(root: string): Promise<string[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Worker } = require("node:worker_threads") as typeof import("node:worker_threads");
  const script = join(__dirname, "typecheck-worker.js");
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: { root } });
    worker.once("message", (problems: string[]) => resolve(problems));
    worker.once("error", reject);
    worker.once("exit", (code) => code !== 0 && reject(new Error(`type-check worker exited with code ${code}`)));
  });
}
