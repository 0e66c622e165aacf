import { FREEZE_INSERT_ROWS, FREEZE_PAGE, freezeRecipients } from "../../../handlers/comms/campaigns/freeze";
import { findCampaign } from "../../../handlers/comms/campaigns/store";
import { DOMAIN, useCampaignWorld, type CampaignWorld } from "../campaigns/world";
import { describeEachDatabase, eventually } from "../../storage/databases";
import { contactsCsv, LargestResult, loopTurnsWhile } from "./probe";

const AUDIENCE = 5_000;
const CONSENT = { basis: "explicit", source: "signup form on dest.org", captured_at: "2026-03-01T08:00:00Z" };

/** AUDIENCE contacts with consent (one import), a published template and a segment of them all. */
async function bigAudience(w: CampaignWorld) {
  const o = { organization_id: w.org };
  const mapping = { email: "email", name: "first_name" };
  const preview = await w.owner.tool("commsvc_contact_import_preview", { ...o, ...CONSENT, csv: contactsCsv(AUDIENCE, "dest.org"), mapping });
  await w.owner.tool("commsvc_contact_import_confirm", { ...o, import_id: preview.import_id, idempotency_key: "import-all" });
  const domain = await w.owner.tool("commsvc_domain_add", { ...o, name: DOMAIN, relay_api_key: w.relayKey });
  const tpl = await w.owner.tool("commsvc_template_create", { ...o, name: "News", subject: "News for {{first_name}}", text: "Hello {{first_name}}." });
  await w.owner.tool("commsvc_template_publish", { ...o, template_id: tpl.template_id, version: 1 });
  const audience = await w.owner.tool("commsvc_audience_create", { ...o, name: "Everyone", kind: "saved_segment", filter: { email: { ends_with: "@dest.org" } } });
  const draft = (name: string) =>
    w.owner.tool("commsvc_campaign_create", { ...o, name, domain_id: domain.domain_id, audience_id: audience.audience_id, template_id: tpl.template_id });
  return { o, draft };
}

/**
 * Issue 30, item 1 and 2: a launch freezes its audience in pages of FREEZE_PAGE read, written in
 * INSERTs of FREEZE_INSERT_ROWS, with a turn of the event loop after each statement (before: one
 * statement read the whole audience, with no turn; then one 500-row INSERT per page, a turn each),
 * and the frozen rows are charged to the budgets: 1 unit per 1,000 on top of the launch's 5.
 * The organization's burst (23) covers the import (5 + 10), the launch (5) and one 1-row
 * preview (1), but not the audience's 5 more: before, that preview was admitted.
 */
describeEachDatabase("comms heavy: a campaign launch freezes its audience in pages, and pays for it", (kind) => {
  const world = useCampaignWorld(kind, { MCPFORGE_HEAVY_TENANT_BURST: "23", MCPFORGE_HEAVY_TENANT_PER_MINUTE: "1" });

  test(`${AUDIENCE} recipients: one page held at a time, the loop turning, the launch charged 5 + 5`, async () => {
    const w = world();
    const { o, draft } = await bigAudience(w);

    const first = await draft("Frozen by hand");
    const row = (await findCampaign(w.db as never, w.org, first.campaign_id))!;
    const probe = new LargestResult();
    const { result, turns } = await loopTurnsWhile(() =>
      w.db.withPlugin(probe).transaction().execute((trx) => freezeRecipients(trx as never, row, w.clock.now().getTime())),
    );
    expect(result).toEqual({ queued: AUDIENCE, frozen: AUDIENCE });
    expect(probe.largest).toBeLessThanOrEqual(FREEZE_PAGE);
    // Every page read, then written FREEZE_INSERT_ROWS at a time, a turn after each statement.
    expect(probe.statements).toBeGreaterThanOrEqual(AUDIENCE / FREEZE_PAGE + AUDIENCE / FREEZE_INSERT_ROWS);
    expect(turns).toBeGreaterThanOrEqual(AUDIENCE / FREEZE_INSERT_ROWS);
    const frozen = await w.db
      .selectFrom("comms_campaign_recipients")
      .select((eb) => [eb.fn.countAll<number>().as("rows"), eb.fn.count<number>("contact_id").distinct().as("contacts")])
      .where("campaign_id", "=", row.id)
      .where("state", "=", "queued")
      .where("email", "like", "%@dest.org")
      .executeTakeFirstOrThrow();
    expect([Number(frozen.rows), Number(frozen.contacts)]).toEqual([AUDIENCE, AUDIENCE]);

    const second = await draft("Launched");
    const launched = await w.owner.tool("commsvc_campaign_launch", { ...o, campaign_id: second.campaign_id, idempotency_key: "launch-second" });
    expect(launched.status).toBe("sending");
    const refused = await w.owner.refusal("commsvc_contact_import_preview", { ...o, ...CONSENT, csv: contactsCsv(1, "late.org"), mapping: { email: "email", name: "first_name" } });
    expect(refused).toMatchObject({ code: "rate_limited", cost: 1 });
  });

  // A scheduled launch freezes its audience later, in the job queue: the organization's budget is
  // charged then. The minute waited refills 1 unit (3 + 1 left); the 5 charged leave it at -1.
  test("a scheduled launch's audience is charged to the organization when the job freezes it", async () => {
    const w = world();
    const { o, draft } = await bigAudience(w);
    const later = await draft("Scheduled");
    const at = new Date(w.clock.now().getTime() + 60_000).toISOString();
    const scheduled = await w.owner.tool("commsvc_campaign_launch", { ...o, campaign_id: later.campaign_id, idempotency_key: "launch-later", scheduled_for: at });
    expect(scheduled.status).toBe("scheduled");
    w.clock.advance(60_000);
    const status = async () => (await w.owner.tool("commsvc_campaign_get", { ...o, campaign_id: later.campaign_id })).status;
    await eventually("the scheduled launch", async () => (await status()) !== "scheduled");
    const refused = await w.owner.refusal("commsvc_contact_import_preview", { ...o, ...CONSENT, csv: contactsCsv(1, "late.org"), mapping: { email: "email", name: "first_name" } });
    expect(refused).toMatchObject({ code: "rate_limited", cost: 1 });
  });
});
