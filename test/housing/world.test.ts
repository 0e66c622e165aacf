import { startCatalog, type CatalogHarness } from "./catalog/harness";

/**
 * The shipped housing sample data is one world (issue 27, item 9): this walks every sample listing
 * through the tools a person would use next, over HTTP, and fails on any gap.
 *   listing → get_rental → start_listing with the address as shown finds the unit's permit record
 *   (a claim link exactly when the listing is permit-verified) → resolve_parcel finds the lot the
 *   listing is on (Los Angeles and San Diego: the parcel data covers those two counties; elsewhere
 *   the tool must say so, not "not found") → estimate_permit_fees has a full schedule for the
 *   listing's jurisdiction.
 */
let h: CatalogHarness;
beforeAll(async () => (h = await startCatalog()));
afterAll(() => h.close());

/** The fee jurisdiction of each city the listings are in (estimate_permit_fees' enum). */
const FEES: Record<string, { jurisdiction: string; state: string; parcels: boolean }> = {
  "Los Angeles": { jurisdiction: "la_city", state: "CA", parcels: true },
  "San Diego": { jurisdiction: "sd_dsd", state: "CA", parcels: true },
  "San Francisco": { jurisdiction: "sf_dbi", state: "CA", parcels: false },
  "New York": { jurisdiction: "nyc_dob", state: "NY", parcels: false },
};

test("every sample listing has its permit record, its parcel and its fee schedule", async () => {
  const gaps: string[] = [];
  const listings = h.catalog.all().filter((r) => !r.published);
  expect(listings.length).toBeGreaterThan(80);
  for (const r of listings) {
    const l = r.record;
    const city = FEES[l.city];
    if (!city) {
      gaps.push(`${l.id}: no fee jurisdiction for ${l.city}`);
      continue;
    }
    const shown = await h.tool("get_rental", { id: l.id });
    const typed = `${shown.address}, ${shown.city}, ${city.state} ${shown.zip}`;
    const start = await h.tool("start_listing", { address: typed });
    if (!start.permit_record_found) gaps.push(`${typed}: start_listing finds no permit record`);
    if ((start.link_kind === "claim_permit_record") !== shown.permit_verified) gaps.push(`${typed}: permit_verified ${shown.permit_verified} but start_listing gives ${start.link_kind}`);
    const parcelAt = `${l.address}, ${l.city}, CA ${l.zip}`;
    if (city.parcels) {
      const parcel = await h.client.callTool({ name: "resolve_parcel", arguments: { address: parcelAt } });
      const got = (parcel.structuredContent as { parcel?: { address: string; city: string; sample: boolean } } | undefined)?.parcel;
      if (parcel.isError || got?.address !== parcelAt || got.city !== l.city) gaps.push(`${parcelAt}: resolve_parcel finds no parcel there (${parcel.isError ? JSON.stringify(parcel.content) : got?.address})`);
    } else {
      const refused = await h.refusal("resolve_parcel", { address: parcelAt });
      if (refused.code !== "unsupported_county") gaps.push(`${parcelAt}: resolve_parcel answers ${refused.code}, not unsupported_county`);
    }
  }
  for (const [city, f] of Object.entries(FEES)) {
    const fees = await h.client.callTool({ name: "estimate_permit_fees", arguments: { jurisdiction: f.jurisdiction, construction_type: "detached_new", square_footage: 600, bedrooms: 1, bathrooms: 1 } });
    const out = fees.structuredContent as { method?: string; sample?: boolean } | undefined;
    if (fees.isError || out?.method !== "full_fee_schedule" || out.sample !== true) gaps.push(`${city}: no full fee schedule (${f.jurisdiction})`);
  }
  expect(gaps).toEqual([]);
});
