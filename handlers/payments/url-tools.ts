import type { BatchCheckUrlsInput, BatchCheckUrlsOutput, CheckUrlInput, CheckUrlOutput } from "../../generated/payments/types";
import { ToolError } from "mcpforge/runtime";
import { mapLimit } from "./concurrency";
import type { Outbound } from "./outbound";
import { fetchForCheck, urlCheckOf } from "./url-check";

export interface UrlDeps {
  outbound: Outbound;
  concurrency: number;
  bodyBytes: number;
  now(): Date;
}

/** check_url: one URL; a target that is not public is refused as url_not_allowed, nothing fetched. */
export async function checkUrl(args: CheckUrlInput, deps: UrlDeps): Promise<CheckUrlOutput> {
  const checkedAt = deps.now().toISOString();
  const f = await fetchForCheck(deps.outbound, args.url, deps.bodyBytes);
  if (f.error?.code === "url_not_allowed") throw new ToolError("url_not_allowed", f.error.message);
  return urlCheckOf(args.url, f, checkedAt, args.expectedStatus);
}

/** batch_check_urls: up to PAYMENTS_BATCH_CONCURRENCY at once, each isolated, results in input order. */
export async function batchCheckUrls(args: BatchCheckUrlsInput, deps: UrlDeps): Promise<BatchCheckUrlsOutput> {
  const results = await mapLimit(args.urls, deps.concurrency, async (url) => {
    const checkedAt = deps.now().toISOString();
    try {
      return urlCheckOf(url, await fetchForCheck(deps.outbound, url, deps.bodyBytes), checkedAt, args.expectedStatus);
    } catch (err) {
      // fetchForCheck returns its errors; this only guards the isolation promise.
      return urlCheckOf(url, { response: null, error: { code: "connect_failure", message: (err as Error).message }, redirects: [], latencyMs: null }, checkedAt, args.expectedStatus);
    }
  });
  return { checkedCount: results.length, failedCount: results.filter((r) => r.error !== null).length, results };
}
