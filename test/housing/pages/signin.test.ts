import { postRaw } from "../../helpers/http";
import { lastCode, screenshot, signIn, usePagesWorld, unlabelledControls, type PagesWorld } from "./harness";

const current = usePagesWorld();
let world: PagesWorld;
beforeAll(() => {
  world = current();
});

describe("housing pages: browser sign-in with an e-mailed code", () => {
  it("a protected page sends the person to sign-in, the mailed code signs them in and returns them there", async () => {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    const first = await page.goto(`${world.url}/housing/landlord`);
    expect(new URL(page.url()).pathname).toBe("/housing/sign-in");
    expect(first?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(first?.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(await unlabelledControls(page)).toEqual([]);
    await screenshot(page, "sign-in");
    await signIn(world, page, "Lena@Example.com");
    expect(new URL(page.url()).pathname).toBe("/housing/landlord");
    expect(await page.getByText("Signed in as").textContent()).toContain("lena@example.com");
    const cookie = (await context.cookies()).find((c) => c.name === "housing_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    await context.close();
  });

  it("a wrong code is refused and names the field; five wrong codes end the attempt", async () => {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${world.url}/housing/sign-in`);
    await page.getByLabel("E-mail address").fill("wrong@example.com");
    await page.getByRole("button", { name: "Send the code" }).click();
    const code = lastCode(world.sink, "wrong@example.com");
    const bad = code === "00000000" ? "11111111" : "00000000";
    for (let i = 1; i < 5; i++) {
      await page.getByLabel("Code").fill(bad);
      await page.getByRole("button", { name: "Sign in" }).click();
      expect(await page.getByRole("alert").textContent()).toContain("Code: that code is not right");
    }
    await page.getByLabel("Code").fill(bad);
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(await page.getByRole("alert").textContent()).toContain("Too many wrong codes");
    await expect(page.getByLabel("E-mail address").isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("a form posted without the CSRF token is refused and signs nobody in", async () => {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${world.url}/housing/sign-in`);
    const cookie = (await context.cookies()).find((c) => c.name === "housing_session")!;
    const before = world.sink.received.length;
    const r = await postRaw(`${world.url}/housing/sign-in`, {
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: `housing_session=${cookie.value}` },
      body: "step=email&email=csrf%40example.com",
    });
    expect(r.status).toBe(403);
    expect(r.body).toContain("did not come from this site");
    expect(world.sink.received.length).toBe(before);
    await context.close();
  });

  it("sign-in returns only to a housing page: another site or a protocol-relative next is ignored", async () => {
    for (const next of ["//evil.example/housing/", "https://evil.example/", "/housing/../../x\\y"]) {
      const context = await world.browser.newContext();
      const page = await context.newPage();
      await signIn(world, page, "next@example.com", `/housing/sign-in?next=${encodeURIComponent(next)}`);
      expect(page.url()).toBe(`${world.url}/housing/landlord`);
      await context.close();
    }
  });

  it("a signed-in session survives a restart of the host", async () => {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    await signIn(world, page, "restart@example.com");
    await world.restart();
    const res = await page.goto(`${world.url}/housing/landlord`);
    expect(res?.status()).toBe(200);
    expect(await page.getByText("Signed in as").textContent()).toContain("restart@example.com");
    await context.close();
  });

  it("signing out ends the session: the old cookie no longer opens a page", async () => {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    await signIn(world, page, "out@example.com");
    const cookie = (await context.cookies()).find((c) => c.name === "housing_session")!;
    await page.getByRole("button", { name: "Sign out" }).click();
    expect(new URL(page.url()).pathname).toBe("/housing/sign-in");
    const r = await postRaw(`${world.url}/housing/landlord`, { method: "GET", headers: { cookie: `housing_session=${cookie.value}` } });
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe("/housing/sign-in?next=%2Fhousing%2Flandlord");
    await context.close();
  });
});

describe("housing pages: bad requests are refused with a page, and the host keeps serving", () => {
  it("other methods, broken paths, other body types, oversized and repeated fields, forged cookies", async () => {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${world.url}/housing/sign-in`);
    const cookie = `housing_session=${(await context.cookies()).find((c) => c.name === "housing_session")!.value}`;
    const form = { "content-type": "application/x-www-form-urlencoded", cookie };
    const put = await postRaw(`${world.url}/housing/landlord`, { method: "PUT", headers: { cookie } });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe("GET");
    expect((await postRaw(`${world.url}/housing/drafts/%E0%A4%A`, { method: "GET", headers: { cookie } })).status).toBe(404);
    expect((await postRaw(`${world.url}/housing/landlordship`, { method: "GET", headers: { cookie } })).status).toBe(404);
    expect((await postRaw(`${world.url}/housing/sign-in`, { headers: { ...form, "content-type": "text/plain" }, body: "step=email" })).status).toBe(415);
    expect((await postRaw(`${world.url}/housing/sign-in`, { headers: form, body: `step=email&email=${"a".repeat(70_000)}` })).status).toBe(413);
    const repeated = await postRaw(`${world.url}/housing/sign-in`, { headers: form, body: "step=email&step=code" });
    expect(repeated.status).toBe(400);
    expect(repeated.body).toContain("step is repeated");
    const forged = await postRaw(`${world.url}/housing/landlord`, { method: "GET", headers: { cookie: `housing_session=${"A".repeat(43)}.${"B".repeat(43)}` } });
    expect(forged.status).toBe(303);
    expect(forged.headers["content-security-policy"]).toBeUndefined();
    const again = await page.goto(`${world.url}/housing/sign-in`);
    expect(again?.status()).toBe(200);
    await context.close();
  });
});
