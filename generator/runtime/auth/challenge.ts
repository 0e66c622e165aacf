import type { ServerResponse } from "node:http";
import { sendHttpError } from "../http/hygiene";

export interface Challenge {
  /** PRM URL (RFC 9728 §5.1); absent in census jwt mode. */
  resourceMetadata?: string;
  realm?: string;
  scopes?: readonly string[];
  error?: "invalid_token" | "insufficient_scope" | "invalid_request";
  description?: string;
}

/** RFC 6750 §3 quoted-string: no quotes, backslashes or control characters inside. */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, "'").replace(/[\x00-\x1f\x7f]/g, " ").slice(0, 300)}"`;
}

/** `Bearer resource_metadata="…", scope="…", error="…", error_description="…"`. */
export function wwwAuthenticate(c: Challenge): string {
  const parts: string[] = [];
  if (c.realm) parts.push(`realm=${quoted(c.realm)}`);
  if (c.resourceMetadata) parts.push(`resource_metadata=${quoted(c.resourceMetadata)}`);
  if (c.scopes?.length) parts.push(`scope=${quoted(c.scopes.join(" "))}`);
  if (c.error) parts.push(`error=${quoted(c.error)}`);
  if (c.description) parts.push(`error_description=${quoted(c.description)}`);
  return parts.length ? `Bearer ${parts.join(", ")}` : "Bearer";
}

/** 401 (no or bad token) or 403 (insufficient_scope), with the challenge and a JSON-RPC error body. */
export function sendChallenge(res: ServerResponse, status: 401 | 403, c: Challenge, id: string | number | null): void {
  res.setHeader("www-authenticate", wwwAuthenticate(c));
  const what = status === 403 ? "Forbidden: the token lacks a needed scope" : "Unauthorized: sign in and send a bearer token";
  sendHttpError(res, status, -32001, c.description ? `${what} (${c.description})` : what, id);
}
