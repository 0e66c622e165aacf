import pino, { type DestinationStream, type Logger } from "pino";
import { traceIds } from "./telemetry";

export interface LoggerOptions {
  /**
   * `pretty`: coloured, one readable line per entry (pino-pretty); `json`: one JSON object per line.
   * Default: pretty when stderr is a terminal, JSON otherwise (a file, a pipe, a log collector).
   * MCPFORGE_LOG_FORMAT overrides it.
   */
  format?: "pretty" | "json";
  /** Where lines go (tests); default stderr. */
  destination?: DestinationStream;
}

/**
 * Logs go to stderr: stdout belongs to the MCP stdio transport. Secrets never reach the log: the
 * redact paths cover the places a key or password could travel. With tracing on, every line
 * logged inside a request carries its trace_id and span_id (the mixin reads the active span).
 */
export function createLogger(level = "info", opts: LoggerOptions = {}): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid },
    mixin: traceIds,
    redact: {
      paths: ["password", "*.password", "apiKey", "*.apiKey", "api_key", "*.api_key", "authorization", "*.authorization", "headers.authorization", "headers.cookie", "secret", "*.secret"],
      censor: "[redacted]",
    },
  };
  return pino(options, opts.destination ?? destinationFor(logFormat(opts.format)));
}

/** The format asked for: MCPFORGE_LOG_FORMAT, else the option, else pretty on a terminal. */
export function logFormat(asked?: "pretty" | "json", env: Readonly<Record<string, string | undefined>> = process.env, tty = process.stderr.isTTY === true): "pretty" | "json" {
  const fromEnv = env.MCPFORGE_LOG_FORMAT?.trim().toLowerCase();
  if (fromEnv === "pretty" || fromEnv === "json") return fromEnv;
  return asked ?? (tty ? "pretty" : "json");
}

function destinationFor(format: "pretty" | "json"): DestinationStream {
  if (format === "json") return pino.destination({ fd: 2, sync: false });
  // Loaded only for a terminal: pino-pretty (and its colour code) stays out of production processes.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pretty = require("pino-pretty") as typeof import("pino-pretty");
  return pretty({ destination: 2, colorize: process.stderr.isTTY === true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" });
}

export type { Logger };
