import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, sep } from "node:path";

/**
 * Runs a project's TypeScript (generated/, handlers/, generator/runtime/) directly, so that what
 * `generate`, `scaffold` and a handler edit produce is what `serve` runs: there is no build output
 * that could be stale, and a new service is servable right after `generate` + `scaffold`.
 *
 * Why a loader and not a rebuild or a staleness check (measured, bench/RESULTS.md "Maintainer
 * loop"): an incremental `tsc -p tsconfig.build.json` takes seconds even when nothing changed,
 * because it type-checks; type errors are `check`'s job. Transpiling each file on its own
 * (isolatedModules is on) costs milliseconds per file, and the result is cached by content hash,
 * so a restart after a handler edit transpiles only that file. A staleness check alone would still
 * leave the maintainer to run the slow build by hand.
 *
 * Transpiler: @swc/core when installed (it is what jest uses here), else TypeScript's
 * transpileModule (a runtime dependency, so a production install works too, only slower on the
 * first start).
 */

interface Transpiler {
  id: string;
  transpile(source: string, filename: string): string;
}

/**
 * The transpiler a cache miss would use, named by package version without loading it: a start whose
 * files are all cached never loads @swc/core (its native binding cost ~50 ms of every serve start).
 * Loaded on the first miss; if @swc/core is present but will not load, TypeScript takes over and the
 * id changes with it, so a cache entry always names the transpiler that wrote it.
 */
class LazyTranspiler implements Transpiler {
  id: string;
  private loaded: Transpiler | undefined;

  constructor() {
    const swc = packageVersion("@swc/core");
    this.id = swc ? `swc ${swc}` : `typescript ${packageVersion("typescript")}`;
  }

  /** Loads the transpiler (on a miss); returns true when its id differs from the one assumed. */
  load(): boolean {
    if (this.loaded) return false;
    this.loaded = pickTranspiler();
    const changed = this.loaded.id !== this.id;
    this.id = this.loaded.id;
    return changed;
  }

  transpile(source: string, filename: string): string {
    this.load();
    return this.loaded!.transpile(source, filename);
  }
}

function packageVersion(name: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;
  } catch {
    return undefined;
  }
}

function pickTranspiler(): Transpiler {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const swc = require("@swc/core") as typeof import("@swc/core");
    const options = { jsc: { parser: { syntax: "typescript" as const }, target: "es2022" as const }, module: { type: "commonjs" as const, ignoreDynamic: true }, sourceMaps: "inline" as const };
    return { id: `swc ${swc.version}`, transpile: (source, filename) => swc.transformSync(source, { ...options, filename }).code };
  } catch {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ts = require("typescript") as typeof import("typescript");
    const compilerOptions = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true, inlineSourceMap: true, inlineSources: false };
    return { id: `typescript ${ts.version}`, transpile: (source, fileName) => ts.transpileModule(source, { fileName, compilerOptions }).outputText };
  }
}

export interface LoaderStats {
  /** Files compiled by this process (cache misses). */
  transpiled: number;
  /** Files taken from the cache. */
  cached: number;
}

const stats: LoaderStats = { transpiled: 0, cached: 0 };
let installedFor: string | undefined;

/**
 * Writes a cache entry atomically (a concurrent process sees the whole file or none). A cache that
 * cannot be written (read-only install, full disk) only costs speed: the failure is swallowed.
 */
export function writeCacheFile(file: string, content: string): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, content);
    renameSync(tmp, file);
  } catch {
    // best effort: the next run computes it again
  }
}

/**
 * A cache directory of the project: `node_modules/.cache/<name>` (where build tools keep theirs,
 * ignored by git and removed with node_modules), else under the OS temporary directory.
 */
export function cacheDir(root: string, name = "mcpforge-ts"): string {
  const modules = join(root, "node_modules");
  return existsSync(modules) ? join(modules, ".cache", name) : join(tmpdir(), `${name}-cache`);
}

/**
 * Lets `require` load `.ts` files (never those under node_modules, which ship JavaScript).
 * Idempotent; a second root in one process is refused rather than silently mixed.
 */
export function registerTypeScript(root: string): LoaderStats {
  if (installedFor !== undefined) {
    if (installedFor !== root) throw new Error(`TypeScript loader already serves ${installedFor}; cannot also serve ${root}`);
    return stats;
  }
  installedFor = root;
  const transpiler = new LazyTranspiler();
  const dir = cacheDir(root);
  process.setSourceMapsEnabled(true); // stack traces in the log name the .ts line a maintainer edits
  const extensions = require.extensions as Record<string, (module: NodeJS.Module, filename: string) => void>;
  const previous = extensions[".ts"];
  extensions[".ts"] = (module, filename) => {
    if (previous && filename.split(sep).includes("node_modules")) return previous(module, filename);
    const source = readFileSync(filename, "utf8");
    const entry = () => join(dir, `${createHash("sha256").update(`${transpiler.id}\0${filename}\0${source}`).digest("hex")}.js`);
    let file = entry();
    if (!existsSync(file) && transpiler.load()) file = entry();
    let code: string;
    if (existsSync(file)) {
      code = readFileSync(file, "utf8");
      stats.cached++;
    } else {
      code = transpiler.transpile(source, filename);
      writeCacheFile(file, code);
      stats.transpiled++;
    }
    (module as unknown as { _compile(code: string, filename: string): void })._compile(code, filename);
  };
  resolveRuntimeToSource(root);
  return stats;
}

/**
 * Generated code imports the runtime as "mcpforge/runtime", handlers the platform as
 * "mcpforge/platform/…". In a project that carries the package's source (this repository, where
 * the package is the generator/ workspace, and its test fixtures) those names must mean the source,
 * not the compiled dist/ copy: one instance of each module, and never a stale one. Elsewhere node's
 * resolution finds the installed package as usual.
 */
function resolveRuntimeToSource(root: string): void {
  const generator = join(root, "generator");
  if (!existsSync(join(generator, "runtime", "index.ts"))) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Module = require("node:module") as unknown as { _resolveFilename(request: string, ...rest: unknown[]): string };
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request: string, ...rest: unknown[]) {
    const sub = /^mcpforge\/((?:runtime|platform)(?:\/[\w./-]*)?)$/.exec(request);
    return resolveFilename.call(this, sub ? join(generator, sub[1]) : request, ...rest);
  };
}
