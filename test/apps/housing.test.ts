import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { renderView, screenshotShape, startAppsWorld, UI_MIME, viewOf, writeShot, type AppsWorld } from "./harness";

const LISTING = "607eefa4-afb1-4ed2-91be-f00c862dd79c"; // shipped sample listing, available

describe("MCP Apps: housing get_rental in headless Chromium, through the official AppBridge", () => {
  let world: AppsWorld;
  let client: Client;
  beforeAll(async () => {
    world = await startAppsWorld(["housing"]);
    client = await world.host.client("housing"); // signed in as tester@example.com
  });
  afterAll(async () => world?.close());

  test("the listing card shows the result's facts and honest permit badge; the tour button calls request_tour as the signed-in person", async () => {
    const { uri, html, content } = await viewOf(`${world.host.url}/housing/mcp`, "get_rental");
    expect(uri).toBe("ui://housing/get_rental.html");
    expect(content).toMatchObject({ mimeType: UI_MIME, _meta: { ui: { csp: { connectDomains: [], resourceDomains: [] } } } });
    expect(html).not.toMatch(/<script[^>]*\bsrc=|<link[^>]*\bhref=/i); // one self-contained file
    const args = { id: LISTING };
    const result = (await client.callTool({ name: "get_rental", arguments: args })) as Record<string, any>;
    const r = result.structuredContent;
    const calls: unknown[] = [];
    const answers: Record<string, any>[] = [];
    const { page, requests } = await renderView(world, html, args, result, async (params) => {
      calls.push({ name: params.name, arguments: params.arguments });
      const answer = (await client.callTool({ name: params.name, arguments: params.arguments })) as Record<string, any>;
      answers.push(answer);
      return answer;
    });
    const view = page.frameLocator("iframe");
    expect(await view.locator("h1").textContent()).toBe(r.title);
    expect(await view.locator(".rent strong").textContent()).toBe(`$${r.monthly_rent_usd.toLocaleString("en-US")}`);
    expect(await view.locator("li.photo").count()).toBe(r.images.length);
    expect(await view.locator("dl.facts dt").count()).toBe(8);
    expect(await view.locator("ul.amenities li").count()).toBe(r.amenities.length);
    // The badge follows the result's own fields: a sample match is never shown as verified.
    const badge = r.permit_verified && !r.sample ? "Permit verified" : r.permit_verified ? "Sample permit match (not verified)" : "Permit not verified";
    expect(await view.locator("[data-permit]").textContent()).toBe(badge);
    expect(await view.locator(".permit-note").textContent()).toBe(r.permit_note);
    if (r.sample) expect(await view.getByRole("note").textContent()).toContain("Sample data");
    const png = await page.locator("iframe").screenshot();
    const shape = await screenshotShape(page, png);
    expect([shape.width, shape.height]).toEqual([800, 1000]);
    expect(shape.inkedBands.slice(0, 3).every((b) => b > 0.01)).toBe(true); // title, badges, facts: drawn
    writeShot("housing-get_rental.png", png);
    // Photos open through the host (ui/open-link), never fetched by the view.
    if (r.images.length) {
      await view.locator("li.photo a").first().click();
      await page.waitForFunction((n) => (globalThis as any).openedLinks.length === n, 1);
      expect(await page.evaluate(() => (globalThis as any).openedLinks)).toEqual([r.images[0]]);
    }
    // The tour request, by keyboard: the label names the field, Enter on the focused button submits.
    await view.getByLabel("Preferred time").fill("2027-03-15T10:30");
    await view.getByRole("button", { name: "Request a tour" }).focus();
    await view.getByRole("button", { name: "Request a tour" }).press("Enter");
    await view.locator(".tour-status", { hasText: "Tour requested" }).waitFor();
    expect(calls).toEqual([{ name: "request_tour", arguments: { listing_id: LISTING, preferred_times: ["2027-03-15T10:30"] } }]);
    expect(answers[0].isError).toBeFalsy();
    expect(await view.locator(".tour-status").textContent()).toBe(`Tour requested (${answers[0].structuredContent.status}); request ${answers[0].structuredContent.tour_request_id}.`);
    expect(requests).toEqual([]); // rendered with no network
    await page.close();
  });
});
