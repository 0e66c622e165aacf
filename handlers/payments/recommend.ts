import type { RecommendToolInput, RecommendToolOutput } from "../../generated/payments/types";
import type { ToolDefinition } from "mcpforge/runtime";
import { paymentsService } from "../../generated/payments/server";
import { unitsToUsdc } from "./amounts";
import { Retriever } from "../_shared/retrieval";

/** One tool of this service as recommend_tool knows it. */
export interface CatalogueEntry {
  tool: string;
  /** Price of one call in micro-USD (= USDC base units), from the manifest's `price.micros`. */
  priceMicros: number;
  requiredInputs: string[];
  /** The manifest description's first sentence. */
  reason: string;
  /** The tool's name words and title. */
  name: string;
  /** What agents ask this tool for, in their words (INTENTS). */
  intents: string;
  /** The description without the clauses that point to other tools. */
  description: string;
}

/**
 * The goals each tool serves, in the words agents use, beside what the manifest says. Only these
 * and the manifest's own name, title and description are searched, so the catalogue follows
 * spec/payments.json; a goal none of them covers gets "no tool here fits".
 */
const INTENTS: Record<string, string> = {
  base_balance: "balance how much money funds holdings wallet eth usdc hold own block height read",
  batch_check_urls: "many several list multiple websites links sites urls uptime monitor once batch bulk all one call",
  check_url:
    "website link site url page up down online offline uptime status code alive ping reachable responding latency response time speed slow redirects content type measure test",
  merchant_audit:
    "seller business sales revenue competitors competitor prices pricing history over time trends alerts track full audit deep detailed listings rank",
  merchant_snapshot:
    "seller business sales quick score scorecard overview summary how is doing biggest issue revenue rank buyers",
  payment_guard:
    "safe pay sign x402 402 challenge invoice price verify validate before paying scam legit trust recipient payto api endpoint",
  treasury_preflight:
    "ready readiness enough funds budget spend spending afford gas reserve destination hazard chain transfer before paying wallet",
  verify_web_evidence:
    "proof prove evidence screenshot archive snapshot page content hash receipt text contains record timestamp timestamped show said later",
};

export function catalogueFrom(tools: readonly ToolDefinition[]): CatalogueEntry[] {
  const names = tools.map((t) => t.name);
  return tools
    .filter((t) => t.name !== "recommend_tool")
    .map((t) => ({
      tool: t.name,
      priceMicros: t.priceMicros ?? 0,
      requiredInputs: ((t.inputSchema.required as string[] | undefined) ?? []).slice(),
      reason: firstSentence(t.description),
      name: `${t.name.replace(/_/g, " ")} ${t.title}`,
      intents: INTENTS[t.name] ?? "",
      description: ownClauses(
        t.description,
        names.filter((n) => n !== t.name),
      ),
    }));
}

/**
 * What `text` says the tool does: without the clauses (split at . ; :) that name another tool
 * (they describe that tool), that say what it does not do ("signs, sends and moves nothing"), and
 * without bare numbers (limits such as "up to 10 wallets", not purposes).
 */
function ownClauses(text: string, others: string[]): string {
  return text
    .split(/(?<=[.;:])\s+/)
    .filter((clause) => !others.some((o) => clause.includes(o)) && !/\b(nothing|never|not|no)\b/i.test(clause))
    .join(" ")
    .replace(/\b\d+\b/g, " ");
}

const ALTERNATIVES = 3;
/**
 * A tool is recommended when it covers at least this share of the goal (docs/retrieval.md). Lower
 * than the default: goals are sentences, and eight short catalogue entries hold few of their words.
 */
const FLOOR = 0.4;

/** recommend_tool over `catalogue`: pure computation; opens no socket, reads no file. */
export function recommender(catalogue: readonly CatalogueEntry[]): (args: RecommendToolInput) => RecommendToolOutput {
  const ranker = new Retriever(
    catalogue.map((e) => ({ ...e, id: e.tool })),
    { fields: [{ name: "name", boost: 2 }, { name: "intents", boost: 2 }, { name: "description" }], floor: FLOOR },
  );
  return (args) => {
    const ceiling = args.maxPriceUsd === undefined ? undefined : Math.round(args.maxPriceUsd * 1_000_000);
    const hits = ranker.search(args.goal, { limit: catalogue.length }).hits.map((h) => h.doc);
    const affordable = hits.filter((e) => ceiling === undefined || e.priceMicros <= ceiling);
    const [best, ...rest] = affordable;
    if (!best) {
      const why = hits.length
        ? `the matching tools cost more than ${args.maxPriceUsd} USDC per call`
        : "no tool of this service fits this goal (it checks wallets, URLs, web evidence, x402 payments and merchants)";
      return {
        recommendation: null,
        alternatives: [],
        nextStep: `Nothing fits: ${why}. Rephrase the goal (e.g. "check a wallet balance", "validate an x402 challenge", "check a URL") or raise maxPriceUsd.`,
      };
    }
    const price = (e: CatalogueEntry) => unitsToUsdc(BigInt(e.priceMicros));
    return {
      recommendation: {
        tool: best.tool,
        priceUsdc: price(best),
        requiredInputs: best.requiredInputs,
        reason: best.reason,
      },
      alternatives: rest.slice(0, ALTERNATIVES).map((e) => ({ tool: e.tool, priceUsdc: price(e), reason: e.reason })),
      nextStep: `Call ${best.tool} with ${best.requiredInputs.length ? best.requiredInputs.join(", ") : "no required inputs"}.`,
    };
  };
}

/** This service's recommender, over the catalogue of spec/payments.json (its generated definition). */
export const recommendTool = recommender(catalogueFrom(paymentsService.tools));

function firstSentence(text: string): string {
  const m = /^(.+?[.!?])(\s|$)/.exec(text);
  return (m ? m[1] : text).slice(0, 300);
}
