import pino from "pino";
import type { Clock, RuntimeConfig } from "../../generator/runtime";
import { CallContext } from "../../generator/runtime/context";

/**
 * `handler`, tool `tool` of service `slug`, called in this process with the real CallContext the
 * runtime builds (dispatch.ts): request `headers` and `remoteAddress` as the HTTP route would set
 * them, notifications dropped. For tests that run a handler over storage of their own (race tests).
 */
export function callInProcess<R>(
  handler: (args: never, ctx: never) => Promise<R>,
  o: {
    slug: string;
    tool: string;
    config: RuntimeConfig;
    clock: Clock;
    headers?: Record<string, string>;
    remoteAddress?: string;
  },
): (args: Record<string, unknown>) => Promise<R> {
  const ctx = new CallContext({
    requestId: "in-process",
    tool: o.tool,
    slug: o.slug,
    logger: pino({ level: "silent" }),
    clock: o.clock,
    config: o.config,
    exchange: {
      notify: () => undefined,
      signal: new AbortController().signal,
      headers: o.headers ?? {},
      ...(o.remoteAddress === undefined ? {} : { remoteAddress: o.remoteAddress }),
    },
  });
  return (args) => handler(args as never, ctx as never);
}
