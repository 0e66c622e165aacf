import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import type { Exchange } from "./context";
import { UnknownToolError } from "./errors";
import { traceContextOf } from "./protocol/modern";
import type { ToolRunner } from "./dispatch";
import { capabilitiesOf, RpcFailure, type ExtrasRunner } from "./resources";
import { telemetry } from "./telemetry";
import { declaresUi } from "./resources-ui";
import { serveViewsLegacy, ViewsServer } from "./sdk-views";

/** The protocol version of a 2025-flow request: over HTTP its header, over stdio what the line transport saw negotiated. */
function protocolOf(server: Server, headers: Exchange["headers"]): string | undefined {
  const header = headers["mcp-protocol-version"];
  if (typeof header === "string") return header;
  return (server.transport as { protocolVersion?: string } | undefined)?.protocolVersion;
}

/**
 * The one SDK `Server` of a service, created once per process. Over stdio it answers everything;
 * over HTTP it answers what the endpoint's fast path does not (ping, unknown methods, …). Both
 * paths call the same ToolRunner, so tools behave identically on either transport.
 */
/**
 * The stdio mitigation for an SDK client issue (issue 10, defect 11). The SDK client dispatches a
 * notification a microtask after it arrives but handles a response synchronously, deleting the
 * request's progress handler; its stdio transport handles every line of one read in a single
 * synchronous loop. So when the last progress notification and the reply share one read, the
 * reply wins and the progress is dropped. A short pause after notifications makes it likely that
 * they travel in their own read; no server can make it certain (the client decides how it reads),
 * which is why the stdio tests pace the client (test/helpers/paced-transport.ts) and assert the
 * wire order instead (test/runtime/stdio-lines.test.ts). Over HTTP no pause is needed: the SDK
 * client reads SSE one event per read (see HttpExchange.reply).
 */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 2));
}

export function createSdkServer(runner: ToolRunner): Server {
  const def = runner.definition;
  const info = { name: def.slug, title: def.title, version: def.version };
  const options = { capabilities: { ...capabilitiesOf(runner.extras), ...(runner.views ? { resources: { listChanged: false, subscribe: false } } : {}) }, ...(def.instructions ? { instructions: def.instructions } : {}) };
  const server = runner.views ? new ViewsServer(info, options, runner.views, runner.extras?.hasResources === true) : new Server(info, options);
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: runner.listTools(runner.views !== undefined && declaresUi(server.getClientCapabilities())) }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    // Notifications are sent asynchronously; the reply must not overtake them (the client drops
    // progress for a request it considers finished), so the reply waits for them to be written.
    const sent: Promise<unknown>[] = [];
    const exchange: Exchange = {
      notify: (method, params) => void sent.push(extra.sendNotification({ method, params } as never).catch(() => undefined)),
      signal: extra.signal,
      headers: (extra.requestInfo?.headers ?? {}) as Exchange["headers"],
      // Our HTTP mux transport always passes requestInfo; the SDK's stdio transport never does.
      transport: extra.requestInfo ? "http" : "stdio",
      progressToken: request.params._meta?.progressToken,
      logBindings: traceContextOf(request.params._meta),
    };
    const op = telemetry()?.begin({ method: "tools/call", tool: request.params.name, id: extra.requestId, protocolVersion: protocolOf(server, exchange.headers), transport: exchange.transport!, meta: exchange.logBindings, headers: exchange.headers, service: def.slug });
    try {
      const result = await runner.call(request.params.name, request.params.arguments, exchange, op);
      if (sent.length > 0) {
        await Promise.all(sent);
        await settle();
      }
      return result as never;
    } catch (err) {
      if (err instanceof UnknownToolError) throw rpcError(ErrorCode.InvalidParams, err.message);
      throw err;
    }
  });
  if (runner.extras) serveExtras(server, runner.extras);
  if (runner.views) serveViewsLegacy(server, runner, runner.views);
  return server;
}

/** The legacy-era (handshake) resources/prompts/completion methods, answered by the same ExtrasRunner as the 2026 path. */
function serveExtras(server: Server, extras: ExtrasRunner): void {
  const schemas = {
    "resources/list": ListResourcesRequestSchema,
    "resources/templates/list": ListResourceTemplatesRequestSchema,
    "resources/read": ReadResourceRequestSchema,
    "prompts/list": ListPromptsRequestSchema,
    "prompts/get": GetPromptRequestSchema,
    "completion/complete": CompleteRequestSchema,
  } as const;
  for (const [method, schema] of Object.entries(schemas)) {
    if (!extras.methods.has(method)) continue;
    server.setRequestHandler(schema as typeof ListResourcesRequestSchema, async (request, extra) => {
      const exchange: Exchange = {
        notify: (m, params) => void extra.sendNotification({ method: m, params } as never).catch(() => undefined),
        signal: extra.signal,
        headers: (extra.requestInfo?.headers ?? {}) as Exchange["headers"],
        transport: extra.requestInfo ? "http" : "stdio",
      };
      try {
        return (await extras.handle(method, (request.params ?? {}) as Record<string, unknown>, exchange)) as never;
      } catch (err) {
        if (err instanceof RpcFailure) throw rpcError(err.code, err.message, err.data);
        throw err;
      }
    });
  }
}

/**
 * The error the SDK's Protocol turns into a JSON-RPC error: it sends `code`, `message` and `data`
 * as they are. An McpError would not do: its message already reads "MCP error -32602: …", and the
 * client's McpError prefixes it again ("MCP error -32602: MCP error -32602: …").
 */
function rpcError(code: number, message: string, data?: unknown): Error & { code: number; data?: unknown } {
  return Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) });
}
