import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Tokens of the service's no-login links (unsubscribe, double opt-in confirmation):
 * `<base64url JSON claim>.<base64url HMAC-SHA256, 20 bytes>` under COMMS_SECRET_KEY. `purpose`
 * separates the kinds: a token signed for one is refused by the other.
 */
const mac = (secret: Buffer, purpose: string, payload: string) =>
  createHmac("sha256", secret).update(`${purpose}:${payload}`).digest().subarray(0, 20);

export function signClaim(secret: Buffer, purpose: string, claim: object): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString("base64url");
  return `${payload}.${mac(secret, purpose, payload).toString("base64url")}`;
}

/** The claim of a token signed for `purpose` (still to be checked by the caller); null for anything else. */
export function readClaim(secret: Buffer, purpose: string, token: string): Record<string, unknown> | null {
  const [payload, sig, extra] = token.split(".");
  if (!payload || !sig || extra !== undefined) return null;
  // Compared as text: base64url decoding ignores a last character's unused bits, so comparing
  // decoded bytes would accept a second spelling of the same signature.
  const given = Buffer.from(sig, "utf8");
  const want = Buffer.from(mac(secret, purpose, payload).toString("base64url"), "utf8");
  if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
  try {
    const claim: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return claim !== null && typeof claim === "object" && !Array.isArray(claim)
      ? (claim as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
