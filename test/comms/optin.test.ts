import { simpleParser } from "mailparser";
import { createTestDatabase, describeEachDatabase, eventually, type TestDatabase } from "../storage/databases";
import { draftCampaign, startCampaignWorld, unsubscribeLink, type CampaignWorld } from "./campaigns/world";

/**
 * Double opt-in by e-mail (issue 29 item 2): comms and the e-mail relay on one host, the relay
 * delivering to a local SMTP receiver. An opt-out survives a re-import; the confirmation e-mail
 * arrives through the relay; opening its link changes nothing; the POST resubscribes; a forged,
 * replayed-after-a-new-opt-out or expired link changes nothing.
 */
describeEachDatabase("comms: double opt-in by e-mail through the relay", (kind) => {
  let database: TestDatabase;
  let w: CampaignWorld;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    w = await startCampaignWorld(database);
  });
  afterAll(async () => {
    await w?.close();
    await database?.drop();
  });
  const o = () => ({ organization_id: w.org });
  const state = async (contact_id: string) => {
    const m = await w.owner.tool("commsvc_contact_marketing_get", { ...o(), contact_id });
    return { subscribed: m.subscribed, unsubscribed_at: m.unsubscribed_at, consent: m.consent };
  };
  const consentEvents = async () =>
    (await w.owner.tool("commsvc_audit", { ...o(), limit: 100 })).events.filter(
      (e: any) => e.action === "contact.consent_record",
    );
  /** Requests a confirmation e-mail for ann and returns its link, read from the message the receiver got. */
  async function requestLink(contact_id: string, domain_id: string): Promise<{ link: string; answer: any }> {
    const before = w.relaySink.received.length;
    const answer = await w.owner.tool("commsvc_contact_optin_request", { ...o(), contact_id, domain_id });
    await eventually("the confirmation e-mail at the receiver", () => w.relaySink.received.length === before + 1);
    const got = w.relaySink.received[before];
    expect(got.to).toEqual(["ann@dest.org"]);
    const mail = await simpleParser(got.raw);
    expect(mail.subject).toBe("Please confirm that you want e-mail from Acme");
    expect(mail.headers.has("list-unsubscribe")).toBe(false); // not a marketing message
    const link = /(http\S+\/comms\/confirm\/\S+)/.exec(mail.text ?? "")?.[1];
    if (!link) throw new Error(`no confirmation link in ${mail.text}`);
    return { link, answer };
  }

  test("opt-out, re-import, request, GET, POST, replay after a new opt-out, forged and expired links", async () => {
    const first = await draftCampaign(w, [{ email: "ann@dest.org", first_name: "Ann" }], "first");
    const ann = first.contacts["ann@dest.org"];
    const domain_id = (await w.owner.tool("commsvc_domain_list", o())).domains[0].domain_id;
    await w.owner.tool("commsvc_campaign_launch", {
      ...o(),
      campaign_id: first.campaign_id,
      idempotency_key: "launch-first",
    });
    await eventually("the campaign message", () => w.relaySink.received.length === 1);
    const unsubscribe = unsubscribeLink(w.relaySink.received[0].raw.toString());
    expect((await fetch(unsubscribe, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(200);
    const optedOut = (await state(ann)).unsubscribed_at;
    expect(optedOut).not.toBeNull();

    // A re-import with consent captured now does not resubscribe; the preview says so.
    w.clock.advance(60_000);
    const preview = await w.owner.tool("commsvc_contact_import_preview", {
      ...o(),
      csv: "email,name\nann@dest.org,Ann\n",
      mapping: { email: "email", name: "first_name" },
      basis: "explicit",
      source: "trade fair list",
      captured_at: w.clock.now().toISOString(),
    });
    expect(preview.rows_not_resubscribed).toBe(1);
    await w.owner.tool("commsvc_contact_import_confirm", {
      ...o(),
      import_id: preview.import_id,
      idempotency_key: "reimport-1",
    });
    expect(await state(ann)).toMatchObject({ subscribed: false, unsubscribed_at: optedOut });

    // The request sends through the relay and changes no consent.
    w.clock.advance(60_000);
    const { link, answer } = await requestLink(ann, domain_id);
    expect(answer).toMatchObject({
      contact_id: ann,
      sent_to: "ann@dest.org",
      requested_at: w.clock.now().toISOString(),
    });
    expect(answer.message_id).toMatch(/^msg_/);
    const recorded = (await consentEvents()).length;
    expect((await w.owner.refusal("commsvc_contact_optin_request", { ...o(), contact_id: ann, domain_id })).code).toBe(
      "rate_limited",
    );

    // Opening the link (GET, HEAD) shows the button and changes nothing.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post">');
    expect((await fetch(link, { method: "HEAD" })).status).toBe(200);
    expect(await state(ann)).toMatchObject({ subscribed: false, unsubscribed_at: optedOut });

    // Forged links (another signature, the unsubscribe token under /comms/confirm/) are 404 and change nothing.
    const token = link.slice(link.lastIndexOf("/") + 1);
    const forged = link.slice(0, -2) + (link.endsWith("AA") ? "BB" : "AA");
    const crossed = link.replace(token, unsubscribe.slice(unsubscribe.lastIndexOf("/") + 1));
    for (const bad of [forged, crossed, `${link}x`]) {
      expect((await fetch(bad)).status).toBe(404);
      expect((await fetch(bad, { method: "POST" })).status).toBe(404);
    }
    expect(await state(ann)).toMatchObject({ subscribed: false, unsubscribed_at: optedOut });
    expect((await consentEvents()).length).toBe(recorded);

    // The button: basis explicit with evidence, captured at the confirmation, unsubscription lifted.
    w.clock.advance(60_000);
    const confirmedAt = w.clock.now().toISOString();
    const posted = await fetch(link, { method: "POST" });
    expect([posted.status, await posted.text()]).toEqual([200, expect.stringContaining("Subscription confirmed")]);
    expect(await state(ann)).toMatchObject({
      subscribed: true,
      unsubscribed_at: null,
      consent: { basis: "explicit", source: "double opt-in e-mail", captured_at: confirmedAt },
    });
    const event = (await consentEvents()).find((e: any) => e.details.source === "double opt-in e-mail");
    expect(event.details).toMatchObject({
      evidence: expect.stringMatching(
        new RegExp(`^double opt-in confirmed ${confirmedAt} \\(token dbl_[0-9a-f]{16}\\)$`),
      ),
      unsubscription_lifted: true,
    });

    // Ann opts out again: the old link, replayed, no longer lifts it (requested before this opt-out).
    w.clock.advance(60_000);
    expect((await fetch(unsubscribe, { method: "POST" })).status).toBe(200);
    const again = (await state(ann)).unsubscribed_at;
    expect(again).toBe(w.clock.now().toISOString());
    w.clock.advance(60_000);
    expect(await (await fetch(link, { method: "POST" })).text()).toContain("You unsubscribed after this link was sent");
    expect(await state(ann)).toMatchObject({ subscribed: false, unsubscribed_at: again });

    // A new link, opened after its 7 days: 404, nothing recorded.
    w.clock.advance(60 * 60_000);
    const late = await requestLink(ann, domain_id);
    w.clock.advance(7 * 24 * 60 * 60_000 + 1);
    const recordedBefore = (await consentEvents()).length;
    expect((await fetch(late.link)).status).toBe(404);
    expect((await fetch(late.link, { method: "POST" })).status).toBe(404);
    expect(await state(ann)).toMatchObject({ subscribed: false, unsubscribed_at: again });
    expect((await consentEvents()).length).toBe(recordedBefore);
  });

  test("refusals name the field and send nothing: unknown contact or domain, a suppressed contact", async () => {
    const before = w.relaySink.received.length;
    const domain_id = (await w.owner.tool("commsvc_domain_list", o())).domains[0].domain_id;
    const bob = (
      await w.owner.tool("commsvc_crm_contacts_create", { ...o(), email: "bob@dest.org", first_name: "Bob" })
    ).contact_id;
    const noContact = await w.owner.refusal("commsvc_contact_optin_request", {
      ...o(),
      contact_id: "ct_nope",
      domain_id,
    });
    expect([noContact.code, noContact.message]).toEqual(["not_found", expect.stringContaining("(contact_id)")]);
    const noDomain = await w.owner.refusal("commsvc_contact_optin_request", {
      ...o(),
      contact_id: bob,
      domain_id: "dom_nope",
    });
    expect([noDomain.code, noDomain.message]).toEqual(["not_found", expect.stringContaining("(domain_id)")]);
    await w.db
      .insertInto("comms_contact_consent")
      .values({
        contact_id: bob,
        organization_id: w.org,
        basis: "explicit",
        source: "form",
        captured_at: 1,
        recorded_at: 1,
        unsubscribed_at: null,
        unsubscribe_method: null,
        suppressed_at: w.clock.now().getTime(),
        suppressed_reason: "bounce",
        updated_at: 1,
      })
      .execute();
    const suppressed = await w.owner.refusal("commsvc_contact_optin_request", { ...o(), contact_id: bob, domain_id });
    expect(suppressed.code).toBe("contact_suppressed");
    expect(w.relaySink.received.length).toBe(before);
  });
});
