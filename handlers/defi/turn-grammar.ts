import type { Operation } from "./intent";
import { assetAt, chainAt, FILLERS, FRACTIONS, numberOf, tokenize, VERBS, type Token } from "./words";

/**
 * The copilot's grammar over tokens (tokens from compromise, words.ts). A request is filler words,
 * one operation verb
 * (no verb but an amount and "to ASSET": a swap, "USDC 300 -> ETH"), then its parts in any order:
 *
 *   amount   N ASSET | ASSET N | $N [of ASSET] | half|all|a quarter|N percent [of] [my] ASSET
 *   target   to|for|into ASSET (a swap's other asset; "->" reads as "to") | with ASSET (buy … with)
 *   chains   on|in CHAIN | from CHAIN | to CHAIN (a bridge's destination)
 *   venue    via|into|to|at|on|through|in venue_N | aave (the chain's default lending venue)
 *   mandate  under|with [mandate] mdt_…
 *
 * followed by filler words ("please", "for me", "thanks"). Any other word makes the request not
 * understood, and the reply names it; nothing is guessed.
 */
export type Amount = { kind: "units"; value: string } | { kind: "usd"; value: string } | { kind: "share"; value: string };

export interface Request {
  operation: Operation;
  amount: Amount;
  /** The asset the amount is in ("buy 0.1 ETH with USDC": ETH, the asset bought). */
  amountAsset: string;
  fromAsset: string | null;
  toAsset: string | null;
  /** "buy": the amount is what is received. */
  buying: boolean;
  chainText: string | null;
  chain: string | null;
  toChain: string | null;
  venue: string | null;
  /** "aave" / "the lending pool": the chain's default lending venue. */
  defaultLending: boolean;
  mandateRef: string | null;
}

export type ParsedRequest = { ok: true; request: Request } | { ok: false; reason: string };

const LENDING_NAMES = new Set(["aave", "pool", "lending"]);

export function parseRequest(message: string): ParsedRequest {
  const t = tokenize(message);
  let i = 0;
  while (i < t.length && !VERBS[t[i].norm] && FILLERS.has(t[i].norm)) i++;
  // "USDC 300 -> ETH": an amount straight away, with a target asset, is a swap.
  const implied = t[i] && !VERBS[t[i].norm] && amountAt(t, i) !== null && t.some((w, k) => k > i && w.norm === "to" && assetAt(t, k + 1));
  if (implied) i--;
  const verb = implied ? "swap" : t[i]?.norm;
  if (!verb || !VERBS[verb]) return { ok: false, reason: `no operation word: say swap, buy, sell, lend, supply, deposit, withdraw or bridge${t[i] ? ` (not "${t[i].text}")` : ""}` };
  const r: Partial<Request> & { unknown: string[]; amounts: { amount: Amount; asset: string | null }[] } = { operation: VERBS[verb], buying: verb === "buy" || verb === "purchase", unknown: [], amounts: [], chain: null, chainText: null, toChain: null, venue: null, defaultLending: false, mandateRef: null, toAsset: null, fromAsset: null };
  if (verb === "take" && t[i + 1]?.norm === "out") i++;
  for (i++; i < t.length; ) i = part(t, i, r);
  if (r.unknown.length > 0) return { ok: false, reason: `I did not understand ${r.unknown.map((w) => `"${w}"`).join(", ")}` };
  const first = r.amounts[0];
  if (!first) return { ok: false, reason: "no amount: say how much, e.g. 250 USDC, $250 of USDC, half my ETH" };
  const amountAsset = first.asset ?? r.amounts.find((a) => a.asset)?.asset ?? r.fromAsset ?? null;
  if (!amountAsset) return { ok: false, reason: "no asset: name what to move, e.g. USDC or ETH" };
  const request: Request = { ...(r as Request), amount: first.amount, amountAsset };
  if (request.operation === "swap") {
    if (request.buying) [request.toAsset, request.fromAsset] = [amountAsset, r.fromAsset ?? null];
    else request.fromAsset = amountAsset;
    if (!request.fromAsset || !request.toAsset) return { ok: false, reason: request.buying ? `buy ${amountAsset} with what? say e.g. "buy 0.1 ETH with USDC"` : `swap ${amountAsset} into what? say e.g. "swap 100 USDC to ETH"` };
  } else request.fromAsset = request.toAsset = amountAsset;
  if (request.operation === "bridge" && !request.toChain) return { ok: false, reason: "bridge to which chain? say e.g. \"bridge 100 USDC from Base to Arbitrum One\"" };
  return { ok: true, request };
}

