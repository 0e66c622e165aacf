// Generated from spec/census.json by npm run generate. DO NOT EDIT.

import { defineService, type RequestContext } from "mcpforge/runtime";
import type * as T from "./types";
import * as V from "./validators";

export type * from "./types";

/** Every error code a census tool may return. */
export type CensusErrorCode =
  | "api_key_rejected"
  | "geography_not_supported"
  | "internal_error"
  | "invalid_arguments"
  | "missing_api_key"
  | "not_found"
  | "not_implemented"
  | "sort_by_not_requested"
  | "unknown_dataset"
  | "unknown_variable"
  | "upstream_unavailable"
  | "year_not_available";

/** Error codes `census_compare_geographies` may return. */
export type CensusCompareGeographiesErrorCode =
  | "api_key_rejected"
  | "geography_not_supported"
  | "internal_error"
  | "invalid_arguments"
  | "missing_api_key"
  | "not_found"
  | "not_implemented"
  | "sort_by_not_requested"
  | "unknown_dataset"
  | "unknown_variable"
  | "upstream_unavailable"
  | "year_not_available";
/** Error codes `census_list_datasets` may return. */
export type CensusListDatasetsErrorCode = "internal_error" | "invalid_arguments" | "not_implemented";
/** Error codes `census_list_geographies` may return. */
export type CensusListGeographiesErrorCode =
  | "internal_error"
  | "invalid_arguments"
  | "not_implemented"
  | "unknown_dataset"
  | "upstream_unavailable"
  | "year_not_available";
/** Error codes `census_query_data` may return. */
export type CensusQueryDataErrorCode =
  | "api_key_rejected"
  | "geography_not_supported"
  | "internal_error"
  | "invalid_arguments"
  | "missing_api_key"
  | "not_found"
  | "not_implemented"
  | "unknown_dataset"
  | "unknown_variable"
  | "upstream_unavailable"
  | "year_not_available";
/** Error codes `census_resolve_geography` may return. */
export type CensusResolveGeographyErrorCode =
  "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "upstream_unavailable";
/** Error codes `census_search_variables` may return. */
export type CensusSearchVariablesErrorCode =
  | "internal_error"
  | "invalid_arguments"
  | "not_implemented"
  | "unknown_dataset"
  | "upstream_unavailable"
  | "year_not_available";

/**
 * Business logic of the Census Data Server: one method per tool. A handlers object `satisfies` this
 * interface, so a tool added to spec/census.json is a compile error until it is implemented.
 */
export interface CensusHandlers {
  /**
   * Compare and rank geographies
   *
   * Rank the geographies of one level by a variable: every geography of the level nationally or within a state or county (within), or an explicit set of 2 to 50 GEOIDs (geographies; then leave within out). Sorted by sort_by (default the first variable), descending unless order is asc; suppressed values sort last. A count ranks by size, not rate: for a rate, rank a published percentage variable. Needs CENSUS_API_KEY on the server: without it the call fails with missing_api_key and nothing is queried.
   */
  census_compare_geographies(
    args: T.CensusCompareGeographiesInput,
    ctx: RequestContext<CensusCompareGeographiesErrorCode>,
  ): Promise<T.CensusCompareGeographiesOutput>;
  /**
   * List census datasets (our design)
   *
   * List the census datasets this server can query, with dataset code, title, description, available vintages (years) and whether estimates carry margins of error; optionally filtered by a keyword. Works without CENSUS_API_KEY and reads nothing outside the server; api_key_configured says whether census_query_data and census_compare_geographies can run. Next: census_search_variables.
   */
  census_list_datasets(
    args: T.CensusListDatasetsInput,
    ctx: RequestContext<CensusListDatasetsErrorCode>,
  ): Promise<T.CensusListDatasetsOutput>;
  /**
   * List geography levels of a dataset (our design)
   *
   * List the geography levels a dataset publishes for a vintage, with the parent geography each level needs (for example tract needs a state). Uses the dataset's public metadata and works without CENSUS_API_KEY. The levels returned are the values for geography_level in census_query_data and census_compare_geographies.
   */
  census_list_geographies(
    args: T.CensusListGeographiesInput,
    ctx: RequestContext<CensusListGeographiesErrorCode>,
  ): Promise<T.CensusListGeographiesOutput>;
  /**
   * Query census data
   *
   * Fetch the values of 1 to 48 variables for one geography, or for every geography of a level within a parent (geography_fips *), from a census dataset and vintage. Estimates come with margins of error where published, and suppressed or special values are explained instead of shown as numbers. Needs CENSUS_API_KEY on the server: without it the call fails with missing_api_key and nothing is queried. Use census_resolve_geography for codes and census_search_variables for variable codes first. Pages with limit and cursor.
   */
  census_query_data(
    args: T.CensusQueryDataInput,
    ctx: RequestContext<CensusQueryDataErrorCode>,
  ): Promise<T.CensusQueryDataOutput>;
  /**
   * Resolve a place to census codes (our design)
   *
   * Turn a place name ('King County, WA', 'Austin, Texas'), a 5-digit ZIP code or a GEOID into census geography codes: level, own FIPS code, parent codes (within) and the full GEOID, ready to pass to census_query_data. Uses the census gazetteer reference files and works without CENSUS_API_KEY. Several matches come back best first with ambiguous true; ask the person or narrow with state or geography_level. Fails with not_found when nothing matches.
   */
  census_resolve_geography(
    args: T.CensusResolveGeographyInput,
    ctx: RequestContext<CensusResolveGeographyErrorCode>,
  ): Promise<T.CensusResolveGeographyOutput>;
  /**
   * Search census variables (our design)
   *
   * Search a dataset's variables by words in their label or concept (e.g. 'median household income') or by code prefix (e.g. B19013). Returns codes with label, concept and table group; where the dataset publishes margins of error, the estimate code comes with its margin-of-error code. Works without CENSUS_API_KEY (public metadata, cached). Next: pass the codes as variables to census_query_data.
   */
  census_search_variables(
    args: T.CensusSearchVariablesInput,
    ctx: RequestContext<CensusSearchVariablesErrorCode>,
  ): Promise<T.CensusSearchVariablesOutput>;
}

