import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Link, type Span, type Tracer } from "@opentelemetry/api";
import type { Instruments } from "./instruments";

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** What the transport knows of one MCP request when it arrives. */
export interface OperationStart {
  /** mcp.method.name: `tools/call`, `tools/list`, `initialize`, … */
  method: string;
  /** The tool (gen_ai.tool.name) or prompt (gen_ai.prompt.name) the request names. */
  tool?: string;
  prompt?: string;
  /** mcp.resource.uri: the resource a resources/read (…/subscribe) names; on the span only. */
  resource?: string;
  /** A tools/call answered with a task handle (tasks extension): mcpforge.task, on the span only. */
  task?: boolean;
  /** jsonrpc.request.id (absent for notifications). */
  id?: string | number;
  /** mcp.protocol.version: the negotiated (2025) or per-request (2026-07-28) version. */
  protocolVersion?: string;
  transport: "stdio" | "http";
  /** The already validated W3C trace context of `params._meta` (protocol/modern.ts traceContextOf). */
  meta?: Readonly<Record<string, string | undefined>>;
  /** HTTP request headers: their `traceparent` is the parent when `_meta` has none, a link when it has one. */
  headers?: Headers;
  /** The service slug (mcpforge.service): one process may serve several services. */
  service: string;
}

const getter = {
  keys: (carrier: Record<string, unknown>) => Object.keys(carrier),
  get: (carrier: Record<string, unknown>, key: string) => {
    const v = carrier[key];
    return typeof v === "string" ? v : Array.isArray(v) ? (v[0] as string) : undefined;
  },
};

/**
 * One MCP server operation, by the OpenTelemetry semantic conventions for MCP (gen-ai/mcp.md):
 * a SERVER span named `{mcp.method.name} {target}` whose parent is the caller's context from
 * `params._meta` (the HTTP request's `traceparent` when `_meta` carries none, linked when it does),
 * and one mcp.server.operation.duration measurement. No argument values, results or tokens are
 * recorded: only the names below.
 */
export class Operation {
  private readonly span?: Span;
  private readonly started = performance.now();
  private readonly attributes: Attributes;
  /** The span's context: handler work run inside it (storage queries, outbound HTTP) becomes its children. */
  readonly context: Context;

  constructor(
    start: OperationStart,
    tracer: Tracer | undefined,
    private readonly instruments: Instruments | undefined,
  ) {
    const target = start.tool ?? start.prompt;
    this.attributes = {
      "mcp.method.name": start.method,
      ...(start.tool !== undefined ? { "gen_ai.tool.name": start.tool } : {}),
      ...(start.prompt !== undefined ? { "gen_ai.prompt.name": start.prompt } : {}),
      ...(start.protocolVersion ? { "mcp.protocol.version": start.protocolVersion } : {}),
      "network.transport": start.transport === "stdio" ? "pipe" : "tcp",
      ...(start.transport === "http" ? { "network.protocol.name": "http" } : {}),
      "mcpforge.service": start.service,
    };
    if (!tracer) {
      this.context = context.active();
      return;
    }
    const fromMeta = start.meta?.traceparent ? propagation.extract(ROOT_CONTEXT, start.meta, getter) : undefined;
    const fromHttp = start.headers?.traceparent ? propagation.extract(ROOT_CONTEXT, start.headers, getter) : undefined;
    const httpSpan = fromHttp ? trace.getSpanContext(fromHttp) : undefined;
    const links: Link[] = fromMeta && httpSpan ? [{ context: httpSpan }] : [];
    const parent = fromMeta ?? fromHttp ?? ROOT_CONTEXT;
    const spanAttributes: Attributes = { ...this.attributes, ...(start.tool !== undefined ? { "gen_ai.operation.name": "execute_tool" } : {}) };
    if (start.id !== undefined) spanAttributes["jsonrpc.request.id"] = String(start.id);
    if (start.resource !== undefined) spanAttributes["mcp.resource.uri"] = start.resource;
    if (start.task) spanAttributes["mcpforge.task"] = true;
    this.span = tracer.startSpan(target ? `${start.method} ${target}` : start.method, { kind: SpanKind.SERVER, attributes: spanAttributes, links }, parent);
    this.context = trace.setSpan(parent, this.span);
  }

  /** trace_id / span_id for the request's log lines. */
  get ids(): { trace_id: string; span_id: string } | undefined {
    const c = this.span?.spanContext();
    return c ? { trace_id: c.traceId, span_id: c.spanId } : undefined;
  }

  /** Runs `fn` with this operation's span as the active context (async work included). */
  run<T>(fn: () => T): T {
    return context.with(this.context, fn);
  }

  /**
   * Ends the operation. `errorType`: the declared error code of an `isError` result, or the
   * JSON-RPC error code (`-32602`); `rpcCode` is also set then, as rpc.response.status_code.
   */
  end(errorType?: string, message?: string, rpcCode?: number): void {
    const seconds = (performance.now() - this.started) / 1000;
    const attributes = errorType === undefined ? this.attributes : { ...this.attributes, "error.type": errorType };
    this.instruments?.recordOperation(seconds, attributes);
    if (!this.span) return;
    if (errorType !== undefined) {
      this.span.setAttribute("error.type", errorType);
      if (rpcCode !== undefined) this.span.setAttribute("rpc.response.status_code", String(rpcCode));
      this.span.setStatus({ code: SpanStatusCode.ERROR, message });
    }
    this.span.end();
  }
}