type Draft = Partial<Request> & { unknown: string[]; amounts: { amount: Amount; asset: string | null }[] };

/** Reads one part at `i` into `r`; returns the next index. */
function part(t: Token[], i: number, r: Draft): number {
  const w = t[i].norm;
  const amount = amountAt(t, i);
  if (amount) {
    r.amounts.push(amount.value);
    return amount.next;
  }
  if ((w === "to" || w === "for" || w === "into" || w === "in") && assetAt(t, i + 1) && r.operation === "swap") {
    const a = assetAt(t, i + 1)!;
    if (r.buying) r.fromAsset = a.asset;
    else r.toAsset = a.asset;
    return a.next;
  }
  if ((w === "with" || w === "using") && assetAt(t, i + 1)) {
    const a = assetAt(t, i + 1)!;
    r.fromAsset = a.asset;
    return a.next;
  }
  if (["on", "in", "from", "to", "onto", "over"].includes(w) && chainAt(t, i + 1)) {
    const c = chainAt(t, i + 1)!;
    if (w === "to" || w === "onto" || (w === "over" && r.operation === "bridge")) r.toChain = c.chain.slug;
    else {
      r.chain = c.chain.slug;
      r.chainText = c.chain.name;
    }
    return c.next;
  }
  if (/^venue_\d+$/.test(w) || LENDING_NAMES.has(w)) {
    if (/^venue_\d+$/.test(w)) r.venue = w;
    else r.defaultLending = true;
    return i + 1;
  }
  if (["via", "into", "to", "at", "on", "through", "in", "with", "from"].includes(w) && t[i + 1] && (/^venue_\d+$/.test(t[i + 1].norm) || LENDING_NAMES.has(t[i + 1].norm))) return i + 1;
  if (/^mdt_[\w-]{1,60}$/.test(t[i].text)) {
    r.mandateRef = t[i].text;
    return i + 1;
  }
  if (["under", "mandate"].includes(w) && t[i + 1]) return i + 1;
  const asset = assetAt(t, i);
  if (asset) {
    // A bare asset after an amount without one ("250 of USDC"), or a swap's other side.
    const open = r.amounts.find((a) => a.asset === null);
    if (open) open.asset = asset.asset;
    else if (r.operation === "swap" && r.amounts.length > 0 && !r.toAsset && !r.buying) r.toAsset = asset.asset;
    else r.amounts.push({ amount: { kind: "share", value: "1" }, asset: asset.asset });
    return asset.next;
  }
  if (FILLERS.has(w) || ["it", "them", "funds", "money", "position", "balance", "chain", "network", "mainnet", "one"].includes(w)) return i + 1;
  r.unknown.push(t[i].text);
  return i + 1;
}

/** An amount phrase at `i`: "250 USDC", "USDC 300", "$250 [of USDC]", "half [of] [my] ETH", "25 percent of my USDC". */
function amountAt(t: Token[], i: number): { value: { amount: Amount; asset: string | null }; next: number } | null {
  const w = t[i].norm;
  const n = numberOf(w);
  if (n !== null) {
    if (t[i + 1]?.norm === "percent") return share(t, i + 2, (Number(n) / 100).toString());
    const usd = w.startsWith("$") || t[i + 1]?.norm === "dollars" || t[i + 1]?.norm === "usd";
    let j = i + 1 + (t[i + 1]?.norm === "dollars" || t[i + 1]?.norm === "usd" ? 1 : 0);
    if (t[j]?.norm === "worth") j++;
    if (t[j]?.norm === "of") j++;
    const a = assetAt(t, j);
    if (usd && !a) return { value: { amount: { kind: "units", value: n }, asset: "USDC" }, next: j };
    return { value: { amount: { kind: usd && a && !["USDC", "USDT", "DAI"].includes(a.asset) ? "usd" : "units", value: n }, asset: a?.asset ?? null }, next: a ? a.next : i + 1 };
  }
  if (FRACTIONS[w]) return share(t, i + 1, FRACTIONS[w]);
  const a = assetAt(t, i);
  const m = a && t[a.next] ? numberOf(t[a.next].norm) : null;
  if (a && m !== null && !t[a.next].norm.startsWith("$")) return { value: { amount: { kind: "units", value: m }, asset: a.asset }, next: a.next + 1 };
  return null;
}

function share(t: Token[], j: number, value: string) {
  while (t[j] && ["of", "my", "the", "our"].includes(t[j].norm)) j++;
  const a = assetAt(t, j);
  return { value: { amount: { kind: "share" as const, value }, asset: a?.asset ?? null }, next: a ? a.next : j };
}
