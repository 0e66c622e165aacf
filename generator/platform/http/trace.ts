import { childSpan, injectTraceContext, telemetry } from "../../runtime";
import type { GuardedRequest, GuardedResponse } from "./fetch";

/**
 * The outbound call as a CLIENT span, child of the request's span, whose W3C trace context goes out
 * in the request's `traceparent` header so the upstream's spans join the same trace. Recorded: the
 * method, the host and port, the final status, and the refusal code on failure; never the path or
 * query (a query may carry an API key) nor any body. Tracing off: `run` is called as it is.
 */
export async function traced(target: string, req: GuardedRequest, run: (req: GuardedRequest) => Promise<GuardedResponse>): Promise<GuardedResponse> {
  if (!telemetry()?.tracer) return run(req);
  const method = (req.method ?? "GET").toUpperCase();
  let url: URL | undefined;
  try {
    url = new URL(target);
  } catch {
    return run(req); // refused as invalid_url inside, before anything is sent
  }
  const span = childSpan(method, { "http.request.method": method, "server.address": url.hostname, "server.port": Number(url.port) || (url.protocol === "https:" ? 443 : 80) });
  if (!span) return run(req);
  const headers: Record<string, string> = { ...req.headers };
  injectTraceContext(headers, span);
  try {
    const res = await run({ ...req, headers });
    span.setAttribute("http.response.status_code", res.status);
    if (res.status >= 400) span.setAttributes({ "error.type": String(res.status) }).setStatus({ code: 2 });
    return res;
  } catch (err) {
    span.setAttribute("error.type", (err as { code?: string }).code ?? "_OTHER").setStatus({ code: 2, message: err instanceof Error ? err.message : undefined });
    throw err;
  } finally {
    span.end();
  }
}
