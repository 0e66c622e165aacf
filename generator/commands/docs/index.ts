import { existsSync } from "node:fs";
import { join } from "node:path";
import type { EmittedFile } from "../../pipeline/emit";
import { render } from "../../pipeline/emit/templates";
import type { ServiceIR, ToolIR } from "../../pipeline/ir";
import { viewLine } from "../../pipeline/apps/docs";
import { synthesize } from "../mock/synth";
import { serviceEnv } from "./env";
import { schemaRows } from "./schema-rows";

export const DOCS_MARK = "by mcpforge docs. DO NOT EDIT.";
const header = (source: string) => `<!-- Generated from ${source} ${DOCS_MARK} -->`;

/**
 * The reference pages: `<out>/<slug>.md` per service and `<out>/README.md` listing them. A pure
 * function of the manifests (through the IR) and of the environment variables the handlers read;
 * no dates, sorted, LF. `out` is repo-relative (default docs/reference: docs/<slug>.md are the
 * hand-written guides of the services that have one, linked from each page).
 */
export function docsFiles(root: string, services: readonly ServiceIR[], out = "docs/reference", only?: string): EmittedFile[] {
  const chosen = services.filter((s) => only === undefined || s.slug === only);
  const files = chosen.map((s) => ({ path: `${out}/${s.slug}.md`, content: tidy(render("docs-service.md.hbs", serviceView(root, s))) }));
  if (only === undefined) files.push({ path: `${out}/README.md`, content: tidy(render("docs-index.md.hbs", indexView(services))) });
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

function indexView(services: readonly ServiceIR[]) {
  return {
    header: header("spec/*.json"),
    services: services.map((s) => ({ slug: s.slug, title: cell(s.title), version: s.versions.running, tools: s.tools.length })),
  };
}

function serviceView(root: string, s: ServiceIR) {
  const catalog = new Map(s.errors.map((e) => [e.code, e.description]));
  const guide = existsSync(join(root, "docs", `${s.slug}.md`)) ? `${s.slug}.md` : undefined;
  const env = serviceEnv(root, s.slug);
  return {
    header: header(s.sourcePath),
    slug: s.slug,
    title: s.title,
    description: s.description,
    version: s.versions.running,
    listingVersion: s.versions.listing,
    transports: s.transports.join(", "),
    sourcePath: s.sourcePath,
    sourceDocument: s.source ? cell(`${s.source.document}, section ${s.source.section}`) : undefined,
    guide,
    tools: s.tools.map((t) => ({
      name: t.name,
      anchor: t.name.toLowerCase().replace(/[^a-z0-9_-]/g, ""),
      group: t.group ?? "",
      title: cell(t.title),
      hints: { readOnly: yes(t.annotations.readOnlyHint), destructive: yes(t.annotations.destructiveHint), idempotent: yes(t.annotations.idempotentHint), openWorld: yes(t.annotations.openWorldHint) },
      price: t.priceMicros === undefined ? "" : `${t.priceMicros} µUSD`,
    })),
    groups: s.groups.map((g) => ({ heading: g.group === undefined ? (s.groups.length > 1 ? "Other tools" : "Tool details") : `Group \`${g.group}\``, tools: g.tools.map((t) => toolView(t, catalog)) })),
    env: env.map((v) => ({ name: v.name, default: v.default === undefined ? "—" : `\`${v.default}\``, readAt: v.readAt })),
    envIntro: env.length
      ? `The variables the ${s.slug} handlers read (found in \`handlers/${s.slug}/\`)${guide ? `; their meaning is in the [guide](../${guide})` : ""}. Every service also honours the runtime and storage variables in the README (Serving, Storage).`
      : `The ${s.slug} handlers read no variables of their own; the runtime and storage variables in the README (Serving, Storage) apply.`,
    catalog: s.errors.map((e) => ({ code: e.code, meaning: cell(e.description) })),
  };
}

function toolView(t: ToolIR, catalog: Map<string, string>) {
  const examples = Array.isArray(t.outputSchema.examples) ? t.outputSchema.examples : [];
  const example = examples.length ? examples[0] : synthesize(t.outputSchema, { full: true });
  return {
    name: t.name,
    title: cell(t.title),
    description: t.description,
    inputTable: table(t.inputSchema),
    outputTable: table(t.outputSchema),
    view: viewLine(t),
    errors: t.errors.map((code) => ({ code, meaning: cell(catalog.get(code) ?? "") })),
    exampleLabel: examples.length ? "Example result (from the output schema's `examples`):" : "Shape of a result (synthesised from the output schema: not real data):",
    example: JSON.stringify(example, null, 2),
  };
}

function table(schema: Record<string, unknown>): string {
  const rows = schemaRows(schema);
  if (rows.length === 0) return "_none_";
  const lines = ["| Name | Type | Required | Description |", "| --- | --- | --- | --- |"];
  for (const r of rows) lines.push(`| \`${r.path}\` | ${cell(r.type)} | ${r.required ? "yes" : ""} | ${cell(r.description)} |`);
  return lines.join("\n");
}

const yes = (b: boolean) => (b ? "yes" : "no");

/** Text inside a table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\r?\n+/g, " ").replace(/\|/g, "\\|").trim();
}

/** LF, no trailing spaces, no runs of blank lines, one final newline. */
function tidy(text: string): string {
  return `${text
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}
