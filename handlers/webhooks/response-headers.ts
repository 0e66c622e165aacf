import { validateHeaderValue } from "node:http";

/**
 * Headers the capture endpoint manages itself (framing, connection, date) or that only mean
 * something hop by hop: configuring them would break the HTTP exchange, so they are refused.
 */
const MANAGED = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "upgrade", "te", "trailer", "host", "date"]);

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
    if (MANAGED.has(lower) || lower.startsWith("proxy-") || lower === "content-type") {
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

/** The refusal message: names every refused header and says what to do instead. */
export function notAllowedMessage(names: string[]): string {
  const contentType = names.some((n) => n.toLowerCase() === "content-type");
  const others = names.filter((n) => n.toLowerCase() !== "content-type");
  const parts: string[] = [];
  if (others.length) {
    parts.push(
      `${others.map((n) => `"${n}"`).join(", ")} ${others.length === 1 ? "is a" : "are"} server-managed or hop-by-hop header${others.length === 1 ? "" : "s"} ` +
        "(Connection, Keep-Alive, Transfer-Encoding, Content-Length, Upgrade, TE, Trailer, Proxy-*, Host, Date) and cannot be configured",
    );
  }
  if (contentType) parts.push(`"${names.find((n) => n.toLowerCase() === "content-type")}" is set with the content_type argument, not in headers`);
  return `${parts.join("; ")}. Nothing was changed.`;
}

function escapePointer(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}
