import { cmp, pointerOf } from "../diagnostics";
import { locate } from "../load";
import { existingPrefix, traceSource, type ServiceView, type SpecSide } from "./model";
import { RULES, severityOf, severityRank, type RuleId, type Severity } from "./rules";

/** Where a change sits on one side. */
export interface Location {
  /** The manifest, repo-relative (or as given on the command line). */
  file: string;
  /** Pointer into the manifest with refs resolved: the tool-level position a change affects. */
  pointer: string;
  line: number;
  col: number;
  /** Where the value is written when it sits behind a `$ref` (a shared definition, say). */
  via?: { file: string; pointer: string; line: number; col: number };
}

export interface Change {
  rule: RuleId;
  severity: Severity;
  service: string;
  /** Absent for service-level changes. */
  tool?: string;
  message: string;
  /** Each side points at the nearest value that exists there (the parent, for an addition or removal). */
  old?: Location;
  new?: Location;
}

export interface DiffReport {
  old: string;
  new: string;
  summary: Record<Severity, number>;
  changes: Change[];
}

/** Collects the changes of one service; locations are computed once, here. */
export class ServiceChanges {
  readonly changes: Change[] = [];

  constructor(
    private readonly sides: { old: SpecSide; new: SpecSide },
    readonly slug: string,
    private readonly views: { old?: ServiceView; new?: ServiceView },
  ) {}

  /** `tokens` locate the change on both sides unless `newTokens` differs (renames). */
  emit(rule: RuleId, tool: string | undefined, tokens: readonly string[], message: string, newTokens: readonly string[] = tokens): void {
    if (!(rule in RULES)) throw new Error(`unknown diff rule ${rule}`);
    const change: Change = { rule, severity: severityOf(rule), service: this.slug, ...(tool !== undefined ? { tool } : {}), message };
    const oldLoc = this.locateIn("old", tokens);
    const newLoc = this.locateIn("new", newTokens);
    if (oldLoc) change.old = oldLoc;
    if (newLoc) change.new = newLoc;
    this.changes.push(change);
  }

  has(severity: Severity): boolean {
    return this.changes.some((c) => c.severity === severity);
  }

  private locateIn(side: "old" | "new", tokens: readonly string[]): Location | undefined {
    const view = this.views[side];
    if (!view) return undefined;
    const found = existingPrefix(view.resolved, tokens);
    const pointer = pointerOf(found);
    const { line, col } = locate(view.file, pointer);
    const loc: Location = { file: view.file.path, pointer, line, col };
    const source = traceSource(this.sides[side].set.files, view.file, found);
    if (source) {
      const p = pointerOf(source.tokens);
      loc.via = { file: source.file.path, pointer: p, ...locate(source.file, p) };
    }
    return loc;
  }
}

/** Deterministic order: service, service-level first, tool, severity, pointer, rule. */
export function sortChanges(changes: Change[]): Change[] {
  return [...changes].sort(
    (a, b) =>
      cmp(a.service, b.service) ||
      cmp(a.tool ?? "", b.tool ?? "") ||
      severityRank(a.severity) - severityRank(b.severity) ||
      cmp(a.new?.pointer ?? a.old?.pointer ?? "", b.new?.pointer ?? b.old?.pointer ?? "") ||
      cmp(a.rule, b.rule) ||
      cmp(a.message, b.message),
  );
}

export function summarize(changes: readonly Change[]): Record<Severity, number> {
  const out: Record<Severity, number> = { breaking: 0, warning: 0, info: 0 };
  for (const c of changes) out[c.severity]++;
  return out;
}
