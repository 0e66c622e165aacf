import type { HousingCatalogHandlers } from "../../../generated/housing/server";
import type { HousingDeps } from "../support/deps";
import { loadClaimKey } from "./claim-token";
import type { RentalCatalog } from "./listings";
import { rentalSource } from "./rental-source";
import { catalogSettings } from "./settings";
import { estimateTools } from "./tools-estimate";
import { listingTools } from "./tools-listing";
import { rentalTools } from "./tools-rentals";
import { searchTools } from "./tools-search";
import { startPublishedSync } from "./sync";

export { createListingCatalog, type RentalCatalog } from "./listings";
export { loadClaimKey, verifyClaimToken, type ClaimCheck, type ClaimPayload } from "./claim-token";
export { announcePublished, publishedReloads, PUBLISHED_TOPIC } from "./sync";

/**
 * Starts keeping the listings people published in the catalog (sync.ts): call it once the person
 * and page tables are migrated, before anything reads the catalog for new listings (the alert job).
 */
export function startCatalogSync(deps: HousingDeps, catalog: RentalCatalog): Promise<() => void> {
  const { publishedReloadSeconds } = catalogSettings(deps.env.config.env);
  return startPublishedSync({ catalog, storage: deps.storage, person: deps.person, logger: deps.logger, intervalMs: publishedReloadSeconds * 1000 });
}

/**
 * The `catalog` tools of the housing service (spec/housing.json, group `catalog`): rentals with
 * permit matching, search/fetch over every source (this group's `rental:` plus `deps.searchSources`),
 * start_listing and get_rent_estimate. `catalog` is the same object index.ts hands the other
 * groups as `deps.listings`.
 */
export function catalogHandlers(deps: HousingDeps, catalog: RentalCatalog): HousingCatalogHandlers {
  const settings = catalogSettings(deps.env.config.env);
  const sources = [rentalSource(catalog), ...deps.searchSources.filter((s) => s.prefix !== "rental")];
  return {
    ...rentalTools(catalog),
    ...searchTools(sources, deps.logger),
    ...listingTools({ catalog, baseUrl: () => deps.env.baseUrl(), claimKey: loadClaimKey(deps.env), claimLinkTtlHours: settings.claimLinkTtlHours, clock: deps.clock }),
    ...estimateTools(catalog),
  };
}
