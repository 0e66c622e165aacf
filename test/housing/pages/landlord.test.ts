import { describeEachDatabase } from "../../storage/databases";
import { call, csrfOf, postForm, screenshot, signIn, tabTo, usePagesWorld, unlabelledControls, type PagesWorld } from "./harness";

/** Sample listing 607eefa4… (Los Angeles); its landlord is fatima.patel@example.com (data/housing/rentals/listings.json). */
const LISTING = "607eefa4-afb1-4ed2-91be-f00c862dd79c";
const LANDLORD = "fatima.patel@example.com";


/** A local time `days` from now (the tour times must lie in the future), e.g. `2026-12-01T10:00`. */
const day = (days: number, time: string): string => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

interface ThreadView {
  messages: { author: string; text: string }[];
}
interface Activity {
  tour_requests: { tour_request_id: string; status: string; by_assistant: boolean; preferred_times: string[] }[];
}

describeEachDatabase("housing pages: landlord inbox and applications", (kind) => {
  const current = usePagesWorld(kind);
  let world: PagesWorld;
  beforeAll(() => {
    world = current();
  });

  describe("housing pages: the landlord's inbox", () => {
    it("the landlord accepts one proposed time; the renter sees it in get_thread and get_my_activity", async () => {
      const renter = await world.mcp("rita@example.com");
      const tour = await call<{ thread_id: string; tour_request_id: string }>(renter, "request_tour", { listing_id: LISTING, preferred_times: [day(7, "10:00"), day(8, "15:30")], message: "Could I see it?" });
      const page = await (await world.browser.newContext()).newPage();
      await signIn(world, page, LANDLORD);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Landlord inbox");
      expect(await unlabelledControls(page)).toEqual([]);
      await screenshot(page, "landlord");
      const article = page.locator("article", { hasText: "rita@example.com" }).filter({ has: page.getByRole("button", { name: "Accept this time" }) });
      await article.getByLabel(day(8, "15:30").replace("T", " ")).check();
      await article.getByRole("button", { name: "Accept this time" }).click();
      expect(await page.getByRole("status").textContent()).toContain("Tour accepted");
      const thread = await call<ThreadView>(renter, "get_thread", { thread_id: tour.thread_id });
      expect(thread.messages.at(-1)?.text).toContain(day(8, "15:30"));
      const activity = await call<Activity>(renter, "get_my_activity", {});
      expect(activity.tour_requests.find((t) => t.tour_request_id === tour.tour_request_id)?.status).toBe("accepted");
      await page.context().close();
    });

    it("the landlord declines a tour and replies to an inquiry; the renter reads both", async () => {
      const renter = await world.mcp("sam@example.com");
      const tour = await call<{ thread_id: string; tour_request_id: string }>(renter, "request_tour", { listing_id: LISTING, preferred_times: [day(9, "09:00")] });
      const inquiry = await call<{ thread_id: string }>(renter, "send_inquiry", { listing_id: LISTING, message: "Is parking included?" });
      await call(renter, "reply_to_thread", { thread_id: inquiry.thread_id, message: "Also, is there a washer?" });
      const page = await (await world.browser.newContext()).newPage();
      await signIn(world, page, LANDLORD);
      await page.locator("article", { hasText: "sam@example.com" }).filter({ has: page.getByRole("button", { name: "Decline tour" }) }).getByRole("button", { name: "Decline tour" }).click();
      expect(await page.getByRole("status").textContent()).toContain("Tour declined");
      const asked = page.locator("article", { hasText: "Is parking included?" });
      expect(await asked.textContent()).toContain("Also, is there a washer?");
      expect(await asked.textContent()).toMatch(/sam@example\.com \(.*assistant/);
      await asked.getByLabel("Your reply").fill("Yes, one off-street spot.");
      await asked.getByRole("button", { name: "Send reply" }).click();
      expect(await page.getByRole("status").textContent()).toContain("Reply sent");
      const activity = await call<Activity>(renter, "get_my_activity", {});
      expect(activity.tour_requests.find((t) => t.tour_request_id === tour.tour_request_id)?.status).toBe("declined");
      const thread = await call<ThreadView>(renter, "get_thread", { thread_id: inquiry.thread_id });
      expect(thread.messages.map((m) => m.text)).toContain("Yes, one off-street spot.");
      await page.context().close();
    });

    it("a renter requests a tour on get_rental's tour page; bad times are refused; the landlord sees the renter's own message", async () => {
      const renter = await world.mcp("wendy@example.com");
      const rental = await call<{ tour_request_url: string }>(renter, "get_rental", { id: LISTING });
      const page = await (await world.browser.newContext()).newPage();
      await signIn(world, page, "wendy@example.com", new URL(rental.tour_request_url).pathname);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Request a tour");
      expect(await unlabelledControls(page)).toEqual([]);
      await page.getByLabel(/Preferred time 1/).fill("2020-01-06T10:00");
      await page.getByRole("button", { name: "Request tour" }).click();
      expect(await page.getByRole("alert").textContent()).toContain("Preferred time 1: in the past.");
      expect((await call<Activity>(renter, "get_my_activity", {})).tour_requests).toEqual([]);
      await page.getByLabel(/Preferred time 1/).fill(day(11, "09:30"));
      await page.getByLabel(/Preferred time 2/).fill(day(12, "17:00"));
      await page.getByLabel(/Message to the landlord/).fill("I work days.");
      await screenshot(page, "tour");
      await page.getByRole("button", { name: "Request tour" }).click();
      expect(await page.getByRole("status").textContent()).toContain("Tour requested");
      const [tour] = (await call<Activity>(renter, "get_my_activity", {})).tour_requests;
      expect(tour).toMatchObject({ status: "requested", by_assistant: false, preferred_times: [day(11, "09:30"), day(12, "17:00")] });
      const landlord = await (await world.browser.newContext()).newPage();
      await signIn(world, landlord, LANDLORD);
      const said = await landlord.locator("article", { hasText: "I work days." }).textContent();
      expect(said).toContain("wendy@example.com wrote:");
      expect(said).not.toContain("assistant");
      await page.context().close();
      await landlord.context().close();
    });

    it("another landlord sees none of it and cannot decide or reply (404); a decision without CSRF is refused", async () => {
      const renter = await world.mcp("tom@example.com");
      const tour = await call<{ thread_id: string; tour_request_id: string }>(renter, "request_tour", { listing_id: LISTING, preferred_times: [day(10, "11:00")] });
      const page = await (await world.browser.newContext()).newPage();
      await signIn(world, page, "robert.chen@example.com");
      expect(await page.getByText("tom@example.com").count()).toBe(0);
      const csrf = await csrfOf(page);
      expect((await postForm(page, world, `/housing/landlord/tours/${tour.tour_request_id}`, { csrf, decision: "accept", time: day(10, "11:00") })).status).toBe(404);
      expect((await postForm(page, world, `/housing/landlord/threads/${tour.thread_id}/reply`, { csrf, message: "hello" })).status).toBe(404);
      const owner = await (await world.browser.newContext()).newPage();
      await signIn(world, owner, LANDLORD);
      expect((await postForm(owner, world, `/housing/landlord/tours/${tour.tour_request_id}`, { decision: "accept", time: day(10, "11:00") })).status).toBe(403);
      const activity = await call<Activity>(renter, "get_my_activity", {});
      expect(activity.tour_requests.find((t) => t.tour_request_id === tour.tour_request_id)?.status).toBe("requested");
      await page.context().close();
      await owner.context().close();
    });
  });

  describe("housing pages: starting an application", () => {
    it("only the owner can open and submit it; submitting needs the signature and marks the person verified", async () => {
      const renter = await world.mcp("uma@example.com");
      const started = await call<{ application_url: string; verified: boolean }>(renter, "start_application", { listing_id: LISTING });
      expect(started.verified).toBe(false);
      const path = new URL(started.application_url).pathname;

      const stranger = await (await world.browser.newContext()).newPage();
      await signIn(world, stranger, "victor@example.com");
      expect((await stranger.goto(`${world.url}${path}`))?.status()).toBe(404);

      const page = await (await world.browser.newContext()).newPage();
      await signIn(world, page, "uma@example.com", path);
      expect(await unlabelledControls(page)).toEqual([]);
      const unsigned = await postForm(page, world, path, { csrf: await csrfOf(page), legal_name: "Uma Renter" });
      expect(unsigned.status).toBe(400);
      expect(unsigned.body).toContain("Background-check authorization: required.");
      expect((await call<{ verified: boolean }>(renter, "start_application", { listing_id: LISTING })).verified).toBe(false);
      // Keyboard only: Tab to each control from the top of the page, type, tick with Space, submit with Enter.
      await page.reload();
      await tabTo(page, /Full legal name/);
      await page.keyboard.type("Uma Renter");
      await tabTo(page, /background and credit check/);
      await page.keyboard.press("Space");
      await screenshot(page, "application");
      await tabTo(page, /^Submit application$/);
      await page.keyboard.press("Enter");
      await page.waitForURL(/done=submitted/);
      expect(await page.getByRole("status").textContent()).toContain("submitted");
      // What happens next is what the service does: nothing reaches the landlord, whose inbox has no applications.
      const next = await page.getByRole("main").textContent();
      expect(next).toContain("The landlord is not sent it");
      expect(next).not.toMatch(/landlord will contact/i);
      expect(await page.getByRole("link", { name: "request a tour" }).getAttribute("href")).toMatch(new RegExp(`/housing/rentals/${LISTING}/tour$`));
      const landlord = await (await world.browser.newContext()).newPage();
      await signIn(world, landlord, LANDLORD);
      expect(await landlord.getByText("uma@example.com").count()).toBe(0);
      await landlord.context().close();
      expect((await call<{ verified: boolean }>(renter, "start_application", { listing_id: LISTING })).verified).toBe(true);
      await page.context().close();
      await stranger.context().close();
    });
  });
});
