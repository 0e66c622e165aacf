import type { Logger } from "pino";
import type { Clock } from "./clock";
import { systemClock } from "./clock";
import type { RuntimeConfig } from "./config";
import { startService } from "./host";
import { LineTransport } from "./stdio-transport";
import type { BoundService } from "./service";

/** Serves one service over stdio; resolves with a close function. Logs go to stderr. */
export async function serveStdio(bound: BoundService, opts: { config: RuntimeConfig; logger: Logger; clock?: Clock }) {
  const s = await startService(bound, {
    config: opts.config,
    logger: opts.logger,
    clock: opts.clock ?? systemClock,
    baseUrl: () => opts.config.publicUrl ?? `http://${opts.config.host}:${opts.config.port}`,
  });
  // Our own line transport, not the SDK's StdioServerTransport: the same size, depth and id checks
  // as over HTTP, and a bad line is answered instead of dropped (see stdio-transport.ts).
  const transport = new LineTransport({ maxLineBytes: opts.config.maxBodyBytes, maxJsonDepth: opts.config.maxJsonDepth, maxJsonNodes: opts.config.maxJsonNodes });
  await s.sdk.connect(transport);
  return {
    async close() {
      await s.sdk.close();
      await s.impl.close?.();
    },
  };
}
