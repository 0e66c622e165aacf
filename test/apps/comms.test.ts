import nodemailer from "nodemailer";
import { chromium, type Browser } from "playwright-core";
import { emailListeners, listenerKey } from "../../handlers/email";
import { startCampaignWorld, draftCampaign, people, unsubscribeLink, DOMAIN, type CampaignWorld } from "../comms/campaigns/world";
import { bounceReport, complaintReport } from "../email/servers";
import { chromiumPath } from "../housing/pages/harness";
import { createTestDatabase, eventually, type TestDatabase } from "../storage/databases";
import { renderView, screenshotShape, viewOf, writeShot, type AppsWorld } from "./harness";

const FIVE = ["sent", "delivered", "bounced", "complained", "unsubscribed"] as const;
const HOUR = 3_600_000;

/** comms commsvc_campaign_report in headless Chromium: a real campaign sent through the local relay, its timeline. */
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

  /** A bounce or complaint report about `to`'s message, mailed to the relay's inbound server as a mailbox would. */
  async function report(kind: typeof bounceReport, to: string): Promise<void> {
    const raw = w.relaySink.received.find((m) => m.to.includes(to))!.raw.toString();
    const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)![1]!;
    const inbound = emailListeners(listenerKey(w.env))!.inbound!;
    await nodemailer
      .createTransport({ host: "127.0.0.1", port: inbound.port, secure: false, ignoreTLS: true })
      .sendMail({ envelope: { from: "", to: [`campaigns@${DOMAIN}`] }, raw: kind({ recipient: to, messageId, from: `campaigns@${DOMAIN}` }) });
  }

  test("before the send nothing is drawn; after delivery, a bounce, a complaint and an unsubscribe hours apart, Refresh draws the timeline, which sums to the counts", async () => {
    const { html } = await viewOf(`${w.host.url}/comms/mcp`, "commsvc_campaign_report");
    const { campaign_id } = await draftCampaign(w, people(4));
    const args = { organization_id: w.org, campaign_id };
    const call = async (params: { name: string; arguments?: Record<string, unknown> }) => (await w.owner.client.callTool({ name: params.name, arguments: params.arguments })) as Record<string, any>;
    const reportNow = async () => (await call({ name: "commsvc_campaign_report", arguments: args })).structuredContent;
    const first = await call({ name: "commsvc_campaign_report", arguments: args });
    expect(first.isError).toBeFalsy();
    expect(first.structuredContent.timeline.buckets).toEqual([]);
    const refreshes: unknown[] = [];
    const { page, requests } = await renderView({ browser } as AppsWorld, html, args, first, async (params) => (refreshes.push(params.arguments), call(params)));
    const view = page.frameLocator("iframe");
    await view.getByText("Nothing sent yet.").waitFor();
    expect(await view.locator("table.over-time").count()).toBe(0);

    const launchedAt = w.clock.now().getTime();
    await w.owner.tool("commsvc_campaign_launch", { ...args, idempotency_key: `launch-${campaign_id}` });
    await eventually("the campaign delivered", async () => {
      const r = await reportNow();
      return r.status === "completed" && r.counts.delivered === 4;
    });
    w.clock.advance(2 * HOUR);
    await report(bounceReport, "reader1@dest.org");
    await eventually("the bounce", async () => (await reportNow()).counts.bounced === 1);
    w.clock.advance(2 * HOUR);
    await report(complaintReport, "reader2@dest.org");
    await eventually("the complaint", async () => (await reportNow()).counts.complained === 1);
    w.clock.advance(2 * HOUR);
    const link = unsubscribeLink(w.relaySink.received.find((m) => m.to.includes("reader3@dest.org"))!.raw.toString());
    expect((await fetch(link, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(200);
    const done = await reportNow();
    expect(done.counts).toMatchObject({ sent: 4, delivered: 3, bounced: 1, complained: 1, unsubscribed: 1 });

    // The timeline sums to the snapshot, each count in the bucket of the moment it happened.
    const t = done.timeline;
    for (const m of FIVE) expect([m, t.buckets.reduce((s: number, b: any) => s + b[m], 0)]).toEqual([m, done.counts[m]]);
    expect(t.bucket_seconds).toBe(900); // a 6-hour span: 5-minute buckets would be 73, over the 60 allowed
    expect(t.buckets).toHaveLength(6 * 4 + 1);
    const at = (ms: number) => t.buckets.find((b: any) => Date.parse(b.start) === Math.floor(ms / 900_000) * 900_000);
    // reader1's delivery was overridden by its bounce: the report counts it bounced, at the bounce.
    expect(at(launchedAt)).toMatchObject({ sent: 4, delivered: 3, bounced: 0 });
    expect(at(launchedAt + 2 * HOUR)).toMatchObject({ bounced: 1, complained: 0 });
    expect(at(launchedAt + 4 * HOUR)).toMatchObject({ complained: 1, unsubscribed: 0 });
    expect(at(launchedAt + 6 * HOUR)).toMatchObject({ unsubscribed: 1 });

    await view.getByRole("button", { name: "Refresh" }).press("Enter");
    await view.locator("table.over-time").waitFor();
    expect(refreshes).toEqual([args]);
    expect(await view.locator("table.over-time tbody tr").count()).toBe(t.buckets.length);
    for (const m of FIVE) {
      const column = (await view.locator(`table.over-time tbody td[data-metric="${m}"]`).allTextContents()).map(Number);
      expect(column).toEqual(t.buckets.map((b: any) => b[m]));
      expect(await view.locator(`table.over-time tfoot td[data-metric="${m}"]`).textContent()).toBe(String(done.counts[m]));
    }
    expect(await view.locator("svg.chart polyline").count()).toBe(5);
    expect(await view.locator("svg.chart").getAttribute("aria-label")).toContain("sent 4, delivered 3, bounced 1, complained 1, unsubscribed 1");
    expect(requests).toEqual([]);
    const png = await page.locator("iframe").screenshot();
    const shape = await screenshotShape(page, png);
    expect([shape.width, shape.height]).toEqual([800, 1000]);
    expect(shape.inkedBands[0]).toBeGreaterThan(0.01);
    writeShot("comms-campaign_report.png", png);
    await page.close();
  });
});
