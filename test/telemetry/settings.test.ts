// Which OTEL_* environment turns what on (generator/runtime/telemetry/settings.ts): nothing unless asked.
import { telemetrySettings } from "../../generator/runtime/telemetry/settings";

test.each([
  ["nothing set: off", {}, undefined],
  ["an unrelated OTEL variable alone: off", { OTEL_SERVICE_NAME: "x" }, undefined],
  ["OTLP endpoint: traces and metrics over OTLP", { OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318/" }, { traces: "otlp", otlpMetrics: true, prometheus: undefined, serviceName: "mcpforge", urls: { traces: "http://c:4318/v1/traces", metrics: "http://c:4318/v1/metrics" } }],
  ["a traces endpoint only", { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://c/t" }, { traces: "otlp", otlpMetrics: false, prometheus: undefined, serviceName: "mcpforge", urls: { traces: "http://c/t", metrics: undefined } }],
  ["endpoint with traces none", { OTEL_EXPORTER_OTLP_ENDPOINT: "http://c", OTEL_TRACES_EXPORTER: "none" }, expect.objectContaining({ traces: undefined, otlpMetrics: true })],
  ["prometheus on the host's port", { OTEL_METRICS_EXPORTER: "prometheus" }, expect.objectContaining({ traces: undefined, otlpMetrics: false, prometheus: { port: undefined, host: "127.0.0.1", path: "/metrics" } })],
  ["prometheus on its own port", { OTEL_METRICS_EXPORTER: "prometheus", OTEL_EXPORTER_PROMETHEUS_PORT: "9464" }, expect.objectContaining({ prometheus: { port: 9464, host: "127.0.0.1", path: "/metrics" } })],
  ["OTEL_SDK_DISABLED wins", { OTEL_SDK_DISABLED: "true", OTEL_EXPORTER_OTLP_ENDPOINT: "http://c" }, undefined],
])("%s", (_name, env, want) => {
  expect(telemetrySettings(env as Record<string, string>)).toEqual(want);
});

test.each([
  [{ OTEL_METRICS_EXPORTER: "prometheus", OTEL_EXPORTER_PROMETHEUS_PORT: "99999" }, "OTEL_EXPORTER_PROMETHEUS_PORT must be a port number (0-65535), got \"99999\""],
  [{ OTEL_METRICS_EXPORTER: "prometheus", MCPFORGE_METRICS_PATH: "metrics" }, 'MCPFORGE_METRICS_PATH must start with "/", got "metrics"'],
])("a bad value is refused at start-up naming the variable: %j", (env, message) => {
  expect(() => telemetrySettings(env)).toThrow(message);
});
