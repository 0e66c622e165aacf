import { RateLimiter } from "mcpforge/runtime";
import { REPLAY_QUEUE, SEND_QUEUE, type CampaignDeps, type CampaignJob } from "./deps";
import { claimRecipient, deliverRecipient, failRecipient, openOutbox, type Outbox, type RecipientRow } from "./deliver";
import { failInterrupted, interruptedDue } from "./interrupted";
import { relayGate } from "./relay-gate";
import { TransportShelf } from "./transports";
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
  const shelf = new TransportShelf();
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

  /** The relay's window is closed: the campaign waits for it, visibly, and its run comes back then. */
  async function wait(job: CampaignJob, gate: { until: number; reason: string }): Promise<void> {
    await deps.db
      .updateTable("comms_campaigns")
      .set({ status: "waiting_for_allowance", status_reason: gate.reason, updated_at: deps.clock.now().getTime() })
      .where("id", "=", job.campaign_id)
      .where("status", "=", "sending")
      .execute();
    await again(job, gate.until);
  }

  async function run(job: CampaignJob): Promise<void> {
    const c = await findCampaign(deps.db, job.organization_id, job.campaign_id);
    if (!c) return;
    await failInterrupted(deps, c.id, deps.clock.now().getTime()); // whatever the status: paused, cancelled too
    if (c.status === "waiting_for_allowance") await wake(c.id);
    else if (c.status !== "sending") return finish(job, false);
    if ((await nextDue(c.id, deps.clock.now().getTime())) === "drained") return finish(job, true);
    const gate = await relayGate(deps, c.organization_id, c.domain_id);
    if (!gate.open) return wait(job, gate);
    const out = await openOutbox(deps, c, shelf);
    if (!out) {
      await pause(c.id, "the sending domain or template version is gone, or no relay is configured (EMAIL_SUBMISSION_SMTP=off)", deps.clock.now().getTime());
      return finish(job, false);
    }
    let continued = false;
    try {
      // Never more than the relay said it takes today: the next run finds the window closed and waits.
      for (let i = 0; i < Math.min(deps.send.batch, gate.budget); i++) {
        if (stopping) return void (await again(job)); // the next process continues
        const step = await sendNext(out, job);
        if (step === "waiting") return;
        if (typeof step === "object") return await afterRefusal(job, step);
        if (step !== "more") return await finish(job, step === "drained");
      }
      await again(job);
      continued = true; // the continuation is due now: it takes the connection over
    } finally {
      out.release(continued);
    }
  }

  /** waiting_for_allowance → sending when its run comes (a pause or cancel since wins). */
  async function wake(campaignId: string): Promise<void> {
    await deps.db
      .updateTable("comms_campaigns")
      .set({ status: "sending", status_reason: null, updated_at: deps.clock.now().getTime() })
      .where("id", "=", campaignId)
      .where("status", "=", "waiting_for_allowance")
      .execute();
  }

  /**
   * The relay refused for its window (pause, allowance): the campaign waits for the window the
   * relay reports now (or the one its reply named). Any other deferral continues after it.
   */
  async function afterRefusal(job: CampaignJob, d: { window: boolean; until: number }): Promise<void> {
    if (!d.window) return void (await again(job));
    const c = await findCampaign(deps.db, job.organization_id, job.campaign_id);
    const gate = c ? await relayGate(deps, c.organization_id, c.domain_id) : null;
    const until = gate && !gate.open ? gate.until : d.until;
    await wait(job, { until, reason: gate && !gate.open ? gate.reason : `the e-mail relay refused for now (allowance or pause); waiting until ${new Date(until).toISOString()}` });
  }

  type Step = "more" | "waiting" | "stopped" | "drained" | { window: boolean; until: number };

  /** more: sent one; waiting: the continuation is enqueued; stopped: not `sending` any more; drained: nothing queued; an object: deferred. */
  async function sendNext(out: Outbox, job: CampaignJob): Promise<Step> {
    const now = deps.clock.now().getTime();
    const status = await deps.db
      .selectFrom("comms_campaigns")
      .select("status")
      .where("id", "=", job.campaign_id)
      .executeTakeFirst();
    if (status?.status !== "sending") return "stopped";
    const r = await nextDue(job.campaign_id, now);
    if (r === "drained") return "drained";
    if (typeof r === "number") {
      await again(job, r); // only deferred recipients are left: come back when the first is due
      return "waiting";
    }
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
    if (typeof claim !== "object") return "more";
    const d = await deliverRecipient(deps, out, { ...r, attempts: Number(r.attempts) + 1, spent_from: claim.spentFrom });
    return d.kind === "deferred" ? d : "more";
  }

  /** The first queued recipient due now; else when the first deferred one is due; else drained. */
  async function nextDue(campaignId: string, now: number): Promise<RecipientRow | number | "drained"> {
    const queued = deps.db
      .selectFrom("comms_campaign_recipients")
      .where("campaign_id", "=", campaignId)
      .where("state", "=", "queued");
    const r = (await queued
      .selectAll()
      .where((eb) => eb.or([eb("not_before", "is", null), eb("not_before", "<=", now)]))
      .orderBy("seq")
      .limit(1)
      .executeTakeFirst()) as RecipientRow | undefined;
    if (r) return r;
    const later = await queued.select((eb) => eb.fn.min("not_before").as("at")).executeTakeFirst();
    return later?.at === null || later?.at === undefined ? "drained" : Number(later.at);
  }

  /**
   * dead_letter_replay: sends one requeued recipient once more, whatever its campaign's status.
   * While the relay's window is closed nothing is claimed or spent: the replay comes back then.
   */
  async function replay(job: ReplayJob): Promise<void> {
    const r = (await deps.db
      .selectFrom("comms_campaign_recipients")
      .selectAll()
      .where("organization_id", "=", job.organization_id)
      .where("id", "=", job.recipient_id)
      .executeTakeFirst()) as RecipientRow | undefined;
    if (!r || r.state !== "queued") return;
    const c = await findCampaign(deps.db, job.organization_id, r.campaign_id);
    const gate = c && (await relayGate(deps, c.organization_id, c.domain_id));
    if (gate && !gate.open) return void (await replayAt(job, gate.until));
    const out = c && (await openOutbox(deps, c, shelf));
    if (!out) return;
    try {
      const now = deps.clock.now().getTime();
      const claim = await claimRecipient(deps, r, now);
      if (claim === "exhausted")
        await deps.db
          .transaction()
          .execute((trx) => failRecipient(trx, r, "sends_exhausted: no available sends for the replay", now));
      if (typeof claim !== "object") return;
      const d = await deliverRecipient(deps, out, { ...r, attempts: Number(r.attempts) + 1, spent_from: claim.spentFrom });
      if (d.kind === "deferred") await replayAt(job, d.until);
    } finally {
      out.release(false);
    }
  }

  const replayAt = (job: ReplayJob, at: number) => deps.storage.jobs.enqueue(REPLAY_QUEUE, job, { runAt: new Date(at) });

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
            eb("c.status", "in", ["sending", "waiting_for_allowance"]),
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
      shelf.close();
    },
  };
}
