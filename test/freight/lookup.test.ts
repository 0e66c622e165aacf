import { useFreight, type FreightHarness } from "./harness";

const lane = (r: any) => String(r.canonical_url).split("/").pop();

/** Issue 26, freight: answers that follow the query, say when nothing fits, and resolve cargo names. */
describe("freight lookups", () => {
  const freight = useFreight();
  let h: FreightHarness;
  beforeAll(() => {
    h = freight();
  });

  test("search_routes pads nothing: a query no lane serves is an empty list with match none and a hint", async () => {
    const r = await h.tool("search_routes", { query: "Sydney to Auckland" });
    expect(r).toMatchObject({ results: [], match: "none", hint: expect.stringMatching(/No published lane serves sydney to auckland/i) });
  });

  test("search_routes: a lane sharing only one place is partial, scored low, never presented as the answer", async () => {
    const r = await h.tool("search_routes", { query: "Shanghai to Los Angeles" });
    expect(r.match).toBe("partial");
    expect(r.results.map((x: any) => [lane(x), x.matched])).toEqual([["muc-pvg", ["PVG"]]]);
    expect(r.results[0].score).toBeLessThan(0.75);
    expect(r.hint).toMatch(/share one of its places/);
  });

  test("search_routes scores the lane asked for 1 and the direction asked first; results carry the places they share", async () => {
    const r = await h.tool("search_routes", { query: "Chicago from Frankfurt" });
    expect(r.match).toBe("strong");
    expect(r.results.map((x: any) => [lane(x), x.score, x.matched])).toEqual([
      ["fra-ord", 1, ["FRA", "ORD"]],
      ["fra-jfk", 0.5, ["FRA"]],
      ["hkg-fra", 0.4, ["FRA"]],
    ]);
  });

  test.each([
    ["whitespace", "   "],
    ["stop words only", "to the from"],
    ["another script", "上海到洛杉矶"],
    ["10,000 characters", "Frankfurt ".repeat(1000)],
  ])("search_routes refuses %s naming /query", async (_what, query) => {
    const e = await h.refusal("search_routes", { query });
    expect(e.code).toBe("invalid_arguments");
    expect(e.issues).toEqual([expect.objectContaining({ path: "/query" })]);
  });

  test("get_route accepts a lane's own title as search_routes returns it, in any language", async () => {
    const [hit] = (await h.tool("search_routes", { query: "Munich to Shanghai", lang: "de" })).results;
    expect((await h.tool("get_route", { query: hit.title })).canonical_url).toBe("https://freight-portal.example/lanes/muc-pvg");
    expect((await h.tool("get_route", { query: "Air freight Munich (MUC) to Shanghai (PVG)" })).origin.iata).toBe("MUC");
  });

  test.each([
    ["Seoul", "ICN", ["GMP"]],
    ["Sydney", "SYD", ["BWU"]],
    ["Johannesburg", "JNB", ["HLA", "GCJ"]],
    ["Louisville", "SDF", ["LOU"]],
    ["Dubai", "DXB", ["DWC"]],
    ["Dubai World Central", "DWC", []],
    ["FRA", "FRA", []],
  ])("get_airport %s is the metro's primary airport (%s), the metro's others flagged first", async (query, iata, others) => {
    const r = await h.tool("get_airport", { query });
    const alternatives = r.alternatives.map((a: any) => a.iata);
    expect({ iata: r.iata, ambiguous: r.ambiguous, first: alternatives.slice(0, others.length) }).toEqual({ iata, ambiguous: others.length > 0, first: others });
    if (others.length === 0) expect(alternatives).toEqual([]);
  });

  test.each([
    ["CV", "CV", /Cargolux/],
    ["FX", "FX", /FedEx/],
    ["PO", "PO", /Polar/],
    ["3S", "3S", /AeroLogic/],
    ["5X", "5X", /UPS/],
    ["K4", "K4", /Kalitta/],
    ["CK", "CK", /China Cargo/],
    ["D0", "D0", /DHL/],
    ["Cargolux", "CV", /Cargolux/],
    ["FedEx Express", "FX", /FedEx/],
    ["CLX", "CV", /Cargolux/],
  ])("get_carrier %s is the cargo carrier from the overlay, with its source", async (query, iata, name) => {
    const r = await h.tool("get_carrier", { query });
    expect(r.iata).toBe(iata);
    expect(r.name).toMatch(name);
    expect(r.markdown).toMatch(/cargo-carriers\.json/);
  });
});
