import { defineHandlers, notImplemented } from "../../generator/runtime";
import type { CensusHandlers } from "../../generated/census/server";

/**
 * Handlers of the Census Data Server (spec/census.json). Created by `mcpforge scaffold`; yours to edit.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export default defineHandlers<CensusHandlers>(() => ({
  tools: {
    census_compare_geographies: notImplemented("census_compare_geographies"),
    census_list_datasets: notImplemented("census_list_datasets"),
    census_list_geographies: notImplemented("census_list_geographies"),
    census_query_data: notImplemented("census_query_data"),
    census_resolve_geography: notImplemented("census_resolve_geography"),
    census_search_variables: notImplemented("census_search_variables"),
  } satisfies CensusHandlers,
}));
