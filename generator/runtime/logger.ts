import pino, { type Logger } from "pino";

/**
 * Logs go to stderr as JSON lines: stdout belongs to the MCP stdio transport. Secrets never reach
 * the log: the redact paths cover the places a key or password could travel.
 */
export function createLogger(level = "info"): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      redact: {
        paths: ["password", "*.password", "apiKey", "*.apiKey", "api_key", "*.api_key", "authorization", "*.authorization", "headers.authorization", "headers.cookie", "secret", "*.secret"],
        censor: "[redacted]",
      },
    },
    pino.destination({ fd: 2, sync: false }),
  );
}

export type { Logger };
