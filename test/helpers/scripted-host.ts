import pino from "pino";
import { webhooksService } from "../../generated/webhooks/server";
import { bindService, loadConfig, ManualClock, startHost, type RunningHost } from "../../generator/runtime";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { scriptedHandlers } = require("./scripted-handlers.js");

/**
 * The real host serving the generated webhooks definition with the scripted handlers (no
 * database) on 127.0.0.1 and a free port; `env` sets runtime limits (MCPFORGE_…) for the test.
 * `clock` is the host's clock (the rate limiter's too): tests move it by hand.
 */
export async function startScriptedHost(env: Record<string, string> = {}): Promise<RunningHost & { endpoint: string; clock: ManualClock }> {
  const config = loadConfig({ MCPFORGE_VALIDATE_OUTPUTS: "true", ...env }, { host: "127.0.0.1", port: 0 });
  const clock = new ManualClock("2026-11-21T10:00:00Z");
  const host = await startHost({ services: [bindService(webhooksService, scriptedHandlers)], config, logger: pino({ level: "silent" }), clock });
  return Object.assign(host, { endpoint: `${host.url}/webhooks/mcp`, clock });
}

/** A JSON-RPC request body, as text. */
export function rpc(id: unknown, method: string, params?: unknown): string {
  return JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });
}

/** `depth` nested arrays as JSON text: "[[[…]]]" (built as text: no recursion). */
export function nested(depth: number): string {
  return "[".repeat(depth) + "]".repeat(depth);
}
