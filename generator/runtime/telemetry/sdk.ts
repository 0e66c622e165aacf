import { context, metrics, propagation, trace, type Meter, type Tracer } from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { detectResources, envDetector, resourceFromAttributes } from "@opentelemetry/resources";
import { MeterProvider, PeriodicExportingMetricReader, type IMetricReader } from "@opentelemetry/sdk-metrics";
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter } from "@opentelemetry/sdk-trace-node";
import type { PrometheusExporter } from "@opentelemetry/exporter-prometheus";
import type { TelemetrySettings } from "./settings";

/** The OpenTelemetry SDK objects of the process; loaded only when telemetry is on (index.ts requires this file lazily). */
export interface Sdk {
  tracer?: Tracer;
  meter?: Meter;
  prometheus?: PrometheusExporter;
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

export interface SdkOverrides {
  /** Tests: spans go here (e.g. the SDK's InMemorySpanExporter) instead of the configured exporter. */
  spanExporter?: SpanExporter;
}

const SCOPE = "mcpforge";

/**
 * Builds the providers the settings ask for. The OTLP exporters read their own OTEL_EXPORTER_OTLP_*
 * variables (endpoint, headers, timeout); the batch processor and sampler read OTEL_BSP_* and
 * OTEL_TRACES_SAMPLER. Only W3C Trace Context is extracted and injected: W3C baggage may carry user
 * data, and telemetry keeps none.
 */
export function createSdk(settings: TelemetrySettings, version: string, overrides: SdkOverrides = {}): Sdk {
  const resource = resourceFromAttributes({ "service.name": settings.serviceName, "service.version": version }).merge(detectResources({ detectors: [envDetector] }));
  let tracerProvider: NodeTracerProvider | undefined;
  if (settings.traces || overrides.spanExporter) {
    const exporter = overrides.spanExporter ?? otlpSpanExporter(settings.urls.traces);
    tracerProvider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(exporter)] });
    tracerProvider.register({ propagator: new W3CTraceContextPropagator() });
  }
  const readers: IMetricReader[] = [];
  let prometheus: PrometheusExporter | undefined;
  if (settings.otlpMetrics) readers.push(new PeriodicExportingMetricReader({ exporter: otlpMetricExporter(settings.urls.metrics) }));
  if (settings.prometheus) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { PrometheusExporter } = require("@opentelemetry/exporter-prometheus") as typeof import("@opentelemetry/exporter-prometheus");
    const own = settings.prometheus.port !== undefined;
    prometheus = new PrometheusExporter({ preventServerStart: !own, port: settings.prometheus.port, host: settings.prometheus.host, endpoint: settings.prometheus.path, withoutScopeInfo: true });
    readers.push(prometheus);
  }
  const meterProvider = readers.length ? new MeterProvider({ resource, readers }) : undefined;
  if (meterProvider) metrics.setGlobalMeterProvider(meterProvider);
  if (!tracerProvider) propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  return {
    tracer: tracerProvider?.getTracer(SCOPE, version),
    meter: meterProvider?.getMeter(SCOPE, version),
    prometheus,
    async flush() {
      await Promise.all([tracerProvider?.forceFlush(), meterProvider?.forceFlush()]);
    },
    async shutdown() {
      await Promise.all([tracerProvider?.shutdown(), meterProvider?.shutdown()]);
      trace.disable();
      metrics.disable();
      propagation.disable();
      context.disable();
    },
  };
}

function otlpSpanExporter(url: string | undefined): SpanExporter {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { OTLPTraceExporter } = require("@opentelemetry/exporter-trace-otlp-http") as typeof import("@opentelemetry/exporter-trace-otlp-http");
  return new OTLPTraceExporter(url ? { url } : {});
}

function otlpMetricExporter(url: string | undefined) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { OTLPMetricExporter } = require("@opentelemetry/exporter-metrics-otlp-http") as typeof import("@opentelemetry/exporter-metrics-otlp-http");
  return new OTLPMetricExporter(url ? { url } : {});
}
