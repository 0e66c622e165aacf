import { startCensus, type CensusHarness } from "./harness";
import { startReplay, type Replay } from "./replay-server";

/** The four keyless tools, on a server with no CENSUS_API_KEY: shipped metadata only, nothing fetched. */
describe("census without CENSUS_API_KEY", () => {
  let h: CensusHarness;
  let replay: Replay;
  beforeAll(async () => {
    replay = await startReplay();
    h = await startCensus({ CENSUS_API_BASE: replay.base });
  });
  afterAll(async () => {
    await h.close();
    await replay.close();
  });
  afterEach(() => expect(replay.requests).toEqual([]));

  test("census_list_datasets lists vintages and filters by keyword", async () => {
    const all = await h.tool("census_list_datasets");
    expect(all.api_key_configured).toBe(false);
    expect(all.datasets.map((d: any) => d.dataset)).toEqual(["acs/acs5", "acs/acs5/profile", "acs/acs1", "dec/pl", "dec/dhc"]);
    const acs1 = all.datasets.find((d: any) => d.dataset === "acs/acs1");
    expect(acs1.years).not.toContain(2020);
    const dec = await h.tool("census_list_datasets", { query: "decennial" });
    expect(dec.datasets.map((d: any) => [d.dataset, d.has_margins_of_error])).toEqual([["dec/pl", false], ["dec/dhc", false]]);
  });

  test("census_list_geographies gives the parents each level needs; unknown datasets and years are refused", async () => {
    const g = await h.tool("census_list_geographies", { dataset: "acs/acs5" });
    expect(g.year).toBe(2024);
    expect(g.levels).toContainEqual({ geography_level: "block group", required_parents: ["state", "county"], optional_parents: [] });
    expect(await h.refusal("census_list_geographies", { dataset: "acs/acs6" })).toMatchObject({ code: "unknown_dataset", did_you_mean: ["acs/acs1", "acs/acs5"] });
    expect(await h.refusal("census_list_geographies", { dataset: "dec/pl", year: 2019 })).toMatchObject({ code: "year_not_available", years: [2020] });
  });

  test("census_search_variables finds variables by words and code prefix with their margin-of-error codes", async () => {
    const r = await h.tool("census_search_variables", { query: "median household income" });
    expect(r.variables[0]).toMatchObject({ code: "B19013_001E", moe_code: "B19013_001M", group: "B19013", value_type: "int" });
    expect(r.variables.every((v: any) => !v.code.endsWith("M"))).toBe(true);
    const tenure = await h.tool("census_search_variables", { query: "B25003" });
    expect(tenure.variables.map((v: any) => v.code)).toEqual(["B25003_001E", "B25003_002E", "B25003_003E"]);
    const dec = await h.tool("census_search_variables", { dataset: "dec/pl", query: "vacant" });
    expect(dec.variables).toEqual([expect.objectContaining({ code: "H1_003N", moe_code: null })]);
    const none = await h.tool("census_search_variables", { query: "B99999_001E" });
    expect(none).toMatchObject({ total_matches: 0, variables: [] });
  });

  test.each([
    ["King County, WA", { geography_level: "county", geoid: "53033", geography_fips: "033", name: "King County, Washington", within: { state: "53" }, match: "exact" }],
    ["Austin, Texas", { geography_level: "place", geoid: "4805000", name: "Austin city, Texas", within: { state: "48" } }],
    ["orleans parish, louisiana", { geography_level: "county", geoid: "22071", name: "Orleans Parish, Louisiana" }],
    ["53", { geography_level: "state", geoid: "53", name: "Washington" }],
    ["St. Louis County, MO", { geography_level: "county", geoid: "29189", name: "St. Louis County, Missouri" }],
    ["Saint Louis city, Missouri", { geography_level: "place", geoid: "2965000", name: "St. Louis city, Missouri" }],
  ])("census_resolve_geography(%s)", async (query, want) => {
    const r = await h.tool("census_resolve_geography", { query });
    expect(r.matches[0]).toMatchObject(want);
    expect(r.reference_vintage).toBe("2020");
  });

  test("census_resolve_geography reports ambiguity, filters by state and level, refuses unknown names", async () => {
    const austin = await h.tool("census_resolve_geography", { query: "Austin, Texas" });
    expect(austin.ambiguous).toBe(true);
    expect(austin.matches.map((m: any) => m.geoid)).toEqual(["4805000", "48015"]);
    const r = await h.tool("census_resolve_geography", { query: "Springfield", geography_level: "place" });
    expect(r.ambiguous).toBe(true);
    expect(r.matches.map((m: any) => m.geoid)).toEqual(["1772000", "2567000", "2970000"]);
    const il = await h.tool("census_resolve_geography", { query: "Springfield", state: "IL" });
    expect(il.matches.map((m: any) => m.geoid)).toEqual(["1772000"]);
    const zip = await h.tool("census_resolve_geography", { query: "98101" });
    expect(zip.matches).toEqual([expect.objectContaining({ geography_level: "zip code tabulation area", geoid: "98101" })]);
    expect(await h.refusal("census_resolve_geography", { query: "Xyzzyville" })).toMatchObject({ code: "not_found" });
  });

  test("the data tools refuse with missing_api_key naming CENSUS_API_KEY, before any request", async () => {
    const args = { dataset: "acs/acs5", geography_level: "state", variables: ["B01003_001E"] };
    const q = await h.refusal("census_query_data", args);
    expect(q).toMatchObject({ code: "missing_api_key", variable: "CENSUS_API_KEY" });
    expect(q.message).toMatch(/CENSUS_API_KEY/);
    expect((await h.refusal("census_compare_geographies", args)).code).toBe("missing_api_key");
  });
});
