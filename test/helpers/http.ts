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
export function postRaw(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  const u = new URL(url);
  const headers = { "content-type": "application/json", accept: "application/json, text/event-stream", host: u.host, ...opts.headers };
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path: u.pathname + u.search, method: opts.method ?? "POST", headers }, (res) => {
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
