import { startSink, type SmtpSink } from "../../email/servers";
import { describeEachDatabase } from "../../storage/databases";
import { personWorld, type PersonHost, type PersonWorld } from "../person/harness";
import { announcePublished } from "../../../handlers/housing/catalog";
import { FINALED, mailTexts, NO_RECORD, publish, recordClaim } from "./harness";

interface Summary {
  id: string;
  sample: boolean;
  permit_verified: boolean;
  published_at: string;
}

describeEachDatabase("listings people publish join the catalog", (kind) => {
  let sink: SmtpSink;
  let world: PersonWorld;
  let h: PersonHost;
  let hoover: string;
  beforeAll(async () => {
    sink = await startSink();
    world = await personWorld(kind, { HOUSING_ALERT_SMTP: sink.url, HOUSING_ALERT_FROM: "alerts@housing.test", MCPFORGE_JOBS_POLL_MS: "3600000" });
    h = await world.start();
  });
  afterAll(async () => {
    await world?.drop();
    await sink?.close();
  });

  const runAlerts = async (host: PersonHost) => {
    await host.lease.storage.jobs.runDue();
    await host.lease.storage.jobs.runDue();
  };
  const ids = (r: { listings: Summary[] }) => r.listings.map((l) => l.id);

  test("published at a permit record's address without a proven claim: an unverified listing, no permit shown, not sample, marked everywhere", async () => {
    const sam = await h.signIn("sam@example.com");
    const id = await publish(h, sam, { address: FINALED.address, price: 2600, name: "Unclaimed Hoover unit" });
    const detail = await sam.tool("get_rental", { id });
    // Before: sample: false, permit_verified: true and the sample record's number and source.
    expect(detail).toMatchObject({ sample: false, permit_verified: false, permit_number: null, permit_verification: null });
    expect(detail.permit_note).toMatch(/^Unverified listing/);
    expect(ids(await sam.tool("search_rentals", { city: "Los Angeles", limit: 50 }))).not.toContain(id);
    const doc = await sam.tool("fetch", { id: `rental:${id}` });
    expect(doc.text).toContain("Unverified listing");
    expect(doc.text).not.toContain(FINALED.permit);
    const html = await (await fetch(`${h.auth.url}/housing/rentals/${id}`)).text();
    expect(html).toContain("Unverified listing");
    expect(html).not.toMatch(/>verified/);
    expect(html).not.toContain("Listings in this service are sample data");
  });

  test("a listing published with a proven claim of a sample permit record: sample (its permit fact is), found everywhere, the landlord's inbox, one alert", async () => {
    const lena = await h.signIn("lena@example.com");
    const alice = await h.signIn("alice@example.com");
    await alice.tool("subscribe_listing_alert", { city: "Los Angeles", max_price: 3000 });
    await runAlerts(h);
    expect(sink.received).toEqual([]);

    h.auth.clock.set(new Date("2026-11-24T08:00:00Z"));
    hoover = await publish(h, lena, { address: FINALED.address, price: 2875, name: "Hoover Street garden ADU", bedrooms: 1, bathrooms: 1, description: "Quiet garden unit with a porch swing", property_type: "single_family_adu_detached" });
    await recordClaim(h.lease.storage, FINALED.claimKey, "lena@example.com", hoover);
    await announcePublished(h.lease.storage, hoover);

    // Newest first, beside the sample listings, each saying whether it is sample.
    const first = await alice.tool("search_rentals", { city: "Los Angeles", limit: 2 });
    expect(first.listings[0]).toMatchObject({ id: hoover, sample: true, permit_verified: true, published_at: "2026-11-24T08:00:00.000Z", address: "706 S Hoover St, Unit B", city: "Los Angeles", zip: "90007", monthly_rent_usd: 2875, bedrooms: 1, status: "available", url: `${h.auth.url}/housing/rentals/${hoover}` });
    expect(first.listings[1].sample).toBe(true);
    const page1 = await alice.tool("search_rentals", { city: "Los Angeles", limit: 1 });
    expect(ids(page1)).toEqual([hoover]);
    const page2 = await alice.tool("search_rentals", { city: "Los Angeles", limit: 1, cursor: page1.next_cursor });
    expect(ids(page2)).toEqual([first.listings[1].id]);
    // The same filters as the sample listings.
    expect(ids(await alice.tool("search_rentals", { city: "Los Angeles", max_price: 2800, limit: 50 }))).not.toContain(hoover);
    expect(ids(await alice.tool("search_rentals", { city: "Los Angeles", bedrooms_min: 2, limit: 50 }))).not.toContain(hoover);
    expect(ids(await alice.tool("search_rentals", { city: "San Diego", limit: 50 }))).not.toContain(hoover);

    const detail = await alice.tool("get_rental", { id: hoover });
    expect(detail).toMatchObject({ description: "Quiet garden unit with a porch swing", permit_number: FINALED.permit, permit_verification: { permit_status: "Permit Finaled", finaled_date: "2021-06-23", sample: true }, images: [], sample: true });
    expect(detail.permit_verification.checked_against).toContain("not checked against any real building department record");

    const found = await alice.tool("search", { query: "Hoover porch swing" });
    expect(found.results[0]).toEqual({ id: `rental:${hoover}`, title: "Hoover Street garden ADU", url: `${h.auth.url}/housing/rentals/${hoover}`, sample: true });
    const doc = await alice.tool("fetch", { id: `rental:${hoover}` });
    expect(doc.metadata).toMatchObject({ listing_id: hoover, sample: true, permit_verified: true, permit_number: FINALED.permit });
    expect(doc.text).toContain("Published by a person on this service; its permit record is sample data");
    expect(doc.text).toContain("Permit record matched (sample, not verified)");
    expect(doc.text).not.toContain("Sample listing");

    const res = await fetch(`${h.auth.url}/housing/rentals/${hoover}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Hoover Street garden ADU");
    expect(html).toContain("Permit record matched (sample, not verified)");
    expect(html).toContain("The permit record this listing was checked against is sample data");
    expect(html).not.toContain("Sample listing");
    expect(html).not.toContain("lena@example.com");

    // The publishing person is the landlord: inquiries reach their inbox.
    await alice.tool("send_inquiry", { listing_id: hoover, message: "Is street parking easy?" });
    expect((await h.store.listLandlordInquiries("lena@example.com")).map((i) => i.listing_id)).toEqual([hoover]);

    // The saved search matches it: one e-mail, once.
    h.auth.clock.set(new Date("2026-11-24T09:00:00Z"));
    await runAlerts(h);
    await runAlerts(h);
    const got = await mailTexts(sink);
    expect(got).toHaveLength(1);
    expect(got[0].to).toBe("alice@example.com");
    expect(got[0].text).toContain(hoover);
    expect(got[0].text).toContain("Permit record matched (sample, not verified)");
    h.auth.clock.set(new Date("2026-11-24T10:00:00Z"));
    await runAlerts(h);
    expect(sink.received).toHaveLength(1);
  });

  test("an address no permit record names stays unverified; a record claimed by another person, or claimed without proof, verifies nothing", async () => {
    const maya = await h.signIn("maya@example.com");
    const quiet = await publish(h, maya, { address: NO_RECORD, price: 2100, name: "Quiet Hollow studio" });
    expect(ids(await maya.tool("search_rentals", { city: "San Diego", limit: 50 }))).not.toContain(quiet);
    const all = await maya.tool("search_rentals", { city: "San Diego", permit_verified_only: false, limit: 50 });
    expect(all.listings.find((l: Summary) => l.id === quiet)).toMatchObject({ permit_verified: false, sample: false, city: "San Diego", zip: "92104", address: "12 Quiet Hollow Ln", bedrooms: 0 });
    expect(await maya.tool("get_rental", { id: quiet })).toMatchObject({ permit_verification: null, permit_number: null });

    await recordClaim(h.lease.storage, "los angeles|19033-10000-53622", "somebody-else@example.com", "00000000-0000-4000-8000-000000000001");
    const cochran = await publish(h, maya, { address: "4745 S Cochran Ave, Unit A, Los Angeles, CA 90019", price: 2500, name: "Cochran ADU" });
    expect(await maya.tool("get_rental", { id: cochran })).toMatchObject({ permit_verified: false, permit_verification: null });

    const vineland = await h.signIn("victor@example.com");
    const draft = await vineland.tool<{ draft_id: string }>("draft_listing", { address: "774 Vineland Ave Unit 2, Los Angeles, CA 91601", price: 2400 });
    await recordClaim(h.lease.storage, "los angeles|19016-10000-37045", "victor@example.com", draft.draft_id, false);
    const claimed = await publish(h, vineland, { address: "774 Vineland Ave Unit 2, Los Angeles, CA 91601", price: 2450, name: "Vineland unit" });
    expect(await vineland.tool("get_rental", { id: claimed })).toMatchObject({ permit_verified: false, permit_number: null, sample: false });
    // A draft never published is not a listing.
    expect(await vineland.refusal("get_rental", { id: draft.draft_id })).toMatchObject({ code: "not_found" });
  });

  test("published listings are loaded at start-up: a restarted host serves them", async () => {
    await h.close();
    h = await world.start();
    const reader = await h.signIn("reader@example.com");
    expect(await reader.tool("get_rental", { id: hoover })).toMatchObject({ id: hoover, sample: true, permit_verified: true });
  });
});
