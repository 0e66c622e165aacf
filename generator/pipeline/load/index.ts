import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Diagnostic } from "../diagnostics";
import { parseSource, type SourceFile } from "./source";

export { parseSource, locate, diagnosticAt, type SourceFile } from "./source";
export { resolveRefs, ANNOTATION_KEYWORDS, DEF_MARK } from "./refs";

/** Files of spec/ that are not service manifests. */
export const SUPPORT_FILES = new Set(["manifest.schema.json", "defs.json"]);

export interface SpecSet {
  /** Every JSON file under the spec folder, keyed by repo-relative path. */
  files: Map<string, SourceFile>;
  /** Repo-relative paths of the service manifests, sorted. */
  manifests: string[];
  diagnostics: Diagnostic[];
}

/**
 * Reads every `*.json` under `specDir`. Paths are reported relative to `root` (the repository), so
 * diagnostics read `spec/webhooks.json:3:5` wherever the command runs.
 */
export function readSpecDir(specDir: string, root: string): SpecSet {
  const entries = listJson(specDir);
  return loadSpecTexts(entries.map((abs) => ({ path: toPosix(relative(root, abs)), text: readFileSync(abs, "utf8") })));
}

/** The pure half of `readSpecDir`: parse already-read texts. */
export function loadSpecTexts(texts: { path: string; text: string }[]): SpecSet {
  const files = new Map<string, SourceFile>();
  const diagnostics: Diagnostic[] = [];
  for (const { path, text } of [...texts].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const parsed = parseSource(path, text);
    files.set(path, parsed.file);
    diagnostics.push(...parsed.diagnostics);
  }
  const manifests = [...files.keys()].filter((p) => !SUPPORT_FILES.has(p.split("/").pop() ?? ""));
  return { files, manifests, diagnostics };
}

function listJson(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const abs = join(dir, name);
    if (statSync(abs).isDirectory()) continue; // manifests live at the top of spec/
    if (name.endsWith(".json")) out.push(abs);
  }
  return out;
}

export function toPosix(p: string): string {
  return p.split(sep).join("/");
}
