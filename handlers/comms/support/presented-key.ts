import type { RequestContext } from "mcpforge/runtime";

export const HOW_TO_PRESENT =
  "Present the API key commsvc_organization_create or commsvc_api_key_create returned as 'Authorization: Bearer <key>' (over stdio: the COMMS_API_KEY environment variable).";

/**
 * The key a call presents: `Authorization: Bearer <key>` over HTTP; over stdio (the runtime's
 * ctx.transport, never a header) the COMMS_API_KEY the server was started with. null: none
 * presented; "": an Authorization header that is not a bearer token.
 */
export function presentedKey(ctx: Pick<RequestContext, "headers" | "config" | "transport">): string | null {
  const raw = ctx.headers.authorization;
  const header = Array.isArray(raw) ? raw[0] : raw;
  if (header === undefined) return ctx.transport === "stdio" ? ctx.config.env.COMMS_API_KEY?.trim() || null : null;
  return /^\s*Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? "";
}
