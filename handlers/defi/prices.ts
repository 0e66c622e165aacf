import { guardedFetch, type OutboundConfig } from "mcpforge/platform/http";
import { isDecimal } from "./amounts";

/** Why a price could not be had; the tool answers upstream_unavailable with it. */
export class PriceUnavailable extends Error {}

/**
 * The configured price source (DEFI_PRICE_URL): GET the URL with {asset} replaced, through the
 * guarded outbound client; the answer has the Coinbase spot-price shape
 * {"data": {"base": "ETH", "currency": "USD", "amount": "2000.12"}}.
 */
export async function fetchPrice(deps: { priceUrl: string | null; outbound: OutboundConfig; signal?: AbortSignal }, asset: string): Promise<string> {
  if (!deps.priceUrl) throw new PriceUnavailable("no price source is configured (DEFI_PRICE_URL); pass snapshot with the prices instead");
  const url = deps.priceUrl.replace("{asset}", encodeURIComponent(asset));
  let res;
  try {
    res = await guardedFetch(deps.outbound, url, { headers: { accept: "application/json" }, maxBodyBytes: 64 * 1024, ...(deps.signal ? { signal: deps.signal } : {}) });
  } catch (err) {
    throw new PriceUnavailable(`the price source did not answer for ${asset} (${(err as Error).message})`);
  }
  if (res.status !== 200) throw new PriceUnavailable(`the price source answered HTTP ${res.status} for ${asset}`);
  let amount: unknown;
  try {
    amount = (JSON.parse(res.body.toString("utf8")) as { data?: { amount?: unknown } }).data?.amount;
  } catch {
    throw new PriceUnavailable(`the price source sent no JSON for ${asset}`);
  }
  if (typeof amount !== "string" || !isDecimal(amount)) throw new PriceUnavailable(`the price source sent no price (data.amount) for ${asset}`);
  return amount;
}
