import { notImplemented } from "../../../generator/runtime";
import type { HousingCatalogHandlers } from "../../../generated/housing/server";
import type { HousingDeps } from "../support/deps";

/** The `catalog` tools of the housing service (spec/housing.json, group `catalog`). */
export function catalogHandlers(_deps: HousingDeps): HousingCatalogHandlers {
  return {
    fetch: notImplemented("fetch"),
    get_rent_estimate: notImplemented("get_rent_estimate"),
    get_rental: notImplemented("get_rental"),
    search: notImplemented("search"),
    search_rentals: notImplemented("search_rentals"),
    start_listing: notImplemented("start_listing"),
  };
}
