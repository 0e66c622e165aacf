import nodemailer from "nodemailer";
import { emailListeners, listenerKey } from "../../../handlers/email";
import { bounceReport } from "../../email/servers";
import { describeEachDatabase, eventually } from "../../storage/databases";
import { DOMAIN, draftCampaign, unsubscribeLink, useCampaignWorld, type CampaignWorld } from "./world";

/**
 * The two writers of a consent record besides contact_marketing_put, for real: the unsubscribe
 * link of a campaign message (unsubscribed_at) and a bounce report at the relay (suppressed_at).
 * (Replaces the direct database writes the consent suite used before campaigns existed.)
 */
describeEachDatabase("comms consent: the unsubscribe link and bounces as writers", (kind) => {
  const world = useCampaignWorld(kind);
  let w: CampaignWorld;
  beforeEach(() => {
    w = world();
  });
  const o = () => ({ organization_id: w.org });

  /** Launches a campaign over `audience_id` and waits until the relay delivered it to ann. */
  async function sendToAnn(audience_id: string | null, key: string): Promise<string> {
    const c = await draftCampaign(w, audience_id ? [] : [{ email: "ann@dest.org", first_name: "Ann" }], key);
    if (audience_id) await w.owner.tool("commsvc_campaign_update", { ...o(), campaign_id: c.campaign_id, audience_id });
    const before = w.relaySink.received.length;
    await w.owner.tool("commsvc_campaign_launch", {
      ...o(),
      campaign_id: c.campaign_id,
      idempotency_key: `launch-${key}`,
    });
    await eventually("the message at the relay's sink", () => w.relaySink.received.length === before + 1);
    return w.relaySink.received[before].raw.toString();
  }

  test("an unsubscription stands against older consent and is lifted by consent captured after it; suppression always wins", async () => {
    const first = await draftCampaign(w, [{ email: "ann@dest.org", first_name: "Ann" }], "first");
    const ann = Object.values(first.contacts)[0];
    const put = (captured_at: string) =>
      w.owner.tool("commsvc_contact_marketing_put", {
        ...o(),
        contact_id: ann,
        basis: "explicit",
        source: "form",
        evidence: "ann confirmed the double opt-in mail",
        captured_at,
      });
    await w.owner.tool("commsvc_campaign_launch", {
      ...o(),
      campaign_id: first.campaign_id,
      idempotency_key: "launch-first-01",
    });
    await eventually("the first message", () => w.relaySink.received.length === 1);
    const link = unsubscribeLink(w.relaySink.received[0].raw.toString());
    const unsubscribedAt = w.clock.now().toISOString();
    expect((await fetch(link, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(200);

    w.clock.advance(60_000);
    const older = await put(new Date(Date.parse(unsubscribedAt) - 60_000).toISOString());
    expect([older.subscribed, older.unsubscribed_at]).toEqual([false, unsubscribedAt]);
    const newer = await put(w.clock.now().toISOString());
    expect([newer.subscribed, newer.unsubscribed_at]).toEqual([true, null]);

    // Subscribed again: the next campaign reaches ann, and her mailbox bounces it.
    const raw = await sendToAnn(first.audience_id, "second");
    const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)![1];
    await nodemailer
      .createTransport({
        host: "127.0.0.1",
        port: emailListeners(listenerKey(w.env))!.inbound!.port,
        secure: false,
        ignoreTLS: true,
      })
      .sendMail({
        envelope: { from: "", to: [`campaigns@${DOMAIN}`] },
        raw: bounceReport({ recipient: "ann@dest.org", messageId, from: `campaigns@${DOMAIN}` }),
      });
    await eventually(
      "the bounce reconciled",
      async () => (await w.owner.tool("commsvc_deliverability", o())).bounced === 1,
    );
    w.clock.advance(60_000);
    const again = await put(w.clock.now().toISOString());
    expect([again.subscribed, again.suppressed]).toEqual([false, true]);
  });
});
