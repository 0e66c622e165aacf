import type { Diagnostic } from "../../pipeline/diagnostics";
import type { DiffReport } from "./change";
import { diffSides } from "./compare";
import { readGitSide, readPathSide } from "./sources";

export { diffSides } from "./compare";
export { buildSide, type SpecSide } from "./model";
export { readGitSide, readPathSide } from "./sources";
export { renderReport, summaryLine, type DiffFormat } from "./render";
export { RULES, type RuleId, type Severity } from "./rules";
export type { Change, DiffReport, Location } from "./change";

export type FailOn = "breaking" | "warning" | "none";

export interface DiffOptions {
  root: string;
  /** Two manifest files or two spec folders … */
  old?: string;
  new?: string;
  /** … or spec/ at a git ref against the working tree's spec/. */
  base?: string;
}

/** Reads both sides and compares them. Problems resolving refs are returned, not thrown. */
export function runDiff(opts: DiffOptions): { report: DiffReport; diagnostics: Diagnostic[] } {
  let oldSide;
  let newSide;
  if (opts.base !== undefined) {
    if (opts.old !== undefined || opts.new !== undefined) throw new Error("give either --base <git-ref> or OLD NEW, not both");
    oldSide = readGitSide(opts.base, opts.root);
    newSide = readPathSide("spec", opts.root, "working tree");
  } else {
    if (opts.old === undefined || opts.new === undefined) throw new Error("give two manifests or spec folders (mcpforge diff OLD NEW), or --base <git-ref>");
    oldSide = readPathSide(opts.old, opts.root);
    newSide = readPathSide(opts.new, opts.root);
  }
  return { report: diffSides(oldSide, newSide), diagnostics: [...oldSide.diagnostics, ...newSide.diagnostics] };
}

/** Exit status for `--fail-on`: 1 when a change at or above the threshold was found. */
export function exitCodeFor(report: DiffReport, failOn: FailOn): number {
  if (failOn === "none") return 0;
  if (report.summary.breaking > 0) return 1;
  return failOn === "warning" && report.summary.warning > 0 ? 1 : 0;
}
