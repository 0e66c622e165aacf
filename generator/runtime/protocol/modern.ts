/**
 * MCP 2026-07-28 ("modern": per-request `_meta`, no initialize) beside the 2025 handshake revisions.
 * The wire rules used here are listed, with links to the specification, in docs/protocol.md.
 */
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from "./versions";

export const MODERN_PROTOCOL_VERSION = "2026-07-28";
/** Every version served on one endpoint: the modern one first, then the handshake revisions. */
export const ALL_PROTOCOL_VERSIONS: readonly string[] = [MODERN_PROTOCOL_VERSION, ...SUPPORTED_PROTOCOL_VERSIONS];
export { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS };

export const META_PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion";
export const META_CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";
export const META_CLIENT_INFO = "io.modelcontextprotocol/clientInfo";
export const META_LOG_LEVEL = "io.modelcontextprotocol/logLevel";
export const META_SERVER_INFO = "io.modelcontextprotocol/serverInfo";

/** basic/index "Error Codes" (2026-07-28 numbering). */
export const HEADER_MISMATCH = -32020;
export const UNSUPPORTED_PROTOCOL_VERSION = -32022;
/** MissingRequiredClientCapabilityError (HTTP: 400). */
export const MISSING_CAPABILITY = -32021;

export const LOG_LEVELS = ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A refusal of a modern request before any handler runs; `status` is the HTTP status (stdio ignores it). */
export interface ModernRefusal {
  status: number;
  code: number;
  message: string;
  data?: Record<string, unknown>;
}

/** The validated per-request fields of a modern request. */
export interface ModernEnvelope {
  version: string;
  logLevel?: LogLevel;
  /** The client's per-request capabilities (elicitation for MRTR, extensions for tasks). */
  capabilities: Record<string, unknown>;
  /** W3C trace context from `_meta` (traceparent, tracestate), bound into the request logger. */
  trace?: TraceContext;
}

export type TraceContext = {
  traceparent: string;
  tracestate?: string;
};

/** W3C Trace Context `traceparent` (version 00 layout; version ff and all-zero ids are invalid). */
const TRACEPARENT = /^(?!ff)[0-9a-f]{2}-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$/;
/** W3C `tracestate`: at most 32 list members of printable ASCII; 512 characters is what vendors keep. */
const TRACESTATE = /^[\x20-\x2b\x2d-\x7e]*(,[\x20-\x2b\x2d-\x7e]*){0,31}$/;
const MAX_TRACESTATE = 512;

/**
 * The trace context of a request's `_meta` (basic/index, "OpenTelemetry trace context"). A value
 * that does not follow W3C Trace Context is ignored, as W3C asks of a receiver (the trace restarts);
 * it never fails the request. `baggage` is not read: it may carry user data, and logs keep none.
 */
