import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ServiceIR } from "../../pipeline/ir";
import { locate, parseSource, type SourceFile } from "../../pipeline/load";
import { HandlerInspector, type HandlerEntry } from "../scaffold";

export { renderStatus, type StatusFormat } from "./render";

/** Where one service stands: what the spec declares against what handlers/ implements. */
export interface ServiceStatus {
  slug: string;
  title: string;
  /** The MCP endpoint path on the shared host. */
  path: string;
  /** Running version, as serverInfo reports it. */
  version: string;
  module: string;
  moduleExists: boolean;
  tools: number;
  implemented: number;
  stubs: number;
  missing: number;
  orphans: number;
  details: {
    implemented: string[];
    stubs: string[];
    missing: string[];
    orphans: { name: string; file: string; line: number; col: number }[];
  };
  /** Where the tools object starts, for messages about missing handlers. */
  toolsAt?: { file: string; line: number; col: number };
  problems: string[];
}

/**
 * Reads every service's handler module statically (ts-morph, nothing is imported or run): a
 * handler whose value is a `notImplemented(…)` call counts as a stub, any other as implemented.
 */
export function collectStatus(root: string, services: readonly ServiceIR[]): ServiceStatus[] {
  const inspector = new HandlerInspector(root);
  return services.map((service) => {
    const mod = inspector.inspect(service.slug);
    // Later keys win in an object literal, so the last entry for a name is the handler that runs.
    const byName = new Map<string, HandlerEntry>(mod.entries.map((e) => [e.name, e]));
    const names = service.tools.map((t) => t.name);
    const details = {
      implemented: names.filter((n) => byName.has(n) && !byName.get(n)!.stub),
      stubs: names.filter((n) => byName.get(n)?.stub === true),
      missing: names.filter((n) => !byName.has(n)),
      orphans: [...byName.values()].filter((e) => !names.includes(e.name)).map(({ name, file, line, col }) => ({ name, file, line, col })),
    };
    return {
      slug: service.slug,
      title: service.title,
      path: `/${service.slug}/mcp`,
      version: service.versions.running,
      module: mod.path,
      moduleExists: mod.exists,
      tools: names.length,
      implemented: details.implemented.length,
      stubs: details.stubs.length,
      missing: details.missing.length,
      orphans: details.orphans.length,
      details,
      ...(mod.tools ? { toolsAt: { file: mod.tools.file, line: mod.tools.line, col: mod.tools.col } } : {}),
      problems: mod.problems,
    };
  });
}

/**
 * What `mcpforge check` reports: a tool without a handler (at the tools object, naming the
 * manifest line) and a handler without a tool (at the handler), one line each.
 */
export function coverageProblems(root: string, services: readonly ServiceIR[], status: readonly ServiceStatus[]): string[] {
  const specs = new Map<string, SourceFile | undefined>();
  const specAt = (service: ServiceIR, tool: string) => {
    if (!specs.has(service.sourcePath)) {
      const abs = join(root, service.sourcePath);
      specs.set(service.sourcePath, existsSync(abs) ? parseSource(service.sourcePath, readFileSync(abs, "utf8")).file : undefined);
    }
    const file = specs.get(service.sourcePath);
    const t = service.tools.find((x) => x.name === tool)!;
    const { line, col } = file ? locate(file, t.pointer) : { line: 1, col: 1 };
    return `${service.sourcePath}:${line}:${col}`;
  };
  const out: string[] = [];
  for (const s of status) {
    const service = services.find((x) => x.slug === s.slug)!;
    if (!s.moduleExists) {
      out.push(`${s.module}:1:1 missing handler module for service ${s.slug} (${s.tools} tool(s)); run \`mcpforge scaffold\` to create it`);
      continue;
    }
    for (const p of s.problems) out.push(p);
    const at = s.toolsAt ? `${s.toolsAt.file}:${s.toolsAt.line}:${s.toolsAt.col}` : `${s.module}:1:1`;
    if (!s.toolsAt) continue; // the problem above already says why nothing can be checked
    for (const tool of s.details.missing) out.push(`${at} no handler for tool "${tool}" declared at ${specAt(service, tool)}; run \`mcpforge scaffold\` to add a stub`);
    for (const o of s.details.orphans) out.push(`${o.file}:${o.line}:${o.col} handler "${o.name}" has no tool in ${service.sourcePath}; remove it or run \`mcpforge scaffold --remove-orphans\``);
  }
  return out;
}
