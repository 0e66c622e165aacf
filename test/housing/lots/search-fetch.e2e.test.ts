import { startHousing, type HousingHarness } from "./harness";

/** The `plan:` source wired into the catalog's search/fetch (handlers/housing/index.ts), over HTTP. */
let h: HousingHarness;
beforeAll(async () => (h = await startHousing()));
afterAll(() => h?.close());

test("search finds plan sets as plan:<uuid> and fetch returns their detail, labelled sample", async () => {
  const found = await h.tool("search", { query: "Narrow One 500 plan set" });
  expect(found.sample).toBe(true);
  const hit = found.results.find((r: { id: string }) => r.id.startsWith("plan:"));
  expect(hit).toMatchObject({ id: expect.stringMatching(/^plan:[0-9a-f-]{36}$/), title: "Narrow One 500", url: expect.stringMatching(/^https:/) });
  const doc = await h.tool("fetch", { id: hit.id });
  expect(doc).toMatchObject({ id: hit.id, title: "Narrow One 500", metadata: { footprint_width_ft: 14, footprint_depth_ft: 36, sample: true } });
  expect(doc.text).toContain("Pre-approved in: Los Angeles County (unincorporated), Los Angeles");
  // the same id search_plans gives
  const plans = await h.tool("search_plans", { min_sqft: 500, max_sqft: 500, limit: 50 });
  expect(plans.plans.map((p: { id: string }) => `plan:${p.id}`)).toContain(hit.id);
  expect((await h.refusal("fetch", { id: "plan:00000000-0000-4000-8000-000000000000" })).code).toBe("not_found");
});
