import { startCensus, type CensusHarness } from "./harness";
import { startReplay, type Replay } from "./replay-server";

/** census_query_data and census_compare_geographies through the real client, against the replayed API. */
describe("census data tools", () => {
  let h: CensusHarness;
  let replay: Replay;
  const acs = { dataset: "acs/acs5", year: 2023 };
  beforeAll(async () => {
    replay = await startReplay();
    h = await startCensus({ CENSUS_API_BASE: replay.base, CENSUS_API_KEY: "good-key", CENSUS_MAX_CALLS_PER_REQUEST: "2" });
  });
  afterAll(async () => {
    await h.close();
    await replay.close();
  });
  beforeEach(() => replay.requests.splice(0));

  test("query_data returns estimates with margins of error, labels and the request without the key", async () => {
    const r = await h.tool("census_query_data", { ...acs, geography_level: "state", variables: ["B19013_001E", "B01003_001E"] });
    expect(replay.requests).toHaveLength(1);
    expect(replay.requests[0].searchParams.get("get")).toBe("NAME,B19013_001E,B01003_001E,B19013_001M,B01003_001M");
    expect(r.source_url).toBe(`${replay.base}/2023/acs/acs5?get=NAME%2CB19013_001E%2CB01003_001E%2CB19013_001M%2CB01003_001M&for=state%3A*`);
    expect(r.source_url).not.toContain("good-key");
    expect(r.variables).toEqual([
      { code: "B19013_001E", label: "Estimate!!Median household income in the past 12 months (in 2023 inflation-adjusted dollars)", concept: expect.stringMatching(/^Median Household Income/) },
      { code: "B01003_001E", label: "Estimate!!Total", concept: "Total Population" },
    ]);
    const wa = r.rows.find((x: any) => x.geoid === "53");
    expect(wa).toEqual({
      geography_fips: "53",
      geoid: "53",
      name: "Washington",
      within: {},
      values: {
        B19013_001E: { raw: "94952", estimate: 94952, moe: 412, annotation: null },
        B01003_001E: { raw: "7812880", estimate: 7812880, moe: null, annotation: "no margin of error: the estimate is controlled to an independent count (treat the error as zero)" },
      },
    });
    expect(r).toMatchObject({ total_rows: 4, next_cursor: null, sample_data: false, year: 2023 });
  });

  test("suppressed values are annotated, never shown as numbers; pages follow the cursor", async () => {
    const first = await h.tool("census_query_data", { ...acs, geography_level: "county", within: { state: "53" }, variables: ["B19013_001E"], limit: 2 });
    expect(first.rows.map((x: any) => x.geoid)).toEqual(["53033", "53053"]);
    expect(first.rows[0].within).toEqual({ state: "53" });
    const second = await h.tool("census_query_data", { ...acs, geography_level: "county", within: { state: "53" }, variables: ["B19013_001E"], limit: 2, cursor: first.next_cursor });
    expect(second.next_cursor).toBeNull();
    expect(second.rows[0]).toMatchObject({ name: "Wahkiakum County, Washington", values: { B19013_001E: { raw: "-666666666", estimate: null, moe: null } } });
    expect(second.rows[0].values.B19013_001E.annotation).toMatch(/too few sample observations.*; margin of error not computed/);
    expect(second.notes.join(" ")).toMatch(/1 value\(s\) are suppressed/);
    const other = await h.refusal("census_query_data", { ...acs, geography_level: "county", within: { state: "56" }, variables: ["B19013_001E"], cursor: first.next_cursor });
    expect(other).toMatchObject({ code: "invalid_arguments", issues: [{ path: "/cursor", message: expect.stringMatching(/different query/) }] });
  });

  test("a variable outside the shipped metadata is checked against the API's own metadata and labelled from it", async () => {
    const r = await h.tool("census_query_data", { ...acs, geography_level: "state", geography_fips: "56", variables: ["B25071_001E"] });
    expect(r.variables[0]).toEqual({ code: "B25071_001E", label: "Estimate!!Median gross rent as a percentage of household income", concept: expect.any(String) });
    expect(r.rows[0].values.B25071_001E).toEqual({ raw: "26.3", estimate: 26.3, moe: 0.8, annotation: null });
  });

  test("with a key, search_variables looks a code outside the shipped file up at the API", async () => {
    const r = await h.tool("census_search_variables", { ...acs, query: "B25071_001E" });
    expect(r.variables).toEqual([{ code: "B25071_001E", label: "Estimate!!Median gross rent as a percentage of household income", concept: expect.any(String), group: "B25071", moe_code: "B25071_001M", value_type: "float" }]);
  });

  test("an unknown variable is refused with did_you_mean before the data request", async () => {
    const e = await h.refusal("census_query_data", { ...acs, geography_level: "state", variables: ["B19013_01E"] });
    expect(e).toMatchObject({ code: "unknown_variable", variable: "B19013_01E" });
    expect(e.did_you_mean).toContain("B19013_001E");
    expect(replay.requests.map((u) => u.pathname)).toEqual(["/data/2023/acs/acs5/variables/B19013_01E.json"]);
  });

  test("more columns than the API's 50-variable limit are refused before any request, naming the limit", async () => {
    const variables = Array.from({ length: 25 }, (_, i) => `B01001_${String(i + 1).padStart(3, "0")}E`);
    const e = await h.refusal("census_query_data", { ...acs, geography_level: "state", variables });
    expect(e.code).toBe("invalid_arguments");
    expect(e.issues![0]).toMatchObject({ path: "/variables", message: expect.stringMatching(/at most 50 variables per request; 25 variables with their 25 margin-of-error columns and NAME make 51/) });
    expect(replay.requests).toEqual([]);
  });

  test("predicates that would replace the request's own parameters are refused before any request", async () => {
    const e = await h.refusal("census_query_data", { ...acs, geography_level: "state", variables: ["B01003_001E"], predicates: { key: "x", get: "NAME" } });
    expect(e).toMatchObject({ code: "invalid_arguments", issues: [{ path: "/predicates/key" }, { path: "/predicates/get" }] });
    expect(replay.requests).toEqual([]);
  });

  test("a single geography the API does not have is not_found; unsupported hierarchies and levels are refused", async () => {
    expect(await h.refusal("census_query_data", { ...acs, geography_level: "state", geography_fips: "72", variables: ["B01003_001E"] })).toMatchObject({ code: "not_found" });
    expect(await h.refusal("census_query_data", { ...acs, geography_level: "zip code tabulation area", variables: ["B01003_001E"] })).toMatchObject({ code: "geography_not_supported" });
    expect(await h.refusal("census_query_data", { dataset: "acs/acs1", year: 2023, geography_level: "tract", within: { state: "53" }, variables: ["B01003_001E"] })).toMatchObject({ code: "geography_not_supported", message: expect.stringMatching(/does not publish the level 'tract'/) });
  });

  test("compare ranks by sort_by, suppressed values last with rank null", async () => {
    const r = await h.tool("census_compare_geographies", { ...acs, geography_level: "county", within: { state: "53" }, variables: ["B01003_001E", "B19013_001E"], sort_by: "B19013_001E" });
    expect(r.rows.map((x: any) => [x.name, x.rank])).toEqual([
      ["King County, Washington", 1],
      ["Pierce County, Washington", 2],
      ["Wahkiakum County, Washington", null],
    ]);
    const asc = await h.tool("census_compare_geographies", { ...acs, geography_level: "county", within: { state: "53" }, variables: ["B19013_001E"], order: "asc", limit: 1 });
    expect(asc).toMatchObject({ total_geographies: 3, rows: [{ geoid: "53053", rank: 1 }] });
  });

  test("compare of explicit GEOIDs makes one request per parent, within the configured limit", async () => {
    const r = await h.tool("census_compare_geographies", { ...acs, geography_level: "county", geographies: ["53033", "56021"], variables: ["B01003_001E"] });
    expect(r.rows.map((x: any) => x.geoid)).toEqual(["53033", "56021"]);
    expect(replay.requests.map((u) => [u.searchParams.get("for"), u.searchParams.get("in")])).toEqual([["county:033", "state:53"], ["county:021", "state:56"]]);
    replay.requests.splice(0);
    const e = await h.refusal("census_compare_geographies", { ...acs, geography_level: "county", geographies: ["53033", "56021", "06037"], variables: ["B01003_001E"] });
    expect(e.issues![0].message).toMatch(/3 parent geographies.*at most 2 per call \(CENSUS_MAX_CALLS_PER_REQUEST\)/);
    expect(replay.requests).toEqual([]);
    expect(await h.refusal("census_compare_geographies", { ...acs, geography_level: "county", geographies: ["53033", "53999"], variables: ["B01003_001E"] })).toMatchObject({ code: "not_found", geoids: ["53999"] });
    expect(await h.refusal("census_compare_geographies", { ...acs, geography_level: "county", geographies: ["53033", "5302"], variables: ["B01003_001E"] })).toMatchObject({ code: "invalid_arguments", issues: [{ path: "/geographies/1" }] });
    expect(await h.refusal("census_compare_geographies", { ...acs, geography_level: "state", variables: ["B01003_001E"], sort_by: "B19013_001E" })).toMatchObject({ code: "sort_by_not_requested" });
  });

  test("live place names come from the API when the shipped list has no match", async () => {
    const r = await h.tool("census_resolve_geography", { query: "Round Rock, TX" });
    expect(r.matches[0]).toMatchObject({ geography_level: "place", geoid: "4858016", name: "Round Rock city, Texas", match: "exact" });
    expect(replay.requests.map((u) => u.searchParams.get("for"))).toEqual(["place:*"]);
  });
});

describe("census API key and availability errors", () => {
  let replay: Replay;
  beforeAll(async () => {
    replay = await startReplay();
  });
  afterAll(() => replay.close());
  const args = { dataset: "acs/acs5", year: 2023, geography_level: "state", variables: ["B01003_001E"] };

  test.each([
    ["bad-key", "api_key_rejected"],
    ["busy-key", "upstream_unavailable"],
  ])("key %s → %s", async (key, code) => {
    const h = await startCensus({ CENSUS_API_BASE: replay.base, CENSUS_API_KEY: key });
    try {
      const e = await h.refusal("census_query_data", args);
      expect(e.code).toBe(code);
      expect(e.message).not.toContain(key);
    } finally {
      await h.close();
    }
  });

  test("an unreachable API is upstream_unavailable", async () => {
    const h = await startCensus({ CENSUS_API_BASE: "http://127.0.0.1:9/data", CENSUS_API_KEY: "good-key" });
    try {
      expect((await h.refusal("census_query_data", args)).code).toBe("upstream_unavailable");
    } finally {
      await h.close();
    }
  });
});
