import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import type { Exchange } from "./context";
import { UnknownToolError } from "./errors";
import { traceContextOf } from "./protocol/modern";
import type { ToolRunner } from "./dispatch";

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
  const server = new Server(
    { name: def.slug, title: def.title, version: def.version },
    { capabilities: { logging: {}, tools: { listChanged: false } }, ...(def.instructions ? { instructions: def.instructions } : {}) },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: runner.listTools() }));
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
    try {
      const result = await runner.call(request.params.name, request.params.arguments, exchange);
      if (sent.length > 0) {
        await Promise.all(sent);
        await settle();
      }
      return result as never;
    } catch (err) {
      if (err instanceof UnknownToolError) throw new McpError(ErrorCode.InvalidParams, err.message);
      throw err;
    }
  });
  return server;
}
