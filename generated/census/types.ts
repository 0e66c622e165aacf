// Generated from spec/census.json by npm run generate. DO NOT EDIT.

/**
 * Defined at spec/census.json#/$defs/cell.
 */
export interface Cell {
  /**
   * Meaning of a Census sentinel or suppression flag in raw (e.g. too few sample observations); null for an ordinary value.
   */
  annotation: string | null;
  /**
   * Numeric value; null when the cell is suppressed, not applicable or text.
   */
  estimate: number | null;
  /**
   * Margin of error (90 percent) where the dataset publishes one; otherwise null.
   */
  moe: number | null;
  /**
   * The value exactly as the Census API returned it.
   */
  raw: string | null;
}

/**
 * Opaque pagination cursor: pass the next_cursor of the previous page unchanged.
 *
 * Defined at spec/defs.json#/$defs/cursor.
 */
export type Cursor = string;

/**
 * Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.
 *
 * Defined at spec/census.json#/$defs/datasetCode.
 */
export type DatasetCode = string;

/**
 * Geography level, spelled as the Census Data API spells it.
 *
 * Defined at spec/census.json#/$defs/geographyLevel.
 */
export type GeographyLevel =
  | "us"
  | "region"
  | "division"
  | "state"
  | "county"
  | "county subdivision"
  | "place"
  | "tract"
  | "block group"
  | "zip code tabulation area"
  | "metropolitan statistical area/micropolitan statistical area"
  | "combined statistical area"
  | "congressional district";

/**
 * Page size, 1 to 100 (default 50).
 *
 * Defined at spec/defs.json#/$defs/limit.
 */
export type Limit = number;

/**
 * Cursor for the next page, or null when this is the last page.
 *
 * Defined at spec/defs.json#/$defs/nextCursor.
 */
export type NextCursor = string | null;

/**
 * Filters on a dataset's predicate variables, name to value, e.g. {"NAICS2017": "72"} on cbp or {"SEX": "2"} on a dataset that has it. Up to 8.
 *
 * Defined at spec/census.json#/$defs/predicates.
 */
export interface Predicates {
  [k: string]: string | undefined;
}

/**
 * Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).
 *
 * Defined at spec/census.json#/$defs/variableCode.
 */
export type VariableCode = string;

/**
 * Defined at spec/census.json#/$defs/variableInfo.
 */
export interface VariableInfo {
  /**
   * Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).
   */
  code: VariableCode;
  concept: string | null;
  label: string;
}

/**
 * Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.
 *
 * Defined at spec/census.json#/$defs/within.
 */
export interface Within {
  /**
   * Three-digit county FIPS code within the state, e.g. 033; needs state.
   */
  county?: string;
  /**
   * Two-digit state FIPS code, e.g. 53.
   */
  state?: string;
}

/**
 * Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.
 *
 * Defined at spec/census.json#/$defs/year.
 */
export type Year = number;

/**
 * Arguments of `census_compare_geographies` as the handler receives them: every property with a default is set.
 */
export type CensusCompareGeographiesInput = {
  /**
   * Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.
   */
  dataset: DatasetCode;
  /**
   * GEOIDs to compare (from census_resolve_geography), 2 to 50, all at geography_level. When given, within must be left out.
   *
   * @minItems 2
   * @maxItems 50
   */
  geographies?: string[];
  /**
   * Geography level, spelled as the Census Data API spells it.
   */
  geography_level: GeographyLevel;
  /**
   * Most ranked rows to return, 1 to 100 (default 50).
   */
  limit: Limit;
  /**
   * desc ranks the largest value first (default), asc the smallest.
   */
  order: "desc" | "asc";
  /**
   * Filters on a dataset's predicate variables, name to value, e.g. {"NAICS2017": "72"} on cbp or {"SEX": "2"} on a dataset that has it. Up to 8.
   */
  predicates?: Predicates;
  /**
   * Variable to rank by; must be one of variables (default the first).
   */
  sort_by?: VariableCode;
  /**
   * Variable codes to show for each geography, 1 to 48.
   *
   * @minItems 1
   * @maxItems 48
   *
   * Items: Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).
   */
  variables: VariableCode[];
  /**
   * Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.
   */
  within?: Within;
  /**
   * Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.
   */
  year?: Year;
};

/**
 * Arguments of `census_compare_geographies` as a client sends them: properties with a default may be left out.
 */
