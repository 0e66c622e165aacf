import type { Logger } from "pino";
import type { Clock } from "./clock";
import { systemClock } from "./clock";
import type { RuntimeConfig } from "./config";
import { startService } from "./host";
import type { BoundService } from "./service";

/** Serves one service over stdio; resolves with a close function. Logs go to stderr. */
export async function serveStdio(bound: BoundService, opts: { config: RuntimeConfig; logger: Logger; clock?: Clock }) {
  const s = await startService(bound, {
    config: opts.config,
    logger: opts.logger,
    clock: opts.clock ?? systemClock,
    baseUrl: () => opts.config.publicUrl ?? `http://${opts.config.host}:${opts.config.port}`,
  });
  // Required here, not at the top: every generated server imports the runtime index, which
  // re-exports this module, and the SDK costs ~200 ms of startup an HTTP host does not need.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { StdioServerTransport } = require("@modelcontextprotocol/sdk/server/stdio.js") as typeof import("@modelcontextprotocol/sdk/server/stdio.js");
  const transport = new StdioServerTransport();
  await s.sdk.connect(transport);
  return {
    async close() {
      await s.sdk.close();
      await s.impl.close?.();
    },
  };
}
