import { createListingCatalog } from "../../../handlers/housing/catalog";
import { freeTextKey } from "../../../handlers/housing/catalog/address";
import { permitNote, permitVerification } from "../../../handlers/housing/catalog/evidence";
import { publishedRental, splitAddress } from "../../../handlers/housing/catalog/published";
import type { Draft } from "../../../handlers/housing/person/store";
import { housingDataDir } from "../../../handlers/housing/support/data-file";

const catalog = createListingCatalog(housingDataDir(), { baseUrl: () => "http://127.0.0.1:1" });

function draft(address: string, extra: Partial<Draft["fields"]> = {}): Draft {
  return { id: "0f6c3a52-8d4e-4f7e-9a53-2d1b6f0c9e11", person: "pat@example.com", fields: { address, price: 2000, name: "A unit", ...extra }, status: "published", by_assistant: false, client_id: null, created_at: 1, updated_at: 2, published_at: Date.parse("2026-11-24T08:00:00Z") };
}

describe("a published draft read as a listing", () => {
  it("splits the typed address into street, city and ZIP", () => {
    expect(splitAddress("4541 30th St, Unit ADU, San Diego, CA 92104")).toEqual({ street: "4541 30th St, Unit ADU", city: "San Diego" });
    expect(splitAddress("77 Linden St, Oakland, CA 94607")).toEqual({ street: "77 Linden St", city: "Oakland" });
    expect(splitAddress("1201 Echo Park Ave, Unit B")).toEqual({ street: "1201 Echo Park Ave, Unit B", city: undefined });
  });

  it("takes the city's time zone, else the ZIP's; fields left out read as not stated", () => {
    const la = publishedRental(draft("4541 30th St, Unit ADU, San Diego, CA 92104"), catalog.permits, new Map()).record;
    expect(la).toMatchObject({ city: "San Diego", zip: "92104", timezone: "America/Los_Angeles", address: "4541 30th St, Unit ADU", listed_at: "2026-11-24T08:00:00.000Z", property_type: "other", furnished: null, pets: "unstated", landlord: { name: "The owner", email: "pat@example.com" } });
    expect(publishedRental(draft("310 Vanderbilt Ave, Brooklyn, NY 11205"), catalog.permits, new Map()).record).toMatchObject({ city: "New York", zip: "11205", timezone: "America/New_York" });
    expect(publishedRental(draft("12 Elm St, Denver, CO 80203"), catalog.permits, new Map()).record).toMatchObject({ city: "Denver", zip: "80203", timezone: "America/Denver" });
    expect(publishedRental(draft("12 Elm St"), catalog.permits, new Map()).record).toMatchObject({ city: "Not stated", zip: "" });
  });

  it("is permit-verified only by a finaled record and a proven claim of it by the publisher; against sample records the listing says sample", () => {
    const hoover = draft("706 S Hoover St, Unit B, Los Angeles, CA 90007");
    const key = "los angeles|19022-10000-39407";
    // Published without any claim: an unverified listing that shows no permit record (it used to be verified).
    expect(publishedRental(hoover, catalog.permits, new Map())).toMatchObject({ permit_verified: false, permit: undefined, sample: false, published: { proven: false } });
    // Claimed without proof (a claim recorded before proofs existed): still unverified.
    expect(publishedRental(hoover, catalog.permits, new Map([[key, { person: "pat@example.com", proven: false }]])).permit_verified).toBe(false);
    expect(publishedRental(hoover, catalog.permits, new Map([[key, { person: "kim@example.com", proven: true }]])).permit_verified).toBe(false);
    // Proven by the publisher: verified against a shipped sample record, so the listing is sample.
    const proven = publishedRental(hoover, catalog.permits, new Map([[key, { person: "pat@example.com", proven: true }]]));
    expect(proven).toMatchObject({ permit_verified: true, sample: true, published: { proven: true } });
    expect(permitVerification(proven)).toMatchObject({ sample: true, checked_against: expect.stringContaining("sample permit records") });
    expect(permitNote(proven, true)).toMatch(/^Permit record matched \(sample, not verified\)/);
    expect(permitNote(publishedRental(hoover, catalog.permits, new Map()), true)).toMatch(/^Unverified listing/);
    // Another unit of the same house, and an open permit, are not verified.
    expect(publishedRental(draft("706 S Hoover St, Unit A, Los Angeles, CA 90007"), catalog.permits, new Map()).permit_verified).toBe(false);
    const open = publishedRental(draft("2340 Monte Vista St, Rear, Los Angeles, CA 90042"), catalog.permits, new Map());
    expect(catalog.permits.match(freeTextKey("2340 Monte Vista St, Rear, Los Angeles, CA 90042"))).toMatchObject({ finaled: false });
    expect(open).toMatchObject({ permit_verified: false, permit: undefined });
  });
});
