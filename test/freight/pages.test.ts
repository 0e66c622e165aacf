import { useFreight, type FreightHarness } from "./harness";

/** The published-content tools over a real host and the SDK client, on the shipped content directory. */
describe("freight pages", () => {
  const freight = useFreight();
  let h: FreightHarness;
  beforeAll(() => {
    h = freight();
  });

  test.each([
    ["IATA codes", "FRA to JFK", "fra-jfk"],
    ["city names, no separator", "Frankfurt New York", "fra-jfk"],
    ["a French exonym (synonym)", "Francfort New York", "fra-jfk"],
    ["accents and case", "ZÜRICH nach SÃO PAULO", "zrh-gru"],
    ["no accents", "zurich sao paulo", "zrh-gru"],
    ["a German exonym", "Lüttich Dubai", "lgg-dxb"],
    ["a stem (plural)", "shanghais", "muc-pvg"],
    ["a typo", "Frankfrut", "fra-jfk"],
  ])("search_routes finds lanes by %s", async (_what, query, id) => {
    const r = await h.tool("search_routes", { query });
    expect(r.results.length).toBeGreaterThan(0);
    expect(r.results.map((x: any) => x.canonical_url)).toContain(`https://freight-portal.example/lanes/${id}`);
    if (query.includes(" ")) expect(r.results[0].canonical_url).toBe(`https://freight-portal.example/lanes/${id}`);
  });

  test("search_routes ranks the direction asked for first, lists language variants and labels sample pages", async () => {
    const r = await h.tool("search_routes", { query: "Frankfurt to Chicago", limit: 2 });
    expect(r.results).toHaveLength(2);
    expect(r.results[0]).toMatchObject({ origin: { iata: "FRA", name: "Frankfurt Main" }, destination: { iata: "ORD" }, sample: true, md_url: "https://freight-portal.example/lanes/fra-ord.md" });
    expect(r.results[0].language_variants.map((v: any) => v.lang)).toEqual(["en", "de"]);
    expect(r.notes.join(" ")).toMatch(/^sample:/);
  });

  test("search_routes serves the language asked for; language wins over lang", async () => {
    const de = await h.tool("search_routes", { query: "FRA JFK", lang: "de" });
    expect(de.lang).toBe("de");
    expect(de.results[0].title).toBe("Luftfracht Frankfurt (FRA) nach New York (JFK)");
    const both = await h.tool("search_routes", { query: "FRA JFK", lang: "de", language: "fr" });
    expect(both.results[0].canonical_url).toBe("https://freight-portal.example/fr/lanes/fra-jfk");
    const none = await h.tool("search_routes", { query: "Ulaanbaatar" });
    expect(none).toMatchObject({ results: [], match: "none" });
    expect(none.notes.join(" ")).toMatch(/No published lane serves/);
  });

  test("an unserved language is refused on every tool that takes it, naming the field", async () => {
    for (const [tool, args] of [["search_routes", { query: "FRA" }], ["get_airport", { query: "FRA" }], ["get_faq", {}], ["get_company_info", {}], ["create_inquiry", { origin: "FRA", destination: "JFK" }]] as const) {
      const e = await h.refusal(tool, { ...args, language: "xx" });
      expect(e).toMatchObject({ code: "unsupported_language", field: "language", served: ["en", "de", "fr", "es"] });
    }
    expect(await h.refusal("get_route", { query: "fra-jfk", lang: "it" })).toMatchObject({ code: "unsupported_language", field: "lang" });
  });

  test("a query longer than FREIGHT_MAX_QUERY_CHARS is refused naming the field", async () => {
    for (const tool of ["search_routes", "get_route", "get_airport", "get_carrier"]) {
      const e = await h.refusal(tool, { query: "Frankfurt ".repeat(30) });
      expect(e).toMatchObject({ code: "invalid_arguments", issues: [{ path: "/query", message: "must be at most 200 characters (FREIGHT_MAX_QUERY_CHARS)" }] });
    }
  });

  test("get_route returns one lane's evidence, carriers and URLs; transit and price are null with notes", async () => {
    const r = await h.tool("get_route", { query: "Frankfurt New York" });
    expect(r).toMatchObject({
      canonical_url: "https://freight-portal.example/lanes/fra-jfk",
      md_url: "https://freight-portal.example/lanes/fra-jfk.md",
      origin: { iata: "FRA" },
      destination: { iata: "JFK", name: "John F Kennedy Intl" },
      transit_wording: null,
      typical_carriers: [
        { iata: "LH", name: "Lufthansa", canonical_url: "https://freight-portal.example/carriers/lh" },
        { iata: "DL", name: "Delta Air Lines", canonical_url: "https://freight-portal.example/carriers/dl" },
      ],
    });
    expect(r.iata_evidence.map((e: any) => [e.iata, e.source_url])).toEqual([["FRA", "https://freight-portal.example/airports/fra"], ["JFK", "https://freight-portal.example/airports/jfk"]]);
    expect(r.notes.join("\n")).toMatch(/transit_wording is null/);
    expect(r.notes.join("\n")).toMatch(/^sample:/m);
    expect(r.language_variants).toHaveLength(4);
  });

  test("get_route by slug and in a language the lane lacks falls back with a note", async () => {
    const r = await h.tool("get_route", { query: "nbo-ams", lang: "de" });
    expect(r.lang).toBe("en");
    expect(r.notes[0]).toBe("Not published in 'de'; served in 'en'.");
  });

  test("get_route with no matching lane is not_found with did_you_mean", async () => {
    const e = await h.refusal("get_route", { query: "Frankfurt to Shanghai" });
    expect(e.code).toBe("not_found");
    expect((e.did_you_mean as string[]).length).toBeGreaterThan(0);
    expect((e.did_you_mean as string[]).some((s) => s.startsWith("muc-pvg") || s.startsWith("fra-"))).toBe(true);
  });

  test("get_airport resolves IATA, names and synonyms; the content page's links are its only lanes", async () => {
    for (const query of ["FRA", "fra", "Frankfurt Main", "Francfort", "frankfurt am main"]) {
      const r = await h.tool("get_airport", { query });
      expect(r.iata).toBe("FRA");
    }
    const r = await h.tool("get_airport", { query: "FRA" });
    expect(r.linked_lanes.map((l: any) => l.canonical_url)).toEqual([
      "https://freight-portal.example/lanes/fra-jfk",
      "https://freight-portal.example/lanes/fra-ord",
      "https://freight-portal.example/lanes/hkg-fra",
    ]);
  });

  test("get_airport for an airport without a content page serves the dataset page, with its source", async () => {
    const r = await h.tool("get_airport", { query: "GKA", lang: "fr" });
    expect(r).toMatchObject({ iata: "GKA", lang: "fr", canonical_url: "https://freight-portal.example/fr/airports/gka", linked_lanes: [] });
    expect(r.markdown).toContain("Goroka");
    expect(r.notes.join(" ")).toMatch(/OpenFlights/);
    const jfk = await h.tool("get_airport", { query: "JFK" });
    expect(jfk.linked_lanes.map((l: any) => l.title)).toEqual(["Air freight Frankfurt (FRA) to New York (JFK)", "Air freight Milan (MXP) to New York (JFK)"]);
  });

  test("get_airport and get_carrier refuse unknown names with did_you_mean", async () => {
    const a = await h.refusal("get_airport", { query: "Frankfrut" });
    expect(a.code).toBe("not_found");
    expect(a.did_you_mean).toEqual(expect.arrayContaining([expect.stringMatching(/^FRA — Frankfurt Main/)]));
    const c = await h.refusal("get_carrier", { query: "Lufthansaa" });
    expect(c.code).toBe("not_found");
    expect(c.did_you_mean).toEqual(expect.arrayContaining([expect.stringMatching(/^LH — Lufthansa/)]));
  });

  test("get_carrier resolves code and name", async () => {
    const lh = await h.tool("get_carrier", { query: "lufthansa" });
    expect(lh).toMatchObject({ iata: "LH", canonical_url: "https://freight-portal.example/carriers/lh" });
    expect(lh.linked_lanes).toHaveLength(2);
    const cx = await h.tool("get_carrier", { query: "CX", language: "de" });
    expect(cx).toMatchObject({ iata: "CX", lang: "de", name: "Luftfracht mit Cathay Pacific (CX)" });
    expect(cx.linked_lanes.map((l: any) => l.canonical_url)).toEqual(["https://freight-portal.example/de/lanes/hkg-fra", "https://freight-portal.example/lanes/lhr-hkg"]);
  });

  test("get_faq filters published lines by query and topic and never writes an answer", async () => {
    const all = await h.tool("get_faq", {});
    expect(all.filtered).toBe(false);
    const q = await h.tool("get_faq", { query: "lithium battery" });
    expect(q).toMatchObject({ filtered: true, matched_lines: 1 });
    expect(all.markdown).toContain(q.markdown);
    const t = await h.tool("get_faq", { topic: "customs" });
    expect(t.markdown.split("\n")[0]).toBe("## Customs and documents");
    expect(t.matched_lines).toBe(3);
    const de = await h.tool("get_faq", { language: "de", query: "lithiumbatterien" });
    expect(de.matched_lines).toBe(1);
    const none = await h.tool("get_faq", { query: "hovercraft" });
    expect(none).toMatchObject({ markdown: "", matched_lines: 0 });
  });

  test("get_rate_reference, get_company_info and list_languages return published pages and say they are samples", async () => {
    const rr = await h.tool("get_rate_reference", { lang: "de" });
    expect(rr.pages.map((p: any) => [p.kind, p.lang ?? p.canonical_url])).toEqual([
      ["rate_reference", "https://freight-portal.example/de/rates"],
      ["methodology", "https://freight-portal.example/methodology"],
      ["data_sources", "https://freight-portal.example/data-sources"],
    ]);
    expect(rr.pages[0].published_on).toBe("2026-10-01");
    expect(rr.notes.join(" ")).toMatch(/sample/);
    const ci = await h.tool("get_company_info", {});
    expect(ci.notes).toEqual(expect.arrayContaining(["VAT number and phone numbers are intentionally not supplied."]));
    expect(ci.operating_company.legal_name).toMatch(/sample/i);
    const ll = await h.tool("list_languages");
    expect(ll.languages).toContainEqual({ code: "de", native_name: "Deutsch", url_prefix_pattern: "/de/", is_default: false });
    expect(ll.languages.filter((l: any) => l.is_default).map((l: any) => l.code)).toEqual(["en"]);
  });
});
