import type { HousingLotsHandlers } from "../../../generated/housing/server";
import type { SearchSource } from "../support/sources";
import type { HousingDeps } from "../support/deps";
import { checkLotsData } from "./checks";
import { loadLotsData, type LotsData } from "./data";
import { categorySlug, managerResult, providerResult, providers, residentialManagers } from "./directory";
import { envelopes } from "./envelope";
import { findParcel } from "./lookup";
import { matchPlans } from "./match";
import { listPage } from "./paging";
import { planMatches, planResult, sortedPlans } from "./plans";
import { lotsSettings } from "./settings";
import { plansSearchSource as sourceOver } from "./source";

/**
 * The `lots` tools of the housing service (spec/housing.json, group `lots`): parcels and their
 * buildable area, plan sets and plan fit, and the manager / service-provider directories. All
 * data is loaded and validated once, at start-up (a bad file stops the service with file and line).
 */
const cache = new Map<string, LotsData>();

function lotsData(deps: Pick<HousingDeps, "env">): LotsData {
  const dir = lotsSettings(deps.env).dataDir;
  let data = cache.get(dir);
  if (!data) {
    data = loadLotsData(dir);
    checkLotsData(dir, data);
    cache.set(dir, data);
  }
  return data;
}

/** The `plan:` source for search/fetch (wired by handlers/housing/index.ts). */
export function plansSearchSource(deps: Pick<HousingDeps, "env">): SearchSource {
  const data = lotsData(deps);
  return sourceOver(data.plans, data.sample.plans);
}

export function lotsHandlers(deps: HousingDeps): HousingLotsHandlers {
  const settings = lotsSettings(deps.env);
  const data = lotsData(deps);
  const envelopeOf = envelopes(settings);
  const plans = sortedPlans(data.plans);
  return {
    async resolve_parcel(args, ctx) {
      const record = findParcel(data.parcels, args, ctx);
      return { parcel: envelopeOf(record).parcel, sample: data.sample.parcels };
    },
    async match_plans_to_lot(args, ctx) {
      const record = findParcel(data.parcels, args, ctx);
      const envelope = envelopeOf(record);
      const sample = data.sample.parcels || data.sample.plans;
      if (record.county !== "la") {
        const notes = [`The fit step covers Los Angeles County only; this parcel is in San Diego County. search_plans with pre_approved_in "${record.jurisdiction}" lists the plan sets pre-approved there.`];
        return { alternates: [], best_match: null, considered: [], fit_checked: false, notes, parcel: envelope.parcel, sample };
      }
      return { ...matchPlans(envelope, record.jurisdiction, data.plans), fit_checked: true, parcel: envelope.parcel, sample };
    },
    async search_plans(args, ctx) {
      const { cursor, limit, ...filters } = args;
      if (filters.min_sqft !== undefined && filters.max_sqft !== undefined && filters.min_sqft > filters.max_sqft) {
        throw ctx.error("invalid_range", `min_sqft (${filters.min_sqft}) is greater than max_sqft (${filters.max_sqft}).`, { fields: ["min_sqft", "max_sqft"] });
      }
      const page = listPage(ctx, { cursor, limit }, filters, plans.filter((p) => planMatches(p, filters)));
      return { next_cursor: page.next_cursor, plans: page.items.map(planResult), sample: data.sample.plans };
    },
    async search_managers(args, ctx) {
      const page = listPage(ctx, args, { city: args.city }, residentialManagers(data, args.city));
      return { managers: page.items.map(managerResult), next_cursor: page.next_cursor, sample: data.sample.managers };
    },
    async search_services(args, ctx) {
      const category = args.category === undefined ? undefined : categorySlug(data, args.category, ctx);
      const page = listPage(ctx, args, { category, city: args.city }, providers(data, category, args.city));
      return { next_cursor: page.next_cursor, providers: page.items.map((p) => providerResult(data, p)), sample: data.sample.providers };
    },
  };
}
