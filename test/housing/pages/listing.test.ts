import { lastClaimCode, call, csrfOf, postForm, screenshot, signIn, usePagesWorld, tabTo, unlabelledControls, type PagesWorld } from "./harness";

const current = usePagesWorld();
let world: PagesWorld;
beforeAll(() => {
  world = current();
});

/** A 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

interface Activity {
  draft_listings: { draft_id: string; finish_url: string; name: string }[];
}

describe("housing pages: finishing a draft listing", () => {
  let draftId: string;
  let finishPath: string;
  let photoPath: string;

  it("the owner edits and saves the draft from draft_listing's link, then publishes it with the keyboard only", async () => {
    const alice = await world.mcp("alice@example.com");
    const draft = await call<{ draft_id: string; finish_url: string }>(alice, "draft_listing", { address: "1201 Echo Park Ave, Los Angeles", price: 2500 });
    draftId = draft.draft_id;
    finishPath = new URL(draft.finish_url).pathname;
    expect(finishPath).toBe(`/housing/drafts/${draftId}`);
    const page = await (await world.browser.newContext()).newPage();
    await signIn(world, page, "alice@example.com", finishPath);
    expect(new URL(page.url()).pathname).toBe(finishPath);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("1201 Echo Park Ave");
    expect(await unlabelledControls(page)).toEqual([]);
    expect(await page.locator("script").count()).toBe(0);
    expect(await page.getByRole("main").count()).toBe(1);
    await page.getByLabel("Listing name").fill("Garden studio by the lake");
    await page.getByLabel("Monthly rent (USD)").fill("2650");
    await page.getByLabel("Bedrooms").fill("1");
    await page.getByLabel("Kind of unit").selectOption("single_family_adu_detached");
    await page.getByRole("button", { name: "Save changes" }).click();
    expect(page.url()).toContain("?done=saved");
    expect(await page.getByRole("status").textContent()).toContain("saved");
    expect(await page.getByLabel("Monthly rent (USD)").inputValue()).toBe("2650");
    await screenshot(page, "draft");

    const before = await call<Activity>(alice, "get_my_activity", {});
    expect(before.draft_listings.map((d) => d.draft_id)).toContain(draftId);

    // Publishing needs a photo; only images are taken, recognised by their bytes.
    const early = await postForm(page, world, `${finishPath}/publish`, { csrf: await csrfOf(page), confirm: "yes" });
    expect(early.status).toBe(400);
    expect(early.body).toContain("add at least one photo");
    await page.getByLabel(/Photo of the unit/).setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await page.getByRole("button", { name: "Add photo" }).click();
    expect(await page.getByRole("alert").textContent()).toContain("a PNG, JPEG or WebP image");
    await page.getByLabel(/Photo of the unit/).setInputFiles({ name: "unit.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Add photo" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Photo added");
    photoPath = (await page.getByRole("img", { name: "Photo 1 of the unit" }).getAttribute("src"))!;
    const own = await page.context().request.get(`${world.url}${photoPath}`);
    expect(own.status()).toBe(200);
    expect(own.headers()["content-type"]).toBe("image/png");

    // Keyboard only: Tab to the confirmation box, tick it with Space, Tab to Publish, press Enter.
    await page.goto(`${world.url}${finishPath}`);
    await tabTo(page, /may rent it out|authorised to rent/);
    await page.keyboard.press("Space");
    await tabTo(page, /^Publish listing$/);
    await page.keyboard.press("Enter");
    await page.waitForURL(/done=published/);
    expect(await page.getByRole("status").textContent()).toContain("published");
    await screenshot(page, "draft-published");
    const after = await call<Activity>(alice, "get_my_activity", {});
    expect(after.draft_listings.map((d) => d.draft_id)).not.toContain(draftId);
    await page.context().close();
  });

  it("another person's draft answers 404 to a signed-in stranger, for GET and POST", async () => {
    const page = await (await world.browser.newContext()).newPage();
    await signIn(world, page, "bob@example.com");
    const csrf = await csrfOf(page);
    const res = await page.goto(`${world.url}${finishPath}`);
    expect(res?.status()).toBe(404);
    expect(await page.getByRole("alert").textContent()).toContain("no draft listing here");
    const post = await postForm(page, world, finishPath, { csrf, name: "Mine now", address: "1201 Echo Park Ave", price: "1" });
    expect(post.status).toBe(404);
    // Published now: its photo is public.
    expect((await page.context().request.get(`${world.url}${photoPath}`)).status()).toBe(200);
    await page.context().close();
  });

  it("a form without the CSRF token, or with invalid fields, is refused and changes nothing", async () => {
    const alice = await world.mcp("alice@example.com");
    const draft = await call<{ draft_id: string; finish_url: string }>(alice, "draft_listing", { address: "55 Sunset Blvd, Los Angeles", price: 1900 });
    const path = new URL(draft.finish_url).pathname;
    const page = await (await world.browser.newContext()).newPage();
    await signIn(world, page, "alice@example.com", path);
    const noCsrf = await postForm(page, world, path, { name: "Changed", address: "55 Sunset Blvd, Los Angeles", price: "1" });
    expect(noCsrf.status).toBe(403);
    const invalid = await postForm(page, world, path, { csrf: await csrfOf(page), name: "Changed", address: "55 Sunset Blvd, Los Angeles", price: "cheap", bedrooms: "40" });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toContain("Monthly rent (USD): a whole number.");
    expect(invalid.body).toContain("Bedrooms: from 0 to 20.");
    await page.getByLabel(/Photo of the unit/).setInputFiles({ name: "unit.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Add photo" }).click();
    const src = (await page.getByRole("img", { name: "Photo 1 of the unit" }).getAttribute("src"))!;
    const stranger = await (await world.browser.newContext()).newPage();
    expect((await stranger.context().request.get(`${world.url}${src}`)).status()).toBe(404);
    await stranger.context().close();
    expect((await postForm(page, world, path, { name: "x" })).status).toBe(403);
    const request = page.context().request;
    const photoNoCsrf = await request.post(`${world.url}${path}/photos`, { multipart: { photo: { name: "u.png", mimeType: "image/png", buffer: PNG } }, maxRedirects: 0 });
    expect(photoNoCsrf.status()).toBe(403);
    const notMultipart = await request.post(`${world.url}${path}/photos`, { form: { csrf: await csrfOf(page) }, maxRedirects: 0 });
    expect(notMultipart.status()).toBe(415);
    const cut = await request.post(`${world.url}${path}/photos`, { headers: { "content-type": "multipart/form-data; boundary=xyz" }, data: "--xyz\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\nabc", maxRedirects: 0 });
    expect(cut.status()).toBe(400);
    expect(await page.getByRole("img").count()).toBe(1);
    await page.reload();
    expect(await page.getByLabel("Monthly rent (USD)").inputValue()).toBe("1900");
    expect(await page.getByLabel("Listing name").inputValue()).toBe("55 Sunset Blvd, Los Angeles");
    await page.context().close();
  });
});

describe("housing pages: start_listing's links", () => {
  it("a claim is proven by a code e-mailed to the permit record's contact; a wrong code claims nothing; a later proven owner takes it over; a changed token is refused", async () => {
    const anonymous = await world.mcp("alice@example.com");
    const start = await call<{ link_kind: string; url: string }>(anonymous, "start_listing", { address: "774 Vineland Ave Unit 2, Los Angeles, CA 91601", price: 2400, bedrooms: 1 });
    expect(start.link_kind).toBe("claim_permit_record");
    const path = new URL(start.url).pathname;
    const page = await (await world.browser.newContext()).newPage();
    await signIn(world, page, "carol@example.com", path);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Claim your permit record");
    expect(await page.getByText("19016-10000-37045").count()).toBe(1);
    expect(await page.getByLabel("Monthly rent (USD)").inputValue()).toBe("2400");
    expect(await unlabelledControls(page)).toEqual([]);
    await screenshot(page, "claim");
    await page.getByLabel(/authorised to rent/).check();
    await page.getByRole("button", { name: "Send the code to the record's contact" }).click();
    await page.waitForURL(/step=code/);
    // The code goes to the contact the permit record names (data/housing/rentals), not to the claimant.
    expect(await page.content()).toContain("m***@example.com");
    const sent = lastClaimCode(world.sink, "maria.chen@example.com");
    expect(sent.permit).toBe("19016-10000-37045");
    const carol = await world.mcp("carol@example.com");
    await page.getByLabel("Code").fill(sent.code === "00000000" ? "11111111" : "00000000");
    await page.getByRole("button", { name: "Claim this record" }).click();
    expect(await page.getByRole("alert").textContent()).toContain("that code is not right");
    expect((await call<Activity>(carol, "get_my_activity", {})).draft_listings).toEqual([]);
    await page.getByLabel("Code").fill(sent.code);
    await page.getByRole("button", { name: "Claim this record" }).click();
    await page.waitForURL(/\/housing\/drafts\/.+done=claimed/);
    expect(await page.getByRole("status").textContent()).toContain("Permit record claimed");
    expect((await call<Activity>(carol, "get_my_activity", {})).draft_listings.map((d) => d.name)).toEqual(["774 Vineland Ave Unit 2, Los Angeles, CA 91601"]);

    // Another account is no longer locked out: proving with the record's code takes the claim over.
    const other = await (await world.browser.newContext()).newPage();
    await signIn(world, other, "dave@example.com", path);
    expect(await other.getByRole("status").textContent()).toContain("Another account has claimed this permit record");
    await other.getByLabel(/authorised to rent/).check();
    await other.getByRole("button", { name: "Send the code to the record's contact" }).click();
    await other.waitForURL(/step=code/);
    await other.getByLabel("Code").fill(lastClaimCode(world.sink, "maria.chen@example.com").code);
    await other.getByRole("button", { name: "Claim this record" }).click();
    await other.waitForURL(/\/housing\/drafts\/.+done=taken_over/);
    expect(await other.getByRole("status").textContent()).toContain("took the claim over");
    await page.goto(`${world.url}${path}`);
    expect(await page.getByRole("status").textContent()).toContain("Another account has claimed this permit record");

    const last = path.slice(-1) === "A" ? "B" : "A";
    const forged = await other.goto(`${world.url}${path.slice(0, -1)}${last}`);
    expect(forged?.status()).toBe(404);
    expect(await other.getByRole("alert").textContent()).toContain("not valid");
    await page.context().close();
    await other.context().close();
  });

  it("the prefilled form link saves nothing until the person saves it as their draft", async () => {
    const client = await world.mcp("erin@example.com");
    const start = await call<{ link_kind: string; url: string }>(client, "start_listing", { address: "9 Nowhere Lane, Los Angeles, CA 90026", price: 1800, name: "Tiny house" });
    expect(start.link_kind).toBe("prefilled_form");
    const u = new URL(start.url);
    const page = await (await world.browser.newContext()).newPage();
    await signIn(world, page, "erin@example.com", u.pathname + u.search);
    expect(await page.getByLabel("Listing name").inputValue()).toBe("Tiny house");
    expect((await call<Activity>(client, "get_my_activity", {})).draft_listings).toEqual([]);
    await page.getByRole("button", { name: "Save as draft" }).click();
    await page.waitForURL(/\/housing\/drafts\/.+done=saved/);
    const drafts = (await call<Activity>(client, "get_my_activity", {})).draft_listings;
    expect(drafts.map((d) => d.name)).toEqual(["Tiny house"]);
    await page.context().close();
  });
});

describe("housing pages: the public listing page", () => {
  it("a search result's url opens without sign-in, labelled sample; an unknown id is 404", async () => {
    const client = await world.mcp("anyone@example.com");
    const found = await call<{ listings: { id: string; url: string; title: string }[] }>(client, "search_rentals", { city: "Los Angeles", limit: 1 });
    const listing = found.listings[0];
    const page = await (await world.browser.newContext()).newPage();
    const res = await page.goto(listing.url);
    expect(res?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(listing.title);
    expect(await page.getByRole("note").textContent()).toContain("Sample listing");
    expect(await page.content()).not.toContain("@example.com");
    await screenshot(page, "rental");
    expect((await page.goto(`${world.url}/housing/rentals/00000000-0000-4000-8000-000000000000`))?.status()).toBe(404);
    await page.context().close();
  });
});
