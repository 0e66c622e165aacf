import type { MerchantAuditInput, MerchantAuditOutput, MerchantSnapshotInput, MerchantSnapshotOutput } from "../../generated/payments/types";
import { unitsToUsdc } from "./amounts";
import { AuditHistory, auditSubject, changeAlerts, normalizedQueries, type AuditSummary } from "./history";
import { gatherMerchantFacts, priceText, type MerchantDeps, type MerchantFacts } from "./merchant";
import { cheapestCompetitor, largestRevenueIssue, ownPrice, scoreMerchant } from "./scoring";
import { isBase, isBaseUsdc } from "./x402";

function activityView(f: MerchantFacts) {
  const a = f.activity;
  return { transferCount: a.transferCount, uniquePayers: a.uniquePayers, volumeUsdc: unitsToUsdc(a.volumeUnits), excludedPayerCount: a.excludedPayerCount, windowDays: a.windowDays };
}

export async function merchantSnapshot(deps: MerchantDeps, args: MerchantSnapshotInput, now: () => Date): Promise<MerchantSnapshotOutput> {
  const f = await gatherMerchantFacts(deps, args.payTo, args.queries, args.excludePayers);
  const s = scoreMerchant(f);
  return {
    payTo: args.payTo,
    snapshotAt: now().toISOString(),
    scores: { discovery: s.discovery, reliability: s.reliability, buyerSignals: s.buyerReach, usdcActivity: s.usdcActivity },
    usdcActivity: activityView(f),
    largestRevenueIssue: largestRevenueIssue(f, s),
  };
}

/** merchant_audit: the snapshot's facts in full, plus the hashed score history and change alerts. */
export async function merchantAudit(deps: MerchantDeps, history: AuditHistory, args: MerchantAuditInput, now: () => Date): Promise<MerchantAuditOutput> {
  const f = await gatherMerchantFacts(deps, args.payTo, args.queries, args.excludePayers);
  const s = scoreMerchant(f);
  const at = now();
  const normalized = args.queries.map((q) => q.trim().toLowerCase());
  const cheapest = cheapestCompetitor(f);
  const own = ownPrice(f);
  const summary: AuditSummary = {
    scores: s,
    ranks: normalizedQueries(args.queries).map((q) => f.ranks[normalized.indexOf(q)].rank),
    cheapestCompetitorUnits: cheapest === undefined ? null : cheapest.toString(),
    ownPriceUnits: own === undefined ? null : own.toString(),
  };
  const { earlier, previous } = await history.record(auditSubject(args.payTo, args.queries), at, summary);
  return {
    payTo: args.payTo,
    auditedAt: at.toISOString(),
    listings: f.own.map((l) => ({
      resource: l.resource,
      description: l.description,
      network: l.requirement?.network || null,
      priceUsdc: priceText(l.requirement?.amountUnits),
      issues: listingIssues(l),
    })),
    semanticRank: f.ranks.map((r) => ({ query: r.query, rank: r.rank, resultsConsidered: r.resultsConsidered })),
    competitorPrices: f.ranks.flatMap((r) => r.competitors.map((c) => ({ query: r.query, payTo: c.payTo, priceUsdc: unitsToUsdc(c.priceUnits), resource: c.resource }))),
    paymentReliability: f.reliability,
    buyerReach: { uniqueBuyers: f.activity.uniquePayers, repeatBuyers: f.activity.repeatBuyers, windowDays: f.activity.windowDays },
    usdcActivity: activityView(f),
    scores: s,
    history: earlier,
    alerts: changeAlerts(previous, summary, args.queries),
  };
}

function listingIssues(l: MerchantFacts["own"][number]): string[] {
  const issues: string[] = [];
  if (!l.description) issues.push("missing description: buyers' searches cannot match it");
  const r = l.requirement;
  if (!r) return [...issues, "no payment option (accepts is empty)"];
  if (!isBase(r)) issues.push(`network "${r.network}" is not Base`);
  if (!isBaseUsdc(r)) issues.push("asset is not USDC on Base");
  if (r.amountUnits === undefined) issues.push("no price in base units");
  return issues;
}
