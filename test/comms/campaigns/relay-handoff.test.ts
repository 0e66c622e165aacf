import type { Kysely } from "kysely";
import { deadPort } from "../../email/servers";
import { startTestHost } from "../../helpers/host";
import { toolCalls } from "../../helpers/tool-calls";
import { createTestDatabase, describeEachDatabase, eventually, type TestDatabase } from "../../storage/databases";
import { DOMAIN, draftCampaign, people, startCampaignWorld, type CampaignWorld } from "./world";

/**
 * Issue 29: how campaign mail reaches the relay. EMAIL_SUBMISSION_SMTP=off hands it over in
 * process on one host and refuses to launch where no relay runs (item 5); a relay comms cannot
 * ask (reached over SMTP by COMMS_SMTP_URL) answers 451 once its allowance is spent, and that
 * defers the recipients to the relay's window without a dead letter or a charge (item 1).
 */
describeEachDatabase("comms campaigns: handing mail to the relay", (kind) => {
  let database: TestDatabase;
  let w: CampaignWorld;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    w = await startCampaignWorld(database, { env: { EMAIL_SUBMISSION_SMTP: "off", COMMS_SEND_BATCH: "10" } });
  });
  afterAll(async () => {
    await w?.close();
    await database?.drop();
  });
  const o = () => ({ organization_id: w.org });
  const status = async (campaign_id: string) =>
    (await w.db.selectFrom("comms_campaigns").select("status").where("id", "=", campaign_id).executeTakeFirst())
      ?.status;
  const available = async () => (await w.owner.tool("commsvc_billing", o())).available_sends as number;

  test("EMAIL_SUBMISSION_SMTP=off on one host: the relay takes the mail in process", async () => {
    const { campaign_id } = await draftCampaign(w, people(3, "inproc"), "In process");
    await w.owner.tool("commsvc_campaign_launch", { ...o(), campaign_id, idempotency_key: "launch-in-process" });
    await eventually("completed", async () => (await status(campaign_id)) === "completed");
    await eventually("delivered by the relay", () => w.relaySink.received.length === 3);
    const report = await eventually("reconciled", async () => {
      const r = await w.owner.tool("commsvc_campaign_report", { ...o(), campaign_id });
      return r.counts.delivered === 3 ? r : null;
    });
    expect(report.counts).toMatchObject({ sent: 3, failed: 0 });
    expect(await available()).toBe(97);
  });

  test("EMAIL_SUBMISSION_SMTP=off with no relay in the process: launch refuses, nothing spent", async () => {
    const { campaign_id } = await draftCampaign(w, people(2, "nowhere"), "Nowhere");
    // While the one-host world is down, comms alone on the same database (the relay's registry is per process).
    await w.restart(async () => {
      const alone = await startTestHost(["comms"], { env: w.env, clock: w.clock });
      try {
        const comms = toolCalls(await alone.client("comms", { Authorization: `Bearer ${w.secret}` }));
        const refusal = await comms.refusal("commsvc_campaign_launch", {
          ...o(),
          campaign_id,
          idempotency_key: "launch-nowhere",
        });
        expect(refusal.code).toBe("relay_not_configured");
        expect(refusal.message).toMatch(/EMAIL_SUBMISSION_SMTP is off/);
      } finally {
        await alone.close();
      }
    });
    expect(await status(campaign_id)).toBe("draft");
    expect(await available()).toBe(97);
  });

  test("a relay reached over SMTP answers 451 at its daily cap: deferred to its window, no dead letter, no charge", async () => {
    const port = await deadPort();
    w.env.EMAIL_SUBMISSION_SMTP = `127.0.0.1:${port}`;
    w.env.COMMS_SMTP_URL = `smtp://comms:${w.relayKey}@127.0.0.1:${port}`;
    await w.restart();
    const today = w.clock.now().toISOString().slice(0, 10);
    // 47 of the new domain's 50 are spent today (by other mail of the relay account).
    await (w.db as unknown as Kysely<any>)
      .updateTable("email_domains")
      .set({ day: today, sent_today: 47 })
      .where("name", "=", DOMAIN)
      .execute();
    const { campaign_id } = await draftCampaign(w, people(5, "capped"), "Capped");
    const before = await available();
    await w.owner.tool("commsvc_campaign_launch", { ...o(), campaign_id, idempotency_key: "launch-capped" });
    await eventually(
      "waiting for the relay's window",
      async () => (await status(campaign_id)) === "waiting_for_allowance",
    );
    const c = await w.owner.tool("commsvc_campaign_get", { ...o(), campaign_id });
    const midnight = `${new Date(Date.parse(today) + 86_400_000).toISOString()}`;
    expect(c.status_reason).toContain(midnight);
    expect((await w.owner.tool("commsvc_campaign_report", { ...o(), campaign_id })).counts).toMatchObject({
      sent: 3,
      queued: 0,
      deferred: 2,
      failed: 0,
    });
    expect(await available()).toBe(before - 3);
    expect((await w.owner.tool("commsvc_dead_letters", o())).dead_letters).toEqual([]);

    w.clock.set(midnight);
    await eventually("the rest after midnight", async () => (await status(campaign_id)) === "completed");
    expect((await w.owner.tool("commsvc_campaign_report", { ...o(), campaign_id })).counts).toMatchObject({
      sent: 5,
      failed: 0,
    });
    expect(await available()).toBe(before - 5);
  });
});
