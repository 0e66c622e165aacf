import { escapeToken } from "../../runtime/pointer";
/**
 * Diagnostics are collected by every stage and reported together, never one at a time:
 * a maintainer fixing a manifest wants the whole list in one run.
 */
export type Severity = "error" | "warning";

export interface Diagnostic {
  /** Stable kebab-case rule id, e.g. `remote-ref`. Tests and tooling key on it. */
  code: string;
  severity: Severity;
  /** What is wrong. */
  message: string;
  /** How to fix it. */
  help?: string;
  /** Repo-relative path, e.g. `spec/webhooks.json`. */
  file: string;
  /** JSON pointer into the file. */
  pointer: string;
  line: number;
  col: number;
}

/** `spec/x.json:14:7 /tools/a/inputSchema: message (help)` */
export function formatDiagnostic(d: Diagnostic): string {
  const help = d.help ? ` (${d.help})` : "";
  const pointer = d.pointer === "" ? "/" : d.pointer;
  return `${d.file}:${d.line}:${d.col} ${pointer}: ${d.message}${help}`;
}

export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) => cmp(a.file, b.file) || a.line - b.line || a.col - b.col || cmp(a.code, b.code) || cmp(a.message, b.message),
  );
}

export function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export class DiagnosticsError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(`${diagnostics.length} problem(s):\n` + diagnostics.map(formatDiagnostic).join("\n"));
    this.name = "DiagnosticsError";
  }
}

/** Escape one JSON pointer token (RFC 6901). */
export { escapeToken };

export function pointerOf(tokens: readonly (string | number)[]): string {
  return tokens.map((t) => "/" + escapeToken(t)).join("");
}

export function parsePointer(pointer: string): string[] {
  if (pointer === "" || pointer === "#") return [];
  const body = pointer.startsWith("#") ? pointer.slice(1) : pointer;
  if (!body.startsWith("/")) throw new Error(`Invalid JSON pointer "${pointer}"`);
  return body
    .slice(1)
    .split("/")
    .map((t) => decodeURIComponent(t).replace(/~1/g, "/").replace(/~0/g, "~"));
}