export type CensusCompareGeographiesClientInput = {
  /**
   * Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.
   */
  dataset: DatasetCode;
  /**
   * GEOIDs to compare (from census_resolve_geography), 2 to 50, all at geography_level. When given, within must be left out.
   *
   * @minItems 2
   * @maxItems 50
   */
  geographies?: string[];
  /**
   * Geography level, spelled as the Census Data API spells it.
   */
  geography_level: GeographyLevel;
  /**
   * Most ranked rows to return, 1 to 100 (default 50).
   */
  limit?: Limit;
  /**
   * desc ranks the largest value first (default), asc the smallest.
   */
  order?: "desc" | "asc";
  /**
   * Filters on a dataset's predicate variables, name to value, e.g. {"NAICS2017": "72"} on cbp or {"SEX": "2"} on a dataset that has it. Up to 8.
   */
  predicates?: Predicates;
  /**
   * Variable to rank by; must be one of variables (default the first).
   */
  sort_by?: VariableCode;
  /**
   * Variable codes to show for each geography, 1 to 48.
   *
   * @minItems 1
   * @maxItems 48
   *
   * Items: Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).
   */
  variables: VariableCode[];
  /**
   * Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.
   */
  within?: Within;
  /**
   * Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.
   */
  year?: Year;
};

/**
 * Result of `census_compare_geographies` (structuredContent).
 */
export interface CensusCompareGeographiesOutput {
  /**
   * Predicate filters applied, including defaults the dataset imposes.
   */
  applied_predicates: {
    [k: string]: string | undefined;
  };
  /**
   * Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.
   */
  dataset: DatasetCode;
  /**
   * Geography level, spelled as the Census Data API spells it.
   */
  geography_level: GeographyLevel;
  /**
   * Caveats a person should see with the numbers (suppressed cells, sample data, defaults applied).
   */
  notes: string[];
  order: "desc" | "asc";
  rows: {
    geography_fips: string;
    geoid: string;
    name: string;
    /**
     * 1 for the first; null when the sort value is suppressed.
     */
    rank: number | null;
    /**
     * Variable code to value.
     */
    values: {
      [k: string]: Cell | undefined;
    };
    /**
     * Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.
     */
    within: Within;
  }[];
  /**
   * True when the rows come from shipped sample data rather than the live census API; such numbers must not be presented as current.
   */
  sample_data: boolean;
  /**
   * Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).
   */
  sort_by: VariableCode;
  /**
   * The Census Data API request behind the result, without the key.
   */
  source_url: string;
  /**
   * How many geographies matched before limit was applied.
   */
  total_geographies: number;
  /**
   * The requested variables with their labels, in request order.
   */
  variables: VariableInfo[];
  /**
   * Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.
   */
  year: Year;
}

/**
 * Arguments of `census_list_datasets` as the handler receives them: every property with a default is set.
 */
export interface CensusListDatasetsInput {
  /**
   * Keyword matched against dataset code, title and description, e.g. income, decennial, business. Omit to list all.
   */
  query?: string;
}

/** Arguments of `census_list_datasets` as a client sends them: properties with a default may be left out. */
export type CensusListDatasetsClientInput = CensusListDatasetsInput;

/**
 * Result of `census_list_datasets` (structuredContent).
 */
export interface CensusListDatasetsOutput {
  /**
   * True when CENSUS_API_KEY is set, so the two data tools can run.
   */
  api_key_configured: boolean;
  datasets: {
    /**
     * Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.
     */
    dataset: DatasetCode;
    description: string;
    has_margins_of_error: boolean;
    /**
     * Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.
     */
    latest_year: Year;
    title: string;
    /**
     * Available vintages, ascending.
     *
     * Items: Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.
     */
    years: Year[];
  }[];
}

/**
 * Arguments of `census_list_geographies` as the handler receives them: every property with a default is set.
 */
export interface CensusListGeographiesInput {
  /**
   * Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.
   */
  dataset: DatasetCode;
  /**
   * Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.
   */
  year?: Year;
}

/** Arguments of `census_list_geographies` as a client sends them: properties with a default may be left out. */
export type CensusListGeographiesClientInput = CensusListGeographiesInput;

/**
 * Result of `census_list_geographies` (structuredContent).
 */
