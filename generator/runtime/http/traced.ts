import type { IncomingHttpHeaders } from "node:http";
import type { Telemetry } from "../telemetry";
import type { Operation } from "../telemetry/operation";
import { endOnce, targetOf } from "../telemetry/reply";
import { traceContextOf } from "../protocol/modern";
import type { Replies } from "./exchange";

/**
 * A request's replies that end its operation (telemetry on): the first reply is the request's
 * answer, a JSON-RPC error's code its error.type. Replies of the 2025 flow all start with
 * `{"jsonrpc":"2.0","id":…` (ours, and the SDK Server's errors, serialized from `{jsonrpc, id, error}`).
 */
class TracedReplies implements Replies {
  private readonly end: (json?: string) => void;

  constructor(
    private readonly inner: Replies,
    op: Operation,
    idJson: string,
  ) {
    this.end = endOnce(op, idJson);
    // A request whose client goes away unanswered still ends its span.
    inner.onCancel(() => this.end());
  }

  get signal(): AbortSignal {
    return this.inner.signal;
  }

  reply(json: string): void {
    this.end(json);
    this.inner.reply(json);
  }

  notify(json: string): boolean {
    return this.inner.notify(json);
  }

  onCancel(cancel: () => void): void {
    this.inner.onCancel(cancel);
  }
}

type Request = { id?: string | number | null; method?: unknown; params?: Record<string, unknown> };

/**
 * A 2025-flow HTTP request of any method but tools/call, inside its MCP server operation
 * (`initialize`, `tools/list`, `resources/read`, `prompts/get <name>`, `ping`…): `serve` answers it
 * through the returned replies, in the operation's context, so its storage queries are children.
 */
export function tracedRequest(
  t: Telemetry,
  m: Request,
  exchange: Replies,
  from: { headers: IncomingHttpHeaders; protocolVersion: string; service: string },
  serve: (replies: Replies) => void,
): void {
  const method = String(m.method);
  const params = m.params && typeof m.params === "object" ? m.params : undefined;
  const id = m.id as string | number;
  const op = t.begin({ method, ...targetOf(method, params), id, protocolVersion: from.protocolVersion, transport: "http", meta: traceContextOf(params?._meta), headers: from.headers, service: from.service });
  op.run(() => serve(new TracedReplies(exchange, op, JSON.stringify(id))));
}
