import { join } from "node:path";
import type { GenerationCache } from "./cache";
import type { Diagnostic } from "./diagnostics";
import type { EmittedFile } from "./emit";
import { buildIR, type ServiceIR } from "./ir";
import { readSpecDir, SUPPORT_FILES, type SpecSet } from "./load";
import { validateSpec } from "./validate";
import { checkViews, emitViews } from "./apps";

export interface PipelineResult {
  diagnostics: Diagnostic[];
  services: ServiceIR[];
  /** Empty when any diagnostic is an error (unless `partial`). */
  files: EmittedFile[];
  /** With `partial`: manifests with errors, not emitted (their generated/ files and the registry are left as they are). */
  skipped?: string[];
}

export interface PipelineOptions {
  /** Repository root; paths in diagnostics and files are relative to it. */
  root: string;
  /** Spec folder, default `<root>/spec`. */
  specDir?: string;
  /** Only this service: its files under generated/<slug>/, not the registry generated/index.ts. */
  service?: string;
  /** Reuse the output of manifests unchanged since a successful run (the CLI's default; tests run without). */
  cache?: boolean;
  /**
   * Emit the services whose manifests are sound even when another manifest has errors (generate:
   * one broken manifest, an imported one say, does not block the others). The registry is then not
   * emitted, and nothing is emitted when a shared file (defs.json, …) has errors.
   */
  partial?: boolean;
}

/** load → validate → ir → emit. Reads spec/, writes nothing (but the cache under node_modules/.cache). */
export async function runPipeline({ root, specDir = join(root, "spec"), service, cache = false, partial = false }: PipelineOptions): Promise<PipelineResult> {
  const set = onlyService(readSpecDir(specDir, root), service);
  const store = cache ? openCache(root, set) : undefined;
  const hits = new Map<string, NonNullable<ReturnType<GenerationCache["get"]>>>();
  for (const path of set.manifests) {
    const hit = store?.get(path, set.files.get(path)!.text);
    if (hit) hits.set(path, hit);
  }
  const validated = validateSpec(set, new Set(hits.keys()));
  const ir = buildIR(validated.manifests);
  const cached = [...hits.values()];
  const diagnostics = [...validated.diagnostics, ...checkViews(root, set), ...ir.diagnostics, ...cached.flatMap((h) => h.diagnostics)];
  const services = [...ir.services, ...cached.map((h) => h.service as ServiceIR)].sort((a, b) => (a.sourcePath < b.sourcePath ? -1 : 1));
  const broken = new Set(diagnostics.filter((d) => d.severity === "error").map((d) => d.file));
  const skipped = set.manifests.filter((p) => broken.has(p));
  const sharedBroken = [...broken].some((f) => !set.manifests.includes(f));
  if (broken.size > 0 && (!partial || sharedBroken || skipped.length === set.manifests.length)) return { diagnostics, services, files: [] };
  // Loaded only when something is emitted: prettier and json-schema-to-typescript cost ~0.5 s to load.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const emit = () => require("./emit") as typeof import("./emit");
  if (ir.services.length > 0 || service === undefined) {
    // Formatted files by their rendered text: after a manifest edit most files render the same.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require("./emit/format") as typeof import("./emit/format")).useFormatMemo(cache ? (require("./cache") as typeof import("./cache")).formatMemo(root) : undefined);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require("./view-cache") as typeof import("./view-cache")).useBundleMemo(cache ? root : undefined);
  const files: EmittedFile[] = [];
  // A cached manifest's views are bundled again: their sources (handlers/, node_modules) are not
  // part of the cache key. Only the manifest's own output (validation, IR, emitted files) is reused.
  for (const h of cached) files.push(...h.files, ...(await emitViews(root, h.service as ServiceIR, h.files)));
  for (const s of ir.services) {
    if (broken.has(s.sourcePath)) continue;
    const emitted = await emit().emitService(s);
    store?.put(s.sourcePath, set.files.get(s.sourcePath)!.text, { diagnostics: diagnostics.filter((d) => d.file === s.sourcePath), service: s, files: emitted });
    files.push(...emitted, ...(await emitViews(root, s, emitted)));
  }
  if (skipped.length > 0) return { diagnostics, services, files: files.sort((a, b) => (a.path < b.path ? -1 : 1)), skipped };
  if (service === undefined) {
    const registry = () => emit().emitRegistry(services);
    // The registry depends only on each service's slug, source and names.
    files.push(cache ? await memoized(root, ["registry", JSON.stringify(services.map((s) => [s.slug, s.sourcePath, s.names]))], registry) : await registry());
  }
  return { diagnostics, services, files: files.sort((a, b) => (a.path < b.path ? -1 : 1)) };
}

function onlyService(set: SpecSet, slug: string | undefined): SpecSet {
  if (slug === undefined) return set;
  const path = set.manifests.find((p) => p.split("/").pop() === `${slug}.json`);
  if (!path) throw new Error(`unknown service "${slug}": no spec/${slug}.json (services: ${set.manifests.map((p) => p.split("/").pop()!.replace(/\.json$/, "")).join(", ")})`);
  return { ...set, manifests: [path] };
}

function memoized<T>(root: string, parts: string[], compute: () => Promise<T>): Promise<T> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require("./cache") as typeof import("./cache")).memoize(root, parts, compute);
}

function openCache(root: string, set: SpecSet): GenerationCache {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { GenerationCache } = require("./cache") as typeof import("./cache");
  const support = [...set.files.values()].filter((f) => SUPPORT_FILES.has(f.path.split("/").pop() ?? "")).map((f) => ({ path: f.path, text: f.text }));
  return new GenerationCache(root, support);
}
