import { HEADER_MISMATCH, type ModernRefusal } from "./modern";

export type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** The body field `Mcp-Name` mirrors, per method (streamable-http, "Standard Request Headers"). */
const NAME_SOURCE: Readonly<Record<string, "name" | "uri" | "taskId">> = {
  "tools/call": "name",
  "prompts/get": "name",
  "resources/read": "uri",
  // Tasks extension, "Streamable HTTP: Routing Headers".
  "tasks/get": "taskId",
  "tasks/update": "taskId",
  "tasks/cancel": "taskId",
};
const SENTINEL_PREFIX = "=?base64?";
const SENTINEL_SUFFIX = "?=";
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const utf8 = new TextDecoder("utf-8", { fatal: true });

export function mismatch(message: string): ModernRefusal {
  return { status: 400, code: HEADER_MISMATCH, message: `Header mismatch: ${message}` };
}

/** One header's value; a repeated header (node joins most with ", ") is refused as ambiguous. */
export function single(headers: Headers, name: string): string | undefined | null {
  const v = headers[name];
  return Array.isArray(v) ? null : v;
}

/**
 * A header value as the client meant it: a `=?base64?…?=` sentinel decoded (strict Base64 of
 * UTF-8), otherwise the plain value, which must be visible ASCII, space or tab (RFC 9110 field
 * value; node has already stripped leading and trailing whitespace). undefined: malformed.
 */
export function decodeHeaderValue(raw: string): string | undefined {
  if (raw.startsWith(SENTINEL_PREFIX) && raw.endsWith(SENTINEL_SUFFIX) && raw.length >= SENTINEL_PREFIX.length + SENTINEL_SUFFIX.length) {
    const b64 = raw.slice(SENTINEL_PREFIX.length, raw.length - SENTINEL_SUFFIX.length);
    if (!BASE64.test(b64)) return undefined;
    try {
      return utf8.decode(Buffer.from(b64, "base64"));
    } catch {
      return undefined;
    }
  }
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c !== 9 && (c < 0x20 || c > 0x7e)) return undefined;
  }
  return raw;
}

/**
 * The standard request headers of a modern POST (streamable-http, "Server Validation"):
 * `MCP-Protocol-Version` equal to the `_meta` version, `Mcp-Method` equal to `method`, and for
 * tools/call, prompts/get and resources/read `Mcp-Name` equal to `params.name` / `params.uri`
 * after decoding. Missing, repeated or malformed headers are refused like mismatches: 400, -32020.
 */
export function standardHeadersProblem(headers: Headers, version: string, method: string, params: Record<string, unknown>): ModernRefusal | undefined {
  const pv = single(headers, "mcp-protocol-version");
  if (pv === undefined) return mismatch("the MCP-Protocol-Version header is required");
  if (pv !== version) return mismatch(`MCP-Protocol-Version header ${JSON.stringify(pv)} does not match params._meta protocol version ${JSON.stringify(version)}`);
  const mm = single(headers, "mcp-method");
  if (mm === undefined) return mismatch("the Mcp-Method header is required");
  if (mm !== method) return mismatch(`Mcp-Method header ${JSON.stringify(mm)} does not match body method ${JSON.stringify(method)}`);
  const field = Object.hasOwn(NAME_SOURCE, method) ? NAME_SOURCE[method] : undefined;
  const bodyName = field === undefined ? undefined : params[field];
  if (typeof bodyName !== "string") return undefined; // no name to mirror; the method's own check answers
  const raw = single(headers, "mcp-name");
  if (raw === undefined) return mismatch(`the Mcp-Name header is required for ${method}`);
  const name = raw === null ? undefined : decodeHeaderValue(raw);
  if (name === undefined) return mismatch("the Mcp-Name header is malformed (repeated, invalid characters or invalid Base64 sentinel)");
  if (name !== bodyName) return mismatch(`Mcp-Name header ${JSON.stringify(name)} does not match params.${field} ${JSON.stringify(bodyName)}`);
  return undefined;
}
