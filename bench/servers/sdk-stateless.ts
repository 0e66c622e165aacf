import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { serveStateless } from "./sdk-stateless-http";
import { estimateRent, rentInputShape, rentOutputShape, TOOL, toolResult } from "./rent-tool";

/**
 * The SDK's documented stateless streamable HTTP pattern (examples/server/
 * simpleStatelessStreamableHttp.ts): a new McpServer and transport for every POST, the tool
 * registered with zod input and output schemas. The example uses express.json(); node:http with
 * JSON.parse does the same work with less overhead, which can only favour this server.
 */
function getServer(): McpServer {
  const server = new McpServer({ name: "housing", version: "0.9.0" });
  server.registerTool(
    TOOL,
    {
      title: "Estimate monthly rent",
      description: "Estimate the monthly rent of a unit.",
      inputSchema: rentInputShape,
      outputSchema: rentOutputShape,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args) => toolResult(estimateRent(args)),
  );
  return server;
}

serveStateless(() => getServer());
