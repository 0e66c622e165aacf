import { RateLimiter } from "../../../generator/runtime";
import { REPLAY_QUEUE, SEND_QUEUE, type CampaignDeps, type CampaignJob } from "./deps";
import { claimRecipient, deliverRecipient, failRecipient, openOutbox, type Outbox, type RecipientRow } from "./deliver";
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

  /**
   * Recipients left `sending` longer than COMMS_SEND_INTERRUPTED_MS: their process died during
   * the SMTP submission, so whether the message left is unknown. They become failed with a dead
   * letter (replayable by a person) rather than being sent a second time: at most once.
   */
  async function failInterrupted(campaignId: string, now: number): Promise<void> {
    const stale = await deps.db
      .selectFrom("comms_campaign_recipients")
      .selectAll()
      .where("campaign_id", "=", campaignId)
      .where("state", "=", "sending")
      .where("sending_since", "<", now - deps.send.interruptedAfterMs)
      .execute();
    for (const r of stale)
      await deps.db
        .transaction()
        .execute((trx) =>
          failRecipient(
            trx,
            r as RecipientRow,
            "interrupted: the process stopped during the SMTP submission; not retried so the message cannot arrive twice",
            now,
          ),
        );
  }

  async function pause(campaignId: string, reason: string, now: number) {
    await deps.db
      .updateTable("comms_campaigns")
      .set({ status: "paused", status_reason: reason, updated_at: now })
      .where("id", "=", campaignId)
      .where("status", "=", "sending")
      .execute();
  }

  async function run(job: CampaignJob): Promise<void> {
    const c = await findCampaign(deps.db, job.organization_id, job.campaign_id);
    if (!c || c.status !== "sending") return;
    await failInterrupted(c.id, deps.clock.now().getTime());
    const out = await openOutbox(deps, c);
    if (!out) return pause(c.id, "the sending domain or template version is gone", deps.clock.now().getTime());
    try {
      for (let i = 0; i < deps.send.batch; i++) {
        if (stopping) return void (await again(job)); // the next process continues
        const step = await sendNext(out, job);
        if (step !== "more") return;
      }
      await again(job);
    } finally {
      out.transport.close();
    }
  }

  async function sendNext(out: Outbox, job: CampaignJob): Promise<"more" | "stop"> {
    const now = deps.clock.now().getTime();
    const status = await deps.db
      .selectFrom("comms_campaigns")
      .select("status")
      .where("id", "=", job.campaign_id)
      .executeTakeFirst();
    if (status?.status !== "sending") return "stop";
    const r = (await deps.db
      .selectFrom("comms_campaign_recipients")
      .selectAll()
      .where("campaign_id", "=", job.campaign_id)
      .where("state", "=", "queued")
      .orderBy("seq")
      .limit(1)
      .executeTakeFirst()) as RecipientRow | undefined;
    if (!r) {
      await deps.db
        .updateTable("comms_campaigns")
        .set({ status: "completed", status_reason: null, updated_at: now })
        .where("id", "=", job.campaign_id)
        .where("status", "=", "sending")
        .execute();
      return "stop";
    }
    const wait = limiter.take(job.organization_id);
    if (wait > 0) {
      await again(job, now + wait);
      return "stop";
    }
    const claim = await claimRecipient(deps, r, now);
    if (claim === "exhausted") {
      await pause(job.campaign_id, "sends_exhausted: no available sends; buy a pass or top-up, then resume", now);
      return "stop";
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
    /** After a restart: every campaign still `sending` gets a worker run again. */
    async resumeAll(): Promise<void> {
      const rows = await deps.db
        .selectFrom("comms_campaigns")
        .select(["id", "organization_id"])
        .where("status", "=", "sending")
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
