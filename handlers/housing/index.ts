import { defineHandlers } from "../../generator/runtime";
import type { HousingHandlers } from "../../generated/housing/server";
import { acquireStorage } from "../_shared/storage";
import { catalogHandlers, createListingCatalog } from "./catalog";
import { lotsHandlers } from "./lots";
import { housingPages } from "./pages";
import { personHandlers, startPersonJobs } from "./person";
import { openPersonStore } from "./person/store";
import { rulesHandlers } from "./rules";
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
  try {
    const listings = createListingCatalog(housingDataDir(env.config.env.HOUSING_DATA_DIR), { baseUrl: () => env.baseUrl() });
    // The lots (`plan:`) and rules (`page:`) groups add their search sources here.
    const searchSources: HousingDeps["searchSources"] = [];
    const person = await openPersonStore(lease.storage);
    const deps: HousingDeps = { env, storage: lease.storage, clock: env.clock, logger: env.logger, listings, searchSources, person };
    const tools = {
      ...catalogHandlers(deps, listings),
      ...lotsHandlers(deps),
      ...personHandlers(deps),
      ...rulesHandlers(deps),
    } satisfies HousingHandlers;
    const stopPersonJobs = await startPersonJobs(deps);
    const pages = await housingPages(deps);
    return {
      tools,
      routes: pages.routes,
      health: () => lease.storage.health(),
      close: async () => {
        stopPersonJobs();
        pages.close();
        await lease.release();
      },
    };
  } catch (err) {
    await lease.release();
    throw err;
  }
});
