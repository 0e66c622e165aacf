import { notImplemented } from "../../../generator/runtime";
import type { HousingLotsHandlers } from "../../../generated/housing/server";
import type { HousingDeps } from "../support/deps";

/** The `lots` tools of the housing service (spec/housing.json, group `lots`). */
export function lotsHandlers(_deps: HousingDeps): HousingLotsHandlers {
  return {
    match_plans_to_lot: notImplemented("match_plans_to_lot"),
    resolve_parcel: notImplemented("resolve_parcel"),
    search_managers: notImplemented("search_managers"),
    search_plans: notImplemented("search_plans"),
    search_services: notImplemented("search_services"),
  };
}
