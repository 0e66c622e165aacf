import type { ServiceIR, ToolIR } from "../ir";
import { extrasView } from "./resources";
import { runtimeUi } from "../apps/ir";
import { propertyKey } from "../ir/names";
import { clientView } from "./client";
import { formatTs } from "./format";
import { formatServer } from "./format-server";
import { formatTypes } from "./format-types";
import { render } from "./templates";
import { emitTypes } from "./types";
import { emitValidators } from "./validators";

export interface EmittedFile {
  /** Repo-relative path, forward slashes. */
  path: string;
  content: string;
}

export const HEADER_MARK = "by npm run generate. DO NOT EDIT.";
export const header = (source: string) => `// Generated from ${source} ${HEADER_MARK}\n`;

/** Every file of generated/, sorted by path, formatted, LF. Pure: nothing touches disk. */
export async function emitAll(services: readonly ServiceIR[]): Promise<EmittedFile[]> {
  const files: EmittedFile[] = [];
  for (const service of services) files.push(...(await emitService(service)));
  files.push(await emitRegistry(services));
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** generated/index.ts: the slug → service map of every service. */
export async function emitRegistry(services: readonly ServiceIR[]): Promise<EmittedFile> {
  return { path: "generated/index.ts", content: await formatTs(render("registry.ts.hbs", registryView(services))) };
}

export async function emitService(service: ServiceIR): Promise<EmittedFile[]> {
  const dir = `generated/${service.slug}`;
  const head = header(service.sourcePath);
  return [
    { path: `${dir}/client.ts`, content: await formatTs(render("client.ts.hbs", clientView(service, head, docComment))) },
    { path: `${dir}/server.ts`, content: await formatServer(renderServer(service)) },
    { path: `${dir}/types.ts`, content: await formatTypes(head, await emitTypes(service)) },
    // ajv's output is deterministic and already laid out one statement per line (`code.lines`);
    // prettier over thousands of lines of it costs seconds and buys nothing a reviewer reads.
    { path: `${dir}/validators.ts`, content: render("validators.ts.hbs", { header: head, body: emitValidators(service) }).replace(/\n*$/, "\n") },
  ];
}

/** generated/<slug>/server.ts before formatting. */
export function renderServer(service: ServiceIR): string {
  return render("server.ts.hbs", serverView(service, header(service.sourcePath)));
}

const j = (v: unknown) => JSON.stringify(v);

function serverView(s: ServiceIR, head: string) {
  return {
    header: head,
    slug: s.slug,
    title: s.title,
    sourcePath: s.sourcePath,
    names: s.names,
    errorCodeUnion: union(s.errors.map((e) => e.code)),
    json: {
      slug: j(s.slug),
      title: j(s.title),
      description: j(s.description),
      instructions: j(s.instructions ?? null),
      version: j(s.versions.running),
      listingVersion: j(s.versions.listing),
      transports: j(s.transports),
      caching: j(s.caching),
      source: s.source === undefined ? undefined : j(s.source),
      errors: j(Object.fromEntries(s.errors.map((e) => [e.code, e.description]))),
    },
    tools: s.tools.map((t) => toolView(t)),
    grouped: s.groups.length > 1 || s.groups[0].group !== undefined,
    intersection: s.groups.map((g) => g.interfaceName).join(" & "),
    groups: s.groups.map((g) => ({ group: g.group, interfaceName: g.interfaceName, tools: g.tools.map((t) => toolView(t)) })),
    ...extrasView(s),
  };
}

function toolView(t: ToolIR) {
  return {
    name: t.name,
    names: t.names,
    priceMicros: t.priceMicros,
    hasPrice: t.priceMicros !== undefined,
    errorUnion: union(t.errors),
    docComment: docComment(`${t.title}${t.origin === "design" ? " (our design)" : ""}\n\n${t.description}`),
    json: {
      name: j(t.name),
      title: j(t.title),
      description: j(t.description),
      annotations: j(t.annotations),
      errors: j(t.errors),
      auth: t.auth === undefined ? undefined : j(t.auth),
      inputSchema: j((t.published ?? t).inputSchema),
      outputSchema: j((t.published ?? t).outputSchema),
      paramHeaders: t.paramHeaders.length ? j(t.paramHeaders) : undefined,
      task: t.task === undefined ? undefined : j(t.task),
      ui: t.ui === undefined ? undefined : j(runtimeUi(t.ui)),
      uiHtml: t.ui === undefined ? undefined : j(`/views/${t.name}.html`),
    },
    mayRequestInput: t.mayRequestInput,
  };
}

function registryView(services: readonly ServiceIR[]) {
  return {
    header: header("spec/*.json"),
    slugList: services.map((s) => j(s.slug)).join(", "),
    services: services.map((s) => ({ slug: s.slug, key: propertyKey(s.slug), names: s.names })),
  };
}

function union(values: readonly string[]): string {
  return values.length ? values.map((v) => j(v)).join(" | ") : "never";
}

export function docComment(text: string): string {
  const lines = text.replace(/\*\//g, "*\\/").split("\n");
  return ["/**", ...lines.map((l) => (l ? ` * ${l}` : " *")), " */"].join("\n  ");
}
