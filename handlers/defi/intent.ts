import { divideDecimal, multiplyDecimal } from "./amounts";
import { chainNamed } from "./portals";

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

const NUM = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const ASSET = String.raw`([A-Za-z][A-Za-z0-9.]{0,11})`;
const CHAIN = String.raw`([A-Za-z][A-Za-z -]{1,30}?)`;
const TAIL = String.raw`(?:\s+(?:on|via)\s+(venue_[123]))?(?:\s+(?:under|with)\s+(?:mandate\s+)?(mdt_[A-Za-z0-9_-]{1,60}))?`;
const SWAP = new RegExp(String.raw`^(?:please\s+)?(?:swap|trade|convert|sell)\s+${NUM}\s+${ASSET}\s+(?:to|for|into)\s+${ASSET}(?:\s+on\s+${CHAIN})?${TAIL}$`, "i");
const LEND = new RegExp(String.raw`^(?:please\s+)?(lend|supply|deposit|withdraw)\s+${NUM}\s+${ASSET}(?:\s+(?:on|from)\s+${CHAIN})?${TAIL}$`, "i");
const BRIDGE = new RegExp(String.raw`^(?:please\s+)?bridge\s+${NUM}\s+${ASSET}\s+from\s+${CHAIN}\s+to\s+${CHAIN}${TAIL}$`, "i");

export type ParsedIntent = { ok: true; plan: Plan } | { ok: false; reason: string };

/** Parses one request (grammar above; no language model). Amounts with thousands commas are accepted. */
export function parseIntent(message: string, portalChain: string): ParsedIntent {
  const text = message.trim().replace(/[.!]+$/, "").replace(/\s+/g, " ");
  const plain = (n: string) => n.replace(/,/g, "");
  let m = SWAP.exec(text);
  if (m) return quote({ operation: "swap", amount: plain(m[1]), from: m[2], to: m[3], chainText: m[4], toChainText: undefined, venue: m[5], mandate: m[6] }, portalChain);
  m = LEND.exec(text);
  if (m) {
    const op = m[1].toLowerCase();
    const operation: Operation = op === "withdraw" ? "withdraw" : op === "lend" ? "lend" : "supply";
    return quote({ operation, amount: plain(m[2]), from: m[3], to: m[3], chainText: m[4], toChainText: undefined, venue: m[5], mandate: m[6] }, portalChain);
  }
  m = BRIDGE.exec(text);
  if (m) return quote({ operation: "bridge", amount: plain(m[1]), from: m[2], to: m[2], chainText: m[3], toChainText: m[4], venue: m[5], mandate: m[6] }, portalChain);
  return { ok: false, reason: 'I understand requests like "swap 100 USDC to ETH on Base", "lend 500 USDC on Base", "withdraw 50 USDC", "bridge 10 USDC from Base to Arbitrum One".' };
}

function quote(q: { operation: Operation; amount: string; from: string; to: string; chainText?: string; toChainText?: string; venue?: string; mandate?: string }, portalChain: string): ParsedIntent {
  const chain = q.chainText === undefined ? portalChain : chainNamed(q.chainText)?.slug;
  if (!chain) return { ok: false, reason: `"${q.chainText}" is no chain I know.` };
  const toChain = q.toChainText === undefined ? null : (chainNamed(q.toChainText)?.slug ?? undefined);
  if (toChain === undefined) return { ok: false, reason: `"${q.toChainText}" is no chain I know.` };
  if (/^0+(\.0+)?$/.test(q.amount)) return { ok: false, reason: "The amount must be more than zero." };
  const fromAsset = q.from.toUpperCase();
  const toAsset = q.to.toUpperCase();
  const [pf, pt] = [SAMPLE_PRICES_USD[fromAsset], SAMPLE_PRICES_USD[toAsset]];
  if (!pf || !pt) return { ok: false, reason: `No simulated price for ${!pf ? fromAsset : toAsset}; the sample price table has ${Object.keys(SAMPLE_PRICES_USD).join(", ")}.` };
  const toAmount = fromAsset === toAsset ? q.amount : divideDecimal(multiplyDecimal(q.amount, pf, 18), pt, 8);
  return {
    ok: true,
    plan: { operation: q.operation, chain, toChain, fromAsset, fromAmount: q.amount, toAsset, toAmount, venue: q.venue?.toLowerCase() ?? null, mandateRef: q.mandate ?? null },
  };
}
