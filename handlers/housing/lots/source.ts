import { Retriever } from "../../_shared/retrieval";
import type { SearchSource } from "../support/sources";
import type { PlanRecord } from "./data";
import { planResult, planText } from "./plans";

/**
 * The `plan:` search source (support/sources.ts) over the plan sets: the shared Retriever over
 * title (boosted), designer, program, cities, size and description; `fetch` returns the plan's text
 * and its result fields as metadata, with `sample` from the data file.
 */
export function plansSearchSource(plans: readonly PlanRecord[], sample: boolean): SearchSource {
  const byId = new Map(plans.map((p) => [p.id.toLowerCase(), p]));
  const ranker = new Retriever(
    plans.map((p) => ({
      id: p.id,
      plan: p,
      title: p.title,
      body: [
        p.designer,
        p.program,
        p.pre_approved_in.join(" "),
        `${p.bedrooms} bedroom`,
        `${p.square_feet} sq ft`,
        p.stories === 2 ? "two-story" : "",
        "ADU plan set",
        p.description,
      ].join(" "),
    })),
    { fields: [{ name: "title", boost: 2 }, { name: "body" }] },
  );
  return {
    prefix: "plan",
    search(query, limit) {
      return ranker
        .search(query, { limit })
        .hits.map(({ doc: { plan }, score }) => ({
          id: `plan:${plan.id}`,
          title: plan.title,
          url: plan.url,
          score,
          sample,
        }));
    },
    fetch(id) {
      const plan = byId.get(id.toLowerCase());
      if (!plan) return undefined;
      return {
        id: `plan:${plan.id}`,
        title: plan.title,
        text: planText(plan),
        url: plan.url,
        metadata: { ...planResult(plan), sample },
      };
    },
  };
}
