import { chromium, type Browser } from "playwright-core";
import { startCampaignWorld, draftCampaign, people, type CampaignWorld } from "../comms/campaigns/world";
import { chromiumPath } from "../housing/pages/harness";
import { createTestDatabase, eventually, type TestDatabase } from "../storage/databases";
import { renderView, screenshotShape, viewOf, writeShot, type AppsWorld } from "./harness";

/** comms commsvc_campaign_report in headless Chromium: a real campaign sent through the local relay, snapshots over time. */
describe("MCP Apps: comms campaign report over time", () => {
  let database: TestDatabase;
  let w: CampaignWorld;
  let browser: Browser;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    w = await startCampaignWorld(database);
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
  });
  afterAll(async () => {
    await browser?.close();
    await w?.close();
    await database?.drop();
  });

  test("the first report, then Refresh through the host after the send: one column per snapshot, the counts as reported", async () => {
    const { html } = await viewOf(`${w.host.url}/comms/mcp`, "commsvc_campaign_report");
    const { campaign_id } = await draftCampaign(w, people(3));
    const args = { organization_id: w.org, campaign_id };
    const call = async (params: { name: string; arguments?: Record<string, unknown> }) => (await w.owner.client.callTool({ name: params.name, arguments: params.arguments })) as Record<string, any>;
    const first = await call({ name: "commsvc_campaign_report", arguments: args });
    expect(first.isError).toBeFalsy();
    const refreshes: unknown[] = [];
    const { page, requests } = await renderView({ browser } as AppsWorld, html, args, first, async (params) => (refreshes.push(params.arguments), call(params)));
    const view = page.frameLocator("iframe");
    expect(await view.locator("table.over-time thead th").count()).toBe(2); // the label column and one snapshot
    expect(await view.locator("table.over-time tbody tr").count()).toBe(5);
    expect(await view.locator('tr[data-metric="sent"] td .n').textContent()).toBe(String(first.structuredContent.counts.sent));
    await w.owner.tool("commsvc_campaign_launch", { ...args, idempotency_key: `launch-${campaign_id}` });
    const done = await eventually("the campaign delivered", async () => {
      const r = (await call({ name: "commsvc_campaign_report", arguments: args })).structuredContent;
      return r.status === "completed" && r.counts.delivered === 3 ? r : undefined;
    });
    await view.getByRole("button", { name: "Refresh" }).press("Enter");
    await view.locator("table.over-time thead th").nth(2).waitFor();
    expect(refreshes).toEqual([args]);
    const cells = async (metric: string) => view.locator(`tr[data-metric="${metric}"] td .n`).allTextContents();
    expect(await cells("sent")).toEqual([String(first.structuredContent.counts.sent), String(done.counts.sent)]);
    expect(await cells("delivered")).toEqual([String(first.structuredContent.counts.delivered), String(done.counts.delivered)]);
    expect(requests).toEqual([]);
    const png = await page.locator("iframe").screenshot();
    const shape = await screenshotShape(page, png);
    expect([shape.width, shape.height]).toEqual([800, 1000]);
    expect(shape.inkedBands[0]).toBeGreaterThan(0.01);
    writeShot("comms-campaign_report.png", png);
    await page.close();
  });
});
