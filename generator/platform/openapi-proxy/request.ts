import type { ProxyRoute, ProxyUpstream } from "../../runtime/openapi-proxy-types";

export type { ProxyCredential, ProxyRoute, ProxyUpstream } from "../../runtime/openapi-proxy-types";

export interface BuiltRequest {
  url: string;
  headers: Record<string, string>;
  body?: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** A parameter's value as text: arrays repeat the name in a query (form, explode), objects are JSON. */
function text(value: unknown): string {
  return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * The request for one call: path parameters encoded into the path, query parameters (arrays as
 * repeated names), header parameters, the JSON body, and each needed credential from `env`.
 * @throws Error naming the variable when a needed credential or the base URL is not configured.
 */
export function buildRequest(upstream: ProxyUpstream, route: ProxyRoute, args: Record<string, unknown>, env: Env): BuiltRequest {
  const base = env[upstream.baseUrlEnv] || upstream.defaultBaseUrl;
  if (!base) throw new Error(`${upstream.baseUrlEnv} is not set: the API's base URL is configured in the service's environment`);
  let path = route.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = { accept: "application/json" };
  for (const p of route.params) {
    const value = args[p.arg];
    if (value === undefined || value === null) continue;
    if (p.in === "path") path = path.split(`{${p.name}}`).join(encodeURIComponent(text(value)));
    else if (p.in === "header") headers[p.name.toLowerCase()] = text(value);
    else if (Array.isArray(value)) for (const v of value) query.append(p.name, text(v));
    else query.append(p.name, text(value));
  }
  for (const scheme of route.security) {
    const cred = upstream.credentials[scheme];
    if (!cred) continue;
    const secret = env[cred.env];
    if (!secret) throw new Error(`${cred.env} is not set: the API's ${scheme} credential is configured in the service's environment`);
    if (cred.kind === "header") headers[String(cred.name).toLowerCase()] = secret;
    else if (cred.kind === "query") query.append(String(cred.name), secret);
    else if (cred.kind === "bearer") headers.authorization = `Bearer ${secret}`;
    else headers.authorization = `Basic ${Buffer.from(secret).toString("base64")}`;
  }
  const qs = query.toString();
  const url = `${base.replace(/\/+$/, "")}${path}${qs ? `?${qs}` : ""}`;
  const bodyValue = route.body === undefined ? undefined : args[route.body];
  if (bodyValue === undefined) return { url, headers };
  return { url, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(bodyValue) };
}

/** The declared code for an upstream status: the exact status, then its class (4XX), then `default`. */
export function errorCodeFor(route: ProxyRoute, status: number): string {
  return route.errors[String(status)] ?? route.errors[`${String(status)[0]}XX`] ?? route.errors.default ?? "upstream_error";
}
