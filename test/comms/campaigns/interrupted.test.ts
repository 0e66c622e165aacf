import { describeEachDatabase, eventually } from "../../storage/databases";
import { useGatedCampaignWorld, type GatedSink } from "./gated-sink";
import { draftCampaign, people, sendJobsDue, type CampaignWorld } from "./world";

const WINDOW = 300_000; // COMMS_SEND_INTERRUPTED_MS, its default

/**
 * A recipient a dead process left `sending`, when the next process starts before the row counts
 * as interrupted: the campaign must neither complete around it nor send it again (at most once).
 */
describeEachDatabase("comms campaigns: a restart within COMMS_SEND_INTERRUPTED_MS of a dead send", (kind) => {
  const gated = useGatedCampaignWorld(kind);
  let w: CampaignWorld;
  let sink: GatedSink;
  beforeEach(async () => {
    sink = gated.sink();
    w = await gated.start();
  });
  const o = () => ({ organization_id: w.org });
  const report = (campaign_id: string) => w.owner.tool("commsvc_campaign_report", { ...o(), campaign_id });
  const copiesTo = (email: string) => sink.received.filter((m) => m.to === email).length;
  const reader2 = () =>
    w.db
      .selectFrom("comms_campaign_recipients")
      .select(["state", "last_error"])
      .where("email", "=", "reader2@dest.org")
      .executeTakeFirstOrThrow();

  /**
   * reader2's message reaches the sink, then the process is killed (kill -9) before it records the
   * outcome, and the next process starts a minute later: the database holds reader2 `sending`
   * since then, the campaign `status`, reader3 still queued. Returns when reader2 counts as interrupted.
   */
  async function killedDuringReader2(status: "sending" | "paused"): Promise<{ campaign_id: string; due: number }> {
    const { campaign_id } = await draftCampaign(w, people(3));
    const held = sink.holdAt(2);
    await w.owner.tool("commsvc_campaign_launch", { ...o(), campaign_id, idempotency_key: "launch-dead-0001" });
    await held; // reader2's message is in its SMTP transaction
    await w.owner.tool("commsvc_campaign_update", { ...o(), campaign_id, status: "paused" });
    sink.release();
    await eventually(
      "reader2's send recorded and the worker stopped",
      async () => (await sendJobsDue(w)).length === 0 && (await report(campaign_id)).counts.sent === 2,
    );
    const since = w.clock.now().getTime();
    w.clock.advance(60_000);
    await w.restart(async () => {
      await w.db.updateTable("comms_campaigns").set({ status }).where("id", "=", campaign_id).execute();
      await w.db
        .updateTable("comms_campaign_recipients")
        .set({ state: "sending", relay_message_id: null, sent_at: null, sending_since: since })
        .where("email", "=", "reader2@dest.org")
        .execute();
    });
    return { campaign_id, due: since + WINDOW };
  }

  test("the campaign waits for the row to count as interrupted, then dead-letters it and completes; nothing is sent twice", async () => {
    const { campaign_id, due } = await killedDuringReader2("sending");
    // The new process sends reader3, then schedules its next run for when reader2 counts as
    // interrupted, rather than completing the campaign around a row that would stay `sending`.
    await eventually("the run due when reader2 counts as interrupted", async () => {
      const jobs = await sendJobsDue(w);
      return copiesTo("reader3@dest.org") === 1 && jobs.length === 1 && jobs[0] === due;
    });
    expect(await report(campaign_id)).toMatchObject({ status: "sending", counts: { queued: 1, sent: 2, failed: 0 } });
    expect((await reader2()).state).toBe("sending");
    expect((await w.owner.tool("commsvc_dead_letters", o())).dead_letters).toEqual([]);

    w.clock.advance(due - w.clock.now().getTime()); // exactly COMMS_SEND_INTERRUPTED_MS after the claim
    await eventually("the campaign to complete", async () => (await report(campaign_id)).status === "completed");
    expect((await report(campaign_id)).counts).toMatchObject({ queued: 0, sent: 2, failed: 1 });
    expect(await reader2()).toMatchObject({ state: "failed", last_error: expect.stringMatching(/^interrupted/) });
    const [dead] = (await w.owner.tool("commsvc_dead_letters", o())).dead_letters;
    expect(dead).toMatchObject({ kind: "campaign", status: "dead", campaign_id, recipient: "reader2@dest.org" });
    expect(await sendJobsDue(w)).toEqual([]);
    expect(sink.received.map((m) => m.to).sort()).toEqual(people(3).map((p) => p.email)); // reader2 once

    // Replayable: a person decides to send it once more.
    const replayed = await w.owner.tool("commsvc_dead_letter_replay", { ...o(), record_id: dead.record_id });
    expect(replayed).toMatchObject({ status: "queued" });
    await eventually("the replay recorded", async () => (await report(campaign_id)).counts.sent === 3);
    expect(copiesTo("reader2@dest.org")).toBe(2);
  });

  test("paused at the kill and then cancelled: the row is still settled and reported, the rest never sent", async () => {
    const { campaign_id, due } = await killedDuringReader2("paused");
    await eventually("the run due when reader2 counts as interrupted", async () => {
      const jobs = await sendJobsDue(w);
      return jobs.length === 1 && jobs[0] === due;
    });
    await w.owner.tool("commsvc_campaign_update", { ...o(), campaign_id, status: "cancelled" });
    expect((await report(campaign_id)).counts).toMatchObject({ queued: 1, failed: 0 });

    w.clock.advance(due - w.clock.now().getTime());
    await eventually("reader2 failed", async () => (await report(campaign_id)).counts.failed === 1);
    expect(await report(campaign_id)).toMatchObject({ status: "cancelled", counts: { queued: 0, sent: 1 } });
    expect((await reader2()).last_error).toMatch(/^interrupted/);
    expect((await w.owner.tool("commsvc_dead_letters", o())).dead_letters).toHaveLength(1);
    await eventually("the worker to stop", async () => (await sendJobsDue(w)).length === 0);
    expect(sink.received.map((m) => m.to).sort()).toEqual(["reader1@dest.org", "reader2@dest.org"]);
  });
});
