import { createHmac, timingSafeEqual } from "node:crypto";
import type { ServiceEnv } from "mcpforge/runtime";
import { loadSecretKey, type SecretKeySpec } from "mcpforge/platform/secret-key";

/**
 * Claim links of start_listing: `/housing/claim/<token>`, where the token carries the permit
 * record found and the listing details the person gave, signed with HMAC-SHA256 under a key
 * derived from the housing secret key. The claim page (handlers/housing/pages) verifies it with
 * `verifyClaimToken` and never trusts a token it cannot verify; the token is readable (base64url
 * JSON), so it carries nothing secret.
 */
export const HOUSING_SECRET_KEY: SecretKeySpec = { variable: "HOUSING_SECRET_KEY", file: "housing-secret.key", purpose: "housing link tokens" };

export interface ListingPrefill {
  name?: string;
  description?: string;
  price?: number;
  bedrooms?: number;
  bathrooms?: number;
  square_feet?: number;
  property_type?: string;
  available_from?: string;
}

export interface ClaimPayload {
  /** Token format version. */
  v: 1;
  /** Canonical city of the record (`Los Angeles`, …) and its permit number: the record to claim. */
  city: string;
  permit_number: string;
  /** The address as the person typed it. */
  address: string;
  listing: ListingPrefill;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** The claim-token key: derived from HOUSING_SECRET_KEY (or the development key file). */
export function loadClaimKey(env: ServiceEnv): Buffer {
  const root = loadSecretKey(env.config.env, env.logger, HOUSING_SECRET_KEY);
  return createHmac("sha256", root).update("housing claim token v1").digest();
}

export function signClaimToken(key: Buffer, payload: ClaimPayload): string {
  const body = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
  return `${body}.${createHmac("sha256", key).update(body).digest().toString("base64url")}`;
}

export type ClaimCheck = { ok: true; payload: ClaimPayload } | { ok: false; reason: "malformed" | "bad_signature" | "expired" };

/** Verifies a claim token at `now`: a forged, altered or expired token is refused with the reason. */
export function verifyClaimToken(key: Buffer, token: string, now: Date): ClaimCheck {
  const dot = token.indexOf(".");
  if (dot < 1 || token.length > 16_384) return { ok: false, reason: "malformed" };
  const body = token.slice(0, dot);
  // Compared as text: base64url decoding ignores a last character's unused bits (a second spelling).
  const given = Buffer.from(token.slice(dot + 1), "utf8");
  const want = Buffer.from(createHmac("sha256", key).update(body).digest().toString("base64url"), "utf8");
  if (given.length !== want.length || !timingSafeEqual(given, want)) return { ok: false, reason: "bad_signature" };
  let payload: ClaimPayload;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as ClaimPayload;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (payload?.v !== 1 || typeof payload.exp !== "number") return { ok: false, reason: "malformed" };
  if (payload.exp * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, payload };
}
