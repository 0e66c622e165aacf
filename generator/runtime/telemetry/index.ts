import type { Attributes, Span, Tracer } from "@opentelemetry/api";
import type { Logger } from "pino";
import type { GaugeReader, Instruments } from "./instruments";
import type { Operation, OperationStart } from "./operation";
import type { Sdk, SdkOverrides } from "./sdk";
import { telemetrySettings, type TelemetrySettings } from "./settings";

export type { Operation, OperationStart, GaugeReader, TelemetrySettings };

/**
 * Telemetry of the process (traces, metrics, the Prometheus endpoint), on only when the standard
 * OTEL_* variables ask for it (settings.ts). Off, nothing of OpenTelemetry is loaded and every hook
 * below is one check of `active` against undefined; bench/telemetry-off.ts measures that.
 */
export interface Telemetry {
  readonly settings: TelemetrySettings | undefined;
  readonly tracer?: Tracer;
  readonly instruments?: Instruments;
  readonly sdk: Sdk;
  begin(start: OperationStart): Operation;
}

let active: Telemetry | undefined;

/** The running telemetry, or undefined (the default). */
export function telemetry(): Telemetry | undefined {
  return active;
}

/**
 * Starts telemetry once per process (the HTTP host and stdio both call it; later calls return the
 * first). `overrides.spanExporter` (tests) turns tracing on whatever the environment says.
 */
export function startTelemetry(env: Readonly<Record<string, string | undefined>>, opts: { version: string; logger: Logger; overrides?: SdkOverrides }): Telemetry | undefined {
  if (active) return active;
  const settings = telemetrySettings(env);
  if (!settings && !opts.overrides?.spanExporter) return undefined;
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { createSdk } = require("./sdk") as typeof import("./sdk");
  const { Operation } = require("./operation") as typeof import("./operation");
  const { Instruments } = require("./instruments") as typeof import("./instruments");
  /* eslint-enable @typescript-eslint/no-require-imports */
  const effective = settings ?? { traces: undefined, otlpMetrics: false, prometheus: undefined, serviceName: "mcpforge", urls: {} };
  const sdk = createSdk(effective, opts.version, opts.overrides);
  const instruments = sdk.meter ? new Instruments(sdk.meter) : undefined;
  const tracer = sdk.tracer;
  active = { settings, tracer, instruments, sdk, begin: (start) => new Operation(start, tracer, instruments) };
  opts.logger.info({ traces: effective.traces ?? (tracer ? "test" : "off"), otlpMetrics: effective.otlpMetrics, prometheus: effective.prometheus ?? "off" }, "telemetry on");
  return active;
}

/** Sends what is buffered (spans, metrics) now; a no-op when telemetry is off. */
export async function flushTelemetry(): Promise<void> {
  await active?.sdk.flush();
}

/** Flushes and stops telemetry (process shutdown, tests); the next startTelemetry starts afresh. */
export async function stopTelemetry(): Promise<void> {
  const t = active;
  active = undefined;
  await t?.sdk.shutdown();
}

/** An MCP server operation (span and duration), or undefined when telemetry is off. */
export function beginOperation(start: OperationStart): Operation | undefined {
  return active?.begin(start);
}

/**
 * A CLIENT span for work a request does elsewhere (a storage query, an outbound HTTP call), child of
 * the request's span; undefined when tracing is off or no request span is active (background jobs
 * poll the database all the time and would flood the trace store with root spans).
 */
export function childSpan(name: string, attributes: Attributes, startTime?: number): Span | undefined {
  const tracer = active?.tracer;
  if (!tracer) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const api = require("@opentelemetry/api") as typeof import("@opentelemetry/api");
  if (!api.trace.getActiveSpan()) return undefined;
  return tracer.startSpan(name, { kind: api.SpanKind.CLIENT, attributes, startTime });
}

/** Writes the active span's W3C trace context into outgoing HTTP headers (traceparent, tracestate). */
export function injectTraceContext(headers: Record<string, string>, span: Span): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const api = require("@opentelemetry/api") as typeof import("@opentelemetry/api");
  api.propagation.inject(api.trace.setSpan(api.context.active(), span), headers);
}

/** trace_id and span_id of the active span, for log lines (pino mixin); {} when there is none. */
export function traceIds(): Record<string, string> {
  // A new object each time: pino merges the line's own fields into what the mixin returns.
  if (!active?.tracer) return {};
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const span = (require("@opentelemetry/api") as typeof import("@opentelemetry/api")).trace.getActiveSpan();
  if (!span) return {};
  const c = span.spanContext();
  return { trace_id: c.traceId, span_id: c.spanId };
}

/** Observes a gauge while metrics are on (queue depths, WAL size); returns the function that stops it. */
export function observeGauge(name: string, options: { unit?: string; description: string }, read: GaugeReader): (() => void) | undefined {
  return active?.instruments?.gauge(name, options, read);
}

/** Counts a 429 of the rate limiter. */
export function countRateLimited(): void {
  active?.instruments?.rateLimited();
}
