import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A span as OTLP/HTTP JSON carries it (the fields the tests read), attributes flattened. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  status: { code?: number; message?: string };
  attributes: Record<string, unknown>;
  links: { traceId: string; spanId: string }[];
  resource: Record<string, unknown>;
}

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
const valueOf = (v: AnyValue): unknown => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue));
const flat = (attrs: { key: string; value: AnyValue }[] = []) => Object.fromEntries(attrs.map((a) => [a.key, valueOf(a.value)]));

/**
 * An OTLP/HTTP receiver in the test process (what a collector is to the server): it accepts the
 * JSON the SDK's OTLP HTTP exporter posts to /v1/traces and /v1/metrics, keeps every span, and
 * resolves waiters when a span they look for arrives (no polling, no sleep). `raw` keeps each body
 * as received, for checks over everything exported.
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  readonly raw: string[] = [];
  private readonly waiters: { match: (s: ReceivedSpan) => boolean; resolve: (s: ReceivedSpan) => void }[] = [];
  private server?: Server;
  url = "";

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (c: string) => (body += c));
      req.on("end", () => {
        this.raw.push(body);
        if (req.url === "/v1/traces") this.take(JSON.parse(body));
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The first span (already received or still to come) matching. */
  span(match: (s: ReceivedSpan) => boolean): Promise<ReceivedSpan> {
    const found = this.spans.find(match);
    return found ? Promise.resolve(found) : new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private take(body: { resourceSpans?: { resource?: { attributes?: [] }; scopeSpans?: { spans?: Record<string, any>[] }[] }[] }): void {
    for (const rs of body.resourceSpans ?? []) {
      const resource = flat(rs.resource?.attributes);
      for (const ss of rs.scopeSpans ?? [])
        for (const s of ss.spans ?? []) {
          const span: ReceivedSpan = { traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId || undefined, name: s.name, kind: s.kind, status: s.status ?? {}, attributes: flat(s.attributes), links: s.links ?? [], resource };
          this.spans.push(span);
          for (let i = this.waiters.length - 1; i >= 0; i--) if (this.waiters[i].match(span)) this.waiters.splice(i, 1)[0].resolve(span);
        }
    }
  }
}
