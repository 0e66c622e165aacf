import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { CallToolRequestSchema, CallToolResultSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { guardedFetch, outboundConfigFrom } from "mcpforge/platform/http";

/** The document's local package version (part 9, service C). */
export const PACKAGE_VERSION = "0.2.1";
/** SVC_API_BASE default: the address `npm start` serves on (the document gives no public address). */
export const DEFAULT_API_BASE = "http://127.0.0.1:8080";

/**
 * The local package alternative: an MCP server on a local transport (stdio in main.ts) that
 * forwards tools/list and tools/call to the games service over streamable HTTP at
 * `${SVC_API_BASE}/games/mcp`, through the guarded outbound client. Packed by `mcpforge pack games`
 * (spec/packages/games.json `entry`).
 */
export async function startProxy(opts: { env: Readonly<Record<string, string | undefined>>; transport: Transport }): Promise<{ close(): Promise<void> }> {
  const base = (opts.env.SVC_API_BASE?.trim() || DEFAULT_API_BASE).replace(/\/+$/, "");
  if (!/^https?:\/\/\S+$/.test(base)) throw new Error(`SVC_API_BASE must be an http(s) URL, got "${base}"`);
  // The operator named this address: a loopback SVC_API_BASE (the default, `npm start` on this
  // machine) is allowed for it; any other private address still needs MCPFORGE_OUTBOUND_ALLOW.
  const host = new URL(base).hostname.replace(/^\[|\]$/g, "");
  const loopback = host === "localhost" || host === "::1" || /^127\./.test(host);
  const allow = [opts.env.MCPFORGE_OUTBOUND_ALLOW, loopback ? "loopback" : undefined].filter(Boolean).join(",");
  const outbound = outboundConfigFrom({ ...opts.env, ...(allow ? { MCPFORGE_OUTBOUND_ALLOW: allow } : {}) });
  const fetchLike = async (url: string | URL, init?: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === "string" ? init.body : undefined;
    const r = await guardedFetch(outbound, url.toString(), { method: init?.method ?? "GET", headers, body, signal: init?.signal ?? undefined });
    const out = new Headers();
    for (const [k, v] of Object.entries(r.headers)) if (v !== undefined) for (const x of Array.isArray(v) ? v : [v]) out.append(k, x);
    return new Response(r.status === 204 || r.status === 304 ? null : r.body, { status: r.status, headers: out });
  };
  const client = new Client({ name: "mcpforge-games-package", version: PACKAGE_VERSION });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/games/mcp`), { fetch: fetchLike }));
  const server = new Server({ name: "game-analytics", version: PACKAGE_VERSION }, { capabilities: { tools: {} }, instructions: client.getInstructions() });
  server.setRequestHandler(ListToolsRequestSchema, async (req) => client.listTools(req.params));
  server.setRequestHandler(CallToolRequestSchema, async (req, extra) => client.request({ method: "tools/call", params: req.params }, CallToolResultSchema, { signal: extra.signal }));
  await server.connect(opts.transport);
  return {
    async close() {
      await server.close();
      await client.close();
    },
  };
}
