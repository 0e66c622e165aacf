import { request } from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A plain node:http request (fetch cannot set Host). Defaults are a well-formed MCP POST; pass
 * `method`, `headers` or `body` to break one thing at a time.
 */
export function postRaw(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {}): Promise<RawResponse> {
  const u = new URL(url);
  const headers = { "content-type": "application/json", accept: "application/json, text/event-stream", host: u.host, ...opts.headers };
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path: u.pathname + u.search, method: opts.method ?? "POST", headers, localAddress: opts.localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    if (opts.method === undefined || opts.method === "POST") req.end(opts.body ?? "");
    else req.end();
  });
}

import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { CallToolResultSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/**
 * tools/call without the SDK client's output-schema check. SDK 1.32's `callTool()` validates
 * `structuredContent` against the output schema even when `isError` is true
 * (typescript-sdk#1943, fix pending in #1945), so an error result's `structuredContent.error`
 * would be thrown away client-side. Successful calls should still go through `callTool()`.
 */
export async function callRaw(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return client.request({ method: "tools/call", params: { name, arguments: args } }, CallToolResultSchema);
}

export interface ToolErrorBody {
  code: string;
  message: string;
  issues?: { path: string; message: string }[];
  [detail: string]: unknown;
}

/**
 * The error of an error result, per the error contract: `isError`, no `structuredContent`, the
 * error object in `_meta["dev.mcpforge/error"]` and, after the summary line, in the text.
 * Fails the test when the result is not an error result of that shape.
 */
export function toolError(result: { isError?: boolean; structuredContent?: unknown; _meta?: Record<string, unknown>; content?: unknown }): ToolErrorBody {
  if (!result.isError) throw new Error(`expected an error result, got ${JSON.stringify(result).slice(0, 500)}`);
  if (result.structuredContent !== undefined) throw new Error("an error result must carry no structuredContent");
  const error = result._meta?.["dev.mcpforge/error"] as ToolErrorBody | undefined;
  if (!error) throw new Error(`error result without _meta["dev.mcpforge/error"]: ${JSON.stringify(result).slice(0, 500)}`);
  const text = (result.content as { text: string }[])[0].text;
  const cut = text.lastIndexOf("\n");
  const [summary, json] = [text.slice(0, cut), text.slice(cut + 1)];
  if (summary !== `Error ${error.code}: ${error.message}` || JSON.stringify(JSON.parse(json).error) !== JSON.stringify(error)) {
    throw new Error(`error text does not match _meta: ${text}`);
  }
  return error;
}
