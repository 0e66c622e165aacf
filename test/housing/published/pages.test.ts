import type { Page } from "playwright-core";
import { call, lastClaimCode, signIn, usePagesWorld, type PagesWorld } from "../pages/harness";

/** The contact permit record 19033-10000-53622 names (data/housing/rentals/permits-los-angeles.json). */
const CONTACT_53622 = "david.nguyen@example.com";

const current = usePagesWorld();
let world: PagesWorld;
beforeAll(() => {
  world = current();
});

/** A 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

interface Found {
  listings: { id: string; title: string; sample: boolean; permit_verified: boolean; url: string }[];
}

/** On the draft page: add a photo, confirm, publish; returns the draft id. */
async function addPhotoAndPublish(page: Page): Promise<string> {
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByLabel(/Photo of the unit/).setInputFiles({ name: "unit.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Add photo" }).click();
  await page.getByLabel(/authorised to rent/).check();
  await page.getByRole("button", { name: "Publish listing" }).click();
  await page.waitForURL(/done=published/);
  return id;
}

describe("publishing in the browser makes a real listing", () => {
  it("a listing published from the prefilled form is found over MCP and on its public page, unverified, with its photo", async () => {
    const frank = await world.mcp("frank@example.com");
    const start = await call<{ link_kind: string; url: string }>(frank, "start_listing", { address: "9 Nowhere Lane, Los Angeles, CA 90026", price: 1850, name: "Nowhere Lane cottage", bedrooms: 1 });
    expect(start.link_kind).toBe("prefilled_form");
    const u = new URL(start.url);
    const page = await (await world.browser.newContext()).newPage();
    await signIn(world, page, "frank@example.com", u.pathname + u.search);
    await page.getByRole("button", { name: "Save as draft" }).click();
    await page.waitForURL(/\/housing\/drafts\/.+done=saved/);
    const id = await addPhotoAndPublish(page);
    await page.context().close();

    const renter = await world.mcp("rita@example.com");
    const verifiedOnly = await call<Found>(renter, "search_rentals", { city: "Los Angeles", limit: 50 });
    expect(verifiedOnly.listings.map((l) => l.id)).not.toContain(id);
    const all = await call<Found>(renter, "search_rentals", { city: "Los Angeles", permit_verified_only: false, limit: 1 });
    expect(all.listings[0]).toMatchObject({ id, title: "Nowhere Lane cottage", sample: false, permit_verified: false });
    const detail = await call<{ images: string[]; url: string }>(renter, "get_rental", { id });
    expect(detail.images).toHaveLength(1);
    expect(detail.images[0]).toMatch(new RegExp(`^${world.url}/housing/photos/[0-9a-f-]{36}$`));

    const stranger = await (await world.browser.newContext()).newPage();
    expect((await stranger.context().request.get(detail.images[0])).status()).toBe(200);
    expect((await stranger.goto(detail.url))?.status()).toBe(200);
    expect(await stranger.getByRole("heading", { level: 1 }).textContent()).toBe("Nowhere Lane cottage");
    // Not sample, but published without a proven claim: marked unverified.
    expect(await stranger.getByRole("note").textContent()).toContain("Unverified listing");
    expect(await stranger.content()).not.toContain("Sample listing");
    await stranger.context().close();
  });

  it("a permit record claimed with the contact's code and published from its draft is matched (sample record, so sample), and the landlord's inbox lists the listing", async () => {
    const assistant = await world.mcp("gina@example.com");
    const start = await call<{ link_kind: string; url: string }>(assistant, "start_listing", { address: "4745 S Cochran Ave, Unit A, Los Angeles, CA 90019", price: 2600, name: "Cochran garden ADU" });
    expect(start.link_kind).toBe("claim_permit_record");
    const page = await (await world.browser.newContext()).newPage();
    await signIn(world, page, "gina@example.com", new URL(start.url).pathname);
    await page.getByLabel(/authorised to rent/).check();
    await page.getByRole("button", { name: "Send the code to the record's contact" }).click();
    await page.getByLabel("Code").fill(lastClaimCode(world.sink, CONTACT_53622).code);
    await page.getByRole("button", { name: "Claim this record" }).click();
    await page.waitForURL(/\/housing\/drafts\/.+done=claimed/);
    // Kinds of unit read as words, not enum values (issue 27 item 10: "single family adu detached").
    const kinds = await page.locator("#f-property_type option").allTextContents();
    expect(kinds).toContain("Detached ADU (backyard cottage)");
    expect(kinds.filter((k) => /_|single family/.test(k))).toEqual([]);
    const id = await addPhotoAndPublish(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Your listing: Cochran garden ADU");
    expect(await page.getByRole("link", { name: "public page of your listing" }).getAttribute("href")).toBe(`/housing/rentals/${id}`);
    // The footer no longer calls every listing sample data; the page of the listing says what is sample itself.
    expect(await page.getByRole("contentinfo").textContent()).not.toMatch(/Listings in this service are sample data/);

    const renter = await world.mcp("rita@example.com");
    const found = await call<Found>(renter, "search_rentals", { city: "Los Angeles", limit: 1 });
    expect(found.listings[0]).toMatchObject({ id, sample: true, permit_verified: true });
    expect(await call(renter, "get_rental", { id })).toMatchObject({ permit_number: "19033-10000-53622", permit_verification: { permit_status: "Permit Finaled", sample: true } });
    await call(renter, "send_inquiry", { listing_id: id, message: "Is the garden shared?" });

    await page.goto(`${world.url}/housing/landlord`);
    expect(await page.content()).toContain("Is the garden shared?");
    expect(await page.getByRole("link", { name: "Cochran garden ADU" }).getAttribute("href")).toBe(`${world.url}/housing/rentals/${id}`);
    await page.context().close();
  });
});
