import type { IncomingMessage, ServerOptions, Server as HttpServer, ServerResponse } from "node:http";
import type { Clock } from "../clock";
import type { RuntimeConfig } from "../config";
import { clientAddress, limitKey } from "./client-address";
import { admitConnections } from "./connections";
import { sendHttpError } from "./hygiene";
import { RateLimiter } from "../rate-limit";
import { countRateLimited } from "../telemetry";

/**
 * Host-level resource limits (issue 10, defect 9), applied to every route of the host, the
 * webhook capture route included. Defaults and variables: loadConfig() and docs/security.md.
 */

/**
 * node:http options for the timeouts. Node enforces headersTimeout and requestTimeout by
 * checking connections every `connectionsCheckingInterval` (30 s by default): check four times
 * per shortest timeout, so a connection goes within 1.25× its timeout.
 */
export function serverOptions(config: RuntimeConfig): ServerOptions {
  const shortest = Math.min(...[config.headersTimeoutMs, config.requestTimeoutMs].filter((t) => t > 0));
  return {
    headersTimeout: config.headersTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    ...(Number.isFinite(shortest) ? { connectionsCheckingInterval: Math.max(10, Math.min(30_000, Math.floor(shortest / 4))) } : {}),
  };
}

/**
 * The connection caps: the total (past it node:http closes new sockets as they are accepted),
 * per client address, and the reserved headroom (http/connections.ts). Returns the per-request
 * check of the headroom: false when it has answered 503.
 */
export function capConnections(http: HttpServer, config: RuntimeConfig): (req: IncomingMessage, res: ServerResponse, path: string) => boolean {
  http.keepAliveTimeout = config.keepAliveTimeoutMs;
  return admitConnections(http, config);
}

/**
 * The MCP endpoints' per-client gate: true when the request may go on; otherwise it has been
 * answered 429 with Retry-After. Keyed by the client address (the TCP peer, or X-Forwarded-For from
 * a trusted proxy only: client-address.ts), an IPv6 client by its /64.
 */
export function rateLimitGate(config: RuntimeConfig, clock: Clock): (req: IncomingMessage, res: ServerResponse) => boolean {
  if (config.rateLimitRps === 0) return () => true;
  const limiter = new RateLimiter({ perSecond: config.rateLimitRps, burst: config.rateLimitBurst, maxClients: config.rateLimitClients, clock });
  return (req, res) => {
    const waitMs = limiter.take(limitKey(clientAddress(req, config)));
    if (waitMs === 0) return true;
    countRateLimited();
    const wait = Math.max(1, Math.ceil(waitMs / 1000)); // Retry-After: whole seconds
    res.setHeader("retry-after", String(wait));
    sendHttpError(res, 429, -32000, `Too many requests: at most ${config.rateLimitRps} per second per client, bursts of ${config.rateLimitBurst} (MCPFORGE_RATE_LIMIT_RPS, MCPFORGE_RATE_LIMIT_BURST); retry after ${wait} s`);
    return false;
  };
}
