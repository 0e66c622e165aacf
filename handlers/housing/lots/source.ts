import { TextRanker } from "../../_shared/text-ranker";
import type { SearchSource } from "../support/sources";
import type { PlanRecord } from "./data";
import { planResult, planText } from "./plans";

/**
 * The `plan:` search source (support/sources.ts) over the plan sets: BM25 (the shared TextRanker)
 * over title, designer, program, cities, size and description; `fetch` returns the plan's text
 * and its result fields as metadata, with `sample` from the data file.
 */
export function plansSearchSource(plans: readonly PlanRecord[], sample: boolean): SearchSource {
  const byId = new Map(plans.map((p) => [p.id.toLowerCase(), p]));
  const ranker = new TextRanker(
    plans.map((p) => [p.title, p.designer, p.program, p.pre_approved_in.join(" "), `${p.bedrooms} bedroom`, `${p.square_feet} sq ft`, p.stories === 2 ? "two-story" : "", "ADU plan set", p.description].join(" ")),
  );
  return {
    prefix: "plan",
    search(query, limit) {
      return ranker
        .rank(query)
        .slice(0, limit)
        .map(({ index, score }) => ({ id: `plan:${plans[index].id}`, title: plans[index].title, url: plans[index].url, score, sample }));
    },
    fetch(id) {
      const plan = byId.get(id.toLowerCase());
      if (!plan) return undefined;
      return { id: `plan:${plan.id}`, title: plan.title, text: planText(plan), url: plan.url, metadata: { ...planResult(plan), sample } };
    },
  };
}
