import { definitions } from "../../generated";
import type { ToolDefinition } from "../../generator/runtime";
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

/** A header value as a conforming client sends it: plain visible ASCII, else the Base64 sentinel. */
export function encodeHeaderValue(v: string): string {
  return /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(v) && !(v.startsWith("=?base64?") && v.endsWith("?=")) ? v : `=?base64?${Buffer.from(v, "utf8").toString("base64")}?=`;
}

let marked: Map<string, ToolDefinition> | undefined;
/**
 * The `Mcp-Param-*` headers a conforming client mirrors for a tools/call (x-mcp-header): looked up
 * in the services whose manifests mark properties (webhooks, comms).
 */
export function paramHeaders(name: string, args: unknown): Record<string, string> {
  marked ??= new Map([...definitions.webhooks().tools, ...definitions.comms().tools].filter((t) => t.paramHeaders).map((t) => [t.name, t]));
  const out: Record<string, string> = {};
  for (const p of marked.get(name)?.paramHeaders ?? []) {
    let v: unknown = args;
    for (const k of p.path) v = v !== null && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined;
    if (v !== undefined && v !== null) out[`mcp-param-${p.header.toLowerCase()}`] = encodeHeaderValue(String(v));
  }
  return out;
}

/** POSTs a well-formed 2026-07-28 request; `headers` override (or, as "", keep) the standard ones. */
export function postModern(url: string, method: string, params: Record<string, unknown> = {}, opts: { headers?: Record<string, string | undefined>; meta?: Record<string, unknown> } = {}): Promise<RawResponse> {
  const name = typeof params.name === "string" ? params.name : undefined;
  const headers: Record<string, string> = {};
  const mirrored = method === "tools/call" && name !== undefined ? paramHeaders(name, params.arguments) : {};
  for (const [k, v] of Object.entries({ ...modernHeaders(method, name), ...mirrored, ...opts.headers })) if (v !== undefined) headers[k] = v;
  return postRaw(url, { headers, body: modernBody(1, method, params, opts.meta) });
}

/** The JSON-RPC messages of a response: one JSON body, or the data lines of an SSE stream. */
export function messagesOf(r: RawResponse): Record<string, any>[] {
  if (String(r.headers["content-type"]).startsWith("text/event-stream")) {
    return r.body.split("\n").filter((l) => l.startsWith("data: ")).map((l) => JSON.parse(l.slice(6)));
  }
  return [JSON.parse(r.body)];
}
