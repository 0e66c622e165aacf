import { startCensus, type CensusHarness } from "./harness";
import { startReplay, type Replay } from "./replay-server";

const METRO = "metropolitan statistical area/micropolitan statistical area";
const top = (r: any) => r.matches.map((m: any) => [m.geography_level, m.geoid, m.match]);

/** Issue 26, census_resolve_geography: cities before same-named counties, metros and districts resolve. */
describe("census_resolve_geography", () => {
  let h: CensusHarness;
  let keyed: CensusHarness;
  let replay: Replay;
  beforeAll(async () => {
    replay = await startReplay();
    h = await startCensus({ CENSUS_API_BASE: replay.base });
    keyed = await startCensus({ CENSUS_API_BASE: replay.base, CENSUS_API_KEY: "good-key" });
  });
  afterAll(async () => {
    await h.close();
    await keyed.close();
    await replay.close();
  });

  test("'Boise, Idaho' is Boise City city, with Boise County flagged as the ambiguity", async () => {
    const r = await h.tool("census_resolve_geography", { query: "Boise, Idaho" });
    expect(top(r)).toEqual([["place", "1608830", "exact"], ["county", "16015", "exact"]]);
    expect(r.matches[0].name).toBe("Boise City city, Idaho");
    expect(r.ambiguous).toBe(true);
  });

  test("'Ann Arbor, MI' resolves", async () => {
    expect(top(await h.tool("census_resolve_geography", { query: "Ann Arbor, MI" }))[0]).toEqual(["place", "2603000", "exact"]);
  });

  test.each([
    ["Seattle metro area", "42660", "Seattle-Tacoma-Bellevue, WA Metro Area"],
    ["Boise metropolitan area", "14260", "Boise City, ID Metro Area"],
    ["Chicago MSA", "16980", "Chicago-Naperville-Elgin, IL-IN-WI Metro Area"],
  ])("metro areas resolve: %s", async (query, geoid, name) => {
    const r = await h.tool("census_resolve_geography", { query });
    expect(r.matches[0]).toMatchObject({ geography_level: METRO, geoid, geography_fips: geoid, name });
  });

  test("a metro by level and state filter; a CBSA code", async () => {
    const r = await h.tool("census_resolve_geography", { query: "Portland", geography_level: METRO, state: "WA" });
    expect(top(r)).toEqual([[METRO, "38900", "exact"]]);
    expect(top(await h.tool("census_resolve_geography", { query: "11460", geography_level: METRO }))).toEqual([[METRO, "11460", "exact"]]);
  });

  test.each([
    ["Idaho's 1st congressional district", "1601", "01", "Congressional District 1, Idaho"],
    ["CA-12", "0612", "12", "Congressional District 12, California"],
    ["Texas congressional district 7", "4807", "07", "Congressional District 7, Texas"],
    ["Wyoming at-large congressional district", "5600", "00", "Congressional District (at Large), Wyoming"],
  ])("congressional districts resolve: %s", async (query, geoid, fips, name) => {
    const r = await h.tool("census_resolve_geography", { query });
    expect(r.matches).toEqual([expect.objectContaining({ geography_level: "congressional district", geoid, geography_fips: fips, name, within: { state: geoid.slice(0, 2) } })]);
  });

  test("CA-53 does not exist (California has 52 seats): not_found", async () => {
    expect(await h.refusal("census_resolve_geography", { query: "CA-53" })).toMatchObject({ code: "not_found" });
  });

  test("with a key, a place outside the shipped list is read from the API even when a county has the name", async () => {
    const r = await keyed.tool("census_resolve_geography", { query: "Twin Falls, Idaho" });
    expect(top(r)).toEqual([["place", "1682810", "exact"], ["county", "16083", "exact"]]);
    expect(r.ambiguous).toBe(true);
    expect(replay.requests.some((u) => u.pathname === "/data/2020/dec/pl" && u.searchParams.get("in") === "state:16")).toBe(true);
  });
});
