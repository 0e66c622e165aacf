import nodemailer from "nodemailer";
import { emailListeners, listenerKey } from "../../../handlers/email";
import { bounceReport, complaintReport } from "../../email/servers";
import { toolCalls } from "../../helpers/tool-calls";
import { createTestDatabase, describeEachDatabase, eventually, type TestDatabase } from "../../storage/databases";
import { DOMAIN, draftCampaign, startCampaignWorld, type CampaignWorld } from "./world";

/**
 * Issue 29, item 3: a hard 5xx at the recipient's server, a bounce report (DSN, RFC 3464) and a
 * complaint (ARF, RFC 5965) each suppress the contact, are counted in campaign_report and in the
 * relay's delivery events, and the complaint counts toward the domain's complaint rate. Through
 * the real relay, its real inbound listener and a local SMTP receiver (the relay's sink).
 */
describeEachDatabase("comms campaigns: hard bounces and complaints suppress", (kind) => {
  let database: TestDatabase;
  let w: CampaignWorld;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    w = await startCampaignWorld(database, { env: { COMMS_SEND_BATCH: "10" } });
  });
  afterAll(async () => {
    await w?.close();
    await database?.drop();
  });
  const o = () => ({ organization_id: w.org });
  const report = (campaign_id: string) => w.owner.tool("commsvc_campaign_report", { ...o(), campaign_id });
  const toInbound = (raw: string) =>
    nodemailer
      .createTransport({ host: "127.0.0.1", port: emailListeners(listenerKey(w.env))!.inbound!.port, secure: false, ignoreTLS: true })
      .sendMail({ envelope: { from: "", to: [`campaigns@${DOMAIN}`] }, raw });

  test("a 550 5.1.1, a DSN and an ARF complaint: suppressed, reported, in the relay's events and rates", async () => {
    w.relaySink.refuse = (address) => (address === "hard@dest.org" ? [550, "5.1.1 <hard@dest.org>: user unknown"] : null);
    const { campaign_id, contacts } = await draftCampaign(w, [
      { email: "hard@dest.org", first_name: "Hard" },
      { email: "dsn@dest.org", first_name: "Dsn" },
      { email: "arf@dest.org", first_name: "Arf" },
      { email: "ok@dest.org", first_name: "Ok" },
    ]);
    await w.owner.tool("commsvc_campaign_launch", { ...o(), campaign_id, idempotency_key: "launch-suppression" });
    await eventually("three delivered, one refused", async () => {
      const r = await report(campaign_id);
      return r.counts.delivered === 3 && r.counts.bounced === 1 ? r : null;
    });
    const messageIdOf = (to: string) =>
      /^Message-ID:\s*(<[^>]+>)/im.exec(w.relaySink.received.find((m) => m.to.includes(to))!.raw.toString())![1];
    const from = `campaigns@${DOMAIN}`;
    await toInbound(bounceReport({ recipient: "dsn@dest.org", messageId: messageIdOf("dsn@dest.org"), from }));
    await toInbound(complaintReport({ recipient: "arf@dest.org", messageId: messageIdOf("arf@dest.org"), from }));

    const r = await eventually("the bounce and the complaint in the report", async () => {
      const r = await report(campaign_id);
      return r.counts.bounced === 2 && r.counts.complained === 1 ? r : null;
    });
    expect(r.counts).toMatchObject({ sent: 4, delivered: 2, bounced: 2, complained: 1, failed: 0 });
    expect(r.complaint_rate).toBe(0.5);
    for (const email of ["hard@dest.org", "dsn@dest.org", "arf@dest.org"]) {
      const m = await w.owner.tool("commsvc_contact_marketing_get", { ...o(), contact_id: contacts[email] });
      expect([email, m.subscribed, m.suppressed]).toEqual([email, false, true]);
    }
    const ok = await w.owner.tool("commsvc_contact_marketing_get", { ...o(), contact_id: contacts["ok@dest.org"] });
    expect(ok.subscribed).toBe(true);
    expect((await w.owner.tool("commsvc_dead_letters", o())).dead_letters).toEqual([]);

    const relay = toolCalls(await w.host.client("email", { Authorization: `Bearer ${w.relayKey}` }));
    const complaints = await relay.tool("get_delivery_events", { domain: DOMAIN, event: "complained" });
    expect(complaints.events.map((e: { recipient: string }) => e.recipient)).toEqual(["arf@dest.org"]);
    const failed = await relay.tool("get_delivery_events", { domain: DOMAIN, event: "failed" });
    expect(failed.events).toEqual([expect.objectContaining({ recipient: "hard@dest.org", smtp_code: 550 })]);
    const limits = await relay.tool("get_sending_limits", { domain: DOMAIN });
    const rate = limits.domain.next_rung.requirements.find((q: { criterion: string }) => q.criterion === "complaint_rate");
    expect(rate.current).toBeGreaterThan(0);

    // The next campaign to the same people reaches only ok@.
    const next = await draftCampaign(w, [], "Next");
    const audience = await w.owner.tool("commsvc_audience_create", {
      ...o(),
      name: "all four",
      kind: "saved_segment",
      filter: { email: { ends_with: "@dest.org" } },
    });
    await w.owner.tool("commsvc_campaign_update", { ...o(), campaign_id: next.campaign_id, audience_id: audience.audience_id });
    const launched = await w.owner.tool("commsvc_campaign_launch", {
      ...o(),
      campaign_id: next.campaign_id,
      idempotency_key: "launch-after-suppression",
    });
    expect(launched.status).not.toBe("draft");
    expect((await report(next.campaign_id)).recipients).toBe(1);
  });
});
