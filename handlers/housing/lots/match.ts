import type { MatchPlansToLotOutput } from "../../../generated/housing/types";
import type { PlanRecord } from "./data";
import type { Envelope } from "./envelope";
import { placeKey } from "./paging";
import { planResult, preApprovedIn } from "./plans";

/**
 * match_plans_to_lot's fit step (Los Angeles County parcels only). Candidates are the plan sets
 * pre-approved somewhere in Los Angeles County. A plan fits when its footprint (either way round)
 * fits the buildable area's raster. Fitting plans rank: pre-approved in the parcel's own
 * jurisdiction first (no further plan review of the design there), then larger (more living
 * area), then cheaper plan set, then title. The first is best_match, the next three alternates.
 */
const LA_COUNTY_PLACES = new Set(
  ["Los Angeles County", "Los Angeles", "Pasadena", "Long Beach", "Glendale", "Burbank", "Santa Monica", "Culver City", "Beverly Hills", "Inglewood", "West Hollywood", "Manhattan Beach", "Torrance", "Santa Clarita", "Lancaster", "Palmdale", "Pomona", "Downey", "El Monte", "West Covina", "Norwalk", "Compton", "Alhambra", "Whittier", "Lakewood", "Carson", "Hawthorne"].map(placeKey),
);

type Fit = Pick<MatchPlansToLotOutput, "alternates" | "best_match" | "considered" | "notes">;

export function inLaCounty(p: PlanRecord): boolean {
  return p.pre_approved_in.some((j) => LA_COUNTY_PLACES.has(placeKey(j)));
}

export function matchPlans(envelope: Envelope, jurisdiction: string, plans: readonly PlanRecord[]): Fit {
  const candidates = plans.filter(inLaCounty);
  const rect = envelope.parcel.buildable.largest_rectangle_ft;
  const space = rect ? `the largest free rectangle is ${rect.width} × ${rect.depth} ft` : "no buildable area is left";
  const weighed = candidates.map((plan) => {
    const fits = envelope.fits(plan.footprint_width_ft, plan.footprint_depth_ft);
    const local = preApprovedIn(plan, jurisdiction);
    const size = `Footprint ${plan.footprint_width_ft} × ${plan.footprint_depth_ft} ft`;
    const where = local ? `pre-approved in ${jurisdiction}` : `pre-approved in ${plan.pre_approved_in.join(", ")}, not in ${jurisdiction} (its plan check there is a full review)`;
    const reason = fits ? `${size} fits the buildable area (${space}); ${where}.` : `${size} does not fit the buildable area either way round (${space}).`;
    return { plan, fits, local, reason };
  });
  const ranked = weighed.filter((w) => w.fits).sort(
    (a, b) => Number(b.local) - Number(a.local) || b.plan.square_feet - a.plan.square_feet || a.plan.plan_price_usd - b.plan.plan_price_usd || a.plan.title.localeCompare(b.plan.title, "en"),
  );
  const order = [...ranked, ...weighed.filter((w) => !w.fits)];
  const outside = plans.length - candidates.length;
  return {
    best_match: ranked[0] ? planResult(ranked[0].plan) : null,
    alternates: ranked.slice(1, 4).map((w) => planResult(w.plan)),
    considered: order.map((w) => ({ fits: w.fits, plan_id: w.plan.id, reason: w.reason, title: w.plan.title })),
    notes: [
      "Fitting plans are ranked: pre-approved in the parcel's own jurisdiction first, then larger, then cheaper plan set.",
      "Footprints are tested against the buildable area on a 0.5 ft grid (coarser on very large lots), aligned with the front lot line.",
      ...(outside ? [`${outside} plan set(s) pre-approved only outside Los Angeles County were not considered.`] : []),
      ...(ranked.length ? [] : ["No Los Angeles County pre-approved plan set fits this lot's buildable area."]),
    ],
  };
}
