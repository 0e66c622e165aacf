import type { RequestContext, ServiceEnv } from "../../runtime";
import { guardedFetch, OutboundError, outboundConfigFrom } from "../http";
import { buildRequest, errorCodeFor, type ProxyRoute, type ProxyUpstream } from "./request";

export { buildRequest, errorCodeFor, type ProxyCredential, type ProxyRoute, type ProxyUpstream } from "./request";

/** A tool handler that calls the API: any arguments the generated validators let through, the output they check. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ProxyHandler = (args: any, ctx: RequestContext<any>) => Promise<any>;

/** At most this much of an upstream error body goes into the refusal's message. */
const ERROR_EXCERPT = 300;

/**
 * Proxy handlers for a service imported from an OpenAPI document (`mcpforge import openapi`
 * writes handlers/<slug>/index.ts with one `proxy.route(…)` per tool). Every call goes through the
 * guarded outbound client (public addresses only unless MCPFORGE_OUTBOUND_ALLOW widens it; pinned
 * DNS; redirects re-checked; body and time capped). The base URL and credentials come from the
 * service's environment. A 2xx answer is the output; any other status is refused with the code the
 * manifest declares for it (404 → not_found, …; otherwise upstream_error) and no structured content.
 */
export function openApiProxy(env: ServiceEnv, upstream: ProxyUpstream): { route(route: ProxyRoute): ProxyHandler } {
  const outbound = outboundConfigFrom(env.config.env);
  return {
    route: (route) => async (args: Record<string, unknown>, ctx: RequestContext<string>) => {
      let req;
      try {
        req = buildRequest(upstream, route, args ?? {}, env.config.env);
      } catch (err) {
        throw ctx.error("upstream_error", (err as Error).message);
      }
      let res;
      try {
        res = await guardedFetch(outbound, req.url, { method: route.method, headers: req.headers, ...(req.body !== undefined ? { body: req.body } : {}) });
      } catch (err) {
        if (err instanceof OutboundError) throw ctx.error("upstream_error", `${route.method} ${route.path}: ${err.message}`, { reason: err.code });
        throw err;
      }
      const body = res.body.toString("utf8");
      if (res.status < 200 || res.status > 299) {
        const excerpt = body.length > ERROR_EXCERPT ? `${body.slice(0, ERROR_EXCERPT)}…` : body;
        throw ctx.error(errorCodeFor(route, res.status), `${route.method} ${route.path} answered HTTP ${res.status}${excerpt ? `: ${excerpt}` : ""}`, { status: res.status });
      }
      return outputOf(route, body, ctx);
    },
  };
}

function outputOf(route: ProxyRoute, body: string, ctx: RequestContext<string>): unknown {
  if (route.output === "text") return { body };
  if (route.output === "empty" || body.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw ctx.error("upstream_error", `${route.method} ${route.path} answered with a body that is not JSON`);
  }
  return route.output === "wrap" ? { result: value } : value;
}
