import type { IncomingMessage, ServerResponse } from "node:http";
import type { RuntimeConfig } from "../config";
import type { ModernCore } from "../protocol/core";
import { standardHeadersProblem } from "../protocol/headers";
import { paramHeadersProblem } from "../protocol/param-headers";
import { claimedVersion, eraOf, HEADER_MISMATCH, isRefusal, MODERN_PROTOCOL_VERSION, modernEnvelope, type ModernRefusal } from "../protocol/modern";
import { clientAddress } from "./client-address";
import { HttpExchange } from "./exchange";
import { sendHttpError } from "./hygiene";

/** The HTTP exchange of one modern request, which can also answer an error with its own status. */
class ModernHttpExchange extends HttpExchange {
  constructor(
    private readonly out: ServerResponse,
    acceptsSse: boolean,
  ) {
    super(out, 1, false, acceptsSse);
  }

  refuse(status: number, json: string): void {
    if (this.out.headersSent || this.out.writableEnded) return this.reply(json);
    this.out.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(json) });
    this.out.end(json);
  }
}

type Message = { id?: string | number | null; method?: unknown; params?: unknown };

function refuse(res: ServerResponse, r: ModernRefusal, id: string | number | null): void {
  sendHttpError(res, r.status, r.code, r.message, id, r.data);
}

/**
 * Serves the message(s) of one POST on the 2026-07-28 path when they belong to it; returns false
 * when the handshake flow (the rest of McpEndpoint) serves them. The checks run in this order, the
 * first failing one answering: single message, a `_meta` version differing from an
 * MCP-Protocol-Version header that names the served version (-32020: the header is supported, so
 * the mismatch is what is wrong; an unsupported header is -32022, conformance PR #293), `_meta`
 * fields (-32602 / -32022), standard headers (-32020), method served (404, -32601); every refusal
 * is an HTTP 4xx with a JSON-RPC error body.
 */
export function routeModern(core: ModernCore, config: RuntimeConfig, req: IncomingMessage, res: ServerResponse, messages: Message[], batch: boolean, acceptsSse: boolean): boolean {
  const header = req.headers["mcp-protocol-version"];
  const headerVersion = Array.isArray(header) ? header.join(", ") : header;
  let modern = false;
  let refusal: ModernRefusal | undefined;
  for (const m of messages) {
    const era = eraOf(m, headerVersion);
    if (era === "modern") modern = true;
    else if (era !== "legacy") refusal ??= era;
  }
  if (!modern) {
    if (refusal) refuse(res, refusal, batch ? null : (messages[0].id ?? null));
    return refusal !== undefined;
  }
  if (batch) {
    sendHttpError(res, 400, -32600, "Invalid request: a 2026-07-28 request must be the only message of its POST (no batches)");
    return true;
  }
  const m = messages[0];
  const id = m.id ?? null;
  const claim = claimedVersion(m);
  if (headerVersion === MODERN_PROTOCOL_VERSION && typeof claim === "string" && claim !== MODERN_PROTOCOL_VERSION) {
    const message = `Header mismatch: MCP-Protocol-Version header "${MODERN_PROTOCOL_VERSION}" does not match params._meta protocol version ${JSON.stringify(claim.slice(0, 64))}`;
    return refuse(res, { status: 400, code: HEADER_MISMATCH, message }, id), true;
  }
  const envelope = modernEnvelope(m.params);
  if (isRefusal(envelope)) return refuse(res, envelope, id), true;
  if (id === null) {
    // A notification: none is defined on this path over HTTP (closing the stream cancels).
    res.writeHead(202).end();
    return true;
  }
  const method = m.method as string;
  const params = m.params as Record<string, unknown>;
  const headers = standardHeadersProblem(req.headers, envelope.version, method, params);
  if (headers) return refuse(res, headers, id), true;
  if (!core.serves(method, envelope.capabilities)) {
    sendHttpError(res, 404, -32601, `Method not found: ${method.slice(0, 100)} (2026-07-28 serves ${core.methods(envelope.capabilities)})`, id);
    return true;
  }
  const tool = method === "tools/call" ? core.tool(params.name) : undefined;
  const custom = tool && paramHeadersProblem(req.headers, tool, params.arguments);
  if (custom) return refuse(res, custom, id), true;
  const exchange = new ModernHttpExchange(res, acceptsSse);
  core.serve({ id, method, params }, envelope, exchange, new HttpCaller(req, config));
  return true;
}

/** The caller of an HTTP request; its address (trusted proxies, X-Forwarded-For) is worked out only if read. */
class HttpCaller {
  readonly headers: IncomingMessage["headers"];
  constructor(
    private readonly req: IncomingMessage,
    private readonly config: RuntimeConfig,
  ) {
    this.headers = req.headers;
  }
  get remoteAddress(): string | undefined {
    return clientAddress(this.req, this.config) || undefined;
  }
}
