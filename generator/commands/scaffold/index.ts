import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Node } from "ts-morph";
import type { Diagnostic } from "../../pipeline/diagnostics";
import type { EmittedFile } from "../../pipeline/emit";
import { render } from "../../pipeline/emit/templates";
import { buildIR, type ServiceIR } from "../../pipeline/ir";
import { readSpecDir } from "../../pipeline/load";
import { validateSpec } from "../../pipeline/validate";
import { HandlerInspector, type HandlerModule } from "./analyze";
import { applyEdits, importInsertion, memberInsertion, removal, stubLine, type TextEdit } from "./edit";
import { newServiceModules, planGroups } from "./groups";
import { detectedRenames, renameEdit } from "./renames";

export { HandlerInspector, type HandlerEntry, type HandlerModule } from "./analyze";

/** load → validate → ir without emitting: what scaffold, status and coverage need, in a fraction of the time. */
export function loadServices(root: string): { services: ServiceIR[]; diagnostics: Diagnostic[] } {
  const validated = validateSpec(readSpecDir(join(root, "spec"), root));
  const ir = buildIR(validated.manifests);
  return { services: ir.services, diagnostics: [...validated.diagnostics, ...ir.diagnostics] };
}

export type ScaffoldActionKind = "create-module" | "add-stub" | "move-handler" | "remove-orphan" | "orphan" | "orphan-module" | "problem";

export interface ScaffoldAction {
  kind: ScaffoldActionKind;
  service: string;
  tool?: string;
  file: string;
  line: number;
  col: number;
  message: string;
}

export interface ScaffoldPlan {
  actions: ScaffoldAction[];
  /** Whole new contents of each file to create or change. Empty on a second run. */
  writes: EmittedFile[];
}

/** Works out every edit without writing: `--dry-run` prints this, a real run applies it. */
export async function planScaffold(opts: { root: string; services: readonly ServiceIR[]; removeOrphans?: boolean; renames?: Map<string, Map<string, string>> }): Promise<ScaffoldPlan> {
  const inspector = new HandlerInspector(opts.root);
  const renames = opts.renames ?? detectedRenames(opts.root);
  const plan: ScaffoldPlan = { actions: [], writes: [] };
  for (const service of opts.services) {
    const mod = inspector.inspect(service.slug);
    if (!mod.exists) {
      for (const { stubs, ...file } of await newServiceModules(service)) {
        plan.writes.push(file);
        plan.actions.push({ kind: "create-module", service: service.slug, file: file.path, line: 1, col: 1, message: `new handler module with ${stubs} not_implemented stub(s)` });
      }
      continue;
    }
    await planModule(inspector, service, mod, { removeOrphans: Boolean(opts.removeOrphans), renames: renames.get(service.slug) ?? new Map() }, plan);
  }
  if (!existsSync(join(opts.root, "handlers", "index.ts"))) {
    plan.writes.push({ path: "handlers/index.ts", content: render("handlers-index.ts.hbs", {}) });
    plan.actions.push({ kind: "create-module", service: "*", file: "handlers/index.ts", line: 1, col: 1, message: "the map of every service to its handlers, which serve loads (yours to edit)" });
  }
  plan.actions.push(...orphanModules(opts.root, opts.services));
  return plan;
}

