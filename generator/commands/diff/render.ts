import { subjectOf, type Change, type DiffReport, type Location } from "./change";
import { severityRank, type Severity } from "./rules";

export type DiffFormat = "text" | "markdown" | "json";

export function renderReport(report: DiffReport, format: DiffFormat, color = false): string {
  if (format === "json") return JSON.stringify(report, null, 2) + "\n";
  if (format === "markdown") return renderMarkdown(report);
  return renderText(report, color);
}

export function summaryLine(report: DiffReport): string {
  const { breaking, warning, info } = report.summary;
  return `${breaking} breaking, ${warning} warning, ${info} info`;
}

/** A tool by its name, a prompt or resource by kind and name; "" for the service level. */
function subjectLabel(c: Change, quote = (name: string) => name): string {
  const s = subjectOf(c);
  if (!s) return "";
  return s.kind === "tool" ? quote(s.name) : `${s.kind} ${quote(s.name)}`;
}

/** Groups changes by service, then subject (tool, prompt, resource; "" = service level), keeping the report's order. */
function groups(changes: readonly Change[]): Map<string, Map<string, Change[]>> {
  const out = new Map<string, Map<string, Change[]>>();
  for (const c of changes) {
    const subjects = out.get(c.service) ?? new Map<string, Change[]>();
    out.set(c.service, subjects);
    const list = subjects.get(subjectLabel(c)) ?? [];
    subjects.set(subjectLabel(c), list);
    list.push(c);
  }
  return out;
}

const ANSI: Record<Severity | "bold" | "dim", [string, string]> = {
  breaking: ["\x1b[1;31m", "\x1b[0m"],
  warning: ["\x1b[33m", "\x1b[0m"],
  info: ["\x1b[36m", "\x1b[0m"],
  bold: ["\x1b[1m", "\x1b[0m"],
  dim: ["\x1b[2m", "\x1b[0m"],
};

/** The terminal report: one block per service, one per tool, prompt or resource, two lines per change. */
function renderText(report: DiffReport, color: boolean): string {
  if (report.changes.length === 0) return "";
  const paint = (style: keyof typeof ANSI, text: string) => (color ? ANSI[style][0] + text + ANSI[style][1] : text);
  const lines: string[] = [];
  for (const [service, subjects] of groups(report.changes)) {
    lines.push(paint("bold", service));
    for (const [subject, changes] of subjects) {
      lines.push(`  ${subject ? paint("bold", subject) : paint("dim", "(service)")}`);
      for (const c of changes) {
        lines.push(`    ${paint(c.severity, c.severity.padEnd(8))}  ${c.rule}: ${c.message}`);
        for (const loc of locationLines(c)) lines.push(paint("dim", `              ${loc}`));
      }
    }
    lines.push("");
  }
  lines.push(`${summaryLine(report)} (${report.old} → ${report.new})`);
  return lines.join("\n") + "\n";
}

function locationLines(c: Change): string[] {
  const side = (name: string, loc: Location | undefined) => {
    if (!loc) return "";
    const via = loc.via ? ` (via ${loc.via.file}:${loc.via.line}:${loc.via.col} ${loc.via.pointer})` : "";
    return `${name} ${loc.file}:${loc.line}:${loc.col} ${loc.pointer || "/"}${via}`;
  };
  return [side("old", c.old), side("new", c.new)].filter(Boolean);
}

/** For a pull-request comment: a summary heading and one table per service. */
function renderMarkdown(report: DiffReport): string {
  const head = report.changes.length === 0 ? "no manifest changes" : summaryLine(report);
  const lines = [`## mcpforge diff: ${head}`, "", `\`${code(report.old)}\` → \`${code(report.new)}\``, ""];
  for (const [service, subjects] of groups(report.changes)) {
    lines.push(`### ${service}`, "", "| Severity | Rule | Item | Change | Where |", "| --- | --- | --- | --- | --- |");
    // Reviewers read top-down: breaking rows first, then warnings, then info.
    const rows = [...subjects.values()].flat().sort((x, y) => severityRank(x.severity) - severityRank(y.severity));
    for (const c of rows) {
      const severity = c.severity === "breaking" ? "**breaking**" : c.severity;
      lines.push(`| ${severity} | \`${c.rule}\` | ${subjectLabel(c, (name) => `\`${code(name)}\``) || "(service)"} | ${cell(c.message)} | ${cell(where(c))} |`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

/** The new side, unless the change is a removal: then where it was is more useful than its parent. */
function where(c: Change): string {
  const useOld = c.old && (!c.new || c.old.pointer.length > c.new.pointer.length);
  const loc = useOld ? c.old! : c.new!;
  const via = loc.via ? ` via \`${code(loc.via.file)}:${loc.via.line}\` \`${code(loc.via.pointer)}\`` : "";
  return `\`${code(loc.file)}:${loc.line}\` \`${code(loc.pointer || "/")}\`${via}${useOld ? " (old)" : ""}`;
}

function cell(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

function code(text: string): string {
  return text.replace(/`/g, "'");
}
