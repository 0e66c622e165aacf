import { Client as Client1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as Stdio1 } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport as Http1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Client as Client2, StreamableHTTPClientTransport as Http2 } from "@modelcontextprotocol/client";
import { StdioClientTransport as Stdio2 } from "@modelcontextprotocol/client/stdio";
import { services, type ServiceSlug } from "../../handlers";
import { toolError } from "../helpers/http";

/**
 * The clients of the matrix (issue 12, "Clients that must work"): the SDK 1.32 `Client` (2025
 * handshake), and the SDK v2 client (@modelcontextprotocol/client 2.4) pinned to 2026-07-28 and in
 * its default mode (`legacy`: the 2025 handshake). One small surface over all three, so each test
 * runs the same calls through every client.
 */
export const CLIENTS = ["sdk 1.32", "sdk v2, 2026-07-28", "sdk v2, default"] as const;
export type ClientKind = (typeof CLIENTS)[number];

/** Where a client connects: an HTTP endpoint or a command serving MCP over stdio. */
export type Target = { url: string } | { command: string; args: string[]; env?: Record<string, string> };

type Result = { isError?: boolean; content?: unknown; structuredContent?: unknown; _meta?: Record<string, unknown>; [k: string]: unknown };

export interface MatrixClient {
  /** The protocol version the client ended up speaking. */
  version: string | undefined;
  listTools(): Promise<{ name: string; inputSchema: Record<string, unknown> }[]>;
  callTool(name: string, args: Record<string, unknown>): Promise<Result>;
  /** Any other request, e.g. resources/read (result as the client returned it). */
  request(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

const INFO = { name: "mcpforge-matrix", version: "1.0.0" };

export async function connect(kind: ClientKind, target: Target): Promise<MatrixClient> {
  if (kind === "sdk 1.32") {
    const client = new Client1(INFO);
    const transport = "url" in target ? new Http1(new URL(target.url)) : new Stdio1({ command: target.command, args: target.args, env: { ...process.env, ...target.env } as Record<string, string>, stderr: "pipe" });
    // The SDK 1 client reports the negotiated version only to its transport: record it there.
    let version: string | undefined;
    const t = transport as { setProtocolVersion?: (v: string) => void };
    const set = t.setProtocolVersion?.bind(transport);
    t.setProtocolVersion = (v) => {
      version = v;
      set?.(v);
    };
    await client.connect(transport);
    return {
      version,
      listTools: async () => (await client.listTools()).tools,
      callTool: async (name, args) => (await client.callTool({ name, arguments: args })) as Result,
      request: async (method, params) => client.request({ method, params } as never, passthrough() as never) as Promise<Record<string, unknown>>,
      close: () => client.close(),
    };
  }
  const client = new Client2(INFO, kind === "sdk v2, 2026-07-28" ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } : undefined);
  const transport = "url" in target ? new Http2(new URL(target.url)) : new Stdio2({ command: target.command, args: target.args, env: { ...process.env, ...target.env } as Record<string, string>, stderr: "pipe" });
  await client.connect(transport as never);
  return {
    version: client.getNegotiatedProtocolVersion(),
    listTools: async () => (await client.listTools()).tools as { name: string; inputSchema: Record<string, unknown> }[],
    callTool: async (name, args) => (await client.callTool({ name, arguments: args })) as Result,
    request: async (method, params) => {
      const c = client as unknown as Record<string, (p: unknown) => Promise<Record<string, unknown>>>;
      const typed: Record<string, string> = { "tools/list": "listTools", "resources/list": "listResources", "resources/read": "readResource", "resources/templates/list": "listResourceTemplates", "prompts/list": "listPrompts", "prompts/get": "getPrompt", "completion/complete": "complete" };
      return c[typed[method]].call(client, params);
    },
    close: () => client.close(),
  };
}

/** A result schema that accepts anything (SDK 1 `request()` needs one). */
function passthrough() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { z } = require("zod") as typeof import("zod");
  return z.object({}).passthrough();
}

/** The versions each client must end up speaking. */
export const EXPECTED_VERSION: Record<ClientKind, string> = {
  "sdk 1.32": "2025-11-25",
  "sdk v2, 2026-07-28": "2026-07-28",
  "sdk v2, default": "2025-11-25",
};

export function toolNames(slug: ServiceSlug): string[] {
  return services[slug]().definition.tools.map((t) => t.name);
}

/** Where the validator objects to a call carrying only `mcpforge_undeclared` (see inspector.test.ts). */
export function expectedIssuePath(slug: ServiceSlug, tool: string): string {
  const input = services[slug]().definition.tools.find((t) => t.name === tool)!.inputSchema as { additionalProperties?: unknown; required?: string[] };
  return input.additionalProperties === false ? "/mcpforge_undeclared" : `/${input.required![0]}`;
}

/** tools/list and one refused tools/call through `kind`, against `slug` at `target`. */
export async function listAndRefuse(kind: ClientKind, slug: ServiceSlug, target: Target): Promise<void> {
  const client = await connect(kind, target);
  try {
    expect(client.version).toBe(EXPECTED_VERSION[kind]);
    const tools = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(toolNames(slug).sort());
    const tool = toolNames(slug).sort()[0];
    const error = toolError(await client.callTool(tool, { mcpforge_undeclared: 1 }));
    expect(error.code).toBe("invalid_arguments");
    expect(error.issues!.map((i) => i.path)).toContain(expectedIssuePath(slug, tool));
  } finally {
    await client.close();
  }
}

