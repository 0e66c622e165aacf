import type { Plan, SearchPlansInput } from "../../../generated/housing/types";
import type { PlanRecord } from "./data";
import { placeKey } from "./paging";

/** A plan record as the tools return it (the data's description stays for fetch). */
export function planResult(p: PlanRecord): Plan {
  return {
    bathrooms: p.bathrooms,
    bedrooms: p.bedrooms,
    build_cost_high_usd: p.build_cost_high_usd,
    build_cost_low_usd: p.build_cost_low_usd,
    designer: p.designer,
    footprint_depth_ft: p.footprint_depth_ft,
    footprint_width_ft: p.footprint_width_ft,
    id: p.id,
    plan_price_usd: p.plan_price_usd,
    pre_approved_in: p.pre_approved_in,
    program: p.program,
    square_feet: p.square_feet,
    stories: p.stories,
    title: p.title,
    url: p.url,
  };
}

/** Plans in search_plans order: smallest first, then by title and id (stable across pages). */
export function sortedPlans(plans: readonly PlanRecord[]): PlanRecord[] {
  return [...plans].sort((a, b) => a.square_feet - b.square_feet || a.title.localeCompare(b.title, "en") || a.id.localeCompare(b.id));
}

export function preApprovedIn(p: PlanRecord, place: string): boolean {
  const want = placeKey(place);
  return p.pre_approved_in.some((j) => placeKey(j) === want);
}

export function planMatches(p: PlanRecord, f: Omit<SearchPlansInput, "cursor" | "limit">): boolean {
  return (
    (f.bedrooms_min === undefined || p.bedrooms >= f.bedrooms_min) &&
    (f.min_sqft === undefined || p.square_feet >= f.min_sqft) &&
    (f.max_sqft === undefined || p.square_feet <= f.max_sqft) &&
    (f.max_plan_price === undefined || p.plan_price_usd <= f.max_plan_price) &&
    (f.pre_approved_in === undefined || preApprovedIn(p, f.pre_approved_in))
  );
}

/** The text fetch returns for plan:<id>. */
export function planText(p: PlanRecord): string {
  const cost = p.build_cost_low_usd !== null && p.build_cost_high_usd !== null ? ` Estimated build cost $${p.build_cost_low_usd.toLocaleString("en-US")}–$${p.build_cost_high_usd.toLocaleString("en-US")}.` : "";
  return (
    `${p.title} by ${p.designer} (${p.program}). ${p.square_feet} sq ft, ${p.bedrooms} bedroom(s), ${p.bathrooms} bathroom(s), ` +
    `${p.stories} stor${p.stories === 1 ? "y" : "ies"}, footprint ${p.footprint_width_ft} × ${p.footprint_depth_ft} ft. ` +
    `Plan set $${p.plan_price_usd.toLocaleString("en-US")} (not the build cost).${cost} Pre-approved in: ${p.pre_approved_in.join(", ")}. ${p.description} ` +
    "Sample data: not a real plan listing."
  );
}
