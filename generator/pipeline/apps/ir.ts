import type { JsonObject } from "../schema/walk";

/** A tool's MCP Apps view (manifest `ui`), as the generator and the runtime need it. */
export interface ToolUiIR {
  /** The view's entry module, relative to the project root (manifest `ui.view`). */
  view: string;
  /** `ui://<slug>/<tool>.html`: the resource the tool's `_meta.ui.resourceUri` names. */
  resourceUri: string;
  /** `generated/<slug>/views/<tool>.html`, the bundled view. */
  htmlPath: string;
  /** Who may call the tool; absent: both (the extension's default). */
  visibility?: ("model" | "app")[];
  csp?: { connectDomains?: string[]; resourceDomains?: string[] };
  prefersBorder?: boolean;
}

/** The IR of a manifest `ui` entry that passed the manifest format. */
export function toolUiIR(slug: string, tool: string, ui: JsonObject): ToolUiIR {
  const csp = ui.csp as ToolUiIR["csp"] | undefined;
  return {
    view: String(ui.view),
    resourceUri: `ui://${slug}/${tool}.html`,
    htmlPath: `generated/${slug}/views/${tool}.html`,
    ...(Array.isArray(ui.visibility) ? { visibility: [...(ui.visibility as ("model" | "app")[])].sort() } : {}),
    ...(csp && (csp.connectDomains?.length || csp.resourceDomains?.length) ? { csp } : {}),
    ...(typeof ui.prefersBorder === "boolean" ? { prefersBorder: ui.prefersBorder } : {}),
  };
}

/** What generated/<slug>/server.ts declares for a tool's view (runtime ToolDefinition `ui`), without its file. */
export function runtimeUi(ui: ToolUiIR): Record<string, unknown> {
  const { view: _view, htmlPath: _html, ...rest } = ui;
  return rest;
}
