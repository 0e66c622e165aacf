import type { Logger } from "pino";
import type { Clock, ServiceEnv } from "mcpforge/runtime";
import type { Storage } from "mcpforge/platform/storage";
import type { PersonStore } from "../person/store";
import type { ListingCatalog } from "./listings";
import type { SearchSource } from "./sources";

/**
 * What every housing group module receives from handlers/housing/index.ts. Group modules may add
 * their own settings objects here (read from `env.config`, documented in docs/housing.md).
 */
export interface HousingDeps {
  env: ServiceEnv;
  storage: Storage;
  clock: Clock;
  logger: Logger;
  /** The rentals catalog (handlers/housing/catalog): listings for the person tools and pages. */
  listings: ListingCatalog;
  /** `plan:` and `page:` sources of search/fetch (the catalog group adds its own `rental:`). */
  searchSources: SearchSource[];
  /** The signed-in person's records (drafts, threads, tours, applications, saved searches): handlers/housing/person/store. */
  person: PersonStore;
}
