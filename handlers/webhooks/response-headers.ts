import { validateHeaderValue } from "node:http";

/**
 * Headers the capture endpoint manages itself (framing, connection, date) or that only mean
 * something hop by hop: configuring them would break the HTTP exchange, so they are refused.
 */
const MANAGED = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "upgrade", "te", "trailer", "host", "date"]);

/**
 * Capture URLs share the MCP host's origin, and anyone can configure what a bucket answers. These
 * headers would act on that origin rather than on the bucket's own response: cookies, the security
 * headers every bucket response carries (see BUCKET_SECURITY_HEADERS), wiping the origin's storage,
 * pinning HTTPS for the whole host, widening a service worker's scope. They are refused when
 * configured and skipped if an older version stored them.
 */
const SECURITY_SENSITIVE = new Set([
  "set-cookie",
  "set-cookie2",
  "content-security-policy",
  "content-security-policy-report-only",
  "x-content-type-options",
  "clear-site-data",
  "strict-transport-security",
  "service-worker-allowed",
]);

/**
 * Sent on every capture URL response, after the configured headers: the body is rendered in a
 * sandbox (an opaque origin, no scripts, no cookies of the host) and never content-sniffed.
 */
export const BUCKET_SECURITY_HEADERS: Readonly<Record<string, string>> = { "content-security-policy": "sandbox", "x-content-type-options": "nosniff" };

/** Whether a stored header may be sent (settings an older version accepted are re-checked). */
export function sendable(name: string): boolean {
  const lower = name.toLowerCase();
  return !MANAGED.has(lower) && !SECURITY_SENSITIVE.has(lower) && !lower.startsWith("proxy-") && lower !== "content-type";
}

export interface HeaderProblems {
  /** Names (as given) of server-managed or hop-by-hop headers. */
  notAllowed: string[];
  /** Headers whose value cannot be sent (CR, LF or other invalid characters), with the reason. */
  invalid: { path: string; message: string }[];
}

export function checkResponseHeaders(headers: Record<string, string | undefined>): HeaderProblems {
  const problems: HeaderProblems = { notAllowed: [], invalid: [] };
  const seen = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (!sendable(lower)) {
      problems.notAllowed.push(name);
      continue;
    }
    const earlier = seen.get(lower);
    if (earlier !== undefined) {
      problems.invalid.push({ path: `/headers/${escapePointer(name)}`, message: `same header as "${earlier}" (names are case-insensitive): give it once` });
      continue;
    }
    seen.set(lower, name);
    const bad = headerValueProblem(name, value ?? "");
    if (bad) problems.invalid.push({ path: `/headers/${escapePointer(name)}`, message: bad });
  }
  return problems;
}

/**
 * Why `value` cannot be sent as header `name`, or undefined when it can. The schema's pattern says
 * the same; this check also holds when the handler is reached without it, and names the field.
 */
export function headerValueProblem(name: string, value: string): string | undefined {
  try {
    validateHeaderValue(name, value);
    return undefined;
  } catch {
    return "value contains characters an HTTP header cannot carry (CR, LF, NUL, other control characters or characters beyond Latin-1)";
  }
}

/** The refusal message: names every refused header, says why and what to do instead. */
export function notAllowedMessage(names: string[]): string {
  const quote = (list: string[]) => list.map((n) => `"${n}"`).join(", ");
  const contentType = names.filter((n) => n.toLowerCase() === "content-type");
  const security = names.filter((n) => SECURITY_SENSITIVE.has(n.toLowerCase()));
  const managed = names.filter((n) => !contentType.includes(n) && !security.includes(n));
  const parts: string[] = [];
  if (managed.length) {
    parts.push(
      `${quote(managed)} ${managed.length === 1 ? "is a" : "are"} server-managed or hop-by-hop header${managed.length === 1 ? "" : "s"} ` +
        "(Connection, Keep-Alive, Transfer-Encoding, Content-Length, Upgrade, TE, Trailer, Proxy-*, Host, Date) and cannot be configured",
    );
  }
  if (security.length) {
    parts.push(
      `${quote(security)} would act on the whole host's origin, not just this bucket (Set-Cookie, Set-Cookie2, Content-Security-Policy, ` +
        "Content-Security-Policy-Report-Only, X-Content-Type-Options, Clear-Site-Data, Strict-Transport-Security, Service-Worker-Allowed) and cannot be configured; " +
        "every capture URL answers with Content-Security-Policy: sandbox and X-Content-Type-Options: nosniff",
    );
  }
  if (contentType.length) parts.push(`${quote(contentType)} is set with the content_type argument, not in headers`);
  return `${parts.join("; ")}. Nothing was changed.`;
}

function escapePointer(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}
