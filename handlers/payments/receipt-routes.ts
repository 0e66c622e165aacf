import { createPublicKey, verify } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { HttpRoute } from "mcpforge/runtime";
import type { ReceiptKey } from "./receipt-key";
import { JWKS_PATH, RECEIPTS_PREFIX, VERIFY_PATH } from "./receipts";

/** Longest JWS the verifier reads: a receipt is well under 1 KiB. */
const MAX_JWS = 8192;

/**
 * The receipt routes (no credentials):
 * - GET /payments/receipts/jwks.json: the public key set (application/jwk-set+json), for offline checks;
 * - GET /payments/receipts/verify?jws=…: whether this service signed it, and the signed payload.
 *   The evidenceHash still has to be compared with the evidence (docs/payments.md).
 */
export function receiptRoutes(key: ReceiptKey): HttpRoute {
  const jwks = JSON.stringify({ keys: [key.publicJwk] });
  const publicKey = createPublicKey({ key: key.publicJwk, format: "jwk" });
  return {
    prefix: RECEIPTS_PREFIX,
    handle(req, res) {
      const url = new URL(req.url ?? "/", "http://host");
      if (url.pathname !== JWKS_PATH && url.pathname !== VERIFY_PATH) return send(res, 404, { error: "not_found", message: `no such receipt resource; see ${JWKS_PATH} and ${VERIFY_PATH}` });
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { allow: "GET, HEAD" }).end();
        return;
      }
      if (url.pathname === JWKS_PATH) return send(res, 200, jwks, "application/jwk-set+json", req.method === "HEAD");
      const jws = url.searchParams.get("jws") ?? "";
      if (!jws || jws.length > MAX_JWS) return send(res, 400, { error: "invalid_arguments", message: `query parameter jws must be a compact JWS of at most ${MAX_JWS} characters` });
      send(res, 200, check(jws, key.kid, publicKey));
    },
  };
}

function check(jws: string, kid: string, publicKey: ReturnType<typeof createPublicKey>): { valid: boolean; keyId: string | null; payload: unknown; reason: string | null } {
  const parts = jws.split(".");
  const decode = (s: string) => {
    try {
      return JSON.parse(Buffer.from(s, "base64url").toString("utf8"));
    } catch {
      return undefined;
    }
  };
  const header = parts.length === 3 ? decode(parts[0]) : undefined;
  if (!header || typeof header !== "object") return { valid: false, keyId: null, payload: null, reason: "not a compact JWS (header.payload.signature)" };
  if (header.alg !== "EdDSA" || header.kid !== kid) return { valid: false, keyId: typeof header.kid === "string" ? header.kid : null, payload: null, reason: "not signed with this service's current receipt key" };
  const ok = verify(null, Buffer.from(`${parts[0]}.${parts[1]}`, "ascii"), publicKey, Buffer.from(parts[2], "base64url"));
  return ok ? { valid: true, keyId: kid, payload: decode(parts[1]) ?? null, reason: null } : { valid: false, keyId: kid, payload: null, reason: "the signature does not match the payload" };
}

function send(res: ServerResponse, status: number, body: unknown, type = "application/json", headOnly = false): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "content-type": type, "cache-control": status === 200 && type !== "application/json" ? "public, max-age=300" : "no-store", "content-length": Buffer.byteLength(text) });
  res.end(headOnly ? undefined : text);
}
