import { postRaw, type RawResponse } from "./http";

export const MODERN = "2026-07-28";
export const META = { "io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientCapabilities": {}, "io.modelcontextprotocol/clientInfo": { name: "raw", version: "1" } };

/** The body of a 2026-07-28 request: `_meta` carries the per-request protocol fields (plus `meta`). */
export function modernBody(id: number | string, method: string, params: Record<string, unknown> = {}, meta: Record<string, unknown> = {}): string {
  return JSON.stringify({ jsonrpc: "2.0", id, method, params: { ...params, _meta: { ...META, ...meta } } });
}

/** The standard request headers a conforming 2026-07-28 client sends for `method` (and `name`). */
export function modernHeaders(method: string, name?: string): Record<string, string> {
  return { "mcp-protocol-version": MODERN, "mcp-method": method, ...(name === undefined ? {} : { "mcp-name": name }) };
}

/** POSTs a well-formed 2026-07-28 request; `headers` override (or, as "", keep) the standard ones. */
export function postModern(url: string, method: string, params: Record<string, unknown> = {}, opts: { headers?: Record<string, string | undefined>; meta?: Record<string, unknown> } = {}): Promise<RawResponse> {
  const name = typeof params.name === "string" ? params.name : undefined;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...modernHeaders(method, name), ...opts.headers })) if (v !== undefined) headers[k] = v;
  return postRaw(url, { headers, body: modernBody(1, method, params, opts.meta) });
}

/** The JSON-RPC messages of a response: one JSON body, or the data lines of an SSE stream. */
export function messagesOf(r: RawResponse): Record<string, any>[] {
  if (String(r.headers["content-type"]).startsWith("text/event-stream")) {
    return r.body.split("\n").filter((l) => l.startsWith("data: ")).map((l) => JSON.parse(l.slice(6)));
  }
  return [JSON.parse(r.body)];
}
