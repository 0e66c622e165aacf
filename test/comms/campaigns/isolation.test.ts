import { createTestDatabase, describeEachDatabase, eventually, type TestDatabase } from "../../storage/databases";
import { toolCalls } from "../../helpers/tool-calls";
import { startGatedSink, type GatedSink } from "./gated-sink";
import { draftCampaign, startCampaignWorld, type CampaignWorld } from "./world";

/** Organization A naming B's campaign, template, domain, audience or dead letter gets not_found, and B is unchanged. */
describeEachDatabase("comms campaigns: tenant isolation of campaign, sender and delivery ids", (kind) => {
  let database: TestDatabase;
  let w: CampaignWorld;
  let sink: GatedSink;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    sink = await startGatedSink();
    w = await startCampaignWorld(database, { env: { COMMS_SMTP_URL: sink.url } });
  });
  afterEach(async () => {
    await w.close();
    await sink.close();
    await database.drop();
  });

  test("every id of organization B answers not_found to A's key", async () => {
    const made = await toolCalls(await w.host.client("comms")).tool("commsvc_organization_create", { name: "Beta" });
    const bOwner = {
      client: undefined as never,
      ...toolCalls(await w.host.client("comms", { Authorization: `Bearer ${made.api_key.secret}` })),
    };
    const b = { ...w, owner: bOwner, org: made.organization_id as string };
    sink.refuse.add("gone@dest.org");
    const bc = await draftCampaign(b, [{ email: "gone@dest.org", first_name: "Gone" }], "Beta news");
    await b.owner.tool("commsvc_campaign_launch", {
      organization_id: b.org,
      campaign_id: bc.campaign_id,
      idempotency_key: "beta-launch-001",
    });
    const dead = await eventually(
      "B's dead letter",
      async () => (await b.owner.tool("commsvc_dead_letters", { organization_id: b.org })).dead_letters[0],
    );
    const bTemplate = (await b.owner.tool("commsvc_template_list", { organization_id: b.org })).templates[0]
      .template_id;
    const bDomain = (await b.owner.tool("commsvc_domain_list", { organization_id: b.org })).domains[0].domain_id;
    const before = await w.db.selectFrom("comms_campaigns").selectAll().where("organization_id", "=", b.org).execute();

    const a = { organization_id: w.org };
    const mine = await draftCampaign(w, [{ email: "ann@dest.org", first_name: "Ann" }]);
    const myTemplate = (await w.owner.tool("commsvc_template_list", a)).templates[0].template_id;
    const calls: [string, Record<string, unknown>][] = [
      ["commsvc_campaign_get", { campaign_id: bc.campaign_id }],
      ["commsvc_campaign_report", { campaign_id: bc.campaign_id }],
      ["commsvc_campaign_update", { campaign_id: bc.campaign_id, status: "cancelled" }],
      ["commsvc_campaign_update", { campaign_id: bc.campaign_id, name: "Stolen" }],
      ["commsvc_campaign_launch", { campaign_id: bc.campaign_id, idempotency_key: "alpha-steal-0001" }],
      ["commsvc_campaign_update", { campaign_id: mine.campaign_id, audience_id: bc.audience_id }],
      ["commsvc_campaign_update", { campaign_id: mine.campaign_id, template_id: bTemplate }],
      ["commsvc_campaign_update", { campaign_id: mine.campaign_id, domain_id: bDomain }],
      [
        "commsvc_campaign_create",
        { name: "x", domain_id: bDomain, audience_id: mine.audience_id, template_id: myTemplate },
      ],
      ["commsvc_template_publish", { template_id: bTemplate, version: 1 }],
      ["commsvc_template_create", { template_id: bTemplate, name: "x", subject: "x", text: "x" }],
      ["commsvc_dead_letter_replay", { record_id: dead.record_id }],
      ["commsvc_audience_delete", { audience_id: bc.audience_id }],
    ];
    for (const [tool, args] of calls) {
      const r = await w.owner.refusal(tool, { ...a, ...args });
      expect([tool, r.code]).toEqual([tool, "not_found"]);
    }
    expect(await w.db.selectFrom("comms_campaigns").selectAll().where("organization_id", "=", b.org).execute()).toEqual(
      before,
    );
    expect((await b.owner.tool("commsvc_dead_letters", { organization_id: b.org })).dead_letters[0].status).toBe(
      "dead",
    );
    expect((await w.owner.tool("commsvc_campaigns", a)).campaigns.map((c: any) => c.campaign_id)).toEqual([
      mine.campaign_id,
    ]);
    expect((await w.owner.tool("commsvc_dead_letters", a)).dead_letters).toEqual([]);
    expect((await w.owner.tool("commsvc_deliverability", a)).sent).toBe(0);
  });
});
