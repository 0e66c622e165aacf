import { ManualClock } from "../../helpers/host";
import { lastCode, signIn, startPagesWorld, type PagesWorld } from "./harness";

/** Session and code lifetimes on the host's injected clock (12 h sessions, 10 min codes by default). */
describe("housing pages: lifetimes", () => {
  const clock = new ManualClock("2026-11-24T08:00:00.000Z");
  let world: PagesWorld;
  beforeAll(async () => {
    world = await startPagesWorld("sqlite", { clock });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("a session ends after HOUSING_PAGES_SESSION_TTL_SECONDS (12 h): the page asks to sign in again", async () => {
    const page = await (await world.browser.newContext()).newPage();
    await signIn(world, page, "long@example.com");
    clock.advance(12 * 3600 * 1000 - 1000);
    expect((await page.goto(`${world.url}/housing/landlord`))?.status()).toBe(200);
    clock.advance(2000);
    await page.goto(`${world.url}/housing/landlord`);
    expect(new URL(page.url()).pathname).toBe("/housing/sign-in");
    await page.context().close();
  });

  it("a code is refused once the sign-in has expired (10 min)", async () => {
    const page = await (await world.browser.newContext()).newPage();
    await page.goto(`${world.url}/housing/sign-in`);
    await page.getByLabel("E-mail address").fill("slow@example.com");
    await page.getByRole("button", { name: "Send the code" }).click();
    clock.advance(601_000);
    await page.getByLabel("Code").fill(lastCode(world.sink, "slow@example.com"));
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(await page.getByRole("alert").textContent()).toContain("sign-in has expired");
    await page.context().close();
  });
});
