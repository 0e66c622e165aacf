import nodemailer from "nodemailer";
import { emailListeners, listenerKey } from "../../../handlers/email";
import { bounceReport } from "../../email/servers";
import { describeEachDatabase, eventually } from "../../storage/databases";
import { DOMAIN, draftCampaign, useCampaignWorld, type CampaignWorld } from "./world";

describeEachDatabase("comms campaigns: bounces from the relay's events suppress the contact", (kind) => {
  const world = useCampaignWorld(kind);
  let w: CampaignWorld;
  beforeEach(() => {
    w = world();
  });
  const o = () => ({ organization_id: w.org });

  test("a bounce report arriving at the relay is reconciled into the report, deliverability and suppression", async () => {
    const { campaign_id, audience_id, contacts } = await draftCampaign(w, [
      { email: "ann@dest.org", first_name: "Ann" },
      { email: "bob@dest.org", first_name: "Bob" },
    ]);
    await w.owner.tool("commsvc_campaign_launch", { ...o(), campaign_id, idempotency_key: "launch-bounce-01" });
    await eventually("both delivered", async () => {
      const r = await w.owner.tool("commsvc_campaign_report", { ...o(), campaign_id });
      return r.counts.delivered === 2 && r.status === "completed";
    });
    const raw = w.relaySink.received.find((m) => m.to.includes("ann@dest.org"))!.raw.toString();
    const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)![1];
    const inbound = emailListeners(listenerKey(w.env))!.inbound!;
    await nodemailer
      .createTransport({ host: "127.0.0.1", port: inbound.port, secure: false, ignoreTLS: true })
      .sendMail({
        envelope: { from: "", to: [`campaigns@${DOMAIN}`] },
        raw: bounceReport({ recipient: "ann@dest.org", messageId, from: `campaigns@${DOMAIN}` }),
      });

    const report = await eventually("the bounce in the report", async () => {
      const r = await w.owner.tool("commsvc_campaign_report", { ...o(), campaign_id });
      return r.counts.bounced === 1 ? r : null;
    });
    // The timeline (issue 34) sums to the counts on each database.
    for (const m of ["sent", "delivered", "bounced", "complained", "unsubscribed"] as const) {
      expect([m, report.timeline.buckets.reduce((s: number, b: Record<string, number>) => s + b[m]!, 0)]).toEqual([m, report.counts[m]]);
    }
    expect(report).toMatchObject({
      counts: { sent: 2, delivered: 1, bounced: 1 },
      delivery_rate: 0.5,
      bounce_rate: 0.5,
      reconciled: true,
    });
    const ann = await w.owner.tool("commsvc_contact_marketing_get", { ...o(), contact_id: contacts["ann@dest.org"] });
    expect([ann.subscribed, ann.suppressed]).toEqual([false, true]);
    const d = await w.owner.tool("commsvc_deliverability", o());
    expect(d).toMatchObject({ sent: 2, delivered: 1, bounced: 1, bounce_rate: 0.5 });
    expect(d.domains).toEqual([expect.objectContaining({ name: DOMAIN, sent: 2, delivered: 1, bounced: 1 })]);

    // The suppressed contact is no longer a recipient of the same audience.
    const next = await draftCampaign(w, [], "Next");
    await w.owner.tool("commsvc_campaign_update", { ...o(), campaign_id: next.campaign_id, audience_id });
    await w.owner.tool("commsvc_campaign_launch", {
      ...o(),
      campaign_id: next.campaign_id,
      idempotency_key: "launch-bounce-02",
    });
    const nextReport = await eventually("the next campaign", async () => {
      const r = await w.owner.tool("commsvc_campaign_report", { ...o(), campaign_id: next.campaign_id });
      return r.status === "completed" ? r : null;
    });
    expect(nextReport.recipients).toBe(1);
    await eventually("bob's second message", () => w.relaySink.received.length === 3);
    expect(w.relaySink.received[2].to).toEqual(["bob@dest.org"]);
  });
});
