import { startHousing, type HousingHarness } from "./harness";

/** search_plans, search_managers and search_services end to end: filters, cursors and refusals. */
let h: HousingHarness;
beforeAll(async () => (h = await startHousing()));
afterAll(() => h?.close());

/** Every item of a search, following next_cursor page by page. */
async function all(tool: string, key: string, args: Record<string, unknown>): Promise<{ items: any[]; pages: number }> {
  const items: any[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const r = await h.tool(tool, { ...args, ...(cursor ? { cursor } : {}) });
    expect(r.sample).toBe(true);
    items.push(...r[key]);
    cursor = r.next_cursor ?? undefined;
    pages++;
  } while (cursor);
  return { items, pages };
}

describe("search_plans", () => {
  it("pages through every plan set, 10 by default, smallest first, with no repeats", async () => {
    const first = await h.tool("search_plans", {});
    expect(first.plans).toHaveLength(10);
    expect(first.next_cursor).toEqual(expect.any(String));
    const { items, pages } = await all("search_plans", "plans", {});
    expect(items).toHaveLength(28); // data/housing/plans/plans.json holds 28 plan sets
    expect(pages).toBe(3);
    expect(new Set(items.map((p) => p.id)).size).toBe(28);
    const sizes = items.map((p) => p.square_feet);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });

  it("applies every filter", async () => {
    const args = { bedrooms_min: 2, min_sqft: 800, max_sqft: 1000, max_plan_price: 4200, pre_approved_in: "City of Los Angeles", limit: 50 };
    const r = await h.tool("search_plans", args);
    expect(r.next_cursor).toBeNull();
    expect(r.plans.map((p: any) => p.title)).toEqual(["Courtyard Two 800", "Modern Two 1000"]);
    for (const p of r.plans) {
      expect(p.bedrooms).toBeGreaterThanOrEqual(2);
      expect(p.square_feet).toBeGreaterThanOrEqual(800);
      expect(p.square_feet).toBeLessThanOrEqual(1000);
      expect(p.plan_price_usd).toBeLessThanOrEqual(4200);
      expect(p.pre_approved_in).toContain("Los Angeles");
    }
    const county = await h.tool("search_plans", { pre_approved_in: "los angeles county", limit: 50 });
    expect(county.plans).toHaveLength(9);
    expect((await h.tool("search_plans", { pre_approved_in: "Fresno" })).plans).toEqual([]);
  });

  it("answers invalid_range when min_sqft is above max_sqft", async () => {
    const e = await h.refusal("search_plans", { min_sqft: 900, max_sqft: 500 });
    expect(e.code).toBe("invalid_range");
    expect(e.message).toContain("min_sqft");
  });

  it("refuses a cursor reused with other filters, an altered one, and out-of-range limits", async () => {
    const first = await h.tool("search_plans", { limit: 2 });
    const other = await h.refusal("search_plans", { limit: 2, bedrooms_min: 1, cursor: first.next_cursor });
    expect(other.issues).toEqual([expect.objectContaining({ path: "/cursor" })]);
    const forged = await h.refusal("search_plans", { cursor: `${first.next_cursor.slice(0, -2)}xx` });
    expect(forged.issues).toEqual([expect.objectContaining({ path: "/cursor" })]);
    for (const limit of [0, 51]) expect((await h.refusal("search_plans", { limit })).issues?.[0].path).toBe("/limit");
    // the same filters continue where the first page stopped
    const second = await h.tool("search_plans", { limit: 2, cursor: first.next_cursor });
    expect(second.plans[0].id).not.toBe(first.plans[0].id);
  });
});

describe("search_managers", () => {
  it("lists residential managers only, by city, with licence and URL", async () => {
    const { items } = await all("search_managers", "managers", { limit: 7 });
    expect(items).toHaveLength(18); // 22 in the file: 2 commercial and 2 multifamily-only are left out
    expect(items.some((m) => /Commercial|Office|Apartment|Multifamily/.test(m.name))).toBe(false);
    const pasadena = await h.tool("search_managers", { city: "pasadena" });
    expect(pasadena.managers.length).toBeGreaterThan(0);
    for (const m of pasadena.managers) expect(m.city).toBe("Pasadena");
    expect(pasadena.managers[0]).toEqual({
      city: "Pasadena",
      id: expect.any(String),
      license_number: expect.anything(),
      license_status: expect.anything(),
      license_warning: [null, "licensed"].includes(pasadena.managers[0].license_status) ? null : expect.any(String),
      name: expect.any(String),
      url: expect.stringMatching(/^https:\/\//),
      website: expect.anything(),
    });
  });
});

describe("search_services", () => {
  it("filters by category slug or name, and by city", async () => {
    const bySlug = await h.tool("search_services", { category: "permit-expediter" });
    const byName = await h.tool("search_services", { category: "Permit Expediter" });
    expect(bySlug.providers.length).toBe(3);
    expect(byName.providers).toEqual(bySlug.providers);
    for (const p of bySlug.providers) expect(p.category).toBe("Permit expediter");
    const electricians = await h.tool("search_services", { category: "electrician", limit: 50 });
    expect(electricians.providers[0]).toMatchObject({ license_number: expect.stringMatching(/^\d+$/), price_ranges: expect.arrayContaining([expect.objectContaining({ service: "Panel upgrade to 200 A" })]) });
    const sd = await h.tool("search_services", { city: "San Diego", limit: 50 });
    expect(sd.providers.length).toBeGreaterThan(0);
    for (const p of sd.providers) expect(p.city).toBe("San Diego");
  });

  it("pages with cursors and reports licence status, radius, booking URL and claimed flag", async () => {
    const { items } = await all("search_services", "providers", { limit: 10 });
    expect(items).toHaveLength(35);
    expect(new Set(items.map((p) => p.license_status))).toEqual(new Set(["active", "expired", "suspended", null]));
    expect(items.some((p) => p.claimed_by_owner) && items.some((p) => !p.claimed_by_owner)).toBe(true);
    expect(items.some((p) => p.booking_url === null) && items.some((p) => typeof p.booking_url === "string")).toBe(true);
  });

  it("flags a licence not in good standing, in the result and the text an agent reads (issue 27: a suspended plumber had no flag)", async () => {
    const r = await h.client.callTool({ name: "search_services", arguments: { category: "plumber" } });
    const plumbers = (r.structuredContent as { providers: { name: string; license_status: string | null; license_warning: string | null }[] }).providers;
    expect(plumbers.map((p) => [p.name, p.license_status, p.license_warning === null ? null : p.license_warning.slice(0, 40)])).toEqual([
      ["Sample Plumber A", "suspended", "Licence suspended in the directory data:"],
      ["Sample Plumber B", "active", null],
      ["Sample Plumber C", "active", null],
    ]);
    expect((r.content as { text: string }[]).map((c) => c.text).join(" ")).toContain("do not hire for work that needs a licence");
    const { items } = await all("search_services", "providers", { limit: 50 });
    for (const p of items) expect(p.license_warning === null).toBe(p.license_status === null || p.license_status === "active");
    const managers = await all("search_managers", "managers", { limit: 50 });
    for (const m of managers.items) expect(m.license_warning === null).toBe(m.license_status === null || m.license_status === "licensed");
    expect(managers.items.some((m) => m.license_status === "expired")).toBe(true);
  });

  it("refuses an unknown category naming the field and the valid ones", async () => {
    const e = await h.refusal("search_services", { category: "astrologer" });
    expect(e.code).toBe("invalid_arguments");
    expect(e.issues).toEqual([expect.objectContaining({ path: "/category", message: expect.stringContaining("general-contractor") })]);
  });
});
