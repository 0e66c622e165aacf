import { describeEachDatabase, eventually } from "../../storage/databases";
import { draftCampaign, people, useCampaignWorld, type CampaignWorld } from "./world";

// Issue 29, item 6: campaign_report hid the members left out at launch. 81 members made 78
// recipients, yet suppressed and unsubscribed both showed 0. Now every member is reported:
// excluded at launch with the reason, or a recipient counted by where it stands, and the
// recipients the relay's allowance holds back count as deferred, not queued.
describeEachDatabase("comms campaign_report: every audience member", (kind) => {
  const world = useCampaignWorld(kind);
  let w: CampaignWorld;
  beforeEach(() => {
    w = world();
  });
  const o = () => ({ organization_id: w.org });

  test("82 members, 78 recipients: the 4 excluded at launch with their reasons; 28 deferred past the cap", async () => {
    const readers = [
      ...people(78),
      { email: "noconsent@dest.org", first_name: "Nia", consent: false },
      { email: "gone@dest.org", first_name: "Gus" },
      { email: "bounced@dest.org", first_name: "Bea" },
      { email: "noname@dest.org", first_name: " " },
    ];
    const { campaign_id, contacts } = await draftCampaign(w, readers);
    const at = w.clock.now().getTime();
    const consent = (email: string) => w.db.updateTable("comms_contact_consent").where("contact_id", "=", contacts[email]);
    await consent("gone@dest.org").set({ unsubscribed_at: at, unsubscribe_method: "link" }).execute();
    await consent("bounced@dest.org").set({ suppressed_at: at, suppressed_reason: "bounce" }).execute();

    await w.owner.tool("commsvc_campaign_launch", { ...o(), campaign_id, idempotency_key: "launch-82-members" });
    // A new domain may send 50 a day: the campaign sends 50 and waits for the next window.
    const r = await eventually("50 sent, then waiting for the allowance", async () => {
      const r = await w.owner.tool("commsvc_campaign_report", { ...o(), campaign_id });
      return r.status === "waiting_for_allowance" && r.counts.sent === 50 ? r : null;
    }, 60_000);
    expect(r).toMatchObject({
      members: 82,
      recipients: 78,
      counts: { excluded: 4, sent: 50, deferred: 28, queued: 0, failed: 0, suppressed: 0, unsubscribed: 0 },
      exclusions: { no_consent: 1, unsubscribed: 1, suppressed: 1, missing_first_name: 1 },
      reconciled: false,
    });
    expect(r.excluded_contacts).toEqual([
      { contact_id: contacts["noconsent@dest.org"], reason: "no_consent" },
      { contact_id: contacts["gone@dest.org"], reason: "unsubscribed" },
      { contact_id: contacts["bounced@dest.org"], reason: "suppressed" },
      { contact_id: contacts["noname@dest.org"], reason: "missing_first_name" },
    ]);
    // Nothing went to an excluded member.
    await eventually("50 at the relay's receiver", () => w.relaySink.received.length === 50);
    const to = new Set(w.relaySink.received.flatMap((m) => m.to));
    for (const excluded of ["noconsent", "gone", "bounced", "noname"]) expect(to.has(`${excluded}@dest.org`)).toBe(false);
  }, 120_000);
});
