import type { Command } from "commander";
import { resolve } from "node:path";
import { formatDiagnostic, sortDiagnostics, type Diagnostic } from "../pipeline/diagnostics";

export function rootOf(cmd: Command): string {
  return resolve(String(cmd.optsWithGlobals().root ?? process.cwd()));
}

/** Prints diagnostics to stderr; returns true when any is an error. */
export function reportDiagnostics(diagnostics: readonly Diagnostic[]): boolean {
  for (const d of sortDiagnostics(diagnostics)) process.stderr.write(`${d.severity === "warning" ? "warning " : ""}${formatDiagnostic(d)}\n`);
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  if (errors > 0) process.stderr.write(`${errors} error(s)\n`);
  return errors > 0;
}
