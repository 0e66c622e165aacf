import { verify, type KeyObject } from "node:crypto";

/**
 * Compact JWS (JWT) verification with node:crypto, for EdDSA (Ed25519) and ES256 only. jose 6
 * (the design's choice) is ESM-only and cannot be loaded by this CommonJS build under jest, so the
 * few checks it would make are made here: algorithm pinned to the key type, signature, iss, exp, nbf.
 */
export type JwtResult = { ok: true; payload: Record<string, unknown> } | { ok: false; reason: string };

const MAX_TOKEN = 8192;

export function verifyJwt(token: string, key: KeyObject, opts: { issuer: string; now: Date }): JwtResult {
  if (token.length > MAX_TOKEN) return { ok: false, reason: "token too long" };
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "not a compact JWS" };
  let header: { alg?: unknown };
  let payload: Record<string, unknown>;
  try {
    header = JSON.parse(Buffer.from(parts[0], "base64url").toString("utf8")) as { alg?: unknown };
    payload = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return { ok: false, reason: "header or payload is not base64url JSON" };
  }
  if (payload === null || typeof payload !== "object") return { ok: false, reason: "payload is not an object" };
  const expected = key.asymmetricKeyType === "ed25519" ? "EdDSA" : key.asymmetricKeyType === "ec" ? "ES256" : null;
  if (expected === null || header.alg !== expected) return { ok: false, reason: `alg must be ${expected ?? "EdDSA or ES256"}` };
  const data = Buffer.from(`${parts[0]}.${parts[1]}`);
  const sig = Buffer.from(parts[2], "base64url");
  const good = expected === "EdDSA" ? verify(null, data, key, sig) : verify("sha256", data, { key, dsaEncoding: "ieee-p1363" }, sig);
  if (!good) return { ok: false, reason: "signature does not verify against the issuer key" };
  const now = Math.floor(opts.now.getTime() / 1000);
  if (payload.iss !== opts.issuer) return { ok: false, reason: `iss must be "${opts.issuer}"` };
  if (typeof payload.exp !== "number") return { ok: false, reason: "exp is required" };
  if (payload.exp <= now) return { ok: false, reason: "the credential has expired" };
  if (typeof payload.nbf === "number" && payload.nbf > now) return { ok: false, reason: "the credential is not valid yet" };
  if (typeof payload.sub !== "string" || typeof payload.scope !== "string") return { ok: false, reason: "sub and scope are required" };
  return { ok: true, payload };
}
