import { bindService, createLogger, loadConfig, serveStdio, startHost, type HandlerFactory, type ServiceDefinition } from "mcpforge/runtime";
import { onSignal } from "./signals";

/**
 * The entry point of a package made by `mcpforge pack <slug>` (copied into it with the runtime;
 * never run by the CLI itself). `start:stdio` runs `--stdio`, `start:http` runs `--http`; HTTP mode
 * is configured by the environment the census document (part 4 B) gives every packaged server:
 *
 * | Variable | Default | Meaning |
 * |---|---|---|
 * | MCP_HTTP_HOST | 127.0.0.1 | HTTP bind address |
 * | MCP_HTTP_PORT | 3010 | HTTP port (0 picks a free one) |
 * | MCP_HTTP_ENDPOINT_PATH | /mcp | endpoint path |
 * | MCP_LOG_LEVEL | info | minimum log level (pino JSON on stderr) |
 * | MCP_AUTH_MODE | none | only `none` is served; `jwt` and `oauth` are refused at start |
 */
export interface LaunchOptions {
  definition: ServiceDefinition<unknown>;
  handlers: HandlerFactory<unknown>;
  /** Launch modes the package offers: "stdio", "streamable-http". */
  transports: readonly string[];
  argv: readonly string[];
  env?: Readonly<Record<string, string | undefined>>;
}

export class LaunchError extends Error {}

export function launchMode(argv: readonly string[], transports: readonly string[]): "stdio" | "streamable-http" {
  const unknown = argv.filter((a) => a !== "--stdio" && a !== "--http");
  if (unknown.length) throw new LaunchError(`unknown argument(s) ${unknown.join(" ")}: use --stdio or --http`);
  const wanted = argv.includes("--http") ? "streamable-http" : argv.includes("--stdio") ? "stdio" : transports[0];
  if (!transports.includes(wanted)) throw new LaunchError(`this package has no ${wanted === "stdio" ? "--stdio" : "--http"} mode; it offers ${transports.join(", ")}`);
  return wanted as "stdio" | "streamable-http";
}

/** MCP_HTTP_PORT / MCP_HTTP_ENDPOINT_PATH / MCP_HTTP_HOST with their defaults, each checked. */
export function httpSettings(env: Readonly<Record<string, string | undefined>>): { host: string; port: number; path: string } {
  const rawPort = env.MCP_HTTP_PORT ?? "3010";
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) throw new LaunchError(`MCP_HTTP_PORT must be a port number from 0 to 65535, got ${JSON.stringify(rawPort)}`);
  const path = env.MCP_HTTP_ENDPOINT_PATH ?? "/mcp";
  if (!/^\/[A-Za-z0-9._~\/-]*$/.test(path)) throw new LaunchError(`MCP_HTTP_ENDPOINT_PATH must be a URL path starting with "/", got ${JSON.stringify(path)}`);
  return { host: env.MCP_HTTP_HOST ?? "127.0.0.1", port, path };
}

export async function launch(o: LaunchOptions): Promise<void> {
  const env = o.env ?? process.env;
  const mode = launchMode(o.argv, o.transports);
  const authMode = env.MCP_AUTH_MODE ?? "none";
  // Refuse rather than serve unauthenticated while the operator believes otherwise.
  if (authMode !== "none") throw new LaunchError(`MCP_AUTH_MODE=${authMode} is not supported; only "none" is`);
  const http = mode === "streamable-http" ? httpSettings(env) : undefined;
  const config = loadConfig({ ...env, LOG_LEVEL: env.MCP_LOG_LEVEL ?? env.LOG_LEVEL }, http ? { host: http.host, port: http.port } : {});
  const logger = createLogger(config.logLevel);
  const bound = bindService(o.definition, o.handlers);
  if (!http) {
    const server = await serveStdio(bound, { config, logger });
    onSignal(() => server.close());
    process.stdin.on("end", () => void server.close().then(() => process.exit(0)));
    return;
  }
  const host = await startHost({ services: [bound], config, logger, endpointPath: () => http.path });
  process.stderr.write(`${o.definition.slug} ${host.url}${http.path}  (v${o.definition.version}, ${o.definition.tools.length} tools)\n`);
  onSignal(() => host.close());
}
