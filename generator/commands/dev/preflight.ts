import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import type { ServiceIR } from "../../pipeline/ir";
import { readSpecDir } from "../../pipeline/load";
import { canonicalJson } from "../../pipeline/schema/walk";
import { HandlerInspector } from "../scaffold/analyze";

/**
 * What would make a restart serve less than the running build, found before the running server
 * is stopped: a syntax error in a changed handler file, and a tool of the manifest with no handler
 * in its service's tools object. Each problem reads `file:line:col message`.
 */
export function handlerProblems(root: string, services: readonly ServiceIR[], changed: readonly string[]): string[] {
  const out: string[] = [];
  for (const file of changed.filter((f) => f.startsWith("handlers/") && /\.[cm]?tsx?$/.test(f))) {
    if (!existsSync(join(root, file))) continue;
    const { diagnostics } = ts.transpileModule(readFileSync(join(root, file), "utf8"), { fileName: file, reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.CommonJS } });
    for (const d of diagnostics ?? []) {
      const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : { line: 0, character: 0 };
      out.push(`${file}:${at.line + 1}:${at.character + 1} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    }
  }
  if (out.length) return out; // a module that does not parse cannot be inspected either
  const inspector = new HandlerInspector(root);
  for (const service of services) {
    const mod = inspector.inspect(service.slug);
    if (!mod.exists || !mod.tools) continue;
    const handled = new Set(mod.entries.map((e) => e.name));
    for (const tool of service.tools.filter((t) => !handled.has(t.name))) {
      out.push(`${mod.tools.file}:${mod.tools.line}:${mod.tools.col} tool ${tool.name} of ${service.sourcePath} has no handler (add one, or run \`mcpforge scaffold\` for a stub)`);
    }
  }
  return out;
}

/** Rewrites spec/ files that parse but are not in canonical form, as `mcpforge format` does; returns their paths. */
export function formatSpec(root: string): string[] {
  const set = readSpecDir(join(root, "spec"), root);
  const refused = new Set(set.diagnostics.map((d) => d.file));
  const formatted: string[] = [];
  for (const file of set.files.values()) {
    if (file.value === undefined || refused.has(file.path)) continue; // never drop data: duplicate keys stay for the maintainer
    const text = canonicalJson(file.value);
    if (file.text !== text) {
      writeFileSync(join(root, file.path), text);
      formatted.push(file.path);
    }
  }
  return formatted;
}
