import { readFile } from "node:fs/promises";
import type { Logger } from "pino";
import { RESOURCE_METHODS, RpcFailure, type ExtrasRunner } from "./resources";
import type { ServiceDefinition, ToolDefinition, ToolUi } from "./service";

/**
 * MCP Apps (extension io.modelcontextprotocol/ui, @modelcontextprotocol/ext-apps; docs/apps.md).
 * A tool with a view carries `_meta.ui` in tools/list and its view is the resource
 * ui://<slug>/<tool>.html, MIME text/html;profile=mcp-app, but only for a client that declares
 * the extension in its capabilities: any other client sees tools/list, the initialize and
 * server/discover results, and resources exactly as before.
 */
export const UI_EXTENSION = "io.modelcontextprotocol/ui";
export const UI_MIME_TYPE = "text/html;profile=mcp-app";
/** The flat key older hosts read (ext-apps RESOURCE_URI_META_KEY), kept beside `_meta.ui.resourceUri`. */
export const UI_RESOURCE_URI_KEY = "ui/resourceUri";

/** Whether client capabilities declare the extension (and, when they list MIME types, ours). */
export function declaresUi(capabilities: unknown): boolean {
  const ext = (capabilities as { extensions?: Record<string, unknown> } | null | undefined)?.extensions?.[UI_EXTENSION];
  if (ext === null || typeof ext !== "object" || Array.isArray(ext)) return false;
  const mimeTypes = (ext as { mimeTypes?: unknown }).mimeTypes;
  return !Array.isArray(mimeTypes) || mimeTypes.includes(UI_MIME_TYPE);
}

/** A tools/list entry with the tool's `_meta.ui` added (its other `_meta` kept). */
export function withUiMeta(entry: Record<string, unknown>, ui: ToolUi): Record<string, unknown> {
  const meta = { ...(entry._meta as Record<string, unknown> | undefined), ui: { resourceUri: ui.resourceUri, ...(ui.visibility ? { visibility: [...ui.visibility] } : {}) }, [UI_RESOURCE_URI_KEY]: ui.resourceUri };
  return { ...entry, _meta: meta };
}

/** The views of one service, served as resources to clients declaring the extension. */
export class UiViews {
  private readonly byUri: Map<string, { tool: ToolDefinition; ui: ToolUi }>;
  private readonly html = new Map<string, Promise<string>>();

  constructor(
    definition: ServiceDefinition<unknown>,
    private readonly extras: ExtrasRunner | undefined,
    private readonly logger: Logger,
  ) {
    this.byUri = new Map(definition.tools.filter((t) => t.ui).map((t) => [t.ui!.resourceUri, { tool: t, ui: t.ui! }]));
  }

  /** Methods served to a declaring client: the resource methods, whether or not the manifest declares resources. */
  serves(method: string, capabilities: unknown): boolean {
    return (RESOURCE_METHODS as readonly string[]).includes(method) && declaresUi(capabilities);
  }

  /** Capabilities for a declaring client: resources (for the views) and the extension. */
  capabilities(base: Record<string, unknown>): Record<string, unknown> {
    const extensions = { ...(base.extensions as Record<string, unknown> | undefined), [UI_EXTENSION]: { mimeTypes: [UI_MIME_TYPE] } };
    return { ...base, resources: base.resources ?? { listChanged: false, subscribe: false }, extensions };
  }

  /** resources/list, resources/templates/list, resources/read for a declaring client (the manifest's own resources included). */
  async handle(method: string, params: Record<string, unknown>, own: () => Promise<Record<string, unknown>>): Promise<Record<string, unknown>> {
    if (method === "resources/read" && typeof params.uri === "string" && this.byUri.has(params.uri)) return this.read(params.uri);
    if (method === "resources/read" && !this.extras?.hasResources) throw new RpcFailure(-32602, `Resource not found: ${String(params.uri).slice(0, 200)}`, { uri: params.uri });
    const base = this.extras?.hasResources ? await own() : method === "resources/list" ? { resources: [] } : method === "resources/templates/list" ? { resourceTemplates: [] } : {};
    if (method !== "resources/list") return base;
    if (params.cursor !== undefined) throw new RpcFailure(-32602, "Invalid params: cursor: this list has a single page and issues no cursors");
    const views = [...this.byUri.values()].map(({ tool, ui }) => ({ uri: ui.resourceUri, name: `${tool.name}-view`, title: `${tool.title} (view)`, description: `Interactive view of ${tool.name}'s result (MCP Apps).`, mimeType: UI_MIME_TYPE, _meta: { ui: resourceMeta(ui) } }));
    return { ...base, resources: [...((base.resources as unknown[] | undefined) ?? []), ...views] };
  }

  private async read(uri: string): Promise<Record<string, unknown>> {
    const { ui } = this.byUri.get(uri)!;
    let text = this.html.get(uri);
    if (!text) this.html.set(uri, (text = readFile(ui.htmlFile, "utf8")));
    try {
      return { contents: [{ uri, mimeType: UI_MIME_TYPE, text: await text, _meta: { ui: resourceMeta(ui) } }] };
    } catch (err) {
      this.html.delete(uri);
      this.logger.error({ err, uri }, "view file missing: run mcpforge generate");
      throw new RpcFailure(-32603, "Internal error: the view is not built");
    }
  }
}

/** The resource's `_meta.ui`: its CSP (empty: no network at all) and border preference. */
function resourceMeta(ui: ToolUi): Record<string, unknown> {
  return { csp: { connectDomains: [...(ui.csp?.connectDomains ?? [])], resourceDomains: [...(ui.csp?.resourceDomains ?? [])] }, ...(ui.prefersBorder === undefined ? {} : { prefersBorder: ui.prefersBorder }) };
}
