import { createServer } from "node:net";

/** The HTTP listener's bind failure, saying which address and what to do about it. */
export function bindError(err: unknown, host: string, port: number): Error {
  const e = err as NodeJS.ErrnoException;
  if (e?.code === "EADDRINUSE") return new Error(`HTTP port ${host}:${port} is already in use (EADDRINUSE): stop the process holding it, or set PORT (or --port) to another port`);
  if (e?.code === "EACCES") return new Error(`HTTP port ${host}:${port} may not be bound by this user (EACCES): use a port above 1023, or set PORT (or --port)`);
  return new Error(`HTTP listener cannot bind ${host}:${port}: ${e?.message ?? String(err)}`);
}

/**
 * Binds `host:port` for a moment and lets it go: resolves when the address can be bound, rejects
 * with bindError's message when it cannot. `mcpforge serve` asks before it loads the services'
 * sources (seconds for all nine), so a taken port ends start-up at once (issue 29, item 9);
 * startHost still binds for real and reports the same error should the port be taken in between.
 * Port 0 (any free port) always binds: nothing to ask.
 */
export function probeHttpPort(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (err) => reject(bindError(err, host, port)));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
