import type { Diagnostic } from "../diagnostics";
import { cmp, pointerOf } from "../diagnostics";
import { diagnosticAt } from "../load";
import { stripExtensions } from "../schema/wire";
import { isObject, type JsonObject } from "../schema/walk";
import type { ValidManifest } from "../validate";
import { BUILTIN_ERRORS } from "../validate";
import { paramHeaders, type ParamHeader } from "../validate/mcp-header";
import { camelCase, pascalCase, propertyKey, snakeIdent } from "./names";
import { defIRs, nameDefs, toolTypeSchemas, type DefIR, type ToolTypeSchemas } from "./types";
import { toolUiIR, type ToolUiIR } from "../apps/ir";
import { promptIRs, resourceIRs, type PromptIR, type ResourceIR } from "./resources";

export type { PromptArgumentIR, PromptIR, ResourceIR } from "./resources";

export type { DefIR, ToolTypeSchemas } from "./types";

export interface ToolIR {
  name: string;
  /** Source pointer of the tool in its manifest. */
  pointer: string;
  title: string;
  description: string;
  origin: "document" | "design";
  annotations: { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
  /** Absent when the manifest lists no price (a service of your own, not from a document). */
  priceMicros?: number;
  /** Handler group (`crm.deals`), absent for the default group. */
  group?: string;
  /** Declared codes plus the built-ins, sorted. */
  errors: string[];
  /** The tool acts for an authenticated subject; its token needs these scopes (sorted). */
  auth?: { scopes: string[] };
  /** Resolved, extension-free schemas: what tools/list serves unless `published` is set. */
  inputSchema: JsonObject;
  outputSchema: JsonObject;
  /** Manifest `publishSchemas: "as-written"`: the self-contained schemas tools/list serves and validators compile. */
  published?: { inputSchema: JsonObject; outputSchema: JsonObject };
  /** Input properties mirrored into `Mcp-Param-{header}` (x-mcp-header), sorted by header. */
  paramHeaders: ParamHeader[];
  /** The handler may ask the caller for input (MRTR, manifest `mayRequestInput`). */
  mayRequestInput: boolean;
  /** Runs as a task for clients declaring the tasks extension (manifest `task`, defaults filled). */
  task?: { ttlMs: number; pollIntervalMs: number; required?: boolean; askFirst?: boolean };
  /** An MCP Apps view of the result (manifest `ui`, generator/pipeline/apps/). */
  ui?: ToolUiIR;
  /** What the types are compiled from (defaults filled for the handler, named defs referenced). */
  types: ToolTypeSchemas;
  names: { key: string; inputType: string; clientInputType: string; outputType: string; errorType: string; inputValidator: string; outputValidator: string };
}

export interface ServiceIR {
  slug: string;
  sourcePath: string;
  title: string;
  description: string;
  instructions?: string;
  versions: { listing: string; running: string };
  transports: string[];
  /** Caching hints of server/discover and tools/list (manifest `caching`, defaults filled). */
  caching: { ttlMs: number; cacheScope: "public" | "private" };
  source?: { document: string; section: string; notes?: string };
  errors: { code: string; description: string }[];
  tools: ToolIR[];
  /** Resources and resource templates (`resources` of the manifest), sorted by name. */
  resources: ResourceIR[];
  /** Prompts, sorted by name. */
  prompts: PromptIR[];
  /**
   * Handler interfaces, one per group (sorted, the default group last). Without any group, one
   * entry named `names.handlers`; with groups, `names.handlers` is their intersection.
   */
  groups: GroupIR[];
  /** `$defs` entries emitted as named types, sorted by name. */
  defs: DefIR[];
  names: { handlers: string; service: string; errorCode: string; module: string; resourceHandlers: string; promptHandlers: string };
}

export interface GroupIR {
  /** `crm.deals`; absent for the default group. */
  group?: string;
  /** `CommsCrmDealsHandlers` */
  interfaceName: string;
  /** Scaffold's per-group module (`handlers/comms/crm/deals.ts`) and its export (`crmDealsHandlers`). */
  file?: string;
  exportName?: string;
  tools: ToolIR[];
}

export function buildIR(manifests: readonly ValidManifest[]): { services: ServiceIR[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const services = [...manifests]
    .sort((a, b) => cmp(a.file.path, b.file.path))
    .map((m) => serviceIR(m, diagnostics));
  return { services, diagnostics };
}

function serviceIR(m: ValidManifest, diagnostics: Diagnostic[]): ServiceIR {
  const raw = m.manifest;
  const slug = String(raw.slug);
  const base = pascalCase(slug);
  const catalog = (isObject(raw.errors) ? raw.errors : {}) as Record<string, string>;
  const names = { handlers: `${base}Handlers`, service: `${camelCase(slug)}Service`, errorCode: `${base}ErrorCode`, module: slug, resourceHandlers: `${base}ResourceHandlers`, promptHandlers: `${base}PromptHandlers` };
  const toolNames = Object.keys(raw.tools as JsonObject).sort(cmp);
  const taken = new Set([...Object.values(names), ...toolNames.flatMap((n) => Object.values(toolIdents(n)))]);
  const defNames = nameDefs(m.file.path, m.defs, taken);
  const tools = toolNames.map((name) => toolIR(name, (raw.tools as JsonObject)[name] as JsonObject, m, defNames));
  const groups = groupIRs(slug, base, names.handlers, tools);
  checkCollisions(m, names, tools, groups, diagnostics);
  return {
    slug,
    sourcePath: m.file.path,
    title: String(raw.title),
    description: String(raw.description),
    ...(typeof raw.instructions === "string" ? { instructions: raw.instructions } : {}),
    versions: raw.versions as ServiceIR["versions"],
    transports: [...(raw.transports as string[])].sort(cmp),
    caching: { ...CACHING_DEFAULTS, ...(isObject(raw.caching) ? (raw.caching as Partial<ServiceIR["caching"]>) : {}) },
    ...(isObject(raw.source) ? { source: raw.source as ServiceIR["source"] } : {}),
    errors: [...new Set([...Object.keys(catalog), ...BUILTIN_ERRORS])].sort(cmp).map((code) => ({ code, description: catalog[code] ?? BUILTIN_DESCRIPTIONS[code] })),
    tools,
    resources: resourceIRs(raw),
    prompts: promptIRs(raw),
    groups,
    defs: defIRs(m.defs, defNames),
    names,
  };
}

/** Defaults of the manifest's `caching` and a tool's `task` (documented in spec/manifest.schema.json). */
const CACHING_DEFAULTS: ServiceIR["caching"] = { ttlMs: 60_000, cacheScope: "public" };
const TASK_DEFAULTS: { ttlMs: number; pollIntervalMs: number; required?: boolean; askFirst?: boolean } = { ttlMs: 3_600_000, pollIntervalMs: 1_000 };

const BUILTIN_DESCRIPTIONS: Record<string, string> = {
  invalid_arguments: "The arguments do not match the tool's input schema; issues name every offending property.",
  internal_error: "Something unexpected failed on the server; the message carries a request id to quote.",
  not_implemented: "The tool is declared but its business logic is not built yet.",
};

/** Every identifier a tool generates, decided here once. */
function toolIdents(name: string): ToolIR["names"] {
  const type = pascalCase(name);
  const ident = snakeIdent(name);
  return {
    key: propertyKey(name),
    inputType: `${type}Input`,
    clientInputType: `${type}ClientInput`,
    outputType: `${type}Output`,
    errorType: `${type}ErrorCode`,
    inputValidator: `${ident}_input`,
    outputValidator: `${ident}_output`,
  };
}

function toolIR(name: string, tool: JsonObject, m: ValidManifest, defNames: ReadonlyMap<string, string>): ToolIR {
  const resolved = m.resolved.get(name)!;
  return {
    name,
    pointer: pointerOf(["tools", name]),
    title: String(tool.title),
    description: String(tool.description),
    origin: tool["x-origin"] === "design" ? "design" : "document",
    annotations: tool.annotations as ToolIR["annotations"],
    ...(typeof tool.group === "string" ? { group: tool.group } : {}),
    ...(isObject(tool.price) ? { priceMicros: Number(tool.price.micros) } : {}),
    errors: [...new Set([...(tool.errors as string[]), ...BUILTIN_ERRORS])].sort(cmp),
    ...(isObject(tool.auth) ? { auth: { scopes: [...(tool.auth.scopes as string[])].sort(cmp) } } : {}),
    inputSchema: stripExtensions(resolved.inputSchema) as JsonObject,
    outputSchema: stripExtensions(resolved.outputSchema) as JsonObject,
    ...(m.published.has(name) ? { published: m.published.get(name)! } : {}),
    paramHeaders: paramHeaders(resolved.inputSchema).headers,
    mayRequestInput: tool.mayRequestInput === true,
    ...(isObject(tool.task) ? { task: { ...TASK_DEFAULTS, ...(tool.task as Partial<typeof TASK_DEFAULTS>) } } : {}),
    ...(isObject(tool.ui) ? { ui: toolUiIR(String(m.manifest.slug), name, tool.ui) } : {}),
    types: toolTypeSchemas(resolved, defNames),
    names: toolIdents(name),
  };
}

function groupIRs(slug: string, base: string, handlers: string, tools: ToolIR[]): GroupIR[] {
  const named = [...new Set(tools.flatMap((t) => (t.group === undefined ? [] : [t.group])))].sort(cmp);
  if (named.length === 0) return [{ interfaceName: handlers, tools }];
  const groups: GroupIR[] = named.map((group) => ({
    group,
    interfaceName: `${base}${pascalCase(group)}Handlers`,
    file: `handlers/${slug}/${group.split(".").join("/")}.ts`,
    exportName: `${camelCase(group)}Handlers`,
    tools: tools.filter((t) => t.group === group),
  }));
  const rest = tools.filter((t) => t.group === undefined);
  return rest.length ? [...groups, { interfaceName: `${base}DefaultHandlers`, tools: rest }] : groups;
}

/** Two tools whose names map to one identifier is an error, never a silent `_1`. */
function checkCollisions(m: ValidManifest, service: ServiceIR["names"], tools: ToolIR[], groups: GroupIR[], diagnostics: Diagnostic[]): void {
  const owners = new Map<string, string>();
  const clashes = new Map<string, { pointer: string; idents: string[] }>();
  const claim = (ident: string, owner: string, pointer: string) => {
    const prev = owners.get(ident);
    if (prev === undefined) return void owners.set(ident, owner);
    if (prev === owner) return;
    const key = `${owner} and ${prev}`;
    const entry = clashes.get(key) ?? { pointer, idents: [] };
    entry.idents.push(ident);
    clashes.set(key, entry);
  };
  for (const v of Object.values(service)) claim(v, `service ${m.file.path}`, "");
  for (const t of tools) {
    for (const ident of Object.values(t.names)) if (ident !== t.names.key) claim(ident, `tool "${t.name}"`, t.pointer);
  }
  for (const g of groups) {
    if (g.interfaceName === service.handlers) continue;
    const first = tools.find((t) => t.group === g.group);
    claim(g.interfaceName, g.group === undefined ? "the default group" : `group "${g.group}"`, first ? `${first.pointer}/group` : "");
  }
  for (const [owners, { pointer, idents }] of clashes) {
    diagnostics.push(diagnosticAt(m.file, pointer, { code: "name-collision", message: `${owners} both generate the identifiers ${idents.join(", ")}`, help: "rename one of the tools so that their PascalCase forms differ" }));
  }
}
