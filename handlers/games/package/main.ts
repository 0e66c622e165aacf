import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { startProxy } from "./proxy";

/**
 * Entry point of the games local package (stdio): `node dist/handlers/games/package/main.js`, with
 * SVC_API_BASE naming the HTTP service. Logs go to stderr; stdout carries only MCP messages.
 */
startProxy({ env: process.env, transport: new StdioServerTransport() }).catch((err: unknown) => {
  process.stderr.write(`games package: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
