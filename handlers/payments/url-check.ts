import { OutboundError, type GuardedResponse, type Hop } from "mcpforge/platform/http";
import type { RedirectHop, UrlCheck } from "../../generated/payments/types";
import type { Outbound } from "./outbound";

export type CheckErrorCode = NonNullable<UrlCheck["error"]>["code"];

/** What one guarded GET produced: the response, or the check error, with hops and latency either way. */
export interface Fetched {
  response: GuardedResponse | null;
  error: { code: CheckErrorCode; message: string } | null;
  redirects: RedirectHop[];
  latencyMs: number | null;
}

/**
 * GET `url` through the guarded client for URLs a caller names (Outbound.checks: its own
 * allowlist, MCPFORGE_URL_CHECK_ALLOW) reading at most `maxBodyBytes`; never throws.
 */
export async function fetchForCheck(outbound: Outbound, url: string, maxBodyBytes: number): Promise<Fetched> {
  const started = performance.now();
  try {
    const response = await outbound.checks.fetch(url, { method: "GET", maxBodyBytes, headers: { "user-agent": "mcpforge-payments/1.4 (+url check)" } });
    return { response, error: null, redirects: redirectsOf(response.hops), latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    if (!(err instanceof OutboundError)) return { response: null, error: { code: "connect_failure", message: (err as Error).message }, redirects: [], latencyMs: null };
    return { response: null, error: { code: checkCode(err), message: err.message }, redirects: redirectsOf(err.info.hops, err.info.url), latencyMs: null };
  }
}

/** The check result of one URL (check_url, each entry of batch_check_urls). */
export function urlCheckOf(url: string, f: Fetched, checkedAt: string, expectedStatus: number | undefined): UrlCheck {
  const r = f.response;
  const contentType = r ? header(r.headers, "content-type") : null;
  return {
    url,
    checkedAt,
    reachable: r !== null,
    status: r ? r.status : null,
    finalUrl: r ? r.url : null,
    latencyMs: r ? f.latencyMs : null,
    redirects: f.redirects,
    contentType,
    expectedStatusMatched: expectedStatus === undefined ? null : r !== null && r.status === expectedStatus,
    error: f.error,
  };
}

export function header(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const v = headers[name];
  return typeof v === "string" ? v : Array.isArray(v) ? v.join(", ") : null;
}

/** Each hop that redirected, with where it pointed (the next hop, or the refused target). */
function redirectsOf(hops: readonly Hop[], refusedTarget?: string): RedirectHop[] {
  const out: RedirectHop[] = [];
  hops.forEach((hop, i) => {
    if (hop.status === undefined || hop.status < 300 || hop.status > 399) return;
    const location = hops[i + 1]?.url ?? refusedTarget;
    if (location) out.push({ url: hop.url, status: hop.status, location });
  });
  return out;
}

function checkCode(err: OutboundError): CheckErrorCode {
  switch (err.code) {
    case "target_not_allowed":
    case "invalid_url":
      return "url_not_allowed";
    case "too_many_redirects":
      return "too_many_redirects";
    case "upstream_timeout":
      return "timeout";
    default:
      if (/could not resolve|resolved to no address/.test(err.message)) return "dns_failure";
      if (/certificate|tls|ssl|EPROTO|self[- ]signed/i.test(err.message)) return "tls_failure";
      return "connect_failure";
  }
}
