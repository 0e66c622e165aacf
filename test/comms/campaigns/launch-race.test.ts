import type { KyselyPlugin } from "kysely";
import { ManualClock, ToolError } from "../../../generator/runtime";
import { openStorage, type Storage } from "../../../generator/platform/storage";
import { campaignsHandlers } from "../../../handlers/comms/campaigns";
import { runScheduledLaunch } from "../../../handlers/comms/campaigns/launch";
import { outcome, RaceAfter } from "../../helpers/race-after";
import { serializedIsHeld } from "../../helpers/race-storage";
import { describeEachDatabase } from "../../storage/databases";
import { campaignDepsWith, guardedTool, type Side } from "../own-connection";
import { draftCampaign, people, useCampaignWorld } from "./world";

const HOUR = 3_600_000;

describeEachDatabase("comms: campaign_launch against a call committed mid-launch", (kind) => {
  const world = useCampaignWorld(kind);
  // The launch reads and writes under its lock, in one transaction: on SQLite that holds the
  // database's write lock, so no other writer can commit in there; on PostgreSQL one can.
  const insideTransaction = kind === "postgres" ? test : test.skip;
  // The launch under test has a connection of its own, as a second server process would; the
  // probe is a third, asking whether a racing launch would be let in.
  let storage: Storage;
  let probe: Storage;
  const side = (clock = world().clock): Side => ({ env: world().env, clock, secret: world().secret });
  beforeEach(async () => {
    storage = await openStorage({ env: world().env, clock: world().clock });
    probe = await openStorage({ env: world().env, clock: world().clock });
  });
  afterEach(async () => {
    await probe.close();
    await storage.close();
  });

  function launchWith(plugin: KyselyPlugin) {
    const deps = campaignDepsWith(side(), storage, plugin);
    return guardedTool(side(), deps, campaignsHandlers(deps), "commsvc_campaign_launch");
  }
  const o = () => ({ organization_id: world().org });
  const rows = async (table: "comms_campaign_recipients" | "comms_campaign_launches") =>
    (await world().db.selectFrom(table).select("organization_id").where("organization_id", "=", world().org).execute())
      .length;
  const isDraft = (r: readonly Record<string, unknown>[]) => r.length === 1 && r[0].status === "draft";

  test("the same key, sent right after this launch's key check: held off by the launch lock, then replayed", async () => {
    const { campaign_id } = await draftCampaign(world(), people(2));
    const at = new Date(world().clock.now().getTime() + HOUR).toISOString();
    const args = { ...o(), campaign_id, idempotency_key: "launch-race-1", scheduled_for: at };
    let heldOff: boolean | undefined;
    const race = new RaceAfter("comms_campaign_launches", "idempotency_key", async () => {
      heldOff = await serializedIsHeld(probe, `comms-launch:${world().org}`);
    });
    const mine = await launchWith(race)(args);
    expect(race.ran).toBe(true);
    expect(heldOff).toBe(true); // a launch with this key would wait here for this one to commit
    expect(mine).toMatchObject({ status: "scheduled", scheduled_for: at });
    expect(await world().owner.tool("commsvc_campaign_launch", args)).toEqual(mine);
    expect(await rows("comms_campaign_launches")).toBe(1);
  });

  const changes: [string, "now" | "scheduled", () => Promise<Record<string, string>>][] = [
    ["cancelled", "now", async () => ({ status: "cancelled" })],
    ["cancelled", "scheduled", async () => ({ status: "cancelled" })],
    ["given another audience", "now", async () => ({ audience_id: await otherAudience() })],
  ];
  insideTransaction.each(changes)(
    "a campaign %s by another call after this launch (%s) read it: invalid_status_transition, nothing launched",
    async (_, when, change) => {
      const { campaign_id } = await draftCampaign(world(), people(2));
      const changed = await change();
      const later = new Date(world().clock.now().getTime() + HOUR).toISOString();
      const scheduled = when === "scheduled" ? { scheduled_for: later } : {};
      const race = new RaceAfter(
        "comms_campaigns",
        "id",
        () => world().owner.tool("commsvc_campaign_update", { ...o(), campaign_id, ...changed }),
        isDraft,
      );
      const args = { ...o(), campaign_id, idempotency_key: "launch-race-2", ...scheduled };
      const refused = await outcome(launchWith(race)(args));
      expect(race.ran).toBe(true);
      expect(refused).toBeInstanceOf(ToolError);
      expect((refused as ToolError<string>).code).toBe("invalid_status_transition");
      const now = await world().owner.tool("commsvc_campaign_get", { ...o(), campaign_id });
      expect(now).toMatchObject({ ...changed, status: changed.status ?? "draft", launched_at: null });
      expect([await rows("comms_campaign_recipients"), await rows("comms_campaign_launches")]).toEqual([0, 0]);
    },
  );

  insideTransaction(
    "a scheduled campaign cancelled after its due launch job read it: the job launches nothing",
    async () => {
      const { campaign_id } = await draftCampaign(world(), people(2));
      const at = world().clock.now().getTime() + HOUR;
      await world().owner.tool("commsvc_campaign_launch", {
        ...o(),
        campaign_id,
        idempotency_key: "launch-race-3",
        scheduled_for: new Date(at).toISOString(),
      });
      const race = new RaceAfter(
        "comms_campaigns",
        "id",
        () => world().owner.tool("commsvc_campaign_update", { ...o(), campaign_id, status: "cancelled" }),
        (r) => r.length === 1 && r[0].status === "scheduled",
      );
      // The job runs here, on a clock at its time; the service's own clock (and job poller) stays before it.
      const due = side(new ManualClock(new Date(at)));
      await runScheduledLaunch(campaignDepsWith(due, storage, race), { organization_id: world().org, campaign_id });
      expect(race.ran).toBe(true);
      expect(await world().owner.tool("commsvc_campaign_get", { ...o(), campaign_id })).toMatchObject({
        status: "cancelled",
        launched_at: null,
      });
      expect(await rows("comms_campaign_recipients")).toBe(0);
    },
  );

  async function otherAudience(): Promise<string> {
    const a = await world().owner.tool("commsvc_audience_create", {
      ...o(),
      name: "Someone else",
      kind: "saved_segment",
      filter: { email: "someone@dest.org" },
    });
    return a.audience_id;
  }
});
