/**
 * Which captured values are secrets. Masked by default in every tool result; the stored capture
 * keeps them, and `include_sensitive: true` shows them.
 */
export const MASK = "[redacted]";

const SENSITIVE_HEADERS = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key"]);
/** A header or query parameter whose name contains one of these is sensitive. */
const SENSITIVE_PARTS = ["token", "secret", "signature", "hmac", "password", "passwd", "key", "credential", "session"];
/** Query parameters that carry credentials under short names (OAuth codes, signed URLs). */
const SENSITIVE_QUERY = new Set(["auth", "authorization", "code", "sig", "jwt", "pwd"]);

export function isSensitiveHeader(name: string): boolean {
  const n = name.toLowerCase();
  return SENSITIVE_HEADERS.has(n) || SENSITIVE_PARTS.some((p) => n.includes(p));
}

export function isSensitiveQuery(name: string): boolean {
  const n = name.toLowerCase();
  return SENSITIVE_QUERY.has(n) || SENSITIVE_PARTS.some((p) => n.includes(p));
}

/** Keeps the scheme of an Authorization value ("Bearer [redacted]"): it helps, and reveals nothing. */
export function maskHeaderValue(name: string, value: string): string {
  const n = name.toLowerCase();
  if (n === "authorization" || n === "proxy-authorization") {
    const m = /^([A-Za-z][A-Za-z0-9._-]*)\s+\S/.exec(value);
    if (m) return `${m[1]} ${MASK}`;
  }
  return MASK;
}