export function traceContextOf(meta: unknown): TraceContext | undefined {
  if (!isPlainObject(meta)) return undefined;
  const parent = meta.traceparent;
  if (typeof parent !== "string" || !TRACEPARENT.test(parent)) return undefined;
  const state = meta.tracestate;
  return typeof state === "string" && state.length <= MAX_TRACESTATE && TRACESTATE.test(state) ? { traceparent: parent, tracestate: state } : { traceparent: parent };
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The `_meta` protocol version a message claims, if any (undefined: none, the handshake era). */
export function claimedVersion(message: { params?: unknown }): unknown {
  const params = message.params;
  if (!isPlainObject(params) || !isPlainObject(params._meta)) return undefined;
  return params._meta[META_PROTOCOL_VERSION];
}

export function unsupportedVersion(requested: unknown): ModernRefusal {
  return {
    status: 400,
    code: UNSUPPORTED_PROTOCOL_VERSION,
    message: `Unsupported protocol version: ${typeof requested === "string" ? JSON.stringify(requested.slice(0, 64)) : "(not a string)"}; supported: ${ALL_PROTOCOL_VERSIONS.join(", ")}`,
    data: { supported: ALL_PROTOCOL_VERSIONS, requested },
  };
}

function invalidMeta(message: string): ModernRefusal {
  return { status: 400, code: -32602, message: `Invalid params: ${message}` };
}

/**
 * Checks the per-request protocol fields of a request on the modern path (basic/index, "Per-request
 * protocol fields"): protocolVersion (a version this server serves statelessly) and
 * clientCapabilities are required; clientInfo and logLevel are checked when present.
 */
export function modernEnvelope(params: unknown): ModernEnvelope | ModernRefusal {
  if (!isPlainObject(params)) return invalidMeta("params must be an object carrying _meta");
  const meta = params._meta;
  if (!isPlainObject(meta)) return invalidMeta(`params._meta must be an object carrying ${META_PROTOCOL_VERSION} and ${META_CLIENT_CAPABILITIES}`);
  const version = meta[META_PROTOCOL_VERSION];
  if (typeof version !== "string") return invalidMeta(`params._meta["${META_PROTOCOL_VERSION}"] must be a string`);
  if (version !== MODERN_PROTOCOL_VERSION) return unsupportedVersion(version);
  const capabilities = meta[META_CLIENT_CAPABILITIES];
  if (!isPlainObject(capabilities)) return invalidMeta(`params._meta["${META_CLIENT_CAPABILITIES}"] must be an object`);
  const info = meta[META_CLIENT_INFO];
  if (info !== undefined && !(isPlainObject(info) && typeof info.name === "string" && typeof info.version === "string")) {
    return invalidMeta(`params._meta["${META_CLIENT_INFO}"] must be an object with string name and version`);
  }
  const level = meta[META_LOG_LEVEL];
  if (level !== undefined && !(LOG_LEVELS as readonly unknown[]).includes(level)) {
    return invalidMeta(`params._meta["${META_LOG_LEVEL}"] must be one of ${LOG_LEVELS.join(", ")}`);
  }
  // One object of one shape, no spreads: this runs on every modern request.
  return { version, capabilities, logLevel: level as LogLevel | undefined, trace: traceContextOf(meta) };
}

export function isRefusal(v: ModernEnvelope | ModernRefusal): v is ModernRefusal {
  return "code" in v;
}

/** True when a `notifications/message` at `level` may go to a request that asked for `threshold` (none: never). */
export function logAllowed(level: unknown, threshold: LogLevel | undefined): boolean {
  if (threshold === undefined) return false;
  const at = LOG_LEVELS.indexOf(level as LogLevel);
  return at < 0 || at >= LOG_LEVELS.indexOf(threshold);
}

/**
 * Which era serves a message (versioning, "Backward Compatibility"): a `_meta` protocol version
 * of a handshake revision, or none, selects the handshake flow exactly as before; the 2026-07-28
 * version (in `_meta` or in the header), or a `_meta` version that is not a string or not served
 * at all, the modern path, whose checks then answer. With no `_meta` version, an
 * MCP-Protocol-Version header naming no served version is refused with the modern error.
 */
export function eraOf(message: { method?: unknown; params?: unknown }, headerVersion: string | undefined): "modern" | "legacy" | ModernRefusal {
  const claim = claimedVersion(message);
  if (claim === undefined ? headerVersion === MODERN_PROTOCOL_VERSION : !(typeof claim === "string" && SUPPORTED_PROTOCOL_VERSIONS.includes(claim))) return "modern";
  if (headerVersion === undefined || message.method === "initialize" || SUPPORTED_PROTOCOL_VERSIONS.includes(headerVersion)) return "legacy";
  if (headerVersion === MODERN_PROTOCOL_VERSION) {
    return { status: 400, code: HEADER_MISMATCH, message: `Header mismatch: MCP-Protocol-Version header "${MODERN_PROTOCOL_VERSION}" does not match params._meta protocol version ${JSON.stringify(claim)}` };
  }
  return unsupportedVersion(headerVersion);
}