export interface CensusListGeographiesOutput {
  /**
   * Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.
   */
  dataset: DatasetCode;
  levels: {
    /**
     * Geography level, spelled as the Census Data API spells it.
     */
    geography_level: GeographyLevel;
    optional_parents: ("state" | "county")[];
    /**
     * Keys of within that must be given at this level.
     */
    required_parents: ("state" | "county")[];
  }[];
  /**
   * Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.
   */
  year: Year;
}

/**
 * Arguments of `census_query_data` as the handler receives them: every property with a default is set.
 */
export type CensusQueryDataInput = {
  /**
   * Opaque pagination cursor: pass the next_cursor of the previous page unchanged.
   */
  cursor?: Cursor;
  /**
   * Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.
   */
  dataset: DatasetCode;
  /**
   * The level's own code (state 2 digits, county 3, place 5, tract 6, ...), or * (default) for every geography of the level within the parent.
   */
  geography_fips: string;
  /**
   * Geography level, spelled as the Census Data API spells it.
   */
  geography_level: GeographyLevel;
  /**
   * Rows per page, 1 to 100 (default 50).
   */
  limit: Limit;
  /**
   * Filters on a dataset's predicate variables, name to value, e.g. {"NAICS2017": "72"} on cbp or {"SEX": "2"} on a dataset that has it. Up to 8.
   */
  predicates?: Predicates;
  /**
   * Variable codes to fetch, 1 to 48 (the API's 50 columns less name and GEOID).
   *
   * @minItems 1
   * @maxItems 48
   *
   * Items: Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).
   */
  variables: VariableCode[];
  /**
   * Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.
   */
  within?: Within;
  /**
   * Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.
   */
  year?: Year;
};

/**
 * Arguments of `census_query_data` as a client sends them: properties with a default may be left out.
 */
export type CensusQueryDataClientInput = {
  /**
   * Opaque pagination cursor: pass the next_cursor of the previous page unchanged.
   */
  cursor?: Cursor;
  /**
   * Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.
   */
  dataset: DatasetCode;
  /**
   * The level's own code (state 2 digits, county 3, place 5, tract 6, ...), or * (default) for every geography of the level within the parent.
   */
  geography_fips?: string;
  /**
   * Geography level, spelled as the Census Data API spells it.
   */
  geography_level: GeographyLevel;
  /**
   * Rows per page, 1 to 100 (default 50).
   */
  limit?: Limit;
  /**
   * Filters on a dataset's predicate variables, name to value, e.g. {"NAICS2017": "72"} on cbp or {"SEX": "2"} on a dataset that has it. Up to 8.
   */
  predicates?: Predicates;
  /**
   * Variable codes to fetch, 1 to 48 (the API's 50 columns less name and GEOID).
   *
   * @minItems 1
   * @maxItems 48
   *
   * Items: Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).
   */
  variables: VariableCode[];
  /**
   * Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.
   */
  within?: Within;
  /**
   * Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.
   */
  year?: Year;
};

/**
 * Result of `census_query_data` (structuredContent).
 */
export interface CensusQueryDataOutput {
  /**
   * Predicate filters applied, including defaults the dataset imposes.
   */
  applied_predicates: {
    [k: string]: string | undefined;
  };
  /**
   * Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.
   */
  dataset: DatasetCode;
  /**
   * Geography level, spelled as the Census Data API spells it.
   */
  geography_level: GeographyLevel;
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: NextCursor;
  /**
   * Caveats a person should see with the numbers (suppressed cells, sample data, defaults applied).
   */
  notes: string[];
  rows: {
    geography_fips: string;
    geoid: string;
    name: string;
    /**
     * Variable code to value.
     */
    values: {
      [k: string]: Cell | undefined;
    };
    /**
     * Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.
     */
    within: Within;
  }[];
  /**
   * True when the rows come from shipped sample data rather than the live census API; such numbers must not be presented as current.
   */
  sample_data: boolean;
  /**
   * The Census Data API request behind the result, without the key.
   */
  source_url: string;
  total_rows: number;
  /**
   * The requested variables with their labels, in request order.
   */
  variables: VariableInfo[];
  /**
   * Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.
   */
  year: Year;
}

/**
 * Arguments of `census_resolve_geography` as the handler receives them: every property with a default is set.
 */
