import type { SearchSource } from "../support/sources";
import type { PlanRecord } from "./data";
import { planResult, planText } from "./plans";

/**
 * The `plan:` search source (support/sources.ts) over the plan sets: each plan as a document with
 * its title, the cities it is pre-approved in (place), and designer, program, size and description
 * (body); `fetch` returns the plan's text and its result fields as metadata, with `sample` from the
 * data file.
 */
export function plansSearchSource(plans: readonly PlanRecord[], sample: boolean): SearchSource {
  const byId = new Map(plans.map((p) => [p.id.toLowerCase(), p]));
  const documents = plans.map((p) => ({
    id: `plan:${p.id}`,
    title: p.title,
    url: p.url,
    sample,
    place: p.pre_approved_in.join(" "),
    body: [
      "ADU plan set pre-approved design",
      p.designer,
      p.program,
      p.bedrooms === 0 ? "studio" : `${p.bedrooms} bedroom`,
      `${p.square_feet} square feet sq ft`,
      p.stories === 2 ? "two-story" : "",
      p.description,
    ].join(" "),
  }));
  return {
    prefix: "plan",
    documents: () => documents,
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
