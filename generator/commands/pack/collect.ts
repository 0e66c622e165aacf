import { existsSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, relative, resolve } from "node:path";
import type ts from "typescript";
import { toPosix } from "../../pipeline/load";
import { RUNTIME_MODULE } from "../../pipeline/paths";

/**
 * The files a packed service needs, found by following the real import graph from its entry
 * points (relative imports, "mcpforge/runtime" and "mcpforge/platform/…"; `import type` is erased first, so type-only
 * imports pull in nothing). TypeScript is transpiled to CommonJS; JavaScript and JSON are copied.
 * Every other import names an npm package, which becomes a dependency of the pack.
 */
export interface Collected {
  /** Output path (package-relative, under lib/) → JavaScript or JSON text. */
  files: Map<string, string>;
  /** Package names imported, sorted. */
  packages: string[];
}

export interface Layout {
  /** Directory → folder under lib/, first match wins: the runtime, the platform, the launcher, then the project. */
  dirs: ReadonlyArray<{ dir: string; to: string }>;
  runtimeEntry: string;
  /** The mcpforge package's modules ("mcpforge/runtime", "mcpforge/platform/…" resolve under it): generator/ here, dist/ when installed. */
  packageModules: string;
}

/** "mcpforge/runtime", "mcpforge/platform/http", … → the file under the package's modules. */
function packageFile(layout: Layout, spec: string): string | undefined {
  if (spec === RUNTIME_MODULE) return layout.runtimeEntry;
  const sub = /^mcpforge\/((?:runtime|platform)\/[\w./-]+)$/.exec(spec)?.[1];
  return sub === undefined ? undefined : resolveFile(resolve(layout.packageModules, sub));
}

const BUILTIN = new Set(builtinModules);
const EXTENSIONS = ["", ".ts", ".js", ".json", "/index.ts", "/index.js"];

export function outputPath(layout: Layout, abs: string): string {
  for (const { dir, to } of layout.dirs) {
    const rel = toPosix(relative(dir, abs));
    if (!rel.startsWith("..")) return `lib/${to ? `${to}/` : ""}${rel.replace(/\.ts$/, ".js")}`;
  }
  throw new Error(`${abs} is outside the project: a packed service can only contain the project's own files`);
}

function resolveFile(base: string): string | undefined {
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** "@scope/name/sub/path" → "@scope/name"; "name/sub" → "name"; a builtin → undefined. */
export function packageName(spec: string): string | undefined {
  if (spec.startsWith("node:") || BUILTIN.has(spec.split("/")[0])) return undefined;
  const parts = spec.split("/");
  return spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

function transpile(tsc: typeof ts, text: string, fileName: string): string {
  const compilerOptions = { module: tsc.ModuleKind.CommonJS, target: tsc.ScriptTarget.ES2022, esModuleInterop: true };
  return tsc.transpileModule(text, { fileName, compilerOptions }).outputText;
}

function relativeSpec(from: string, to: string): string {
  const rel = toPosix(relative(dirname(from), to));
  return rel.startsWith(".") ? rel : `./${rel}`;
}

function replaceSpecifier(code: string, spec: string, next: string): string {
  return code.split(`"${spec}"`).join(JSON.stringify(next)).split(`'${spec}'`).join(JSON.stringify(next));
}

export function collect(layout: Layout, entries: readonly string[]): Collected {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const tsc = require("typescript") as typeof ts;
  const files = new Map<string, string>();
  const packages = new Set<string>();
  const queue = [...entries];
  const seen = new Set<string>();
  while (queue.length) {
    const abs = queue.shift()!;
    if (seen.has(abs)) continue;
    seen.add(abs);
    const out = outputPath(layout, abs);
    const source = readFileSync(abs, "utf8");
    let code = abs.endsWith(".ts") ? transpile(tsc, source, abs) : source;
    if (!abs.endsWith(".json")) {
      for (const { fileName: spec } of tsc.preProcessFile(code, true, true).importedFiles) {
        const own = spec === RUNTIME_MODULE || /^mcpforge\/(runtime|platform)\//.test(spec);
        const target = own ? packageFile(layout, spec) : spec.startsWith(".") ? resolveFile(resolve(dirname(abs), spec)) : undefined;
        if (own || spec.startsWith(".")) {
          if (!target) throw new Error(`${abs} imports "${spec}", which does not resolve to a file`);
          queue.push(target);
          // The layout under lib/ differs from the project's (the runtime moves to lib/runtime/):
          // every specifier names its target's new place.
          code = replaceSpecifier(code, spec, relativeSpec(out, outputPath(layout, target)));
        } else {
          const name = packageName(spec);
          if (name) packages.add(name);
        }
      }
    }
    files.set(out, code);
  }
  return { files, packages: [...packages].sort() };
}
