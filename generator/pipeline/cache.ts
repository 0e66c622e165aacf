import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Diagnostic } from "./diagnostics";
import type { EmittedFile } from "./emit";
import type { ServiceIR } from "./ir";
import { cacheDir, writeCacheFile } from "../commands/loader";
import { assetRoot } from "./paths";

/** What one manifest produced on a successful run: all `generate` needs to skip it next time. */
export interface CachedService {
  diagnostics: Diagnostic[];
  service: ServiceIR;
  files: EmittedFile[];
}

/**
 * The generator's output for one manifest is a pure function of the manifest's text, the texts of
 * the other spec/ files it may refer to, and the generator itself (its code, templates, the
 * manifest format and the versions of ajv, json-schema-to-typescript, prettier and handlebars).
 * Keyed by a hash of all of those, a manifest that did not change is neither validated, compiled
 * nor emitted again: this is where `generate` and `check` spend their seconds (profile in
 * bench/RESULTS.md, generator speed).
 */
export class GenerationCache {
  private readonly dir: string;
  private readonly base: string;

  constructor(root: string, supportTexts: readonly { path: string; text: string }[]) {
    this.dir = cacheDir(root, "mcpforge-gen");
    const h = createHash("sha256").update(generatorFingerprint());
    for (const f of [...supportTexts].sort((a, b) => (a.path < b.path ? -1 : 1))) h.update(`\0${f.path}\0${f.text}`);
    this.base = h.digest("hex");
  }

  private file(path: string, text: string): string {
    return join(this.dir, `${createHash("sha256").update(`${this.base}\0${path}\0${text}`).digest("hex")}.json`);
  }

  get(path: string, text: string): CachedService | undefined {
    const file = this.file(path, text);
    if (!existsSync(file)) return undefined;
    try {
      return JSON.parse(readFileSync(file, "utf8")) as CachedService;
    } catch {
      return undefined; // a damaged entry is a miss, never an error
    }
  }

  put(path: string, text: string, entry: CachedService): void {
    writeCacheFile(this.file(path, text), JSON.stringify(entry));
  }
}

let fingerprint: string | undefined;

/** Hash of the running generator (compiled or source), its templates, the manifest format and the emitting libraries' versions. */
export function generatorFingerprint(): string {
  if (fingerprint) return fingerprint;
  const h = createHash("sha256");
  const pkg = assetRoot();
  const hashTree = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      if (name === "node_modules" || name === "dist") continue;
      const abs = join(dir, name);
      if (statSync(abs).isDirectory()) hashTree(abs);
      else if (/\.(js|ts|hbs)$/.test(name) && !name.endsWith(".d.ts")) h.update(`\0${abs}\0`).update(readFileSync(abs));
    }
  };
  hashTree(join(__dirname, "..")); // the package's code (generator/ or its dist/), whichever is running
  hashTree(join(pkg, "templates"));
  h.update(readFileSync(join(pkg, "spec", "manifest.schema.json")));
  for (const dep of ["ajv", "ajv-formats", "json-schema-to-typescript", "prettier", "handlebars"]) {
    h.update(`\0${dep}@${(JSON.parse(readFileSync(require.resolve(`${dep}/package.json`), "utf8")) as { version: string }).version}`);
  }
  return (fingerprint = h.digest("hex"));
}

/**
 * A small result keyed by a hash of everything it depends on (plus the generator's fingerprint),
 * kept under node_modules/.cache/mcpforge-gen: the registry's formatted text, the handler coverage
 * of `check`. `compute` runs, and is stored, only on a miss.
 */
export async function memoize<T>(root: string, parts: readonly (string | Buffer)[], compute: () => T | Promise<T>): Promise<T> {
  const entry = memoEntry<T>(root, parts);
  if (entry.found) return entry.value as T;
  const value = await compute();
  entry.store(value);
  return value;
}

/** memoize's entry, looked up without computing: `found` and `value` when stored, `store` to keep one. */
export function memoEntry<T>(root: string, parts: readonly (string | Buffer)[]): { found: boolean; value?: T; store(value: T): void } {
  const h = createHash("sha256").update(generatorFingerprint());
  for (const p of parts) h.update("\0").update(p);
  const file = join(cacheDir(root, "mcpforge-gen"), `memo-${h.digest("hex")}.json`);
  const store = (value: T) => writeCacheFile(file, JSON.stringify({ value }));
  if (existsSync(file)) {
    try {
      return { found: true, value: (JSON.parse(readFileSync(file, "utf8")) as { value: T }).value, store };
    } catch {
      // damaged: computed again
    }
  }
  return { found: false, store };
}

/** Paths and contents of every file below `dir` (sorted), as hash input; empty when it does not exist. */
export function treeContents(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const abs = join(dir, name);
    if (statSync(abs).isDirectory()) out.push(...treeContents(abs));
    else out.push(abs, readFileSync(abs, "utf8"));
  }
  return out;
}

/** Prettier's output by a hash of its input (and of the generator, prettier's version included): emit/format.ts. */
export function formatMemo(root: string): { get(source: string): string | undefined; put(source: string, formatted: string): void } {
  const dir = cacheDir(root, "mcpforge-gen");
  const file = (source: string) => join(dir, `fmt-${createHash("sha256").update(generatorFingerprint()).update("\0").update(source).digest("hex")}.ts`);
  return {
    get: (source) => {
      try {
        return readFileSync(file(source), "utf8");
      } catch {
        return undefined;
      }
    },
    put: (source, formatted) => writeCacheFile(file(source), formatted),
  };
}
