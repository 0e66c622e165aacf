import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

export const sha256 = (value: string): string => createHash("sha256").update(value).digest("base64url");
export const secret = (bytes = 32): string => randomBytes(bytes).toString("base64url");

/** RFC 7636 S256: BASE64URL(SHA256(verifier)) == challenge, compared in constant time. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const a = Buffer.from(sha256(verifier));
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An OAuth error answer (RFC 6749 §5.2), never cached. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

const MAX_BODY = 64 * 1024;

/** A form (application/x-www-form-urlencoded) or JSON body of at most 64 KiB. */
export async function readParams(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new OAuthError("invalid_request", "the request body is larger than 64 KiB", 413);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json") {
    try {
      const v = JSON.parse(text) as unknown;
      if (v && typeof v === "object" && !Array.isArray(v)) return v as Record<string, unknown>;
    } catch {
      // fall through
    }
    throw new OAuthError("invalid_request", "the body is not a JSON object");
  }
  if (type !== "application/x-www-form-urlencoded") throw new OAuthError("invalid_request", "Content-Type must be application/x-www-form-urlencoded", 415);
  return uniqueParams(new URLSearchParams(text));
}

/** Query or form parameters; a repeated one is invalid_request (RFC 6749 §3.1). */
export function uniqueParams(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of params) {
    if (Object.hasOwn(out, k)) throw new OAuthError("invalid_request", `parameter ${k} is repeated`);
    out[k] = v;
  }
  return out;
}

/** A string parameter or undefined; anything else is invalid_request naming it. */
export function str(params: Record<string, unknown>, name: string, required = false): string | undefined {
  const v = params[name];
  if (v === undefined || v === "") {
    if (required) throw new OAuthError("invalid_request", `${name} is required`);
    return undefined;
  }
  if (typeof v !== "string" || v.length > 4096) throw new OAuthError("invalid_request", `${name} must be a string of at most 4096 characters`);
  return v;
}
