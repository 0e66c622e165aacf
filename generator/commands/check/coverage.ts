import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { memoEntry, treeContents } from "../../pipeline/cache";
import type { ServiceIR } from "../../pipeline/ir";
import { SUPPORT_FILES } from "../../pipeline/load";

/**
 * `check`'s handler coverage (every tool has a handler, every handler a tool), read statically
 * with ts-morph (~1 s to load, more to analyse). With the cache on, remembered per service: a
 * service's result is a function of its manifest, the shared spec files and the handler files it
 * can reach, which are its folder handlers/<slug>/ plus every handlers/ folder a relative import
 * in it names (followed transitively, e.g. handlers/_shared/). Editing one service's handler re-reads
 * only that service (and the services that import from its folder). Relative imports that leave
 * handlers/ (generated/, data/) are not part of the key; neither were they before (issue 32).
 */
export function handlerCoverage(root: string, services: readonly ServiceIR[], cache: boolean): string[] {
  if (!cache) return compute(root, services);
  const graph = folderGraph(join(root, "handlers"));
  const support = readdirSafe(join(root, "spec")).filter((n) => SUPPORT_FILES.has(n)).flatMap((n) => [n, readFileSync(join(root, "spec", n), "utf8")]);
  const entries = services.map((s) => {
    const manifest = existsSync(join(root, s.sourcePath)) ? readFileSync(join(root, s.sourcePath), "utf8") : "";
    return memoEntry<string[]>(root, ["coverage-of-service", s.slug, s.sourcePath, manifest, ...support, ...reachable(graph, s.slug)]);
  });
  const missing = services.filter((_, i) => !entries[i].found);
  const computed = new Map<string, string[]>();
  if (missing.length > 0) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { collectStatus, coverageProblems } = require("../status") as typeof import("../status");
    const status = collectStatus(root, missing);
    missing.forEach((s, i) => computed.set(s.slug, coverageProblems(root, [s], [status[i]])));
  }
  return services.flatMap((s, i) => {
    const fresh = computed.get(s.slug);
    if (fresh) entries[i].store(fresh);
    return fresh ?? entries[i].value ?? [];
  });
}

function compute(root: string, services: readonly ServiceIR[]): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { collectStatus, coverageProblems } = require("../status") as typeof import("../status");
  return coverageProblems(root, services, collectStatus(root, services));
}

interface Folder {
  /** Paths and contents of its files (for the key). */
  contents: string[];
  /** handlers/ folders its relative imports name ("" for files directly in handlers/). */
  imports: Set<string>;
}

/** Relative module specifiers in import, export … from, import() and require(); comments may add extra folders, never drop one. */
const SPECIFIER = /(?:from|import|require)\s*\(?\s*["'](\.{1,2}\/[^"']*)["']/g;

function folderGraph(handlers: string): Map<string, Folder> {
  const graph = new Map<string, Folder>();
  const top = readdirSafe(handlers);
  const folders = ["", ...top.filter((n) => statSync(join(handlers, n)).isDirectory())];
  for (const name of folders) {
    const contents = name === "" ? top.filter((n) => !statSync(join(handlers, n)).isDirectory()).flatMap((n) => [join(handlers, n), readFileSync(join(handlers, n), "utf8")]) : treeContents(join(handlers, name));
    const imports = new Set<string>();
    for (let i = 0; i < contents.length; i += 2) {
      for (const m of contents[i + 1].matchAll(SPECIFIER)) {
        const target = relative(handlers, resolve(dirname(contents[i]), m[1]));
        if (target.startsWith("..")) continue; // outside handlers/
        imports.add(target.includes(sep) ? target.split(sep)[0] : folders.includes(target) ? target : "");
      }
    }
    graph.set(name, { contents, imports });
  }
  return graph;
}

/** The contents of `slug`'s folder and of every folder reachable from it by imports. */
function reachable(graph: ReadonlyMap<string, Folder>, slug: string): string[] {
  const seen = new Set<string>();
  const queue = [slug];
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const next of graph.get(name)?.imports ?? []) queue.push(next);
  }
  return [...seen].sort().flatMap((name) => [`\0folder:${name}`, ...(graph.get(name)?.contents ?? [])]);
}

function readdirSafe(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}
