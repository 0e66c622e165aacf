import { z } from "zod";
import { freePort } from "../lib/proc";
import { announce, estimateRent, portFromEnv, rentInputShape, rentOutputShape, TOOL, toolResult } from "./rent-tool";

/** FastMCP (httpStream transport, stateless mode) with the same tool and zod schemas. */
async function main(): Promise<void> {
  // ESM-only package: a real dynamic import (the bench loader keeps `import()` as is).
  const { FastMCP } = await import("fastmcp");
  const server = new FastMCP({ name: "housing", version: "0.9.0" });
  server.addTool({
    name: TOOL,
    description: "Estimate the monthly rent of a unit.",
    parameters: z.object(rentInputShape),
    outputSchema: z.object(rentOutputShape),
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    execute: async (args) => toolResult(estimateRent(args)),
  });
  const port = portFromEnv() || (await freePort());
  await server.start({ transportType: "httpStream", httpStream: { port, host: "127.0.0.1", endpoint: "/mcp", stateless: true } });
  announce(port);
}
void main();
