import type { Logger } from "pino";
import type { Exchange } from "./context";
import { LIST_CACHE_SCOPE, LIST_TTL_MS } from "./protocol/core";
import { RpcFailure, type ExtrasRunner } from "./resources";

/**
 * Caching hints (server/utilities/caching) on the resources/prompts results of the 2026-07-28
 * path: the lists come from the manifest and change only with a deploy, like tools/list; a
 * resource's contents come from its handler and may change at any time, so resources/read says
 * "do not reuse" (`ttlMs: 0`, private).
 */
export const READ_TTL_MS = 0;
export const READ_CACHE_SCOPE = "private";

function hints(method: string): { ttlMs: number; cacheScope: string } | undefined {
  if (method === "resources/read") return { ttlMs: READ_TTL_MS, cacheScope: READ_CACHE_SCOPE };
  if (method.endsWith("/list")) return { ttlMs: LIST_TTL_MS, cacheScope: LIST_CACHE_SCOPE };
  return undefined;
}

/** Answers one resources/prompts/completion request on the modern path (ModernCore adds resultType and serverInfo). */
export function serveExtra(
  extras: Pick<ExtrasRunner, "handle">,
  method: string,
  params: Record<string, unknown>,
  exchange: Exchange,
  logger: Logger,
  ok: (result: Record<string, unknown>) => void,
  fail: (code: number, message: string, data?: Record<string, unknown>) => void,
  /** Answers an MRTR round's end (prompts/get asking for input); false for any other error. */
  ended?: (err: unknown) => boolean,
): void {
  extras.handle(method, params, exchange).then(
    (r) => ok({ ...r, ...hints(method) }),
    (err: unknown) => {
      if (ended?.(err)) return;
      if (err instanceof RpcFailure) return fail(err.code, err.message, err.data);
      logger.error({ err, method }, "request failed outside the handler");
      fail(-32603, "Internal error");
    },
  );
}
