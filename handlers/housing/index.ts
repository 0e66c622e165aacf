import { defineHandlers } from "mcpforge/runtime";
import type { HousingHandlers } from "../../generated/housing/server";
import { acquireStorage } from "mcpforge/platform/storage";
import { catalogHandlers, createListingCatalog, startCatalogSync } from "./catalog";
import { lotsHandlers, plansSearchSource } from "./lots";
import { housingPages } from "./pages";
import { personHandlers, startPersonJobs } from "./person";
import { openPersonStore } from "./person/store";
import { rulesHandlers, rulesSearchSource } from "./rules";
import { housingDataDir } from "./support/data-file";
import type { HousingDeps } from "./support/deps";

/**
 * Housing (ADU) service (document 002, service D). This module only composes: storage, the shared
 * deps and the four group modules — `catalog` (rentals, search/fetch, listing check, rent
 * estimate), `rules` (fees, ADU law), `lots` (parcels, plans, directories) and `person` (the
 * signed-in person's tools).
 */
export default defineHandlers<HousingHandlers>(async (env) => {
  const lease = await acquireStorage(env);
  const stops: (() => void)[] = []; // what start-up has started, stopped again if a later step fails
  try {
    const listings = createListingCatalog(housingDataDir(env.config.env.HOUSING_DATA_DIR), { baseUrl: () => env.baseUrl() });
    // search/fetch merge every group's source: `rental:` (catalog, added by it), `page:` (rules), `plan:` (lots).
    const searchSources: HousingDeps["searchSources"] = [plansSearchSource({ env })];
    const person = await openPersonStore(lease.storage);
    const deps: HousingDeps = { env, storage: lease.storage, clock: env.clock, logger: env.logger, listings, searchSources, person };
    searchSources.push(rulesSearchSource(deps));
    const tools = {
      ...catalogHandlers(deps, listings),
      ...lotsHandlers(deps),
      ...personHandlers(deps),
      ...rulesHandlers(deps),
    } satisfies HousingHandlers;
    const pages = await housingPages(deps);
    stops.push(() => pages.close());
    // Listings people published join the catalog once the page tables exist, before the alert job reads it.
    stops.push(await startCatalogSync(deps, listings));
    stops.push(await startPersonJobs(deps));
    return {
      tools,
      routes: pages.routes,
      health: () => lease.storage.health(),
      close: async () => {
        for (const stop of stops) stop();
        await lease.release();
      },
    };
  } catch (err) {
    for (const stop of stops) stop();
    await lease.release();
    throw err;
  }
});
