import { z } from "zod";
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

/** FastMCP needs a concrete port to listen on (it does not report the one port 0 picked). */
async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

void main();
