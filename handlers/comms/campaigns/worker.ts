import { RateLimiter } from "../../../generator/runtime";
import { REPLAY_QUEUE, SEND_QUEUE, type CampaignDeps, type CampaignJob } from "./deps";
import { claimRecipient, deliverRecipient, failRecipient, openOutbox, type Outbox, type RecipientRow } from "./deliver";
import { failInterrupted, interruptedDue } from "./interrupted";
import { findCampaign } from "./store";

export interface ReplayJob {
  organization_id: string;
  recipient_id: string;
}

/**
 * The sending worker (docs/comms.md, "Sending"). Each run of a `comms.campaign-send` job sends up
 * to COMMS_SEND_BATCH messages of one campaign, re-reading the campaign's status before every
 * message (paused and cancelled stop it between messages), then enqueues its continuation, so
 * the one job queue of the process keeps serving other jobs (the relay's deliveries) in between.
 * Rate: a token bucket per organization; when it is empty the continuation is due when the next
 * token is (storage clock), nothing sleeps. Close waits for the message in flight.
 */
export function sendingWorker(deps: CampaignDeps) {
  const limiter = new RateLimiter({
    perSecond: deps.send.ratePerSecond,
    burst: deps.send.ratePerSecond,
    clock: deps.clock,
  });
  const active = new Set<Promise<unknown>>();
  let stopping = false;
  const track = <T>(p: Promise<T>): Promise<T> => {
    active.add(p);
    return p.finally(() => active.delete(p));
  };
  const again = (job: CampaignJob, at?: number) =>
    deps.storage.jobs.enqueue(SEND_QUEUE, job, at === undefined ? {} : { runAt: new Date(at) });

  async function pause(campaignId: string, reason: string, now: number) {
    await deps.db
      .updateTable("comms_campaigns")
      .set({ status: "paused", status_reason: reason, updated_at: now })
      .where("id", "=", campaignId)
      .where("status", "=", "sending")
      .execute();
  }

  /**
   * A run that ends without a continuation (nothing queued, or the campaign is not `sending`)
   * while a recipient is still `sending` runs again when that row counts as interrupted
   * (interrupted.ts); otherwise a drained campaign is completed. So a campaign never completes
   * with a row left `sending` by a process that died, however soon the next process started.
   */
  async function finish(job: CampaignJob, drained: boolean): Promise<void> {
    const due = await interruptedDue(deps, job.campaign_id);
    if (due !== null) return void (await again(job, due));
    if (!drained) return;
    await deps.db
      .updateTable("comms_campaigns")
      .set({ status: "completed", status_reason: null, updated_at: deps.clock.now().getTime() })
      .where("id", "=", job.campaign_id)
      .where("status", "=", "sending")
      .execute();
  }

  async function run(job: CampaignJob): Promise<void> {
    const c = await findCampaign(deps.db, job.organization_id, job.campaign_id);
    if (!c) return;
    await failInterrupted(deps, c.id, deps.clock.now().getTime()); // whatever the status: paused, cancelled too
    if (c.status !== "sending") return finish(job, false);
    const out = await openOutbox(deps, c);
    if (!out) {
      await pause(c.id, "the sending domain or template version is gone", deps.clock.now().getTime());
      return finish(job, false);
    }
    try {
      for (let i = 0; i < deps.send.batch; i++) {
        if (stopping) return void (await again(job)); // the next process continues
        const step = await sendNext(out, job);
        if (step === "waiting") return;
        if (step !== "more") return await finish(job, step === "drained");
      }
      await again(job);
    } finally {
      out.transport.close();
    }
  }

  /** more: sent one; waiting: the continuation is enqueued; stopped: not `sending` any more; drained: nothing queued. */
  async function sendNext(out: Outbox, job: CampaignJob): Promise<"more" | "waiting" | "stopped" | "drained"> {
    const now = deps.clock.now().getTime();
    const status = await deps.db
      .selectFrom("comms_campaigns")
      .select("status")
      .where("id", "=", job.campaign_id)
      .executeTakeFirst();
    if (status?.status !== "sending") return "stopped";
    const r = (await deps.db
      .selectFrom("comms_campaign_recipients")
      .selectAll()
      .where("campaign_id", "=", job.campaign_id)
      .where("state", "=", "queued")
      .orderBy("seq")
      .limit(1)
      .executeTakeFirst()) as RecipientRow | undefined;
    if (!r) return "drained";
    const wait = limiter.take(job.organization_id);
    if (wait > 0) {
      await again(job, now + wait);
      return "waiting";
    }
    const claim = await claimRecipient(deps, r, now);
    if (claim === "exhausted") {
      await pause(job.campaign_id, "sends_exhausted: no available sends; buy a pass or top-up, then resume", now);
      return "stopped";
    }
    if (claim === "claimed") await deliverRecipient(deps, out, { ...r, attempts: Number(r.attempts) + 1 });
    return "more";
  }

  /** dead_letter_replay: sends one requeued recipient once more, whatever its campaign's status. */
  async function replay(job: ReplayJob): Promise<void> {
    const r = (await deps.db
      .selectFrom("comms_campaign_recipients")
      .selectAll()
      .where("organization_id", "=", job.organization_id)
      .where("id", "=", job.recipient_id)
      .executeTakeFirst()) as RecipientRow | undefined;
    if (!r || r.state !== "queued") return;
    const c = await findCampaign(deps.db, job.organization_id, r.campaign_id);
    const out = c && (await openOutbox(deps, c));
    if (!out) return;
    try {
      const now = deps.clock.now().getTime();
      const claim = await claimRecipient(deps, r, now);
      if (claim === "exhausted")
        await deps.db
          .transaction()
          .execute((trx) => failRecipient(trx, r, "sends_exhausted: no available sends for the replay", now));
      if (claim === "claimed") await deliverRecipient(deps, out, { ...r, attempts: Number(r.attempts) + 1 });
    } finally {
      out.transport.close();
    }
  }

  return {
    run: (job: CampaignJob) => track(run(job)),
    replay: (job: ReplayJob) => track(replay(job)),
    /**
     * After a restart: every campaign still `sending` gets a worker run again, and so does any
     * other campaign with a recipient left `sending` (paused, cancelled, or completed around a
     * replay or by an earlier version), so that row is settled too.
     */
    async resumeAll(): Promise<void> {
      const rows = await deps.db
        .selectFrom("comms_campaigns as c")
        .select(["c.id", "c.organization_id"])
        .where((eb) =>
          eb.or([
            eb("c.status", "=", "sending"),
            eb.exists(
              eb
                .selectFrom("comms_campaign_recipients as s")
                .select("s.id")
                .whereRef("s.campaign_id", "=", "c.id")
                .where("s.state", "=", "sending"),
            ),
          ]),
        )
        .execute();
      for (const row of rows) await again({ organization_id: row.organization_id, campaign_id: row.id });
      // A replay whose job was lost between its commit and its enqueue: queued in a finished campaign.
      const replays = await deps.db
        .selectFrom("comms_campaign_recipients as r")
        .innerJoin("comms_campaigns as c", "c.id", "r.campaign_id")
        .select(["r.id", "r.organization_id"])
        .where("r.state", "=", "queued")
        .where("c.status", "in", ["completed", "cancelled"])
        .execute();
      for (const r of replays)
        await deps.storage.jobs.enqueue(REPLAY_QUEUE, { organization_id: r.organization_id, recipient_id: r.id });
    },
    async close(): Promise<void> {
      stopping = true;
      await Promise.allSettled([...active]);
    },
  };
}
