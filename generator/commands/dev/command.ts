import type { Command } from "commander";
import { DevSession } from "./index";
import { onSignal } from "../pack/signals";
import { rootOf } from "../shared";

export function registerDev(program: Command): void {
  program
    .command("dev")
    .description("serve, and regenerate + restart on every change under spec/ or handlers/ (a bad manifest keeps the last good server)")
    .argument("[slugs...]", "services to serve (default: every service)")
    .option("--port <n>", "HTTP port (default $PORT or 8080; 0 picks a free port, kept across restarts)", process.env.PORT ?? "8080")
    .option("--host <h>", "HTTP bind address (default $HOST or 127.0.0.1)")
    .option("--debounce <ms>", "wait this long after the last change before rebuilding", "200")
    .action(async (slugs: string[], opts: { port: string; host?: string; debounce: string }, cmd: Command) => {
      const debounceMs = Number(opts.debounce);
      if (!Number.isInteger(debounceMs) || debounceMs < 0) throw new Error(`--debounce must be a whole number of milliseconds, got ${JSON.stringify(opts.debounce)}`);
      if (!/^\d+$/.test(opts.port)) throw new Error(`--port must be a port number, got ${JSON.stringify(opts.port)}`);
      const serveArgs = [...slugs, ...(opts.host ? ["--host", opts.host] : [])];
      const session = new DevSession({ root: rootOf(cmd), serveArgs, port: opts.port, debounceMs, log: (line) => process.stderr.write(`${line}\n`) });
      onSignal(() => session.close());
      await session.start();
    });
}
