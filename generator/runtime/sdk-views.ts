import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ErrorCode, InitializeRequestSchema, ListResourcesRequestSchema, ListResourceTemplatesRequestSchema, McpError, ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Exchange } from "./context";
import type { ToolRunner } from "./dispatch";
import { RpcFailure } from "./resources";
import { declaresUi, type UiViews } from "./resources-ui";

/**
 * MCP Apps on the handshake flow of the SDK `Server` (stdio; runtime/resources-ui.ts). The client
 * declares the extension in initialize, and the connection remembers it: a declaring client is
 * told the extension and gets the views as resources; any other client gets the initialize result
 * and the resource methods exactly as without views. Over stateless HTTP the SDK Server never sees
 * initialize (the endpoint answers it), so those clients always get the plain answers.
 */
export function serveViewsLegacy(server: Server, runner: ToolRunner, views: UiViews): void {
  const declared = () => declaresUi(server.getClientCapabilities());
  const ownResources = runner.extras?.hasResources === true;
  const initialize = (server as unknown as { _oninitialize(r: unknown): Promise<Record<string, unknown>> })._oninitialize.bind(server);
  server.setRequestHandler(InitializeRequestSchema, async (request) => {
    const result = await initialize(request);
    const capabilities = { ...(result.capabilities as Record<string, unknown>) };
    if (declaresUi(request.params.capabilities)) return { ...result, capabilities: views.capabilities(capabilities) } as never;
    if (!ownResources) delete capabilities.resources;
    return { ...result, capabilities } as never;
  });
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
