import { loadConfig, systemClock } from "../../generator/runtime";
import { openStorage, type Storage } from "../../generator/platform/storage";
import { clientKey } from "../../generator/platform/rate-limit";
import { webhookSettingsFrom } from "../../handlers/webhooks/settings";
import { WebhookStore } from "../../handlers/webhooks/store";
import { webhookTools } from "../../handlers/webhooks/tools";
import { callInProcess } from "../helpers/in-process";
import { outcome, RaceAfter } from "../helpers/race-after";
import { pluggedStorage, serializedIsHeld } from "../helpers/race-storage";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { startWebhooks, type WebhooksHarness } from "./harness";

/** The address the harness's client calls from, as the service keys its per-client cap. */
const ADDRESS = "127.0.0.1";

/**
 * WEBHOOKS_MAX_BUCKETS_PER_CLIENT: a creation sent by the same client right after this one
 * counted its live buckets must wait for this one to commit and then be refused, or both pass a
 * count that neither has added to yet.
 */
describeEachDatabase("webhooks: create_webhook_bucket against a creation sent mid-call", (kind) => {
  const CAP = { WEBHOOKS_MAX_BUCKETS_PER_CLIENT: "1" };
  let database: TestDatabase;
  let h: WebhooksHarness;
  // The call under test has a connection of its own, as a second server process would; the probe
  // is a third, asking whether the racing creation would be let in.
  let storage: Storage;
  let probe: Storage;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    h = await startWebhooks(database, { env: CAP });
  });
  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });
  beforeEach(async () => {
    storage = await openStorage({ env: database.env });
    probe = await openStorage({ env: database.env });
  });
  afterEach(async () => {
    await probe.close();
    await storage.close();
  });

  /** create_webhook_bucket over its own connection with `race`, called from ADDRESS. */
  function createWith(race: RaceAfter) {
    const env = { ...database.env, ...CAP };
    const settings = webhookSettingsFrom(env);
    const store = new WebhookStore(pluggedStorage(storage, race), systemClock, settings.quotas);
    const tools = webhookTools({
      store,
      events: storage.events,
      settings,
      clock: systemClock,
      baseUrl: () => h.host.url,
    });
    return callInProcess(tools.create_webhook_bucket, {
      slug: "webhooks",
      tool: "create_webhook_bucket",
      config: loadConfig(env),
      clock: systemClock,
      remoteAddress: ADDRESS,
    });
  }

  test("the client's last place, taken by a creation sent after this call counted: one bucket, the other quota_exceeded", async () => {
    let heldOff: boolean | undefined;
    let racer: Promise<unknown> | undefined;
    const race = new RaceAfter(
      "webhooks_buckets",
      "created_by",
      async () => {
        heldOff = await serializedIsHeld(probe, `webhooks:buckets-of:${clientKey(ADDRESS)}`);
        racer = outcome(h.tool("create_webhook_bucket", { name: "racer" }));
        // Held off, the racer waits for this call's commit; else it is let in and finishes now.
        if (!heldOff) await racer;
      },
      (rows) => Number(rows[0]?.n) === 0,
    );
    const mine = await outcome(createWith(race)({ name: "mine" }));
    expect(race.ran).toBe(true);
    expect(mine).toMatchObject({ name: "mine" });
    expect(String(await racer)).toContain("quota_exceeded");
    expect(heldOff).toBe(true);
    const buckets = await h.lease.storage.db.selectFrom("webhooks_buckets").select(["name", "created_by"]).execute();
    expect(buckets).toEqual([{ name: "mine", created_by: clientKey(ADDRESS) }]);
  });
});