export interface CensusResolveGeographyInput {
  /**
   * Restrict matches to this level. Omit to search states, counties and places.
   */
  geography_level?:
    | "state"
    | "county"
    | "county subdivision"
    | "place"
    | "zip code tabulation area"
    | "metropolitan statistical area/micropolitan statistical area"
    | "combined statistical area"
    | "congressional district";
  /**
   * Most matches to return, 1 to 25 (default 10).
   */
  limit: number;
  /**
   * Place name, optionally with its state ('Springfield, IL'), a 5-digit ZIP code, or a GEOID.
   */
  query: string;
  /**
   * Restrict matches to one state: USPS abbreviation (WA) or two-digit FIPS (53).
   */
  state?: string;
}

/**
 * Arguments of `census_resolve_geography` as a client sends them: properties with a default may be left out.
 */
export interface CensusResolveGeographyClientInput {
  /**
   * Restrict matches to this level. Omit to search states, counties and places.
   */
  geography_level?:
    | "state"
    | "county"
    | "county subdivision"
    | "place"
    | "zip code tabulation area"
    | "metropolitan statistical area/micropolitan statistical area"
    | "combined statistical area"
    | "congressional district";
  /**
   * Most matches to return, 1 to 25 (default 10).
   */
  limit?: number;
  /**
   * Place name, optionally with its state ('Springfield, IL'), a 5-digit ZIP code, or a GEOID.
   */
  query: string;
  /**
   * Restrict matches to one state: USPS abbreviation (WA) or two-digit FIPS (53).
   */
  state?: string;
}

/**
 * Result of `census_resolve_geography` (structuredContent).
 */
export interface CensusResolveGeographyOutput {
  /**
   * True when more than one geography matched equally well.
   */
  ambiguous: boolean;
  matches: {
    /**
     * The level's own code, for geography_fips.
     */
    geography_fips: string;
    /**
     * Geography level, spelled as the Census Data API spells it.
     */
    geography_level: GeographyLevel;
    /**
     * Full nationally unique GEOID, for geographies in census_compare_geographies.
     */
    geoid: string;
    match: "exact" | "partial";
    /**
     * Official name, e.g. King County, Washington.
     */
    name: string;
    /**
     * Parent geography that scopes the request: state, or state and county. census_resolve_geography returns it ready to pass.
     */
    within: Within;
  }[];
  query: string;
  /**
   * Vintage of the reference files used, e.g. 2023.
   */
  reference_vintage: string;
}

/**
 * Arguments of `census_search_variables` as the handler receives them: every property with a default is set.
 */
export interface CensusSearchVariablesInput {
  /**
   * Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.
   */
  dataset: DatasetCode;
  /**
   * Most variables to return, 1 to 100 (default 20).
   */
  limit: number;
  /**
   * Words to find in variable labels and concepts, or a variable or table code prefix.
   */
  query: string;
  /**
   * Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.
   */
  year?: Year;
}

/**
 * Arguments of `census_search_variables` as a client sends them: properties with a default may be left out.
 */
export interface CensusSearchVariablesClientInput {
  /**
   * Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.
   */
  dataset?: DatasetCode;
  /**
   * Most variables to return, 1 to 100 (default 20).
   */
  limit?: number;
  /**
   * Words to find in variable labels and concepts, or a variable or table code prefix.
   */
  query: string;
  /**
   * Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.
   */
  year?: Year;
}

/**
 * Result of `census_search_variables` (structuredContent).
 */
export interface CensusSearchVariablesOutput {
  /**
   * Census Data API dataset path as listed by census_list_datasets, e.g. acs/acs5, acs/acs5/profile, dec/pl, pep/population, cbp.
   */
  dataset: DatasetCode;
  /**
   * What to try when the match is partial or none; null otherwise.
   */
  hint: string | null;
  /**
   * strong: the best variable covers the query's words; partial: only some of them (hint names the missing ones); none: nothing matched well, variables is empty.
   */
  match: "none" | "partial" | "strong";
  /**
   * How many variables matched before limit was applied.
   */
  total_matches: number;
  variables: {
    /**
     * Variable code from census_search_variables, e.g. B01003_001E (estimate) or B01003_001M (its margin of error).
     */
    code: VariableCode;
    concept: string | null;
    /**
     * Table the variable belongs to, e.g. B19013.
     */
    group: string | null;
    label: string;
    /**
     * Margin-of-error code for this estimate, if any.
     */
    moe_code: string | null;
    value_type: "int" | "float" | "string" | null;
  }[];
  /**
   * Dataset vintage (year). Omit for the dataset's latest vintage; census_list_datasets lists the available ones.
   */
  year: Year;
}
