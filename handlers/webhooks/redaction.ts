/**
 * Which captured values are secrets. Masked by default in every tool result; the stored capture
 * keeps them, and `include_sensitive: true` shows them. A masked value is replaced whole: not even
 * an Authorization scheme is kept (docs/security-webhooks.md, "Redaction").
 *
 * Headers and query parameters follow one rule on a normalised name: lower-cased, split into words
 * on anything that is not a letter or digit, so `X-Jwt`, `x_jwt`, `jwt.`, `sig[0]`, `code[]` and
 * `user[password]` all reduce to their words ("x jwt", "jwt", "sig 0", "code", "user password").
 */
export const MASK = "[redacted]";

/** A name is sensitive when its words, joined, contain one of these. */
const SENSITIVE_PARTS = ["authoriz", "authent", "token", "secret", "signature", "hmac", "password", "passwd", "passphrase", "key", "credential", "session", "cookie", "jwt", "bearer"];
/** …or when one of its words is one of these short names (whole words only: "sig" but not "signal"). */
const SENSITIVE_WORDS = new Set(["auth", "sig", "pwd", "pass", "otp", "code", "sid", "saml", "samlresponse", "ticket"]);
/**
 * "code" names an OAuth authorization code as a query parameter (`code`, `code[]`, `auth_code`),
 * but also plenty of harmless headers (`X-Error-Code`): for headers it counts only alone.
 */
const HEADER_EXEMPT_WORDS = new Set(["code"]);

function words(name: string): string[] {
  return name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

function sensitive(name: string, exempt: ReadonlySet<string>): boolean {
  const w = words(name);
  const joined = w.join("");
  if (SENSITIVE_PARTS.some((p) => joined.includes(p))) return true;
  if (w.length === 1 && SENSITIVE_WORDS.has(w[0])) return true;
  return w.some((word) => SENSITIVE_WORDS.has(word) && !exempt.has(word));
}

const NONE = new Set<string>();

export function isSensitiveHeader(name: string): boolean {
  return sensitive(name, HEADER_EXEMPT_WORDS);
}

export function isSensitiveQuery(name: string): boolean {
  return sensitive(name, NONE);
}
