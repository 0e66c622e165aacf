import type { Server as HttpServer } from "node:http";
import type { Logger } from "pino";
import type { RuntimeConfig } from "../config";
import type { BoundService, HttpRoute } from "../service";
import { flushTelemetry, observeGauge, startTelemetry, telemetry } from "./index";

/**
 * Starts the process's telemetry for a set of services (HTTP host or stdio): OTEL_SERVICE_NAME
 * defaults to the slug when one service is served, `mcpforge` otherwise. Returns the Prometheus
 * route when /metrics is served on the host's own port.
 */
export function startServiceTelemetry(config: RuntimeConfig, services: readonly BoundService[], logger: Logger): HttpRoute[] {
  const one = services.length === 1 ? services[0].definition : undefined;
  const env = one && !config.env.OTEL_SERVICE_NAME ? { ...config.env, OTEL_SERVICE_NAME: one.slug } : config.env;
  const t = startTelemetry(env, { version: one?.version ?? "", logger });
  const prometheus = t?.settings?.prometheus;
  const exporter = t?.sdk.prometheus;
  if (!prometheus || !exporter || prometheus.port !== undefined) return [];
  const path = prometheus.path;
  return [
    {
      prefix: path,
      handle(req, res) {
        if ((req.url ?? "").split("?")[0] !== path) return void res.writeHead(404).end();
        exporter.getMetricsRequestHandler(req, res);
      },
    },
  ];
}

/** Open connections of the HTTP host (mcpforge.http.connections.open); the returned function stops observing. */
export function observeConnections(http: HttpServer): () => void {
  const stop = observeGauge("mcpforge.http.connections.open", { description: "TCP connections open on the MCP host" }, () => new Promise((resolve) => http.getConnections((err, n) => resolve(err ? [] : [{ value: n }]))));
  return stop ?? (() => undefined);
}

/** At shutdown: what is buffered leaves before the process does (bounded: an unreachable collector must not hold the exit). */
export async function flushOnClose(): Promise<void> {
  if (!telemetry()) return;
  await Promise.race([flushTelemetry().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
}
