import { describeEachDatabase, eventually } from "../../storage/databases";
import { useGatedCampaignWorld, type GatedSink } from "./gated-sink";
import { draftCampaign, people, sendJobsDue, type CampaignWorld } from "./world";

/** Campaigns sent to "any relay" (COMMS_SMTP_URL): a sink that can hold a message in flight. */
describeEachDatabase("comms campaigns: pause, resume, cancel, restart and schedule mid-send", (kind) => {
  const gated = useGatedCampaignWorld(kind);
  let w: CampaignWorld;
  let sink: GatedSink;
  const start = async (env: Record<string, string> = {}) => {
    sink = gated.sink();
    w = await gated.start(env);
  };
  const o = () => ({ organization_id: w.org });
  const report = (campaign_id: string) => w.owner.tool("commsvc_campaign_report", { ...o(), campaign_id });
  const launch = (campaign_id: string, extra: Record<string, unknown> = {}) =>
    w.owner.tool("commsvc_campaign_launch", {
      ...o(),
      campaign_id,
      idempotency_key: `launch-${campaign_id}`,
      ...extra,
    });
  /** The worker has stopped: no send job is pending or running. */
  const idle = async () => (await sendJobsDue(w)).length === 0;
  const receivedBy = () => sink.received.map((m) => m.to).sort();

  test("pause stops between messages, resume sends the rest, each recipient exactly once", async () => {
    await start();
    const { campaign_id } = await draftCampaign(w, people(5));
    const held = sink.holdAt(2);
    await launch(campaign_id);
    await held; // message 2 is in the middle of its SMTP transaction
    const paused = await w.owner.tool("commsvc_campaign_update", { ...o(), campaign_id, status: "paused" });
    expect(paused.status).toBe("paused");
    sink.release();
    await eventually(
      "the worker to stop after the message in flight",
      async () => (await idle()) && (await report(campaign_id)).counts.sent === 2,
    );
    expect(receivedBy()).toEqual(["reader1@dest.org", "reader2@dest.org"]);
    expect((await report(campaign_id)).counts).toMatchObject({ queued: 3, sent: 2 });

    await w.owner.tool("commsvc_campaign_update", { ...o(), campaign_id, status: "sending" });
    await eventually("the rest", async () => (await report(campaign_id)).status === "completed");
    expect(receivedBy()).toEqual(people(5).map((p) => p.email));
  });

  test("cancel stops for good: recipients not yet sent to are never sent to", async () => {
    await start();
    const { campaign_id } = await draftCampaign(w, people(4));
    const held = sink.holdAt(2);
    await launch(campaign_id);
    await held;
    await w.owner.tool("commsvc_campaign_update", { ...o(), campaign_id, status: "cancelled" });
    sink.release();
    await eventually("the worker to stop", async () => (await idle()) && (await report(campaign_id)).counts.sent === 2);
    expect(sink.received).toHaveLength(2);
    const r = await report(campaign_id);
    expect([r.status, r.recipients, r.counts.queued]).toEqual(["cancelled", 4, 0]);
    const refused = await w.owner.refusal("commsvc_campaign_update", { ...o(), campaign_id, status: "sending" });
    expect(refused.code).toBe("invalid_status_transition");
  });

  test("a restart mid-send loses and duplicates nothing", async () => {
    await start();
    const { campaign_id } = await draftCampaign(w, people(6));
    const held = sink.holdAt(3);
    await launch(campaign_id);
    await held;
    const restarting = w.restart(); // the host stops while message 3 is in flight…
    sink.release(); // …which completes, is recorded, and the new host carries on
    await restarting;
    await eventually("all six", async () => (await report(campaign_id)).status === "completed");
    expect(receivedBy()).toEqual(people(6).map((p) => p.email));
    const states = await w.db.selectFrom("comms_campaign_recipients").select("state").execute();
    expect(states.map((s) => s.state)).toEqual(Array(6).fill("sent"));
  });

  test("a scheduled launch waits for the injected clock, across a restart", async () => {
    await start();
    const { campaign_id } = await draftCampaign(w, people(2));
    const at = new Date(w.clock.now().getTime() + 3_600_000).toISOString();
    const past = await w.owner.refusal("commsvc_campaign_launch", {
      ...o(),
      campaign_id,
      idempotency_key: "launch-past-0001",
      scheduled_for: "2026-03-01T00:00:00Z",
    });
    expect(past.code).toBe("scheduled_for_in_past");
    expect(await launch(campaign_id, { scheduled_for: at })).toMatchObject({
      status: "scheduled",
      scheduled_for: at,
      launched_at: null,
    });
    await w.restart();
    w.clock.advance(3_599_000);
    expect((await report(campaign_id)).status).toBe("scheduled");
    expect((await w.owner.tool("commsvc_deliverability", o())).backlog.scheduled).toBe(1);
    w.clock.advance(1_000);
    await eventually("the scheduled send", async () => (await report(campaign_id)).status === "completed");
    expect(receivedBy()).toEqual(["reader1@dest.org", "reader2@dest.org"]);
    expect((await w.owner.tool("commsvc_campaign_get", { ...o(), campaign_id })).launched_at).toBe(at);
  });

  test("running out of sends pauses the campaign with its reason; launch without sends is refused", async () => {
    await start({ COMMS_FREE_SENDS: "2" });
    const { campaign_id } = await draftCampaign(w, people(3));
    await launch(campaign_id);
    await eventually("the pause", async () => (await report(campaign_id)).status === "paused");
    const c = await w.owner.tool("commsvc_campaign_get", { ...o(), campaign_id });
    expect(c.status_reason).toMatch(/^sends_exhausted/);
    expect(sink.received).toHaveLength(2);
    expect((await w.owner.tool("commsvc_billing", o())).available_sends).toBe(0);
    const next = await draftCampaign(w, [{ email: "late@dest.org", first_name: "Late" }], "Later");
    expect(
      (
        await w.owner.refusal("commsvc_campaign_launch", {
          ...o(),
          campaign_id: next.campaign_id,
          idempotency_key: "launch-broke-001",
        })
      ).code,
    ).toBe("sends_exhausted");
  });

  test("a refused delivery becomes a dead letter; replay sends it once", async () => {
    await start();
    sink.refuse.add("reader2@dest.org");
    const { campaign_id } = await draftCampaign(w, people(3));
    await launch(campaign_id);
    await eventually("the campaign to finish", async () => (await report(campaign_id)).status === "completed");
    const [dead] = (await w.owner.tool("commsvc_dead_letters", o())).dead_letters;
    expect(dead).toMatchObject({
      kind: "campaign",
      status: "dead",
      campaign_id,
      recipient: "reader2@dest.org",
      attempts: 1,
    });
    expect(dead.last_error).toContain("550");
    expect((await w.owner.tool("commsvc_deliverability", o())).backlog.dead_letters).toBe(1);
    expect((await report(campaign_id)).counts.failed).toBe(1);

    sink.refuse.clear();
    const replayed = await w.owner.tool("commsvc_dead_letter_replay", { ...o(), record_id: dead.record_id });
    expect(replayed).toMatchObject({ kind: "campaign", status: "queued" });
    await eventually("the replayed message", () => sink.received.some((m) => m.to === "reader2@dest.org"));
    expect((await w.owner.refusal("commsvc_dead_letter_replay", { ...o(), record_id: dead.record_id })).code).toBe(
      "already_replayed",
    );
    await eventually("the replay recorded", async () => (await report(campaign_id)).counts.sent === 3);
    expect(receivedBy()).toEqual(people(3).map((p) => p.email));
  });

  test("a recipient a dead process left mid-submission is never sent again: it becomes a dead letter (at most once)", async () => {
    await start();
    const { campaign_id } = await draftCampaign(w, people(3));
    const held = sink.holdAt(1);
    await launch(campaign_id);
    await held;
    await w.owner.tool("commsvc_campaign_update", { ...o(), campaign_id, status: "paused" });
    sink.release();
    await eventually(
      "the pause to take effect",
      async () => (await idle()) && (await report(campaign_id)).counts.sent === 1,
    );
    // The state a process killed (kill -9) during reader2's SMTP transaction leaves behind.
    await w.db
      .updateTable("comms_campaign_recipients")
      .set({ state: "sending", attempts: 1, sending_since: w.clock.now().getTime() - 600_000 })
      .where("email", "=", "reader2@dest.org")
      .execute();
    await w.owner.tool("commsvc_campaign_update", { ...o(), campaign_id, status: "sending" });
    await eventually("the campaign to finish", async () => (await report(campaign_id)).status === "completed");
    expect(receivedBy()).toEqual(["reader1@dest.org", "reader3@dest.org"]);
    const [dead] = (await w.owner.tool("commsvc_dead_letters", o())).dead_letters;
    expect(dead).toMatchObject({ recipient: "reader2@dest.org", status: "dead" });
    expect(dead.last_error).toMatch(/^interrupted/);
  });

  test("the send rate is a token bucket on the injected clock: past the burst the worker's next run waits for a token", async () => {
    await start({ COMMS_SEND_RATE_PER_SECOND: "2" });
    const { campaign_id } = await draftCampaign(w, people(3));
    await launch(campaign_id);
    const now = w.clock.now().getTime();
    const next = await eventually("the worker to wait for a token", async () => {
      const due = (await sendJobsDue(w)).filter((at) => at > now);
      return due.length === 1 && sink.received.length === 2 ? due[0] : null;
    });
    expect(next).toBe(now + 500); // one token every 500 ms at 2 a second
    expect((await report(campaign_id)).counts).toMatchObject({ sent: 2, queued: 1 });
    w.clock.advance(500);
    await eventually("the third message", async () => (await report(campaign_id)).status === "completed");
    expect(receivedBy()).toEqual(people(3).map((p) => p.email));
  });
});
