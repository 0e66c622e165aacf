import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { ErrorCode, ListResourcesRequestSchema, ListResourceTemplatesRequestSchema, McpError, ReadResourceRequestSchema, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { Exchange } from "./context";
import type { ToolRunner } from "./dispatch";
import { RpcFailure } from "./resources";
import { declaresUi, type UiViews } from "./resources-ui";

/**
 * MCP Apps on the handshake flow of the SDK `Server` (stdio; runtime/resources-ui.ts). The client
 * declares the extension in initialize, and the connection remembers it (the SDK's public
 * getClientCapabilities()): a declaring client is told the extension and gets the views as
 * resources; any other client gets the initialize result and the resource methods exactly as
 * without views. The SDK answers initialize itself with one set of capabilities for every client,
 * so ViewsServer adjusts that answer on its way out, through the public Transport interface. Over
 * HTTP the endpoint answers initialize (a declaring client gets a session, http/ui-sessions.ts).
 */
export class ViewsServer extends Server {
  constructor(
    info: ConstructorParameters<typeof Server>[0],
    options: ConstructorParameters<typeof Server>[1],
    private readonly views: UiViews,
    private readonly ownResources: boolean,
  ) {
    super(info, options);
  }

  override connect(transport: Transport): Promise<void> {
    return super.connect(adjustInitialize(transport, (result, declared) => this.initializeResult(result, declared)));
  }

  /** The declaring client's capabilities, or the plain ones (no resources unless the manifest has its own). */
  private initializeResult(result: Record<string, unknown>, declared: unknown): Record<string, unknown> {
    const capabilities = { ...(result.capabilities as Record<string, unknown>) };
    if (declaresUi(declared)) return { ...result, capabilities: this.views.capabilities(capabilities) };
    if (!this.ownResources) delete capabilities.resources;
    return { ...result, capabilities };
  }
}

type Adjust = (result: Record<string, unknown>, declared: unknown) => Record<string, unknown>;

/**
 * `transport` as the Server sees it: an initialize request's declared capabilities are noted as it
 * arrives (the handler the Server installs as `onmessage` is wrapped), and the result sent back for
 * that request id passes through `adjust`. Everything else is the transport itself.
 */
function adjustInitialize(transport: Transport, adjust: Adjust): Transport {
  const declared = new Map<unknown, unknown>();
  const noted = (handler: NonNullable<Transport["onmessage"]>): Transport["onmessage"] => (message, extra) => {
    const m = message as { id?: unknown; method?: unknown; params?: { capabilities?: unknown } };
    if (m.method === "initialize" && m.id !== undefined) declared.set(m.id, m.params?.capabilities);
    return handler(message, extra);
  };
  const send: Transport["send"] = (message, options) => {
    const m = message as { id?: unknown; result?: Record<string, unknown> };
    if (m.result === undefined || !declared.has(m.id)) return transport.send(message, options);
    const caps = declared.get(m.id);
    declared.delete(m.id);
    return transport.send({ ...message, result: adjust(m.result, caps) } as JSONRPCMessage, options);
  };
  return new Proxy(transport, {
    get: (target, prop) => {
      if (prop === "send") return send;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" && prop !== "onmessage" && prop !== "onclose" && prop !== "onerror" ? value.bind(target) : value;
    },
    set: (target, prop, value) => Reflect.set(target, prop, prop === "onmessage" && typeof value === "function" ? noted(value) : value, target),
  });
}

export function serveViewsLegacy(server: Server, runner: ToolRunner, views: UiViews): void {
  const declared = () => declaresUi(server.getClientCapabilities());
  const ownResources = runner.extras?.hasResources === true;
  const schemas = { "resources/list": ListResourcesRequestSchema, "resources/templates/list": ListResourceTemplatesRequestSchema, "resources/read": ReadResourceRequestSchema } as const;
  for (const [method, schema] of Object.entries(schemas)) {
    server.setRequestHandler(schema as typeof ListResourcesRequestSchema, async (request, extra) => {
      if (!declared() && !ownResources) throw new McpError(ErrorCode.MethodNotFound, "Method not found");
      const params = (request.params ?? {}) as Record<string, unknown>;
      const exchange: Exchange = { notify: () => undefined, signal: extra.signal, headers: (extra.requestInfo?.headers ?? {}) as Exchange["headers"], transport: extra.requestInfo ? "http" : "stdio" };
      const own = () => runner.extras!.handle(method, params, exchange);
      try {
        return (declared() ? await views.handle(method, params, own) : await own()) as never;
      } catch (err) {
        if (err instanceof RpcFailure) throw new McpError(err.code, err.message, err.data);
        throw err;
      }
    });
  }
}
