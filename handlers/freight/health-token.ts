import { createHash, timingSafeEqual } from "node:crypto";
import type { AuthInfo } from "mcpforge/runtime";

/** The scope freight's `health` needs (spec/freight.json `auth`). */
export const HEALTH_SCOPE = "freight:health";

/**
 * The operator's FREIGHT_HEALTH_TOKEN as a bearer grant for `health` (document 002 A: health is
 * authenticated), accepted by the runtime's resource gate beside OAuth tokens with the
 * `freight:health` scope. Compared in constant time over SHA-256 digests; unset: no static token.
 */
export function healthTokenGrant(configured: string | null): (token: string) => AuthInfo | undefined {
  if (!configured) return () => undefined;
  const want = digest(configured);
  return (token) => (timingSafeEqual(digest(token), want) ? { subject: "FREIGHT_HEALTH_TOKEN", scopes: [HEALTH_SCOPE], issuer: "freight" } : undefined);
}

const digest = (s: string): Buffer => createHash("sha256").update(s).digest();
