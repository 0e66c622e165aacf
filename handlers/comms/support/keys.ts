import { createHash, randomBytes } from "node:crypto";

/** Every scope a key can hold; an organization's owner key holds them all. */
export const ALL_SCOPES = [
  "crm:read",
  "crm:write",
  "messages:send",
  "organization:admin",
  "organization:read",
] as const;
export type Scope = (typeof ALL_SCOPES)[number];

/** Characters of a key shown in listings (`mfc_` and 8 random characters): names it, cannot use it. */
const PREFIX_CHARS = 12;

/**
 * A new API key: 256 random bits, so a plain SHA-256 stores it safely (nothing to guess slowly)
 * and finds it on every call. The secret leaves the process once, in the creating result.
 */
export function newApiKey(): { secret: string; prefix: string; hash: string } {
  const secret = `mfc_${randomBytes(32).toString("base64url")}`;
  return { secret, prefix: secret.slice(0, PREFIX_CHARS), hash: hashKey(secret) };
}

export function hashKey(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}
