import { type ImportContext, isObj, type Obj } from "./context";
import type { ProxyCredential, ProxyUpstream } from "../../../runtime/openapi-proxy-types";

export type { ProxyParam, ProxyRoute, ProxyCredential, ProxyUpstream } from "../../../runtime/openapi-proxy-types";

/** The operation's security requirement (its own, else the document's): the first alternative's schemes. */
export function securityOf(ctx: ImportContext, op: Obj): string[] {
  const list = Array.isArray(op.security) ? op.security : Array.isArray(ctx.doc.security) ? ctx.doc.security : [];
  const first: unknown = list[0];
  return isObj(first) ? Object.keys(first).sort() : [];
}

const envName = (...parts: string[]) =>
  parts
    .join("_")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .toUpperCase();

/**
 * Where the API is and how to sign in to it, each from the service's environment: the base URL
 * (<SLUG>_BASE_URL, default the document's first absolute server) and one variable per security
 * scheme (<SLUG>_<SCHEME>): an API key, a bearer token (http bearer, oauth2, openIdConnect), or
 * `user:password` (http basic). Credentials are never tool arguments.
 */
export function upstreamOf(ctx: ImportContext, slug: string): ProxyUpstream {
  const servers = Array.isArray(ctx.doc.servers) ? ctx.doc.servers : [];
  const url = servers.map((s) => (isObj(s) && typeof s.url === "string" ? s.url : "")).find((u) => /^https?:\/\//.test(u) && !u.includes("{"));
  const schemes = isObj(ctx.doc.components) && isObj(ctx.doc.components.securitySchemes) ? ctx.doc.components.securitySchemes : {};
  const credentials: Record<string, ProxyCredential> = {};
  for (const [name, raw] of Object.entries(schemes)) {
    const s = ctx.resolve(raw, `/components/securitySchemes/${name}`).value;
    if (!isObj(s)) continue;
    const env = envName(slug, name);
    if (s.type === "apiKey" && (s.in === "header" || s.in === "query")) credentials[name] = { kind: s.in, name: String(s.name), env };
    else if (s.type === "http" && String(s.scheme).toLowerCase() === "basic") credentials[name] = { kind: "basic", env };
    else if (s.type === "http" || s.type === "oauth2" || s.type === "openIdConnect") credentials[name] = { kind: "bearer", env };
    else ctx.warn(`/components/securitySchemes/${name}`, `security scheme "${name}" (${String(s.type)}${s.in ? ` in ${String(s.in)}` : ""}) is not supplied by the proxy handlers: add it in the handler module`);
  }
  return { baseUrlEnv: envName(slug, "base_url"), ...(url ? { defaultBaseUrl: url.replace(/\/+$/, "") } : {}), credentials };
}
