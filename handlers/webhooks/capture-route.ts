import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { clientAddress, type Clock, type HttpRoute, type RuntimeConfig } from "mcpforge/runtime";
import type { CaptureWriter } from "./capture-writer";
import { BUCKET_ID_RE, newCaptureToken } from "./ids";
import { clientKey, type RateLimiter } from "mcpforge/platform/rate-limit";
import { BUCKET_SECURITY_HEADERS, sendable } from "./response-headers";
import { CAPTURE_PREFIX, STORED_BODY_CAP } from "./settings";
import type { ResponseSettings } from "./store";

const NOT_FOUND_BODY = JSON.stringify({ error: "not_found", message: "No webhook bucket with this id: it never existed, was deleted or expired." });
const BAD_SETTINGS_BODY = JSON.stringify({
  error: "invalid_response_settings",
  message: "The capture was stored, but the bucket's configured response cannot be sent (a header value HTTP cannot carry); set it again with configure_webhook_response.",
});
/** Statuses that carry no body by definition. */
const NO_BODY = new Set([204, 205, 304]);

/**
 * The capture endpoint: any method to `/webhooks/in/<bucket_id>` or a path below it is stored,
 * then answered with the bucket's configured response (after its delay). Unknown, deleted and
 * expired buckets answer 404 and nothing is stored. No Host check here: webhook senders are
 * other machines by design; the bucket id is the only key.
 */
export function captureRoute(deps: { writer: CaptureWriter; clock: Clock; logger: Logger; limiter: RateLimiter; config: RuntimeConfig }): HttpRoute {
  return {
    prefix: CAPTURE_PREFIX,
    handle(req, res) {
      const url = req.url ?? "/";
      const q = url.indexOf("?");
      const rest = (q < 0 ? url : url.slice(0, q)).slice(CAPTURE_PREFIX.length);
      const slash = rest.indexOf("/");
      const bucketId = slash < 0 ? rest : rest.slice(0, slash);
      if (!BUCKET_ID_RE.test(bucketId)) {
        req.resume();
        return notFound(res);
      }
      // The peer, or X-Forwarded-For when the peer is a trusted proxy (MCPFORGE_TRUSTED_PROXIES).
      const client = clientAddress(req, deps.config);
      const waitMs = deps.limiter.take(clientKey(client));
      if (waitMs > 0) {
        // Refused before the body is read or anything stored; the body is drained, not kept.
        req.resume();
        return tooMany(res, Math.ceil(waitMs / 1000));
      }
      readCapped(req, (body, size) => {
        deps.writer
          .submit({
            bucket_id: bucketId,
            token: newCaptureToken(),
            received_at: deps.clock.now().getTime(),
            method: req.method ?? "GET",
            path: slash < 0 ? "/" : rest.slice(slash),
            query: q < 0 ? "" : url.slice(q + 1),
            headers: JSON.stringify(req.rawHeaders),
            body,
            size_bytes: size,
            stored_truncated: size > STORED_BODY_CAP ? 1 : 0,
            content_type: req.headers["content-type"] ?? null,
            source_ip: client || null,
          })
          .then(
            (settings) => (settings ? respond(req, res, settings, deps.logger, bucketId) : notFound(res)),
            () => {
              // The writer logged why; the sender may retry.
              if (!res.headersSent) res.writeHead(503, { ...BUCKET_SECURITY_HEADERS, "content-type": "application/json", "retry-after": "1" }).end('{"error":"unavailable","message":"The capture could not be stored; retry."}');
            },
          );
      });
    },
  };
}

/** Keeps the first STORED_BODY_CAP bytes and counts the rest, so any size is accepted in bounded memory. */
function readCapped(req: IncomingMessage, done: (body: Buffer, size: number) => void): void {
  const chunks: Buffer[] = [];
  let kept = 0;
  let size = 0;
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (kept >= STORED_BODY_CAP) return;
    const part = kept + chunk.length > STORED_BODY_CAP ? chunk.subarray(0, STORED_BODY_CAP - kept) : chunk;
    chunks.push(part);
    kept += part.length;
  });
  // A sender that goes away mid-body sent no complete request: nothing is stored.
  req.on("error", () => undefined);
  req.on("end", () => done(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, kept), size));
}

function respond(req: IncomingMessage, res: ServerResponse, r: ResponseSettings, log: Logger, bucketId: string): void {
  const send = () => {
    if (res.destroyed) return;
    // The settings come from storage: a value an older version accepted (a CR in content_type)
    // makes setHeader throw. That must cost this one response, never the process.
    try {
      writeConfigured(req, res, r);
    } catch (err) {
      log.error({ err, bucket: bucketId }, "the bucket's stored response cannot be sent; answered 500 (reconfigure it)");
      if (res.headersSent) return void res.destroy();
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.writeHead(500, { ...BUCKET_SECURITY_HEADERS, "content-type": "application/json", "content-length": Buffer.byteLength(BAD_SETTINGS_BODY) }).end(BAD_SETTINGS_BODY);
    }
  };
  if (r.delay_ms <= 0) return send();
  const timer = setTimeout(send, r.delay_ms);
  res.once("close", () => clearTimeout(timer));
}

function writeConfigured(req: IncomingMessage, res: ServerResponse, r: ResponseSettings): void {
  for (const [name, value] of Object.entries(r.headers)) if (sendable(name)) res.setHeader(name, value);
  // After the configured headers, so none can weaken them.
  for (const [name, value] of Object.entries(BUCKET_SECURITY_HEADERS)) res.setHeader(name, value);
  if (NO_BODY.has(r.status)) {
    res.writeHead(r.status).end();
    return;
  }
  res.setHeader("content-type", r.content_type);
  res.setHeader("content-length", Buffer.byteLength(r.body));
  res.writeHead(r.status);
  res.end(req.method === "HEAD" ? undefined : r.body);
}

function tooMany(res: ServerResponse, retryAfterSeconds: number): void {
  const body = JSON.stringify({
    error: "rate_limited",
    message: `Too many requests from this address to capture URLs (WEBHOOKS_CAPTURES_PER_SECOND, WEBHOOKS_CAPTURE_BURST); retry after ${retryAfterSeconds} s. Nothing was stored.`,
  });
  // Connection: close — a refused sender's body is not worth reading to keep the connection.
  res.writeHead(429, { ...BUCKET_SECURITY_HEADERS, connection: "close", "content-type": "application/json", "content-length": Buffer.byteLength(body), "retry-after": String(retryAfterSeconds) }).end(body);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { ...BUCKET_SECURITY_HEADERS, "content-type": "application/json", "content-length": Buffer.byteLength(NOT_FOUND_BODY) }).end(NOT_FOUND_BODY);
}
