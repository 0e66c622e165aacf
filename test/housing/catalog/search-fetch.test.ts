import pino from "pino";
import { rentalSource } from "../../../handlers/housing/catalog/rental-source";
import { mergeHits, searchTools } from "../../../handlers/housing/catalog/tools-search";
import { loadCorpus } from "../../../handlers/housing/rules/law/corpus";
import { CorpusIndex } from "../../../handlers/housing/rules/law/retrieval";
import { corpusSearchSource } from "../../../handlers/housing/rules/law/source";
import { housingDataDir } from "../../../handlers/housing/support/data-file";
import type { SearchHit, SearchSource } from "../../../handlers/housing/support/sources";
import { startCatalog, type CatalogHarness } from "./harness";

let h: CatalogHarness;
beforeAll(async () => (h = await startCatalog()));
afterAll(() => h.close());

describe("search and fetch over HTTP", () => {
  it("finds rentals by place and kind, at most ten, labelled sample", async () => {
    const r = await h.tool("search", { query: "backyard cottage San Diego" });
    expect(r.results.length).toBeGreaterThan(0);
    expect(r.results.length).toBeLessThanOrEqual(10);
    expect(r.sample).toBe(true);
    const top = h.catalog.rental(r.results[0].id.slice("rental:".length))!;
    expect(top.record.city).toBe("San Diego");
    expect(top.record.status).toBe("available");
    expect(r.results[0]).toEqual({ id: `rental:${top.record.id}`, title: top.record.title, url: `${h.host.url}/housing/rentals/${top.record.id}`, sample: true });
  });

  it("finds nothing for words in no document", async () => {
    expect(await h.tool("search", { query: "zqxj vbnm" })).toEqual({ results: [], sample: false });
  });

  it("fetch returns the text, url and metadata of a rental", async () => {
    const r = h.catalog.all().find((x) => x.permit_verified)!;
    const doc = await h.tool("fetch", { id: `rental:${r.record.id}` });
    expect(doc).toMatchObject({ id: `rental:${r.record.id}`, title: r.record.title, url: `${h.host.url}/housing/rentals/${r.record.id}` });
    expect(doc.text).toContain(r.record.description);
    expect(doc.text).toContain(r.permit!.record.permit_number);
    expect(doc.text).toMatch(/Sample listing/);
    expect(doc.metadata).toMatchObject({ kind: "rental", monthly_rent_usd: r.record.price, permit_verified: true, sample: true });
  });

  it("unknown ids answer not_found; malformed ids invalid_arguments naming id", async () => {
    expect(await h.refusal("fetch", { id: "rental:00000000-0000-4000-8000-000000000000" })).toMatchObject({ code: "not_found", message: expect.stringContaining("rental:00000000") });
    expect(await h.refusal("fetch", { id: "page:no-such-route" })).toMatchObject({ code: "not_found" });
    for (const id of ["listing:abc123", "rental:12", "plan:not-a-uuid"]) {
      expect((await h.refusal("fetch", { id })).issues?.map((i) => i.path)).toContain("/id");
    }
    expect((await h.refusal("search", { query: "x" })).issues?.map((i) => i.path)).toEqual(["/query"]);
  });
});

describe("search merges every source", () => {
  const logger = pino({ level: "silent" });
  /** A `page:` source over a fixed list of pages, ranked by how many query words a title holds. */
  const pages = (titles: string[]): SearchSource => ({
    prefix: "page",
    search: (query) =>
      titles
        .map((title, i) => ({ id: `page:p${i}`, title, url: `http://127.0.0.1/pages/p${i}`, score: 100 * query.toLowerCase().split(" ").filter((w) => title.toLowerCase().includes(w)).length }))
        .filter((hit) => hit.score > 0)
        .sort((a, b) => b.score - a.score),
    fetch: () => undefined,
  });

  it("normalises scores per source so each source's best competes, and keeps ten", () => {
    const a: SearchHit[] = Array.from({ length: 8 }, (_, i) => ({ id: `rental:a${i}`, title: "", url: "", score: 40 - i }));
    const b: SearchHit[] = Array.from({ length: 8 }, (_, i) => ({ id: `page:b${i}`, title: "", url: "", score: 4000 - 100 * i }));
    const merged = mergeHits([a, b], 10).map((x) => x.id);
    expect(merged).toHaveLength(10);
    expect(merged.slice(0, 2)).toEqual(["rental:a0", "page:b0"]);
    expect(merged.filter((id) => id.startsWith("rental:")).length).toBeGreaterThanOrEqual(4);
  });

  it("answers from the other sources when one fails", async () => {
    const failing: SearchSource = { prefix: "plan", search: () => Promise.reject(new Error("index missing")), fetch: () => undefined };
    const tools = searchTools([rentalSource(h.catalog), failing, pages(["ADU rules of San Diego", "Garage conversions"])], logger);
    const r = await tools.search({ query: "San Diego" }, {} as never);
    expect(r.results.map((x) => x.id)).toContain("page:p0");
    expect(r.results.some((x) => x.id.startsWith("rental:"))).toBe(true);
    expect(r.results.length).toBeLessThanOrEqual(10);
  });
});

describe("search and fetch across the groups of the service", () => {
  it("search reaches the ADU law corpus (page:) and fetch reads the passage with its citation", async () => {
    const r = await h.tool("search", { query: "setback side rear feet accessory dwelling unit" });
    const page = r.results.find((x: { id: string }) => x.id.startsWith("page:"));
    expect(page).toBeDefined();
    const doc = await h.tool("fetch", { id: page.id });
    expect(doc).toMatchObject({ id: page.id, url: expect.stringMatching(/^https:\/\//) });
    expect(doc.text.length).toBeGreaterThan(40);
  });

  it("page: hits and their fetch are labelled sample: the law corpus is documented sample data", async () => {
    // Statute passages and jurisdiction research notes come from two files; both say sample: true.
    const r = await h.tool("search", { query: "Santa Monica ordinance impact fees 750 square feet" });
    const pages = r.results.filter((x: { id: string }) => x.id.startsWith("page:"));
    expect(pages.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(["page:jurisdiction-santa-monica", "page:gov-66324-impact"]));
    for (const page of pages) {
      expect(page.sample).toBe(true);
      expect((await h.tool("fetch", { id: page.id })).metadata.sample).toBe(true);
    }
    expect(r.sample).toBe(true);
  });

  it("a page: hit's sample label follows its corpus file's about.sample", async () => {
    const shipped = loadCorpus(housingDataDir());
    const live = { ...shipped, passagesAbout: { ...shipped.passagesAbout, sample: false } };
    const source = corpusSearchSource(live, new CorpusIndex(live));
    const hits = await source.search("Santa Monica ordinance impact fees 750 square feet", 10);
    const sampleOf = (id: string) => hits.find((x) => x.id === id)?.sample;
    expect([sampleOf("page:gov-66324-impact"), sampleOf("page:jurisdiction-santa-monica")]).toEqual([false, true]);
    expect((await source.fetch("gov-66324-impact"))?.metadata.sample).toBe(false);
  });
});
