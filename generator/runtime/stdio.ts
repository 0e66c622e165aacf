import type { Logger } from "pino";
import type { Clock } from "./clock";
import { systemClock } from "./clock";
import type { RuntimeConfig } from "./config";
import { startService } from "./host";
import type { TaskStorageFactory } from "./tasks-store";
import { LineTransport } from "./stdio-transport";
import { interceptModern } from "./stdio-modern";
import type { BoundService } from "./service";
import { flushOnClose, startServiceTelemetry } from "./telemetry/host";
import { telemetry } from "./telemetry";
import { targetOf } from "./telemetry/reply";
import { traceContextOf } from "./protocol/modern";

/**
 * Serves one service over stdio; resolves with a close function (idempotent). Logs go to stderr.
 * When the client stops reading (EPIPE on stdout) the service is closed and `exit(0)` is called
 * (default process.exit): nothing can be answered any more, and the process must neither crash
 * nor linger.
 */
export async function serveStdio(bound: BoundService, opts: { config: RuntimeConfig; logger: Logger; clock?: Clock; exit?: (code: number) => void; storage?: TaskStorageFactory }) {
  startServiceTelemetry(opts.config, [bound], opts.logger);
  const s = await startService(bound, {
    config: opts.config,
    logger: opts.logger,
    clock: opts.clock ?? systemClock,
    baseUrl: () => opts.config.publicUrl ?? `http://${opts.config.host}:${opts.config.port}`,
    storage: opts.storage,
  });
  // Our own line transport, not the SDK's StdioServerTransport: the same size, depth and id checks
  // as over HTTP, and a bad line is answered instead of dropped (see stdio-transport.ts).
  const transport = new LineTransport({ maxLineBytes: opts.config.maxBodyBytes, maxJsonDepth: opts.config.maxJsonDepth, maxJsonNodes: opts.config.maxJsonNodes });
  // 2026-07-28 requests are answered beside the SDK Server, which keeps the handshake flow.
  transport.intercept = interceptModern(transport, s.runner, s.logger);
  const t = telemetry();
  if (t) {
    const service = bound.definition.slug;
    transport.observe = (m, protocolVersion) => {
      const method = m.method as string;
      if (method === "tools/call") return undefined; // sdk-server.ts begins its own
      const params = (typeof m.params === "object" && m.params !== null ? m.params : undefined) as Record<string, unknown> | undefined;
      return t.begin({ method, ...targetOf(method, params), id: m.id as string | number, protocolVersion, transport: "stdio", meta: traceContextOf(params?._meta), service });
    };
  }
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await s.sdk.close();
      await s.impl.close?.();
      await flushOnClose();
    })());
  transport.onoutputclosed = (err) => {
    opts.logger.warn({ code: (err as NodeJS.ErrnoException).code }, "stdout closed by the client: shutting down");
    const exit = opts.exit ?? ((code: number) => process.exit(code));
    close().then(
      () => exit(0),
      (closeErr: unknown) => {
        opts.logger.error({ err: closeErr }, "closing the service failed");
        exit(1);
      },
    );
  };
  await s.sdk.connect(transport);
  return { close };
}
