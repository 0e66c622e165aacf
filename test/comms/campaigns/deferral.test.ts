import type { Kysely } from "kysely";
import { createTestDatabase, describeEachDatabase, eventually, type TestDatabase } from "../../storage/databases";
import { DOMAIN, draftCampaign, startCampaignWorld, type CampaignWorld } from "./world";

/**
 * Issue 29, items 1 and 4: the relay's daily allowance and its pause defer recipients instead of
 * failing them; the campaign waits (waiting_for_allowance) for the relay's next window, and a
 * send is charged only when the relay accepted the message. Real relay on the same host, real
 * SMTP sink behind it, injected clock.
 */
describeEachDatabase("comms campaigns: the relay's allowance and pause defer, never fail or charge", (kind) => {
  let database: TestDatabase;
  let w: CampaignWorld;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    w = await startCampaignWorld(database, { env: { COMMS_FREE_SENDS: "300", COMMS_SEND_BATCH: "25" } });
  });
  afterAll(async () => {
    await w?.close();
    await database?.drop();
  });
  const o = () => ({ organization_id: w.org });
  const report = (campaign_id: string) => w.owner.tool("commsvc_campaign_report", { ...o(), campaign_id });
  const available = async () => (await w.owner.tool("commsvc_billing", o())).available_sends as number;
  const deadLetters = async () => (await w.owner.tool("commsvc_dead_letters", o())).dead_letters as unknown[];
  const nextMidnight = () => {
    const now = w.clock.now();
    return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  };
  const relayDb = () => w.db as unknown as Kysely<any>;
  /** Polled from the database: the host's per-client rate limit runs on the (stopped) injected clock. */
  const settledAs = async (campaign_id: string, status: string, sent: number) => {
    const c = await w.db
      .selectFrom("comms_campaigns")
      .select("status")
      .where("id", "=", campaign_id)
      .executeTakeFirst();
    const n = await w.db
      .selectFrom("comms_campaign_recipients")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("campaign_id", "=", campaign_id)
      .where("state", "in", ["sent", "delivered", "deferred", "bounced"])
      .executeTakeFirstOrThrow();
    return c?.status === status && Number(n.n) === sent;
  };

  /** A draft to `n` imported contacts with consent (one import instead of 2n calls). */
  const bulkDraft = async (n: number, tag: string) => {
    const csv = [
      "email,first_name",
      ...Array.from({ length: n }, (_, i) => `r${i + 1}@${tag}.dest.org,R${i + 1}`),
    ].join("\n");
    const preview = await w.owner.tool("commsvc_contact_import_preview", {
      ...o(),
      csv,
      mapping: { email: "email", first_name: "first_name" },
      basis: "explicit",
      source: "signup form",
      captured_at: "2026-03-01T08:00:00Z",
    });
    await w.owner.tool("commsvc_contact_import_confirm", {
      ...o(),
      import_id: preview.import_id,
      idempotency_key: `import-${tag}`,
    });
    const audience = await w.owner.tool("commsvc_audience_create", {
      ...o(),
      name: tag,
      kind: "saved_segment",
      filter: { email: { ends_with: `@${tag}.dest.org` } },
    });
    const { campaign_id } = await draftCampaign(w, [], tag);
    await w.owner.tool("commsvc_campaign_update", { ...o(), campaign_id, audience_id: audience.audience_id });
    return campaign_id;
  };

  test("200 recipients on a new domain capped at 50 a day: 50 a day, 0 dead letters, charged as accepted", async () => {
    const campaign_id = await bulkDraft(200, "bulk");
    const before = await available();
    await w.owner.tool("commsvc_campaign_launch", { ...o(), campaign_id, idempotency_key: "launch-200-on-50" });
    for (const day of [1, 2, 3, 4]) {
      const status = day < 4 ? "waiting_for_allowance" : "completed";
      await eventually(`day ${day}: its 50`, () => settledAs(campaign_id, status, 50 * day), 60_000);
      const r = await report(campaign_id);
      // Held back by the allowance: deferred (campaign_report), none left merely queued.
      expect(r.counts).toMatchObject({ sent: 50 * day, failed: 0, queued: 0, deferred: 200 - 50 * day });
      expect(await available()).toBe(before - 50 * day); // only what the relay accepted
      expect(await deadLetters()).toEqual([]);
      if (day < 4) {
        const c = await w.owner.tool("commsvc_campaign_get", { ...o(), campaign_id });
        expect(c.status_reason).toMatch(/^allowance_exhausted: .*resumes at \d{4}-\d\d-\d\dT00:00:00\.000Z/);
        w.clock.set(new Date(nextMidnight())); // the relay's next allowance window
      }
    }
    await eventually("every message at the relay's receiver", () => w.relaySink.received.length === 200);
    expect(new Set(w.relaySink.received.map((m) => m.to[0])).size).toBe(200);
  }, 180_000);

  test("a paused relay domain shows paused, a launch waits for the pause to end, a replay spends nothing", async () => {
    w.clock.set(new Date(nextMidnight() + 9 * 3600_000));
    const pausedUntil = w.clock.now().getTime() + 24 * 3600_000;
    // A dead letter to replay: the relay refuses a reserved domain for good (550 5.1.3).
    const bad = await draftCampaign(w, [{ email: "gone@dest.invalid", first_name: "Gone" }], "Bad address");
    await w.owner.tool("commsvc_campaign_launch", {
      ...o(),
      campaign_id: bad.campaign_id,
      idempotency_key: "launch-bad",
    });
    await eventually("the dead letter", () => settledAs(bad.campaign_id, "completed", 0));
    const [letter] = (await deadLetters()) as { record_id: string }[];
    const sends = await available();
    const submitted = async () =>
      Number(
        (
          await relayDb()
            .selectFrom("email_messages")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const messagesBefore = await submitted();

    await relayDb()
      .updateTable("email_domains")
      .set({
        paused_reason: "complaint_rate",
        paused_detail: "Complaint rate 0.5% exceeds 0.3%.",
        paused_until: pausedUntil,
      })
      .where("name", "=", DOMAIN)
      .execute();
    const [domain] = (await w.owner.tool("commsvc_domain_list", o())).domains;
    expect(domain.status).toBe("paused");
    expect(domain.status_detail).toMatch(/^complaint_rate: Complaint rate 0\.5%/);

    const campaign_id = await bulkDraft(3, "paused");
    const launched = await w.owner.tool("commsvc_campaign_launch", {
      ...o(),
      campaign_id,
      idempotency_key: "launch-paused",
    });
    expect(launched.status).toBe("waiting_for_allowance");
    expect(launched.status_reason).toMatch(/^sending_paused: the e-mail relay paused .*complaint_rate/);
    await w.owner.tool("commsvc_dead_letter_replay", { ...o(), record_id: letter.record_id });
    // Both the campaign's run and the replay are due at the end of the pause, not before.
    await eventually("the replay and the campaign to wait for the pause", async () => {
      const jobs = await relayDb()
        .selectFrom("mcpforge_jobs")
        .select(["queue", "run_at"])
        .where("queue", "in", ["comms.campaign-send", "comms.dead-letter-replay"])
        .execute();
      return jobs.length === 2 && jobs.every((j) => Number(j.run_at) === pausedUntil);
    });
    expect(await available()).toBe(sends);
    expect(await submitted()).toBe(messagesBefore);
    expect((await report(campaign_id)).counts).toMatchObject({ queued: 0, deferred: 3, sent: 0, failed: 0 });

    w.clock.set(new Date(pausedUntil));
    await eventually("sent once the pause ended", () => settledAs(campaign_id, "completed", 3));
    expect((await report(campaign_id)).counts).toMatchObject({ sent: 3, failed: 0 });
    // The replay ran too, after the pause: refused for good again, a new dead letter, nothing charged.
    await eventually("the replay's new dead letter", async () => (await deadLetters()).length === 2);
    expect(await available()).toBe(sends - 3);
    expect((await w.owner.tool("commsvc_domain_list", o())).domains[0]).toMatchObject({
      status: "active",
      status_detail: null,
    });
  });
});
