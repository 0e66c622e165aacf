/**
 * Graceful shutdown on SIGINT/SIGTERM: stop accepting, finish in-flight work, close the services,
 * exit 0. A second signal exits at once with 1. Shared by `mcpforge serve` and packed services.
 */
export function onSignal(close: () => Promise<void>): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) process.exit(1); // second signal: stop now
    closing = true;
    process.stderr.write(`${signal}: shutting down\n`);
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`shutdown failed: ${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  // One listener per signal: a second listener on the same signal would see `closing` already set
  // by the first and exit 1 at once, on the very first Ctrl-C.
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