async function planModule(inspector: HandlerInspector, service: ServiceIR, mod: HandlerModule, how: { removeOrphans: boolean; renames: Map<string, string> }, plan: ScaffoldPlan): Promise<void> {
  const { removeOrphans } = how;
  const act = (a: Omit<ScaffoldAction, "service">) => plan.actions.push({ service: service.slug, ...a });
  for (const p of mod.problems) act({ kind: "problem", file: mod.path, line: 1, col: 1, message: p });
  if (!mod.tools) return;
  const tools = new Set(service.tools.map((t) => t.name));
  const handled = new Set(mod.entries.map((e) => e.name));
  const missing = service.tools.map((t) => t.name).filter((t) => !handled.has(t));
  const edits: TextEdit[] = [];
  const removed = new Set<Node>();
  for (const entry of mod.entries.filter((e) => !tools.has(e.name))) {
    const base = { tool: entry.name, file: entry.file, line: entry.line, col: entry.col };
    // A rename diff detected (same schemas, new name): the handler follows the tool instead of being orphaned.
    const twin = how.renames.get(entry.name);
    const edit = twin && missing.includes(twin) && entry.file === mod.tools.file ? renameEdit(entry, twin) : undefined;
    if (edit && twin) {
      edits.push(edit);
      missing.splice(missing.indexOf(twin), 1);
      act({ kind: "move-handler", ...base, message: `the tool was renamed to ${twin} (diff: tool-renamed): its handler now answers ${twin}` });
      continue;
    }
    if (!removeOrphans) act({ kind: "orphan", ...base, message: `handler with no tool in ${service.sourcePath} (remove it, or run \`mcpforge scaffold --remove-orphans\`)` });
    else if (entry.node && entry.file === mod.tools.file) {
      edits.push(removal(entry.node));
      removed.add(entry.node);
      act({ kind: "remove-orphan", ...base, message: `no tool in ${service.sourcePath}${entry.stub ? "" : " (code it calls outside the tools object, if any, is left for you)"}` });
    } else act({ kind: "orphan", ...base, message: `handler with no tool in ${service.sourcePath}; it is not written in the tools object itself, so remove it by hand` });
  }
  if (missing.length && !mod.tools.file.startsWith("handlers/")) {
    act({ kind: "problem", file: mod.tools.file, line: mod.tools.line, col: mod.tools.col, message: `the tools object lives outside handlers/; add handlers for ${missing.join(", ")} by hand` });
  } else if (missing.length) {
    const groups = await planGroups(inspector, service, mod.tools.object, missing);
    edits.push(...memberInsertion(mod.tools.object, [...groups.spreads, ...groups.inIndex.map(stubLine)], removed), ...groups.imports);
    const imp = groups.inIndex.length ? importInsertion(mod.tools.object.getSourceFile()) : undefined;
    if (imp) edits.push(imp);
    for (const w of groups.writes) {
      plan.writes.push({ path: w.path, content: w.content });
      for (const tool of w.tools) act({ kind: "add-stub", tool, file: w.path, ...positionOf(w.content, stubLine(tool)), message: "answers not_implemented until you write it" });
    }
    missing.splice(0, missing.length, ...groups.inIndex);
  }
  if (edits.length === 0) return;
  const before = mod.tools.object.getSourceFile().getFullText();
  const after = applyEdits(before, edits);
  plan.writes.push({ path: mod.tools.file, content: after });
  for (const tool of missing) act({ kind: "add-stub", tool, file: mod.tools.file, ...positionOf(after, stubLine(tool)), message: "answers not_implemented until you write it" });
}

function positionOf(text: string, needle: string): { line: number; col: number } {
  const at = text.indexOf(needle);
  return { line: text.slice(0, at).split("\n").length, col: at - text.lastIndexOf("\n", at - 1) };
}

/**
 * Folders of handlers/ whose service no longer exists: reported, never deleted (they are user
 * code). Only a folder with an index.ts counts as a handler module; `_shared/` and other folders
 * starting with `_` hold code the services share.
 */
function orphanModules(root: string, services: readonly ServiceIR[]): ScaffoldAction[] {
  const dir = join(root, "handlers");
  if (!existsSync(dir)) return [];
  const slugs = new Set(services.map((s) => s.slug));
  return readdirSync(dir)
    .sort()
    .filter((name) => !slugs.has(name) && !name.startsWith("_") && statSync(join(dir, name)).isDirectory() && existsSync(join(dir, name, "index.ts")))
    .map((name) => ({ kind: "orphan-module" as const, service: name, file: `handlers/${name}/index.ts`, line: 1, col: 1, message: `no manifest spec/${name}.json: this handler folder serves nothing (delete it by hand if the service is gone)` }));
}

export function applyScaffold(plan: ScaffoldPlan, root: string): void {
  for (const f of plan.writes) {
    mkdirSync(dirname(join(root, f.path)), { recursive: true });
    writeFileSync(join(root, f.path), f.content);
  }
}
