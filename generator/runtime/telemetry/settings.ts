/**
 * What telemetry the process exports, read from the standard OpenTelemetry environment variables
 * (https://opentelemetry.io/docs/specs/otel/configuration/sdk-environment-variables/). Nothing is
 * exported unless one of them asks for it: with none set, the runtime loads no OpenTelemetry code
 * and every hook is one `undefined` check.
 */
export interface TelemetrySettings {
  /** Where spans go: OTLP over HTTP (JSON), the console (stdout is MCP's over stdio: stderr), or nowhere. */
  traces: "otlp" | "console" | undefined;
  /** OTLP metrics export (periodic, OTEL_METRIC_EXPORT_INTERVAL ms). */
  otlpMetrics: boolean;
  /** The Prometheus text endpoint: on the host's port at `path`, or on its own port. */
  prometheus: { port?: number; host: string; path: string } | undefined;
  serviceName: string;
  /** The OTLP/HTTP endpoints, from the same environment (the exporters read their headers and timeouts themselves). */
  urls: { traces?: string; metrics?: string };
}

type Env = Readonly<Record<string, string | undefined>>;

const list = (v: string | undefined): string[] =>
  (v ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

/** undefined when the environment asks for nothing (the default). */
export function telemetrySettings(env: Env): TelemetrySettings | undefined {
  if ((env.OTEL_SDK_DISABLED ?? "").trim().toLowerCase() === "true") return undefined;
  const anyOtlp = Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT);
  const traces = traceExporter(list(env.OTEL_TRACES_EXPORTER), anyOtlp || Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT));
  const metrics = list(env.OTEL_METRICS_EXPORTER);
  const otlpMetrics = metrics.includes("otlp") || (metrics.length === 0 && (anyOtlp || Boolean(env.OTEL_EXPORTER_OTLP_METRICS_ENDPOINT)));
  const prometheus = metrics.includes("prometheus") ? prometheusEndpoint(env) : undefined;
  if (!traces && !otlpMetrics && !prometheus) return undefined;
  const urls = { traces: otlpUrl(env, "TRACES"), metrics: otlpUrl(env, "METRICS") };
  return { traces, otlpMetrics, prometheus, serviceName: env.OTEL_SERVICE_NAME?.trim() || "mcpforge", urls };
}

/** OTEL_EXPORTER_OTLP_<SIGNAL>_ENDPOINT as it is, else OTEL_EXPORTER_OTLP_ENDPOINT + /v1/<signal>; undefined: the exporter's default (localhost:4318). */
function otlpUrl(env: Env, signal: "TRACES" | "METRICS"): string | undefined {
  const own = env[`OTEL_EXPORTER_OTLP_${signal}_ENDPOINT`]?.trim();
  if (own) return own;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return base ? `${base.replace(/\/+$/, "")}/v1/${signal.toLowerCase()}` : undefined;
}

/** OTEL_TRACES_EXPORTER (otlp | console | none); unset means otlp when an OTLP endpoint is configured. */
function traceExporter(names: string[], endpoint: boolean): TelemetrySettings["traces"] {
  if (names.includes("none")) return undefined;
  if (names.includes("otlp")) return "otlp";
  if (names.includes("console")) return "console";
  return names.length === 0 && endpoint ? "otlp" : undefined;
}

/**
 * OTEL_EXPORTER_PROMETHEUS_PORT puts /metrics on a port of its own (bound to
 * OTEL_EXPORTER_PROMETHEUS_HOST, default 127.0.0.1: metrics are for the operator's scraper, not the
 * world); without it /metrics is served on the MCP host's port. MCPFORGE_METRICS_PATH renames it.
 */
function prometheusEndpoint(env: Env): TelemetrySettings["prometheus"] {
  const raw = env.OTEL_EXPORTER_PROMETHEUS_PORT?.trim();
  const port = raw ? Number(raw) : undefined;
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
    throw new Error(`OTEL_EXPORTER_PROMETHEUS_PORT must be a port number (0-65535), got "${raw}"`);
  }
  const path = env.MCPFORGE_METRICS_PATH?.trim() || "/metrics";
  if (!path.startsWith("/")) throw new Error(`MCPFORGE_METRICS_PATH must start with "/", got "${path}"`);
  return { port, host: env.OTEL_EXPORTER_PROMETHEUS_HOST?.trim() || "127.0.0.1", path };
}
