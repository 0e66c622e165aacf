import type { RentalRecord } from "../../../handlers/housing/catalog/data";
import { startCatalog, type CatalogHarness } from "./harness";

let h: CatalogHarness;
beforeAll(async () => (h = await startCatalog()));
afterAll(() => h.close());

/** Every page of a search, following next_cursor. */
async function allPages(args: Record<string, unknown>): Promise<any[]> {
  const out: any[] = [];
  let cursor: string | null = null;
  do {
    const page: any = await h.tool("search_rentals", { ...args, ...(cursor ? { cursor } : {}) });
    expect(page.listings.length).toBeLessThanOrEqual((args.limit as number) ?? 10);
    out.push(...page.listings);
    cursor = page.next_cursor;
  } while (cursor);
  return out;
}

/** The ids the filters must keep, computed from the data with plain predicates. */
function expected(keep: (r: RentalRecord, verified: boolean) => boolean): string[] {
  return h.catalog.all().filter((r) => keep(r.record, r.permit_verified)).map((r) => r.record.id);
}
const available = (r: RentalRecord, v: boolean) => v && r.status === "available";

describe("search_rentals over HTTP", () => {
  it("by default: permit-verified, not leased, newest first, every result sample, all pages via cursor", async () => {
    const got = await allPages({ limit: 7 });
    expect(got.map((l) => l.id)).toEqual(expected(available));
    expect(got.length).toBeGreaterThan(10);
    expect(got.every((l) => l.permit_verified && l.status === "available" && l.sample === true)).toBe(true);
    expect(got.map((l) => l.published_at)).toEqual([...got.map((l) => l.published_at)].sort().reverse());
    expect(got[0].url).toBe(`${h.host.url}/housing/rentals/${got[0].id}`);
    const first = await h.tool("search_rentals", {});
    expect(first.listings).toHaveLength(10);
    expect(first.hint).toBeNull();
  });

  it("include_leased and permit_verified_only false widen the set", async () => {
    expect((await allPages({ include_leased: true, limit: 50 })).map((l) => l.id)).toEqual(expected((_r, v) => v));
    const all = await allPages({ include_leased: true, permit_verified_only: false, limit: 50 });
    expect(all).toHaveLength(h.catalog.all().length);
    expect(all.some((l) => !l.permit_verified) && all.some((l) => l.status === "leased")).toBe(true);
  });

  it("pets_allowed true keeps unstated policies; false keeps only no-pets units", async () => {
    const yes = await allPages({ pets_allowed: true, limit: 50 });
    expect(yes.map((l) => l.id)).toEqual(expected((r, v) => available(r, v) && r.pets !== "not_allowed"));
    expect(yes.some((l) => l.pets_allowed === null) && yes.some((l) => l.pets_allowed === true)).toBe(true);
    expect((await allPages({ pets_allowed: false, limit: 50 })).map((l) => l.id)).toEqual(expected((r, v) => available(r, v) && r.pets === "not_allowed"));
  });

  it.each<[string, Record<string, unknown>, (r: RentalRecord) => boolean]>([
    ["city by another name", { city: "NYC" }, (r) => r.city === "New York"],
    ["city as written", { city: "san diego" }, (r) => r.city === "San Diego"],
    ["zip", { zip: "94110" }, (r) => r.zip === "94110"],
    ["price range", { min_price: 3000, max_price: 4000 }, (r) => r.price >= 3000 && r.price <= 4000],
    ["bedrooms and bathrooms", { bedrooms_min: 2, bathrooms_min: 1.5 }, (r) => r.bedrooms >= 2 && r.bathrooms >= 1.5],
    ["available_by", { available_by: "2026-12-15" }, (r) => r.available_from !== null && r.available_from <= "2026-12-15"],
    ["furnished", { furnished: true }, (r) => r.furnished === true],
    ["unfurnished", { furnished: false }, (r) => r.furnished === false],
  ])("filter: %s", async (_name, args, keep) => {
    const want = expected((r, v) => available(r, v) && keep(r));
    expect(want.length).toBeGreaterThan(0);
    expect((await allPages({ ...args, limit: 50 })).map((l) => l.id)).toEqual(want);
  });

  it("when nothing matches, tells the caller to widen the price range or drop the city", async () => {
    const r = await h.tool("search_rentals", { city: "Los Angeles", max_price: 100 });
    expect(r).toEqual({ listings: [], next_cursor: null, hint: expect.stringMatching(/widen the price range.*drop the city/) });
  });

  it("refuses min_price above max_price, a bad ZIP and a forged cursor, naming the field", async () => {
    const range = await h.refusal("search_rentals", { min_price: 5000, max_price: 1000 });
    expect(range).toMatchObject({ code: "invalid_range", message: expect.stringMatching(/min_price.*max_price/) });
    expect((await h.refusal("search_rentals", { zip: "9000" })).issues).toEqual([expect.objectContaining({ path: "/zip" })]);
    const page = await h.tool("search_rentals", { limit: 2 });
    const forged = `${page.next_cursor.slice(0, -2)}AA`;
    expect(await h.refusal("search_rentals", { cursor: forged })).toMatchObject({ code: "invalid_arguments", issues: [expect.objectContaining({ path: "/cursor" })] });
  });
});

describe("get_rental over HTTP", () => {
  it("adds permit_verification to a verified listing and the full public record", async () => {
    const r = h.catalog.all().find((x) => x.permit_verified)!;
    const got = await h.tool("get_rental", { id: r.record.id.toUpperCase() });
    expect(got).toMatchObject({
      id: r.record.id, permit_verified: true, sample: true, description: r.record.description, amenities: r.record.amenities,
      permit_number: r.permit!.record.permit_number, tour_request_url: `${h.host.url}/housing/rentals/${r.record.id}/tour`,
      permit_verification: { source: r.permit!.source, permit_status: r.permit!.record.status, finaled_date: r.permit!.record.finaled_date },
    });
    expect(got.permit_verification.finaled_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("an open permit gives its number but no verification", async () => {
    const r = h.catalog.all().find((x) => x.permit && !x.permit.finaled)!;
    const got = await h.tool("get_rental", { id: r.record.id });
    expect(got).toMatchObject({ permit_verified: false, permit_verification: null, permit_number: r.permit!.record.permit_number });
  });

  it("answers not_found for an unknown id and invalid_arguments for a malformed one", async () => {
    expect(await h.refusal("get_rental", { id: "00000000-0000-4000-8000-000000000000" })).toMatchObject({ code: "not_found", message: expect.stringContaining("00000000-") });
    expect((await h.refusal("get_rental", { id: "not-a-uuid" })).issues?.map((i) => i.path)).toEqual(["/id", "/id"]);
  });
});
