import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import type { Exchange } from "./context";
import { UnknownToolError } from "./errors";
import type { ToolRunner } from "./dispatch";

/**
 * The one SDK `Server` of a service, created once per process. Over stdio it answers everything;
 * over HTTP it answers what the endpoint's fast path does not (ping, unknown methods, …). Both
 * paths call the same ToolRunner, so tools behave identically on either transport.
 */
export function createSdkServer(runner: ToolRunner): Server {
  const def = runner.definition;
  const server = new Server(
    { name: def.slug, title: def.title, version: def.version },
    { capabilities: { logging: {}, tools: { listChanged: false } }, ...(def.instructions ? { instructions: def.instructions } : {}) },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: runner.listTools() }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const exchange: Exchange = {
      notify: (method, params) => void extra.sendNotification({ method, params } as never).catch(() => undefined),
      signal: extra.signal,
      headers: (extra.requestInfo?.headers ?? {}) as Exchange["headers"],
      progressToken: request.params._meta?.progressToken,
    };
    try {
      return (await runner.call(request.params.name, request.params.arguments, exchange)) as never;
    } catch (err) {
      if (err instanceof UnknownToolError) throw new McpError(ErrorCode.InvalidParams, err.message);
      throw err;
    }
  });
  return server;
}
