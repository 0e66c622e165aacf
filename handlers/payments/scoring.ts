import { unitsToUsdc } from "./amounts";
import type { MerchantFacts } from "./merchant";

export interface MerchantScores {
  discovery: number;
  reliability: number;
  buyerReach: number;
  usdcActivity: number;
  overall: number;
}

export interface RevenueIssue {
  code: string;
  summary: string;
  recommendation: string;
}

/**
 * Scores 0–100 (design; docs/payments.md explains them):
 * - discovery: per query 100 for rank 1, 20 fewer per place below, 0 when not found; averaged;
 * - reliability: share of probed endpoints answering a valid Base USDC challenge to payTo;
 * - buyerReach: 60 × min(1, unique payers / 10) + 40 × repeat buyers / unique payers;
 * - usdcActivity: 25 × log10(1 + USDC volume), capped at 100 (1 USDC ≈ 8, 100 ≈ 50, 10 000 = 100);
 * - overall: 0.3 discovery + 0.3 reliability + 0.2 buyerReach + 0.2 usdcActivity.
 */
export function scoreMerchant(f: MerchantFacts): MerchantScores {
  const discovery = avg(f.ranks.map((r) => (r.rank === null ? 0 : Math.max(0, 100 - (r.rank - 1) * 20))));
  const reliability = f.reliability.endpointsChecked === 0 ? 0 : (100 * f.reliability.validChallenges) / f.reliability.endpointsChecked;
  const a = f.activity;
  const buyerReach = a.uniquePayers === 0 ? 0 : 60 * Math.min(1, a.uniquePayers / 10) + (40 * a.repeatBuyers) / a.uniquePayers;
  const usdcActivity = Math.min(100, 25 * Math.log10(1 + Number(unitsToUsdc(a.volumeUnits))));
  const overall = 0.3 * discovery + 0.3 * reliability + 0.2 * buyerReach + 0.2 * usdcActivity;
  return { discovery: int(discovery), reliability: int(reliability), buyerReach: int(buyerReach), usdcActivity: int(usdcActivity), overall: int(overall) };
}

/** The merchant's own lowest Base USDC price, in base units. */
export function ownPrice(f: MerchantFacts): bigint | undefined {
  const prices = f.own.map((l) => l.requirement?.amountUnits).filter((p): p is bigint => p !== undefined);
  return prices.length ? prices.reduce((m, p) => (p < m ? p : m)) : undefined;
}

export function cheapestCompetitor(f: MerchantFacts): bigint | undefined {
  const prices = f.ranks.flatMap((r) => r.competitors.map((c) => c.priceUnits));
  return prices.length ? prices.reduce((m, p) => (p < m ? p : m)) : undefined;
}

/** The one issue costing the most revenue, checked in the order a buyer meets them. */
export function largestRevenueIssue(f: MerchantFacts, s: MerchantScores): RevenueIssue | null {
  if (f.own.length === 0) {
    return { code: "not_discoverable", summary: "No discovery listing names this wallet as payTo, so buyers searching the x402 discovery list cannot find the service.", recommendation: "Register the paid endpoints with the facilitator's discovery (Bazaar) with a clear description." };
  }
  if (f.reliability.validChallenges < f.reliability.endpointsChecked) {
    return { code: "invalid_challenge", summary: `${f.reliability.endpointsChecked - f.reliability.validChallenges} of ${f.reliability.endpointsChecked} listed endpoints do not answer with a valid x402 challenge for USDC on Base paying this wallet.`, recommendation: `Fix the 402 responses: ${f.reliability.issues[0] ?? "see paymentReliability"}.` };
  }
  const unranked = f.ranks.filter((r) => r.rank === null || r.rank > 3);
  if (unranked.length > 0) {
    return { code: "low_search_rank", summary: `For ${unranked.map((r) => `"${r.query}"`).join(", ")} the merchant is not among the first three results.`, recommendation: "Describe each listing in the words buyers search with (what it returns, for whom)." };
  }
  const own = ownPrice(f);
  const cheapest = cheapestCompetitor(f);
  if (own !== undefined && cheapest !== undefined && own > cheapest * 2n) {
    return { code: "overpriced", summary: `The merchant asks ${unitsToUsdc(own)} USDC while a competitor for the same searches asks ${unitsToUsdc(cheapest)} USDC.`, recommendation: "Lower the price or state in the description why the service is worth more." };
  }
  if (f.activity.uniquePayers === 0) {
    return { code: "no_paying_buyers", summary: `No USDC payment to this wallet on Base in the last ${f.activity.windowDays} days (excluded wallets left out).`, recommendation: "Promote the listing to agents and check that a test purchase settles." };
  }
  if (s.buyerReach < 50) {
    return { code: "few_repeat_buyers", summary: "Few distinct or returning buyers paid in the window.", recommendation: "Offer volume pricing or batch endpoints that bring buyers back." };
  }
  return null;
}

const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const int = (x: number) => Math.max(0, Math.min(100, Math.round(x)));
