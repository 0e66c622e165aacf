import type { ServiceIR, ToolIR } from "../ir";

/**
 * generated/<slug>/views/<tool>.ts: the typed glue a view imports. `mountView` connects to the
 * host with the official App class and hands the view the tool's result already typed as the
 * tool's output (the server validated it against the outputSchema); `callTool` calls any tool of
 * the same server with typed arguments, through the host (which forwards it on the normal,
 * authorised tools/call path).
 */
export function renderGlue(service: ServiceIR, tool: ToolIR, header: string): string {
  const entries = service.tools.map((t) => `  ${JSON.stringify(t.name)}: { input: T.${t.names.clientInputType}; output: T.${t.names.outputType} };`);
  return `${header}import { App } from "@modelcontextprotocol/ext-apps";
import type * as T from "../types";

/** The result a ${tool.name} view renders: the tool's structuredContent, typed from its outputSchema. */
export type Result = T.${tool.names.outputType};

/** Every tool of ${service.slug} a view may call, with its arguments and result types. */
export interface Tools {
${entries.join("\n")}
}

/** A refused or failed call: the error object of the result's text (docs/errors), or its text. */
export interface CallError {
  code: string;
  message: string;
}

export const TOOL = ${JSON.stringify(tool.name)};

/** Connects to the host; \`render\` gets each successful ${tool.name} result, \`failed\` each error. */
export function mountView(render: (result: Result, app: App) => void, failed: (error: CallError, app: App) => void): App {
  const app = new App({ name: ${JSON.stringify(`${service.slug}/${tool.name}`)}, version: ${JSON.stringify(service.versions.running)} });
  app.ontoolresult = (r) => {
    if (r.isError || r.structuredContent === undefined) failed(errorOf(r.content), app);
    else render(r.structuredContent as unknown as Result, app);
  };
  void app.connect();
  return app;
}

/** Calls \`name\` on this view's server through the host. */
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
  const text = Array.isArray(content) ? content.map((c: { type?: string; text?: string }) => (c.type === "text" ? c.text : "")).join("\\n") : "";
  const json = text.indexOf("\\n{");
  try {
    const e = (JSON.parse(text.slice(json + 1)) as { error?: CallError }).error;
    if (json >= 0 && e && typeof e.code === "string") return { code: e.code, message: String(e.message) };
  } catch {
    // not the error contract's shape: keep the text
  }
  return { code: "error", message: text || "the call failed" };
}
`;
}
