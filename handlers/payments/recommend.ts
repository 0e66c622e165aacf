import type { RecommendToolInput, RecommendToolOutput } from "../../generated/payments/types";
import type { ToolDefinition } from "../../generator/runtime";
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
  text: string;
}

/**
 * Words agents use for each tool that its description may not contain; they only widen the
 * search text, twice (a keyword weighs more than a word of the long description). Everything else (names, prices, required inputs, descriptions) is read from the
 * generated definition of spec/payments.json, so the catalogue follows the manifest.
 */
const EXTRA_WORDS: Record<string, string> = {
  base_balance: "how much money funds holdings wallet balance eth usdc",
  batch_check_urls: "many several list multiple websites links uptime monitor once batch",
  check_url: "website link up down online uptime status alive ping",
  merchant_audit: "seller business sales revenue competitors history trends full audit",
  merchant_snapshot: "seller business sales quick score overview",
  payment_guard: "safe pay sign x402 402 challenge invoice price verify before paying scam",
  treasury_preflight: "ready enough funds budget spend gas readiness destination hazard",
  verify_web_evidence: "proof evidence screenshot archive page content hash receipt text contains",
};

export function catalogueFrom(tools: readonly ToolDefinition[]): CatalogueEntry[] {
  return tools
    .filter((t) => t.name !== "recommend_tool")
    .map((t) => ({
      tool: t.name,
      priceMicros: t.priceMicros ?? 0,
      requiredInputs: ((t.inputSchema.required as string[] | undefined) ?? []).slice(),
      reason: firstSentence(t.description),
      text: `${t.name.replace(/_/g, " ")} ${t.title} ${t.description} ${EXTRA_WORDS[t.name] ?? ""} ${EXTRA_WORDS[t.name] ?? ""}`,
    }));
}

const ALTERNATIVES = 3;

/** recommend_tool over `catalogue`: pure computation; opens no socket, reads no file. */
export function recommender(catalogue: readonly CatalogueEntry[]): (args: RecommendToolInput) => RecommendToolOutput {
  const ranker = new Retriever(
    catalogue.map((e) => ({ ...e, id: e.tool })),
    { fields: [{ name: "text" }] },
  );
  return (args) => {
    const ceiling = args.maxPriceUsd === undefined ? undefined : Math.round(args.maxPriceUsd * 1_000_000);
    const hits = ranker.search(args.goal, { limit: catalogue.length }).hits.map((h) => h.doc);
    const affordable = hits.filter((e) => ceiling === undefined || e.priceMicros <= ceiling);
    const [best, ...rest] = affordable;
    if (!best) {
      const why = hits.length ? `the matching tools cost more than ${args.maxPriceUsd} USDC per call` : "no tool of this service matches the goal";
      return { recommendation: null, alternatives: [], nextStep: `Nothing fits: ${why}. Rephrase the goal (e.g. "check a wallet balance", "validate an x402 challenge", "check a URL") or raise maxPriceUsd.` };
    }
    const price = (e: CatalogueEntry) => unitsToUsdc(BigInt(e.priceMicros));
    return {
      recommendation: { tool: best.tool, priceUsdc: price(best), requiredInputs: best.requiredInputs, reason: best.reason },
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
