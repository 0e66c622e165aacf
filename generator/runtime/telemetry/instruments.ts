import type { Attributes, Counter, Histogram, Meter, ObservableResult } from "@opentelemetry/api";

/** The conventions' ExplicitBucketBoundaries for mcp.server.operation.duration (gen-ai/mcp.md, seconds). */
export const OPERATION_BUCKETS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 60, 120, 300];

/** A figure read when metrics are collected (a queue's depth, a file's size): one value per attribute set. */
export type GaugeReader = () => Promise<readonly { value: number; attributes?: Attributes }[]> | readonly { value: number; attributes?: Attributes }[];

/**
 * The process's metric instruments. Names follow the MCP conventions where they define one
 * (mcp.server.operation.duration); the rest are mcpforge's own, under `mcpforge.`. Prometheus sees
 * them with dots as underscores, the unit appended and `_total` on counters (docs/operations.md).
 */
export class Instruments {
  private readonly duration: Histogram;
  private readonly calls: Counter;
  private readonly errors: Counter;
  private readonly refusals: Counter;
  private readonly gauges = new Map<string, ReturnType<Meter["createObservableGauge"]>>();

  constructor(private readonly meter: Meter) {
    this.duration = meter.createHistogram("mcp.server.operation.duration", {
      unit: "s",
      description: "MCP request duration as observed on the server, from the time it was received until the result was sent",
      advice: { explicitBucketBoundaries: OPERATION_BUCKETS },
    });
    this.calls = meter.createCounter("mcpforge.tool.calls", { description: "tools/call requests answered, by tool and outcome (error.type absent on success)" });
    this.errors = meter.createCounter("mcpforge.errors", { description: "MCP requests that ended in an error: a declared error code of an isError result, or a JSON-RPC error code" });
    this.refusals = meter.createCounter("mcpforge.rate_limit.refusals", { description: "HTTP requests refused with 429 by the per-address rate limit" });
  }

  recordOperation(seconds: number, attributes: Attributes): void {
    this.duration.record(seconds, attributes);
    if (attributes["mcp.method.name"] === "tools/call") this.calls.add(1, attributes);
    if (attributes["error.type"] !== undefined) this.errors.add(1, attributes);
  }

  rateLimited(): void {
    this.refusals.add(1);
  }

  /** An observable gauge; returns a function that stops observing it (a service closing its storage). */
  gauge(name: string, options: { unit?: string; description: string }, read: GaugeReader): () => void {
    let gauge = this.gauges.get(name);
    if (!gauge) this.gauges.set(name, (gauge = this.meter.createObservableGauge(name, options)));
    const callback = async (result: ObservableResult) => {
      for (const { value, attributes } of await read()) result.observe(value, attributes);
    };
    gauge.addCallback(callback);
    return () => gauge.removeCallback(callback);
  }
}