export const censusService = defineService<CensusHandlers>({
  slug: "census",
  title: "Census Data Server",
  description:
    "Census statistics for agents: list datasets and their geography levels, search variables and resolve place names to census geography codes without an API key, then query or rank data across geographies with CENSUS_API_KEY. Runs as a local package over stdio or streamable HTTP.",
  instructions:
    "Typical flow: census_list_datasets, census_search_variables for variable codes, census_resolve_geography for geography codes, then census_query_data for one place or census_compare_geographies to rank many. Listing, variable search and geography resolution work without CENSUS_API_KEY; the two data tools need it. Report margins of error and suppression notes with the numbers.",
  version: "0.3.3",
  listingVersion: "0.3.3",
  transports: ["stdio", "streamable-http"],
  caching: { ttlMs: 60000, cacheScope: "public" },
  source: {
    document: "spec-docs/002_ea3df3c32dfecbb7.txt",
    notes:
      "The document names only census_query_data and census_compare_geographies and shows no inputs, results or error codes. Every other tool, every schema and every error code here is our design (x-origin design), modelled on the public Census Data API (dataset paths, variable codes, for/in geography levels). Version 0.3.3 is the package version; transports and CENSUS_API_KEY come from part 4 B.",
    section: "B",
  },
  errors: {
    api_key_rejected: "The census API rejected the configured CENSUS_API_KEY.",
    geography_not_supported:
      "The dataset does not publish this geography level for the year, or not with this parent; census_list_geographies lists what it does publish.",
    internal_error: "Something unexpected failed on the server; the message carries a request id to quote.",
    invalid_arguments: "The arguments do not match the tool's input schema; issues name every offending property.",
    missing_api_key:
      "CENSUS_API_KEY is not set on the server, and this tool needs it; listing, variable search and geography resolution still work. Keys are free from the Census Bureau.",
    not_found: "No geography matches the name or code.",
    not_implemented: "The tool is declared but its business logic is not built yet.",
    sort_by_not_requested: "sort_by must be one of the requested variables.",
    unknown_dataset: "No dataset with this code; census_list_datasets lists the codes.",
    unknown_variable: "A variable code is not defined in the dataset and year; the message names it.",
    upstream_unavailable:
      "The census API did not answer, answered with an error or is rate limiting; nothing was returned. Retry later.",
    year_not_available: "The dataset has no vintage for this year; census_list_datasets lists the years.",
  },
  tools: [
    {
      name: "census_compare_geographies",
      title: "Compare and rank geographies",
      description:
        "Rank the geographies of one level by a variable: every geography of the level nationally or within a state or county (within), or an explicit set of 2 to 50 GEOIDs (geographies; then leave within out). Sorted by sort_by (default the first variable), descending unless order is asc; suppressed values sort last. A count ranks by size, not rate: for a rate, rank a published percentage variable. Needs CENSUS_API_KEY on the server: without it the call fails with missing_api_key and nothing is queried.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: [
        "api_key_rejected",
        "geography_not_supported",
        "internal_error",
        "invalid_arguments",
        "missing_api_key",
        "not_found",
        "not_implemented",
        "sort_by_not_requested",
        "unknown_dataset",
        "unknown_variable",
        "upstream_unavailable",
        "year_not_available",
      ],
      inputSchema: {
        additionalProperties: false,
        allOf: [
          {
            if: { required: ["geographies"] },
            then: {
              properties: {
                within: {
                  description: "Not used with geographies: GEOIDs already name their parents.",
                  maxProperties: 0,
                  type: "object",
                },
              },
            },
          },
          {
            if: {
              not: { required: ["geographies"] },
              properties: {
                geography_level: {
                  description: "Condition: the level is one of these.",
                  enum: ["county subdivision", "tract"],
                  type: "string",
                },
              },
              required: ["geography_level"],
            },
            then: {
              properties: {
                within: {
                  description: "Parent geography; required at this level (state).",
                  required: ["state"],
                  type: "object",
                },
              },
              required: ["within"],
            },
          },
          {
            if: {
              not: { required: ["geographies"] },
              properties: {
                geography_level: {
                  description: "Condition: the level is one of these.",
                  enum: ["block group"],
                  type: "string",
                },
              },
              required: ["geography_level"],
            },
            then: {
              properties: {
                within: {
                  description: "Parent geography; required at this level (state and county).",
                  required: ["state", "county"],
                  type: "object",
                },
              },
              required: ["within"],
            },
          },
        ],
        properties: {
          dataset: {
            description:
              "Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.",
            maxLength: 60,
            minLength: 2,
            pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$",
            type: "string",
          },
          geographies: {
            description:
              "GEOIDs to compare (from census_resolve_geography), 2 to 50, all at geography_level. When given, within must be left out.",
            items: { pattern: "^[0-9]{1,12}$", type: "string" },
            maxItems: 50,
            minItems: 2,
            type: "array",
            uniqueItems: true,
          },
          geography_level: {
            description: "Geography level, spelled as the Census Data API spells it.",
            enum: [
              "us",
              "region",
              "division",
              "state",
              "county",
              "county subdivision",
              "place",
              "tract",
              "block group",
              "zip code tabulation area",
              "metropolitan statistical area/micropolitan statistical area",
              "combined statistical area",
              "congressional district",
            ],
            type: "string",
          },
          limit: {
            default: 50,
            description: "Most ranked rows to return, 1 to 100 (default 50).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          order: {
            default: "desc",
            description: "desc ranks the largest value first (default), asc the smallest.",
            enum: ["desc", "asc"],
            type: "string",
          },
          predicates: {
            additionalProperties: { maxLength: 64, minLength: 1, type: "string" },
            description:
              'Filters on a dataset\'s predicate variables, name to value, e.g. {"NAICS2017": "72"} on cbp or {"SEX": "2"} on a dataset that has it. Up to 8.',
            maxProperties: 8,
            propertyNames: { pattern: "^[A-Za-z][A-Za-z0-9_]{0,31}$" },
            type: "object",
          },
          sort_by: {
            description: "Variable to rank by; must be one of variables (default the first).",
            pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$",
            type: "string",
          },
          variables: {
            description: "Variable codes to show for each geography, 1 to 48.",
            items: {
              description:
                "Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).",
              pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$",
              type: "string",
            },
            maxItems: 48,
            minItems: 1,
            type: "array",
            uniqueItems: true,
          },
          within: {
            additionalProperties: false,
            description:
              "Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.",
            if: { required: ["county"] },
            properties: {
              county: {
                description: "Three-digit county FIPS code within the state, e.g. 033; needs state.",
                pattern: "^[0-9]{3}$",
                type: "string",
              },
              state: { description: "Two-digit state FIPS code, e.g. 53.", pattern: "^[0-9]{2}$", type: "string" },
            },
            required: [],
            then: { required: ["state"] },
            type: "object",
          },
          year: {
            description:
              "Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.",
            maximum: 2099,
            minimum: 1990,
            type: "integer",
          },
        },
        required: ["dataset", "geography_level", "variables"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          applied_predicates: {
            additionalProperties: { type: "string" },
            description: "Predicate filters applied, including defaults the dataset imposes.",
            type: "object",
          },
          dataset: {
            description:
              "Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.",
            maxLength: 60,
            minLength: 2,
            pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$",
            type: "string",
          },
          geography_level: {
            description: "Geography level, spelled as the Census Data API spells it.",
            enum: [
              "us",
              "region",
              "division",
              "state",
              "county",
              "county subdivision",
              "place",
              "tract",
              "block group",
              "zip code tabulation area",
              "metropolitan statistical area/micropolitan statistical area",
              "combined statistical area",
              "congressional district",
            ],
            type: "string",
          },
          notes: {
            description:
              "Caveats a person should see with the numbers (suppressed cells, sample data, defaults applied).",
            items: { type: "string" },
            type: "array",
          },
          order: { enum: ["desc", "asc"], type: "string" },
          rows: {
            items: {
              additionalProperties: false,
              properties: {
                geography_fips: { pattern: "^[0-9]{1,6}$", type: "string" },
                geoid: { pattern: "^[0-9]{1,12}$", type: "string" },
                name: { type: "string" },
                rank: {
                  description: "1 for the first; null when the sort value is suppressed.",
                  minimum: 1,
                  type: ["integer", "null"],
                },
                values: {
                  additionalProperties: {
                    additionalProperties: false,
                    properties: {
                      annotation: {
                        description:
                          "Meaning of a Census sentinel or suppression flag in raw (e.g. too few sample observations); null for an ordinary value.",
                        type: ["string", "null"],
                      },
                      estimate: {
                        description: "Numeric value; null when the cell is suppressed, not applicable or text.",
                        type: ["number", "null"],
                      },
                      moe: {
                        description: "Margin of error (90 percent) where the dataset publishes one; otherwise null.",
                        type: ["number", "null"],
                      },
                      raw: {
                        description: "The value exactly as the Census API returned it.",
                        type: ["string", "null"],
                      },
                    },
                    required: ["annotation", "estimate", "moe", "raw"],
                    type: "object",
                  },
                  description: "Variable code to value.",
                  type: "object",
                },
                within: {
                  additionalProperties: false,
                  description:
                    "Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.",
                  if: { required: ["county"] },
                  properties: {
                    county: {
                      description: "Three-digit county FIPS code within the state, e.g. 033; needs state.",
                      pattern: "^[0-9]{3}$",
                      type: "string",
                    },
                    state: {
                      description: "Two-digit state FIPS code, e.g. 53.",
                      pattern: "^[0-9]{2}$",
                      type: "string",
                    },
                  },
                  required: [],
                  then: { required: ["state"] },
                  type: "object",
                },
              },
              required: ["geography_fips", "geoid", "name", "rank", "values", "within"],
              type: "object",
            },
            type: "array",
          },
          sample_data: {
            description:
              "True when the rows come from shipped sample data rather than the live census API; such numbers must not be presented as current.",
            type: "boolean",
          },
          sort_by: {
            description:
              "Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).",
            pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$",
            type: "string",
          },
          source_url: {
            description: "The Census Data API request behind the result, without the key.",
            format: "uri",
            type: "string",
          },
          total_geographies: {
            description: "How many geographies matched before limit was applied.",
            minimum: 0,
            type: "integer",
          },
          variables: {
            description: "The requested variables with their labels, in request order.",
            items: {
              additionalProperties: false,
              properties: {
                code: {
                  description:
                    "Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).",
                  pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$",
                  type: "string",
                },
                concept: { type: ["string", "null"] },
                label: { type: "string" },
              },
              required: ["code", "concept", "label"],
              type: "object",
            },
            type: "array",
          },
          year: {
            description:
              "Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.",
            maximum: 2099,
            minimum: 1990,
            type: "integer",
          },
        },
        required: [
          "applied_predicates",
          "dataset",
          "geography_level",
          "notes",
          "order",
          "rows",
          "sample_data",
          "sort_by",
          "source_url",
          "total_geographies",
          "variables",
          "year",
        ],
        type: "object",
      },
      ui: {
        ...{ resourceUri: "ui://census/census_compare_geographies.html" },
        htmlFile: __dirname + "/views/census_compare_geographies.html",
      },
      validateInput: V.census_compare_geographies_input,
      validateOutput: V.census_compare_geographies_output,
    },
    {
      name: "census_list_datasets",
      title: "List census datasets",
      description:
        "List the census datasets this server can query, with dataset code, title, description, available vintages (years) and whether estimates carry margins of error; optionally filtered by a keyword. Works without CENSUS_API_KEY and reads nothing outside the server; api_key_configured says whether census_query_data and census_compare_geographies can run. Next: census_search_variables.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          query: {
            description:
              "Keyword matched against dataset code, title and description, e.g. income, decennial, business. Omit to list all.",
            maxLength: 100,
            minLength: 1,
            type: "string",
          },
        },
        required: [],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          api_key_configured: {
            description: "True when CENSUS_API_KEY is set, so the two data tools can run.",
            type: "boolean",
          },
          datasets: {
            items: {
              additionalProperties: false,
              properties: {
                dataset: {
                  description:
                    "Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.",
                  maxLength: 60,
                  minLength: 2,
                  pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$",
                  type: "string",
                },
                description: { type: "string" },
                has_margins_of_error: { type: "boolean" },
                latest_year: {
                  description:
                    "Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.",
                  maximum: 2099,
                  minimum: 1990,
                  type: "integer",
                },
                title: { type: "string" },
                years: {
                  description: "Available vintages, ascending.",
                  items: {
                    description:
                      "Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.",
                    maximum: 2099,
                    minimum: 1990,
                    type: "integer",
                  },
                  type: "array",
                },
              },
              required: ["dataset", "description", "has_margins_of_error", "latest_year", "title", "years"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["api_key_configured", "datasets"],
        type: "object",
      },
      validateInput: V.census_list_datasets_input,
      validateOutput: V.census_list_datasets_output,
    },
    {
      name: "census_list_geographies",
      title: "List geography levels of a dataset",
      description:
        "List the geography levels a dataset publishes for a vintage, with the parent geography each level needs (for example tract needs a state). Uses the dataset's public metadata and works without CENSUS_API_KEY. The levels returned are the values for geography_level in census_query_data and census_compare_geographies.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: [
        "internal_error",
        "invalid_arguments",
        "not_implemented",
        "unknown_dataset",
        "upstream_unavailable",
        "year_not_available",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          dataset: {
            description:
              "Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.",
            maxLength: 60,
            minLength: 2,
            pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$",
            type: "string",
          },
          year: {
            description:
              "Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.",
            maximum: 2099,
            minimum: 1990,
            type: "integer",
          },
        },
        required: ["dataset"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          dataset: {
            description:
              "Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.",
            maxLength: 60,
            minLength: 2,
            pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$",
            type: "string",
          },
          levels: {
            items: {
              additionalProperties: false,
              properties: {
                geography_level: {
                  description: "Geography level, spelled as the Census Data API spells it.",
                  enum: [
                    "us",
                    "region",
                    "division",
                    "state",
                    "county",
                    "county subdivision",
                    "place",
                    "tract",
                    "block group",
                    "zip code tabulation area",
                    "metropolitan statistical area/micropolitan statistical area",
                    "combined statistical area",
                    "congressional district",
                  ],
                  type: "string",
                },
                optional_parents: { items: { enum: ["state", "county"], type: "string" }, type: "array" },
                required_parents: {
                  description: "Keys of within that must be given at this level.",
                  items: { enum: ["state", "county"], type: "string" },
                  type: "array",
                },
              },
              required: ["geography_level", "optional_parents", "required_parents"],
              type: "object",
            },
            type: "array",
          },
          year: {
            description:
              "Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.",
            maximum: 2099,
            minimum: 1990,
            type: "integer",
          },
        },
        required: ["dataset", "levels", "year"],
        type: "object",
      },
      validateInput: V.census_list_geographies_input,
      validateOutput: V.census_list_geographies_output,
    },
    {
      name: "census_query_data",
      title: "Query census data",
      description:
        "Fetch the values of 1 to 48 variables for one geography, or for every geography of a level within a parent (geography_fips *), from a census dataset and vintage. Estimates come with margins of error where published, and suppressed or special values are explained instead of shown as numbers. Needs CENSUS_API_KEY on the server: without it the call fails with missing_api_key and nothing is queried. Use census_resolve_geography for codes and census_search_variables for variable codes first. Pages with limit and cursor.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: [
        "api_key_rejected",
        "geography_not_supported",
        "internal_error",
        "invalid_arguments",
        "missing_api_key",
        "not_found",
        "not_implemented",
        "unknown_dataset",
        "unknown_variable",
        "upstream_unavailable",
        "year_not_available",
      ],
      inputSchema: {
        additionalProperties: false,
        allOf: [
          {
            if: {
              properties: {
                geography_level: { description: "Condition: the level is one of these.", enum: ["us"], type: "string" },
              },
              required: ["geography_level"],
            },
            then: {
              properties: {
                geography_fips: {
                  description: "At us level: the nation: 1, or * for all.",
                  pattern: "^(\\*|1)$",
                  type: "string",
                },
              },
            },
          },
          {
            if: {
              properties: {
                geography_level: {
                  description: "Condition: the level is one of these.",
                  enum: ["region"],
                  type: "string",
                },
              },
              required: ["geography_level"],
            },
            then: {
              properties: {
                geography_fips: {
                  description: "At region level: one digit 1 to 4, or * for all.",
                  pattern: "^(\\*|[1-4])$",
                  type: "string",
                },
              },
            },
          },
          {
            if: {
              properties: {
                geography_level: {
                  description: "Condition: the level is one of these.",
                  enum: ["division", "block group"],
                  type: "string",
                },
              },
              required: ["geography_level"],
            },
            then: {
              properties: {
                geography_fips: {
                  description: "At division, block group level: one digit, or * for all.",
                  pattern: "^(\\*|[0-9])$",
                  type: "string",
                },
              },
            },
          },
          {
            if: {
              properties: {
                geography_level: {
                  description: "Condition: the level is one of these.",
                  enum: ["state", "congressional district"],
                  type: "string",
                },
              },
              required: ["geography_level"],
            },
            then: {
              properties: {
                geography_fips: {
                  description: "At state, congressional district level: two digits, or * for all.",
                  pattern: "^(\\*|[0-9]{2})$",
                  type: "string",
                },
              },
            },
          },
          {
            if: {
              properties: {
                geography_level: {
                  description: "Condition: the level is one of these.",
                  enum: ["county", "combined statistical area"],
                  type: "string",
                },
              },
              required: ["geography_level"],
            },
            then: {
              properties: {
                geography_fips: {
                  description: "At county, combined statistical area level: three digits, or * for all.",
                  pattern: "^(\\*|[0-9]{3})$",
                  type: "string",
                },
              },
            },
          },
          {
            if: {
              properties: {
                geography_level: {
                  description: "Condition: the level is one of these.",
                  enum: [
                    "county subdivision",
                    "place",
                    "zip code tabulation area",
                    "metropolitan statistical area/micropolitan statistical area",
                  ],
                  type: "string",
                },
              },
              required: ["geography_level"],
            },
            then: {
              properties: {
                geography_fips: {
                  description:
                    "At county subdivision, place, zip code tabulation area, metropolitan statistical area/micropolitan statistical area level: five digits, or * for all.",
                  pattern: "^(\\*|[0-9]{5})$",
                  type: "string",
                },
              },
            },
          },
          {
            if: {
              properties: {
                geography_level: {
                  description: "Condition: the level is one of these.",
                  enum: ["tract"],
                  type: "string",
                },
              },
              required: ["geography_level"],
            },
            then: {
              properties: {
                geography_fips: {
                  description: "At tract level: six digits, or * for all.",
                  pattern: "^(\\*|[0-9]{6})$",
                  type: "string",
                },
              },
            },
          },
          {
            if: {
              properties: {
                geography_level: {
                  description: "Condition: the level is one of these.",
                  enum: ["county subdivision", "tract"],
                  type: "string",
                },
              },
              required: ["geography_level"],
            },
            then: {
              properties: {
                within: {
                  description: "Parent geography; required at this level (state).",
                  required: ["state"],
                  type: "object",
                },
              },
              required: ["within"],
            },
          },
          {
            if: {
              properties: {
                geography_level: {
                  description: "Condition: the level is one of these.",
                  enum: ["block group"],
                  type: "string",
                },
              },
              required: ["geography_level"],
            },
            then: {
              properties: {
                within: {
                  description: "Parent geography; required at this level (state and county).",
                  required: ["state", "county"],
                  type: "object",
                },
              },
              required: ["within"],
            },
          },
          {
            if: {
              properties: {
                geography_fips: {
                  description: "Condition: one specific code rather than *.",
                  pattern: "^[0-9]",
                  type: "string",
                },
                geography_level: {
                  description: "Condition: a level whose codes repeat across states.",
                  enum: ["county", "place", "congressional district"],
                  type: "string",
                },
              },
              required: ["geography_level", "geography_fips"],
            },
            then: {
              properties: {
                within: {
                  description: "A single county, place or congressional district code needs its state.",
                  required: ["state"],
                  type: "object",
                },
              },
              required: ["within"],
            },
          },
        ],
        properties: {
          cursor: {
            description: "Opaque pagination cursor: pass the next_cursor of the previous page unchanged.",
            maxLength: 512,
            minLength: 1,
            type: "string",
          },
          dataset: {
            description:
              "Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.",
            maxLength: 60,
            minLength: 2,
            pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$",
            type: "string",
          },
          geography_fips: {
            default: "*",
            description:
              "The level's own code (state 2 digits, county 3, place 5, tract 6, ...), or * (default) for every geography of the level within the parent.",
            pattern: "^(\\*|[0-9]{1,6})$",
            type: "string",
          },
          geography_level: {
            description: "Geography level, spelled as the Census Data API spells it.",
            enum: [
              "us",
              "region",
              "division",
              "state",
              "county",
              "county subdivision",
              "place",
              "tract",
              "block group",
              "zip code tabulation area",
              "metropolitan statistical area/micropolitan statistical area",
              "combined statistical area",
              "congressional district",
            ],
            type: "string",
          },
          limit: {
            default: 50,
            description: "Rows per page, 1 to 100 (default 50).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          predicates: {
            additionalProperties: { maxLength: 64, minLength: 1, type: "string" },
            description:
              'Filters on a dataset\'s predicate variables, name to value, e.g. {"NAICS2017": "72"} on cbp or {"SEX": "2"} on a dataset that has it. Up to 8.',
            maxProperties: 8,
            propertyNames: { pattern: "^[A-Za-z][A-Za-z0-9_]{0,31}$" },
            type: "object",
          },
          variables: {
            description: "Variable codes to fetch, 1 to 48 (the API's 50 columns less name and GEOID).",
            items: {
              description:
                "Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).",
              pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$",
              type: "string",
            },
            maxItems: 48,
            minItems: 1,
            type: "array",
            uniqueItems: true,
          },
          within: {
            additionalProperties: false,
            description:
              "Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.",
            if: { required: ["county"] },
            properties: {
              county: {
                description: "Three-digit county FIPS code within the state, e.g. 033; needs state.",
                pattern: "^[0-9]{3}$",
                type: "string",
              },
              state: { description: "Two-digit state FIPS code, e.g. 53.", pattern: "^[0-9]{2}$", type: "string" },
            },
            required: [],
            then: { required: ["state"] },
            type: "object",
          },
          year: {
            description:
              "Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.",
            maximum: 2099,
            minimum: 1990,
            type: "integer",
          },
        },
        required: ["dataset", "geography_level", "variables"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          applied_predicates: {
            additionalProperties: { type: "string" },
            description: "Predicate filters applied, including defaults the dataset imposes.",
            type: "object",
          },
          dataset: {
            description:
              "Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.",
            maxLength: 60,
            minLength: 2,
            pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$",
            type: "string",
          },
          geography_level: {
            description: "Geography level, spelled as the Census Data API spells it.",
            enum: [
              "us",
              "region",
              "division",
              "state",
              "county",
              "county subdivision",
              "place",
              "tract",
              "block group",
              "zip code tabulation area",
              "metropolitan statistical area/micropolitan statistical area",
              "combined statistical area",
              "congressional district",
            ],
            type: "string",
          },
          next_cursor: {
            description: "Cursor for the next page, or null when this is the last page.",
            type: ["string", "null"],
          },
          notes: {
            description:
              "Caveats a person should see with the numbers (suppressed cells, sample data, defaults applied).",
            items: { type: "string" },
            type: "array",
          },
          rows: {
            items: {
              additionalProperties: false,
              properties: {
                geography_fips: { pattern: "^[0-9]{1,6}$", type: "string" },
                geoid: { pattern: "^[0-9]{1,12}$", type: "string" },
                name: { type: "string" },
                values: {
                  additionalProperties: {
                    additionalProperties: false,
                    properties: {
                      annotation: {
                        description:
                          "Meaning of a Census sentinel or suppression flag in raw (e.g. too few sample observations); null for an ordinary value.",
                        type: ["string", "null"],
                      },
                      estimate: {
                        description: "Numeric value; null when the cell is suppressed, not applicable or text.",
                        type: ["number", "null"],
                      },
                      moe: {
                        description: "Margin of error (90 percent) where the dataset publishes one; otherwise null.",
                        type: ["number", "null"],
                      },
                      raw: {
                        description: "The value exactly as the Census API returned it.",
                        type: ["string", "null"],
                      },
                    },
                    required: ["annotation", "estimate", "moe", "raw"],
                    type: "object",
                  },
                  description: "Variable code to value.",
                  type: "object",
                },
                within: {
                  additionalProperties: false,
                  description:
                    "Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.",
                  if: { required: ["county"] },
                  properties: {
                    county: {
                      description: "Three-digit county FIPS code within the state, e.g. 033; needs state.",
                      pattern: "^[0-9]{3}$",
                      type: "string",
                    },
                    state: {
                      description: "Two-digit state FIPS code, e.g. 53.",
                      pattern: "^[0-9]{2}$",
                      type: "string",
                    },
                  },
                  required: [],
                  then: { required: ["state"] },
                  type: "object",
                },
              },
              required: ["geography_fips", "geoid", "name", "values", "within"],
              type: "object",
            },
            type: "array",
          },
          sample_data: {
            description:
              "True when the rows come from shipped sample data rather than the live census API; such numbers must not be presented as current.",
            type: "boolean",
          },
          source_url: {
            description: "The Census Data API request behind the result, without the key.",
            format: "uri",
            type: "string",
          },
          total_rows: { minimum: 0, type: "integer" },
          variables: {
            description: "The requested variables with their labels, in request order.",
            items: {
              additionalProperties: false,
              properties: {
                code: {
                  description:
                    "Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).",
                  pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$",
                  type: "string",
                },
                concept: { type: ["string", "null"] },
                label: { type: "string" },
              },
              required: ["code", "concept", "label"],
              type: "object",
            },
            type: "array",
          },
          year: {
            description:
              "Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.",
            maximum: 2099,
            minimum: 1990,
            type: "integer",
          },
        },
        required: [
          "applied_predicates",
          "dataset",
          "geography_level",
          "next_cursor",
          "notes",
          "rows",
          "sample_data",
          "source_url",
          "total_rows",
          "variables",
          "year",
        ],
        type: "object",
      },
      validateInput: V.census_query_data_input,
      validateOutput: V.census_query_data_output,
    },
    {
      name: "census_resolve_geography",
      title: "Resolve a place to census codes",
      description:
        "Turn a place name ('King County, WA', 'Austin, Texas'), a 5-digit ZIP code or a GEOID into census geography codes: level, own FIPS code, parent codes (within) and the full GEOID, ready to pass to census_query_data. Uses the census gazetteer reference files and works without CENSUS_API_KEY. Several matches come back best first with ambiguous true; ask the person or narrow with state or geography_level. Fails with not_found when nothing matches.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented", "upstream_unavailable"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          geography_level: {
            description: "Restrict matches to this level. Omit to search states, counties and places.",
            enum: [
              "state",
              "county",
              "county subdivision",
              "place",
              "zip code tabulation area",
              "metropolitan statistical area/micropolitan statistical area",
              "combined statistical area",
              "congressional district",
            ],
            type: "string",
          },
          limit: {
            default: 10,
            description: "Most matches to return, 1 to 25 (default 10).",
            maximum: 25,
            minimum: 1,
            type: "integer",
          },
          query: {
            description: "Place name, optionally with its state ('Springfield, IL'), a 5-digit ZIP code, or a GEOID.",
            maxLength: 200,
            minLength: 2,
            type: "string",
          },
          state: {
            description: "Restrict matches to one state: USPS abbreviation (WA) or two-digit FIPS (53).",
            pattern: "^([A-Z]{2}|[0-9]{2})$",
            type: "string",
          },
        },
        required: ["query"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          ambiguous: { description: "True when more than one geography matched equally well.", type: "boolean" },
          matches: {
            items: {
              additionalProperties: false,
              properties: {
                geography_fips: {
                  description: "The level's own code, for geography_fips.",
                  pattern: "^[0-9]{1,6}$",
                  type: "string",
                },
                geography_level: {
                  description: "Geography level, spelled as the Census Data API spells it.",
                  enum: [
                    "us",
                    "region",
                    "division",
                    "state",
                    "county",
                    "county subdivision",
                    "place",
                    "tract",
                    "block group",
                    "zip code tabulation area",
                    "metropolitan statistical area/micropolitan statistical area",
                    "combined statistical area",
                    "congressional district",
                  ],
                  type: "string",
                },
                geoid: {
                  description: "Full nationally unique GEOID, for geographies in census_compare_geographies.",
                  pattern: "^[0-9]{1,12}$",
                  type: "string",
                },
                match: { enum: ["exact", "partial"], type: "string" },
                name: { description: "Official name, e.g. King County, Washington.", type: "string" },
                within: {
                  additionalProperties: false,
                  description:
                    "Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.",
                  if: { required: ["county"] },
                  properties: {
                    county: {
                      description: "Three-digit county FIPS code within the state, e.g. 033; needs state.",
                      pattern: "^[0-9]{3}$",
                      type: "string",
                    },
                    state: {
                      description: "Two-digit state FIPS code, e.g. 53.",
                      pattern: "^[0-9]{2}$",
                      type: "string",
                    },
                  },
                  required: [],
                  then: { required: ["state"] },
                  type: "object",
                },
              },
              required: ["geography_fips", "geography_level", "geoid", "match", "name", "within"],
              type: "object",
            },
            type: "array",
          },
          query: { type: "string" },
          reference_vintage: { description: "Vintage of the reference files used, e.g. 2023.", type: "string" },
        },
        required: ["ambiguous", "matches", "query", "reference_vintage"],
        type: "object",
      },
      validateInput: V.census_resolve_geography_input,
      validateOutput: V.census_resolve_geography_output,
    },
    {
      name: "census_search_variables",
      title: "Search census variables",
      description:
        "Search a dataset's variables by words in their label or concept (e.g. 'median household income') or by code prefix (e.g. B19013). Returns codes with label, concept and table group; where the dataset publishes margins of error, the estimate code comes with its margin-of-error code. Works without CENSUS_API_KEY (public metadata, cached). Next: pass the codes as variables to census_query_data.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: true },
      priceMicros: 0,
      errors: [
        "internal_error",
        "invalid_arguments",
        "not_implemented",
        "unknown_dataset",
        "upstream_unavailable",
        "year_not_available",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          dataset: {
            description:
              "Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.",
            maxLength: 60,
            minLength: 2,
            pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$",
            type: "string",
            default: "acs/acs5",
          },
          limit: {
            default: 20,
            description: "Most variables to return, 1 to 100 (default 20).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          query: {
            description: "Words to find in variable labels and concepts, or a variable or table code prefix.",
            maxLength: 200,
            minLength: 2,
            type: "string",
          },
          year: {
            description:
              "Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.",
            maximum: 2099,
            minimum: 1990,
            type: "integer",
          },
        },
        required: ["query"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          dataset: {
            description:
              "Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.",
            maxLength: 60,
            minLength: 2,
            pattern: "^[a-z0-9]+(/[a-z0-9]+){0,3}$",
            type: "string",
          },
          hint: {
            description: "What to try when the match is partial or none; null otherwise.",
            type: ["string", "null"],
          },
          match: {
            description:
              "strong: the best variable covers the query's words; partial: only some of them (hint names the missing ones); none: nothing matched well, variables is empty.",
            enum: ["none", "partial", "strong"],
            type: "string",
          },
          total_matches: {
            description: "How many variables matched before limit was applied.",
            minimum: 0,
            type: "integer",
          },
          variables: {
            items: {
              additionalProperties: false,
              properties: {
                code: {
                  description:
                    "Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).",
                  pattern: "^[A-Za-z][A-Za-z0-9_]{0,39}$",
                  type: "string",
                },
                concept: { type: ["string", "null"] },
                group: { description: "Table the variable belongs to, e.g. B19013.", type: ["string", "null"] },
                label: { type: "string" },
                moe_code: { description: "Margin-of-error code for this estimate, if any.", type: ["string", "null"] },
                value_type: { enum: ["int", "float", "string", null], type: ["string", "null"] },
              },
              required: ["code", "concept", "group", "label", "moe_code", "value_type"],
              type: "object",
            },
            type: "array",
          },
          year: {
            description:
              "Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.",
            maximum: 2099,
            minimum: 1990,
            type: "integer",
          },
        },
        required: ["dataset", "hint", "match", "total_matches", "variables", "year"],
        type: "object",
      },
      validateInput: V.census_search_variables_input,
      validateOutput: V.census_search_variables_output,
    },
  ],
});
