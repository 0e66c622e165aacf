// Generated from spec/census.json by npm run generate. DO NOT EDIT.
import { App } from "@modelcontextprotocol/ext-apps";
import type * as T from "../types";

/** The result a census_compare_geographies view renders: the tool's structuredContent, typed from its outputSchema. */
export type Result = T.CensusCompareGeographiesOutput;

/** Every tool of census a view may call, with its arguments and result types. */
export interface Tools {
  "census_compare_geographies": { input: T.CensusCompareGeographiesClientInput; output: T.CensusCompareGeographiesOutput };
  "census_list_datasets": { input: T.CensusListDatasetsClientInput; output: T.CensusListDatasetsOutput };
  "census_list_geographies": { input: T.CensusListGeographiesClientInput; output: T.CensusListGeographiesOutput };
  "census_query_data": { input: T.CensusQueryDataClientInput; output: T.CensusQueryDataOutput };
  "census_resolve_geography": { input: T.CensusResolveGeographyClientInput; output: T.CensusResolveGeographyOutput };
  "census_search_variables": { input: T.CensusSearchVariablesClientInput; output: T.CensusSearchVariablesOutput };
}

/** A refused or failed call: the error object of the result's text (docs/errors), or its text. */
export interface CallError {
  code: string;
  message: string;
}

export const TOOL = "census_compare_geographies";

/** Connects to the host; `render` gets each successful census_compare_geographies result, `failed` each error. */
export function mountView(render: (result: Result, app: App) => void, failed: (error: CallError, app: App) => void): App {
  const app = new App({ name: "census/census_compare_geographies", version: "0.3.3" });
  app.ontoolresult = (r) => {
    if (r.isError || r.structuredContent === undefined) failed(errorOf(r.content), app);
    else render(r.structuredContent as unknown as Result, app);
  };
  void app.connect();
  return app;
}

/** Calls `name` on this view's server through the host. */
export async function callTool<K extends keyof Tools>(app: App, name: K, args: Tools[K]["input"]): Promise<{ ok: true; result: Tools[K]["output"] } | { ok: false; error: CallError }> {
  let r: Awaited<ReturnType<App["callServerTool"]>>;
  try {
    r = await app.callServerTool({ name, arguments: args as unknown as Record<string, unknown> });
  } catch (err) {
    return { ok: false, error: { code: "call_failed", message: err instanceof Error ? err.message : String(err) } };
  }
  if (r.isError || r.structuredContent === undefined) return { ok: false, error: errorOf(r.content) };
  return { ok: true, result: r.structuredContent as unknown as Tools[K]["output"] };
}

function errorOf(content: unknown): CallError {
  const text = Array.isArray(content) ? content.map((c: { type?: string; text?: string }) => (c.type === "text" ? c.text : "")).join("\n") : "";
  const json = text.indexOf("\n{");
  try {
    const e = (JSON.parse(text.slice(json + 1)) as { error?: CallError }).error;
    if (json >= 0 && e && typeof e.code === "string") return { code: e.code, message: String(e.message) };
  } catch {
    // not the error contract's shape: keep the text
  }
  return { code: "error", message: text || "the call failed" };
}
