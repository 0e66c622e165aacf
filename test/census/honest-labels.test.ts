import { startCensus, type CensusHarness } from "./harness";
import { startReplay, type Replay } from "./replay-server";

/** Issue 27 item 7 (labels per vintage, the ranking note) and issue 26 (variable search), against the replayed API. */
describe("census labels and variable search", () => {
  let h: CensusHarness;
  let replay: Replay;
  beforeAll(async () => {
    replay = await startReplay();
    h = await startCensus({ CENSUS_API_BASE: replay.base, CENSUS_API_KEY: "good-key" });
  });
  afterAll(async () => {
    await h.close();
    await replay.close();
  });

  test.each([2015, 2020, 2024])("the median household income label of %i is in that year's dollars", async (year) => {
    const r = await h.tool("census_search_variables", { dataset: "acs/acs5", year, query: "median household income" });
    const v = r.variables.find((x: any) => x.code === "B19013_001E");
    expect(v.label).toBe(`Estimate!!Median household income in the past 12 months (in ${year} inflation-adjusted dollars)`);
    expect(v.concept).toContain(`(in ${year} Inflation-Adjusted Dollars)`);
  });

  test("census_query_data labels a 2015 request with the 2015 wording", async () => {
    const r = await h.tool("census_query_data", { dataset: "acs/acs5", year: 2015, geography_level: "state", geography_fips: "16", variables: ["B19013_001E"] });
    expect(r.variables[0].label).toMatch(/in 2015 inflation-adjusted dollars/);
    expect(JSON.stringify(r.variables)).not.toMatch(/2023/);
  });

  test("comparing a median does not say a count ranks by size; comparing a count does", async () => {
    const base = { dataset: "acs/acs5", year: 2023, geography_level: "state" };
    const median = await h.tool("census_compare_geographies", { ...base, variables: ["B19013_001E"] });
    expect(median.notes.join(" ")).not.toMatch(/A count ranks by size/);
    expect(median.notes.join(" ")).toMatch(/B19013_001E is a median/);
    const count = await h.tool("census_compare_geographies", { ...base, variables: ["B01003_001E"] });
    expect(count.notes).toContain("A count ranks by size, not by rate.");
  });

  test.each([
    ["acs/acs5", "veterans", "B21001_002E"],
    ["acs/acs5", "internet subscription", "B28002_002E"],
    ["acs/acs1", "broadband", "B28002_004E"],
    ["acs/acs5", "B28002_004E", "B28002_004E"],
    ["dec/pl", "total population", "P1_001N"],
  ])("census_search_variables in %s: '%s' puts %s first", async (dataset, query, code) => {
    const r = await h.tool("census_search_variables", { dataset, query });
    expect(r.variables[0]?.code).toBe(code);
    expect(r.match).toBe("strong");
  });

  test("a search nothing matches is an empty list with match none and a hint; function words only are refused naming /query", async () => {
    const none = await h.tool("census_search_variables", { query: "zeppelin hangars" });
    expect(none).toMatchObject({ variables: [], total_matches: 0, match: "none", hint: expect.stringMatching(/zeppelin/) });
    expect(await h.refusal("census_search_variables", { query: "of the" })).toMatchObject({ code: "invalid_arguments", issues: [{ path: "/query" }] });
  });
});
