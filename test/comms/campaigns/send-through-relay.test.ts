import { simpleParser } from "mailparser";
import { describeEachDatabase, eventually } from "../../storage/databases";
import { toolCalls } from "../../helpers/tool-calls";
import { DOMAIN, draftCampaign, useCampaignWorld, type CampaignWorld } from "./world";

describeEachDatabase("comms campaigns: really sending through the e-mail relay", (kind) => {
  const world = useCampaignWorld(kind);
  let w: CampaignWorld;
  beforeEach(() => {
    w = world();
  });
  const o = () => ({ organization_id: w.org });
  const report = (campaign_id: string) => w.owner.tool("commsvc_campaign_report", { ...o(), campaign_id });

  test("consented recipients get one message each through the relay, with a working one-click unsubscribe link", async () => {
    const { campaign_id, audience_id, contacts } = await draftCampaign(w, [
      { email: "ann@dest.org", first_name: "Ann" },
      { email: "bob@dest.org", first_name: "Bob" },
      { email: "cat@dest.org", first_name: "Cat", consent: false },
    ]);
    const before = (await w.owner.tool("commsvc_billing", o())).available_sends;
    const launched = await w.owner.tool("commsvc_campaign_launch", {
      ...o(),
      campaign_id,
      idempotency_key: "launch-march-0001",
    });
    const now = w.clock.now().toISOString();
    expect(launched).toMatchObject({ status: "sending", template_version: 1, launched_at: now });
    expect((await w.owner.refusal("commsvc_audience_delete", { ...o(), audience_id })).code).toBe("in_use");

    // The relay delivered them to its outbound sink: ann and bob once each, never cat (no consent).
    await eventually("two messages at the relay's sink", () => w.relaySink.received.length === 2);
    expect(w.relaySink.received.flatMap((m) => m.to).sort()).toEqual(["ann@dest.org", "bob@dest.org"]);
    const ann = await simpleParser(w.relaySink.received.find((m) => m.to.includes("ann@dest.org"))!.raw);
    expect(ann.subject).toBe("News for Ann");
    expect(ann.from?.value[0].address).toBe("campaigns@news.acme-corp.com");
    const header = (name: string) => ann.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n[ \t]+/g, " ");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const link = /^List-Unsubscribe: <(http[^>]+)>$/.exec(header("list-unsubscribe") ?? "")?.[1];
    expect(link).toContain(`${w.host.url}/comms/unsubscribe/`);
    expect(ann.text).toContain(`Unsubscribe: ${link}`);

    // Delivered according to the relay's events; sends spent per recipient.
    const delivered = await eventually("the report to show both delivered", async () => {
      const r = await report(campaign_id);
      return r.counts.delivered === 2 && r.status === "completed" ? r : null;
    });
    expect(delivered).toMatchObject({
      recipients: 2,
      status: "completed",
      reconciled: true,
      delivery_rate: 1,
      bounce_rate: 0,
    });
    expect((await w.owner.tool("commsvc_billing", o())).available_sends).toBe(before - 2);

    // Following the link: GET shows a confirmation page and changes nothing; POST unsubscribes.
    const page = await fetch(link!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post">');
    const get = () => w.owner.tool("commsvc_contact_marketing_get", { ...o(), contact_id: contacts["ann@dest.org"] });
    expect((await get()).subscribed).toBe(true);
    const post = await fetch(link!, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(post.status).toBe(200);
    expect(await get()).toMatchObject({ subscribed: false, unsubscribed_at: now });
    expect((await report(campaign_id)).counts.unsubscribed).toBe(1);
    const forged = await fetch(
      link!.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      { method: "POST" },
    );
    expect(forged.status).toBe(404);

    // The next campaign to the same audience skips ann.
    const next = await draftCampaign(w, [], "April news");
    await w.owner.tool("commsvc_campaign_update", { ...o(), campaign_id: next.campaign_id, audience_id });
    await w.owner.tool("commsvc_campaign_launch", {
      ...o(),
      campaign_id: next.campaign_id,
      idempotency_key: "launch-april-0001",
    });
    await eventually("the April message", () => w.relaySink.received.length === 3);
    expect(w.relaySink.received[2].to).toEqual(["bob@dest.org"]);
    const audit = (await w.owner.tool("commsvc_audit", o())).events.map((e: any) => e.action);
    expect(audit).toEqual(
      expect.arrayContaining(["contact.unsubscribe", "campaign.launch", "campaign.create", "domain.add"]),
    );
  });

  test("launch is idempotent per key: a replay returns the first answer and sends nothing more", async () => {
    const { campaign_id } = await draftCampaign(w, [{ email: "ann@dest.org", first_name: "Ann" }]);
    const args = { ...o(), campaign_id, idempotency_key: "launch-once-0001" };
    const first = await w.owner.tool("commsvc_campaign_launch", args);
    await eventually("the message at the sink", () => w.relaySink.received.length === 1);
    await eventually("the campaign to complete", async () => (await report(campaign_id)).status === "completed");
    expect(await w.owner.tool("commsvc_campaign_launch", args)).toEqual(first);
    expect(
      (await w.owner.refusal("commsvc_campaign_launch", { ...args, idempotency_key: "launch-other-0001" })).code,
    ).toBe("invalid_status_transition");
    const other = await draftCampaign(w, [], "Other");
    const conflict = await w.owner.refusal("commsvc_campaign_launch", { ...args, campaign_id: other.campaign_id });
    expect(conflict.code).toBe("idempotency_conflict");
    const rows = await w.db.selectFrom("comms_campaign_recipients").select("email").execute();
    expect(rows.map((r) => r.email)).toEqual(["ann@dest.org"]);
    expect(w.relaySink.received).toHaveLength(1);
  });

  test("a domain the relay has not verified is refused, and content freezes at launch", async () => {
    const refused = await w.owner.refusal("commsvc_domain_add", {
      ...o(),
      name: "other.acme-corp.com",
      relay_api_key: w.relayKey,
    });
    expect(refused.code).toBe("domain_unverified");
    expect(refused.message).toContain("other.acme-corp.com");
    const wrongKey = await w.owner.refusal("commsvc_domain_add", {
      ...o(),
      name: "news.acme-corp.com",
      relay_api_key: "mfe_wrong-key-000000",
    });
    expect(wrongKey.code).toBe("domain_unverified");
    const { campaign_id } = await draftCampaign(w, [{ email: "ann@dest.org", first_name: "Ann" }]);
    const tpl = (await w.owner.tool("commsvc_template_list", o())).templates[0];
    const v2 = await w.owner.tool("commsvc_template_create", {
      ...o(),
      template_id: tpl.template_id,
      name: "Newsletter",
      subject: "v2",
      text: "v2",
    });
    expect(v2.version).toBe(2);
    const unpublished = await w.owner.refusal("commsvc_campaign_update", { ...o(), campaign_id, template_version: 2 });
    expect(unpublished.code).toBe("template_not_published");
    await w.owner.tool("commsvc_campaign_launch", { ...o(), campaign_id, idempotency_key: "launch-freeze-001" });
    expect((await w.owner.refusal("commsvc_campaign_update", { ...o(), campaign_id, name: "Renamed" })).code).toBe(
      "campaign_frozen",
    );
    const [secret] = await w.db.selectFrom("comms_sending_domains").select("relay_key_sealed").execute();
    expect(secret.relay_key_sealed).not.toContain(w.relayKey);
  });

  test("a domain the relay no longer has active shows not_active in domain_list and is refused with domain_not_active by create, update and launch", async () => {
    const { campaign_id, audience_id } = await draftCampaign(w, [{ email: "ann@dest.org", first_name: "Ann" }]);
    const [domain] = (await w.owner.tool("commsvc_domain_list", o())).domains;
    const [tpl] = (await w.owner.tool("commsvc_template_list", o())).templates;
    const content = { domain_id: domain.domain_id, audience_id, template_id: tpl.template_id };
    expect(domain.status).toBe("active");
    const relay = toolCalls(await w.host.client("email", { Authorization: `Bearer ${w.relayKey}` }));
    await relay.tool("remove_domain", { name: DOMAIN, confirm: true });
    const statusNow = async () => (await w.owner.tool("commsvc_domain_list", o())).domains.map((d: { status: string }) => d.status);
    expect(await statusNow()).toEqual(["not_active"]);
    const refusals = async () => [
      await w.owner.refusal("commsvc_campaign_create", { ...o(), name: "April news", ...content }),
      await w.owner.refusal("commsvc_campaign_update", { ...o(), campaign_id, template_version: 1 }),
      await w.owner.refusal("commsvc_campaign_launch", { ...o(), campaign_id, idempotency_key: "launch-gone-0001" }),
    ];
    for (const r of await refusals()) {
      expect(r.code).toBe("domain_not_active");
      expect(r.message).toContain(`${DOMAIN} is not active at the e-mail relay (domain_id)`);
    }
    await relay.tool("add_domain", { name: DOMAIN }); // held again, but not verified yet
    expect(await statusNow()).toEqual(["not_active"]);
    expect((await refusals()).map((r) => r.code)).toEqual(Array(3).fill("domain_not_active"));
    const campaigns = (await w.owner.tool("commsvc_campaigns", o())).campaigns;
    expect(campaigns.map((c: { campaign_id: string; status: string }) => [c.campaign_id, c.status])).toEqual([
      [campaign_id, "draft"],
    ]);
  });
});
