import { cmp, pointerOf } from "../../pipeline/diagnostics";
import { locate } from "../../pipeline/load";
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

/** What a change below the service level is about: a tool (its name), a prompt or a resource. */
export type Subject = string | { prompt: string } | { resource: string };

export const SUBJECT_KINDS = ["tool", "prompt", "resource"] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

export interface Change {
  rule: RuleId;
  severity: Severity;
  service: string;
  /** At most one of tool, prompt and resource (its name); none for service-level changes. */
  tool?: string;
  prompt?: string;
  resource?: string;
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

  /** `tokens` locate the change on both sides unless `newTokens` differs (renames). A string subject is a tool. */
  emit(rule: RuleId, subject: Subject | undefined, tokens: readonly string[], message: string, newTokens: readonly string[] = tokens): void {
    if (!(rule in RULES)) throw new Error(`unknown diff rule ${rule}`);
    const about = subject === undefined ? {} : typeof subject === "string" ? { tool: subject } : subject;
    const change: Change = { rule, severity: severityOf(rule), service: this.slug, ...about, message };
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

/** The kind and name of what a change is about; undefined for a service-level change. */
export function subjectOf(c: Change): { kind: SubjectKind; name: string } | undefined {
  const kind = SUBJECT_KINDS.find((k) => c[k] !== undefined);
  return kind === undefined ? undefined : { kind, name: c[kind]! };
}

/** Service-level first, then tools, prompts and resources. */
function subjectRank(c: Change): number {
  const s = subjectOf(c);
  return s ? SUBJECT_KINDS.indexOf(s.kind) + 1 : 0;
}

/** Deterministic order: service, service-level first, tools, prompts, resources (by name), severity, pointer, rule. */
export function sortChanges(changes: Change[]): Change[] {
  return [...changes].sort(
    (a, b) =>
      cmp(a.service, b.service) ||
      subjectRank(a) - subjectRank(b) ||
      cmp(subjectOf(a)?.name ?? "", subjectOf(b)?.name ?? "") ||
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
