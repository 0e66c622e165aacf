import { divideDecimal, multiplyDecimal } from "./amounts";
import type { Request } from "./turn-grammar";

/**
 * SAMPLE DATA: the price table simulated quotes use (USD per unit, a fixed documented table, not
 * market data). Every quote made from it says simulated: true; docs/defi.md lists it.
 */
export const SAMPLE_PRICES_USD: Readonly<Record<string, string>> = { USDC: "1", USDT: "1", DAI: "1", ETH: "3000", WETH: "3000", SOL: "150", BTC: "60000", WBTC: "60000" };

export type Operation = "swap" | "lend" | "supply" | "withdraw" | "bridge";

/** A pending plan: what defi_copilot_turn understood, quoted from the sample price table. */
export interface Plan {
  operation: Operation;
  chain: string;
  toChain: string | null;
  fromAsset: string;
  fromAmount: string;
  toAsset: string;
  toAmount: string;
  venue: string | null;
  /** A mandate id named in the message ("under mdt_…"), if any. */
  mandateRef: string | null;
}

export type ParsedIntent = { ok: true; plan: Plan; priceSource: "configured" | "sample" } | { ok: false; reason: string };

/** Where quotes get prices and a share of a balance its base: the configured source or the sample table; the simulated ledger. */
export interface QuoteSources {
  /** USD per unit from the configured price source (DEFI_PRICE_URL); null when none is configured. */
  price: ((asset: string) => Promise<string>) | null;
  balance(asset: string, chain: string): Promise<string>;
}

const STABLE = new Set(["USDC", "USDT", "DAI"]);

/**
 * A parsed request (turn-grammar.ts) made a quoted plan: the chain (named, else the portal's), the
 * amount (a share of the simulated balance, or a dollar amount at the price), and the other side
 * of a swap at the prices of the configured source when there is one (stablecoins at 1 USD), else
 * the sample table; amounts rounded down to 8 decimals.
 */
export async function planRequest(r: Request, portalChain: string, src: QuoteSources): Promise<ParsedIntent> {
  const chain = r.chain ?? portalChain;
  if (r.toChain === chain) return { ok: false, reason: `a bridge needs two chains; ${chain} to ${chain} moves nothing` };
  const assets = [...new Set([r.amountAsset, r.fromAsset!, r.toAsset!])];
  const prices = new Map<string, string>();
  for (const a of assets) {
    const p = STABLE.has(a) ? "1" : src.price ? await src.price(a) : SAMPLE_PRICES_USD[a];
    if (!p) return { ok: false, reason: `No price for ${a}; the sample price table has ${Object.keys(SAMPLE_PRICES_USD).join(", ")}.` };
    prices.set(a, p);
  }
  const held = r.operation === "withdraw" ? `${r.amountAsset}.${r.venue ?? "venue"}` : r.amountAsset;
  let amount = r.amount.value;
  if (r.amount.kind === "usd") amount = divideDecimal(amount, prices.get(r.amountAsset)!, 8);
  if (r.amount.kind === "share") amount = multiplyDecimal(await src.balance(held, chain), r.amount.value, 8);
  if (/^0+(\.0+)?$/.test(amount)) return { ok: false, reason: r.amount.kind === "share" ? `your simulated ${held} balance on ${chain} is 0` : "The amount must be more than zero." };
  const convert = (n: string, from: string, to: string) => (from === to ? n : divideDecimal(multiplyDecimal(n, prices.get(from)!, 18), prices.get(to)!, 8));
  const [fromAmount, toAmount] = r.buying ? [convert(amount, r.toAsset!, r.fromAsset!), amount] : [amount, convert(amount, r.fromAsset!, r.toAsset!)];
  const plan: Plan = { operation: r.operation, chain, toChain: r.toChain, fromAsset: r.fromAsset!, fromAmount, toAsset: r.toAsset!, toAmount, venue: r.venue, mandateRef: r.mandateRef };
  return { ok: true, plan, priceSource: src.price ? "configured" : "sample" };
}
