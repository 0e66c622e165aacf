// Generated from spec/census.json by npm run generate. DO NOT EDIT.

import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { typedToolCall, type ToolCallOptions, type ToolOutcome } from "mcpforge/runtime";
import type * as S from "./server";
import type * as T from "./types";

/**
 * Typed client of the Census Data Server: one method per tool over an SDK `Client` that is already
 * connected (HTTP or stdio). A method resolves to `{ ok: true, value }` with the tool's output, or
 * `{ ok: false, error }` with one of the tool's declared error codes; it throws only when the call
 * itself fails (connection lost, unknown tool).
 */
export class CensusClient {
  constructor(readonly client: Client) {}

  /**
   * Compare and rank geographies
   *
   * Rank the geographies of one level by a variable: every geography of the level nationally or within a state or county (within), or an explicit set of 2 to 50 GEOIDs (geographies; then leave within out). Sorted by sort_by (default the first variable), descending unless order is asc; suppressed values sort last. A count ranks by size, not rate: for a rate, rank a published percentage variable. Needs CENSUS_API_KEY on the server: without it the call fails with missing_api_key and nothing is queried.
   *
   * Errors: api_key_rejected, geography_not_supported, internal_error, invalid_arguments, missing_api_key, not_found, not_implemented, sort_by_not_requested, unknown_dataset, unknown_variable, upstream_unavailable, year_not_available.
   */
  census_compare_geographies(
    args: T.CensusCompareGeographiesClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CensusCompareGeographiesOutput, S.CensusCompareGeographiesErrorCode>> {
    return typedToolCall(this.client, "census_compare_geographies", args, options);
  }

  /**
   * List census datasets
   *
   * List the census datasets this server can query, with dataset code, title, description, available vintages (years) and whether estimates carry margins of error; optionally filtered by a keyword. Works without CENSUS_API_KEY and reads nothing outside the server; api_key_configured says whether census_query_data and census_compare_geographies can run. Next: census_search_variables.
   *
   * Errors: internal_error, invalid_arguments, not_implemented.
   */
  census_list_datasets(
    args?: T.CensusListDatasetsClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CensusListDatasetsOutput, S.CensusListDatasetsErrorCode>> {
    return typedToolCall(this.client, "census_list_datasets", args, options);
  }

  /**
   * List geography levels of a dataset
   *
   * List the geography levels a dataset publishes for a vintage, with the parent geography each level needs (for example tract needs a state). Uses the dataset's public metadata and works without CENSUS_API_KEY. The levels returned are the values for geography_level in census_query_data and census_compare_geographies.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, unknown_dataset, upstream_unavailable, year_not_available.
   */
  census_list_geographies(
    args: T.CensusListGeographiesClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CensusListGeographiesOutput, S.CensusListGeographiesErrorCode>> {
    return typedToolCall(this.client, "census_list_geographies", args, options);
  }

  /**
   * Query census data
   *
   * Fetch the values of 1 to 48 variables for one geography, or for every geography of a level within a parent (geography_fips *), from a census dataset and vintage. Estimates come with margins of error where published, and suppressed or special values are explained instead of shown as numbers. Needs CENSUS_API_KEY on the server: without it the call fails with missing_api_key and nothing is queried. Use census_resolve_geography for codes and census_search_variables for variable codes first. Pages with limit and cursor.
   *
   * Errors: api_key_rejected, geography_not_supported, internal_error, invalid_arguments, missing_api_key, not_found, not_implemented, unknown_dataset, unknown_variable, upstream_unavailable, year_not_available.
   */
  census_query_data(
    args: T.CensusQueryDataClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CensusQueryDataOutput, S.CensusQueryDataErrorCode>> {
    return typedToolCall(this.client, "census_query_data", args, options);
  }

  /**
   * Resolve a place to census codes
   *
   * Turn a place name ('King County, WA', 'Austin, Texas'), a 5-digit ZIP code or a GEOID into census geography codes: level, own FIPS code, parent codes (within) and the full GEOID, ready to pass to census_query_data. Uses the census gazetteer reference files and works without CENSUS_API_KEY. Several matches come back best first with ambiguous true; ask the person or narrow with state or geography_level. Fails with not_found when nothing matches.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented, upstream_unavailable.
   */
  census_resolve_geography(
    args: T.CensusResolveGeographyClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CensusResolveGeographyOutput, S.CensusResolveGeographyErrorCode>> {
    return typedToolCall(this.client, "census_resolve_geography", args, options);
  }

  /**
   * Search census variables
   *
   * Search a dataset's variables by words in their label or concept (e.g. 'median household income') or by code prefix (e.g. B19013). Returns codes with label, concept and table group; where the dataset publishes margins of error, the estimate code comes with its margin-of-error code. Works without CENSUS_API_KEY (public metadata, cached). Next: pass the codes as variables to census_query_data.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, unknown_dataset, upstream_unavailable, year_not_available.
   */
  census_search_variables(
    args: T.CensusSearchVariablesClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CensusSearchVariablesOutput, S.CensusSearchVariablesErrorCode>> {
    return typedToolCall(this.client, "census_search_variables", args, options);
  }
}
