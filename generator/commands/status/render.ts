import type { ServiceStatus } from "./index";

export type StatusFormat = "text" | "json" | "markdown";

export function renderStatus(services: readonly ServiceStatus[], format: StatusFormat): string {
  if (format === "json") return JSON.stringify({ services, total: totals(services) }, null, 2) + "\n";
  if (format === "markdown") return markdown(services);
  return text(services);
}

function totals(services: readonly ServiceStatus[]) {
  const sum = (k: "tools" | "implemented" | "stubs" | "missing" | "orphans") => services.reduce((n, s) => n + s[k], 0);
  return { services: services.length, tools: sum("tools"), implemented: sum("implemented"), stubs: sum("stubs"), missing: sum("missing"), orphans: sum("orphans") };
}

const COLUMNS = ["tools", "implemented", "stubs", "missing", "orphans"] as const;

function text(services: readonly ServiceStatus[]): string {
  const width = Math.max(7, ...services.map((s) => s.slug.length));
  const row = (name: string, values: (number | string)[]) => [name.padEnd(width), ...values.map((v, i) => String(v).padStart(COLUMNS[i].length))].join("  ");
  const lines = [row("service", [...COLUMNS])];
  for (const s of services) lines.push(row(s.slug, COLUMNS.map((c) => s[c])) + (s.moduleExists ? "" : "  (no handler module)") + (s.problems.length ? "  (unreadable: see `mcpforge check`)" : ""));
  const t = totals(services);
  lines.push(row("total", COLUMNS.map((c) => t[c])));
  return lines.join("\n") + "\n";
}

/** The README's status table: generated, so it cannot drift from spec/ and handlers/. */
function markdown(services: readonly ServiceStatus[]): string {
  const lines = ["| Service | Path | Version | Tools | Handlers implemented |", "| --- | --- | --- | ---: | ---: |"];
  for (const s of services) lines.push(`| ${cell(s.title)} | \`${s.path}\` | ${s.version} | ${s.tools} | ${s.implemented} / ${s.tools} |`);
  const t = totals(services);
  lines.push(`| **Total** | | | ${t.tools} | ${t.implemented} / ${t.tools} |`);
  return lines.join("\n") + "\n";
}

function cell(value: string): string {
  return value.replace(/\|/g, "\\|");
}
