import type { Logger } from "pino";
import type { JobInfo } from "mcpforge/platform/storage";
import { decrypt } from "./crypto";
import type { DnsResolver } from "./dns";
import { pauseFor } from "./limits";
import type { MessageRow } from "./migrations";
import { domainOf } from "./names";
import type { DeliverJob, Outbox } from "./outbox";
import {
  eventRow,
  insertEvents,
  messageById,
  outboundStatus,
  recipientsOf,
  setRecipientStatus,
  type NewEvent,
} from "./queue-store";
import type { EmailSettings } from "./settings";
import { relayPool, viaMx, viaRelay, type Envelope, type Outcome } from "./smtp-send";
import type { Db, EmailStore } from "./store";

/**
 * The outbound queue's worker: one job per delivery attempt of a message. An attempt sends to
 * every recipient still queued or deferred, records one event per recipient, and schedules the
 * next attempt after EMAIL_RETRY_SCHEDULE[attempt-1] seconds while some are deferred; the last
 * attempt turns what is still deferred into failed. A job for an attempt already recorded does
 * nothing, so a job run twice (lease expiry after a crash) never repeats a recorded attempt.
 */
export class Deliverer {
  private pool?: ReturnType<typeof relayPool>;

  constructor(
    private readonly deps: {
      store: EmailStore;
      outbox: Outbox;
      settings: EmailSettings;
      resolver: DnsResolver;
      secretKey: Buffer;
      logger: Logger;
    },
  ) {}

  get maxAttempts(): number {
    return this.deps.settings.retryScheduleSeconds.length + 1;
  }

  async run(job: DeliverJob, info: JobInfo): Promise<void> {
    const { store } = this.deps;
    const msg = await messageById(store.db, job.message_id);
    if (!msg || msg.direction !== "outbound" || msg.status !== "queued" || msg.attempts >= job.attempt) {
      info.log.debug({ job }, "delivery job for an attempt already made: skipped");
      return;
    }
    const pending = (await recipientsOf(store.db, [msg.id]))
      .filter((r) => r.status === "queued" || r.status === "deferred")
      .map((r) => r.address);
    const domain = await store.domainById(msg.domain_id);
    if (!domain) throw new Error(`message ${msg.id}: its domain ${msg.domain_id} is gone`);
    const env: Envelope = {
      from: msg.mail_from,
      to: pending,
      raw: msg.raw,
      dkim: {
        domainName: domain.name,
        keySelector: domain.selector,
        privateKey: decrypt(domain.dkim_private, this.deps.secretKey),
      },
    };
    const outcomes = pending.length ? await this.attempt(env) : new Map<string, Outcome>();
    await this.record(msg, job.attempt, outcomes);
  }

  private async attempt(env: Envelope): Promise<Map<string, Outcome>> {
    const { settings, resolver } = this.deps;
    if (settings.smtpRelay) return viaRelay(env, settings, (this.pool ??= relayPool(settings)));
    const byDomain = new Map<string, string[]>();
    for (const r of env.to) byDomain.set(domainOf(r), [...(byDomain.get(domainOf(r)) ?? []), r]);
    const results = await Promise.all(
      [...byDomain].map(([domain, to]) => viaMx({ ...env, to }, domain, settings, resolver)),
    );
    return new Map(results.flatMap((m) => [...m]));
  }

  /** Writes the attempt's outcomes, counts them towards the rung, pauses if needed, schedules the next. */
  private async record(msg: MessageRow, attempt: number, outcomes: Map<string, Outcome>): Promise<void> {
    const { store, settings } = this.deps;
    const now = store.now();
    const last = attempt >= this.maxAttempts;
    const nextAt = last ? null : new Date(now.getTime() + settings.retryScheduleSeconds[attempt - 1] * 1000);
    const events: NewEvent[] = [];
    let delivered = 0;
    let bounced = 0;
    for (const [recipient, o] of outcomes) {
      const giveUp = o.kind === "deferred" && last;
      const type = giveUp ? "failed" : o.kind;
      if (type === "delivered") delivered++;
      if (type === "failed" && o.code !== null && o.code >= 500) bounced++;
      const detail = giveUp ? `Gave up after ${attempt} attempts; last: ${o.detail}` : o.detail;
      events.push(
        eventRow({
          message_id: msg.id,
          domain_id: msg.domain_id,
          recipient,
          type,
          attempt,
          smtp_code: o.code,
          enhanced_status: o.enhanced,
          smtp_response: o.response,
          mx_host: o.mxHost,
          next_attempt_at: type === "deferred" ? nextAt!.getTime() : null,
          detail,
          occurred_at: now.getTime(),
        }),
      );
    }
    const status = await store.db.transaction().execute(async (trx) => {
      for (const e of events) await setRecipientStatus(trx, msg.id, e.recipient, e.type, now.getTime());
      await insertEvents(trx, events);
      await store.countOutcomes(trx, msg.domain_id, { delivered, bounced });
      if (bounced > 0) await this.maybePause(msg.domain_id, trx);
      const statuses = (await recipientsOf(trx, [msg.id])).map((r) => r.status);
      const status = outboundStatus(statuses);
      await trx
        .updateTable("email_messages")
        .set({ attempts: attempt, status, next_attempt_at: status === "queued" ? (nextAt?.getTime() ?? null) : null })
        .where("id", "=", msg.id)
        .execute();
      return status;
    });
    if (status === "queued" && nextAt)
      await this.deps.outbox.enqueue({ message_id: msg.id, attempt: attempt + 1 }, nextAt);
  }

  /** Closes the pooled relay connections. */
  close(): void {
    this.pool?.close();
    this.pool = undefined;
  }

  /**
   * Pauses the domain when its counted outcomes cross a threshold. Called inside the transaction
   * that counted them (`trx`), so an outcome is never visible without the pause it causes, and a
   * crash cannot keep the one while losing the other.
   */
  async maybePause(domainId: string, trx: Db): Promise<void> {
    const { store, settings } = this.deps;
    const d = await store.domainById(domainId, trx);
    const pause = d && pauseFor(d, settings, store.now());
    if (d && pause) {
      await store.updateDomain(d.id, pause, trx);
      this.deps.logger.warn({ domain: d.name, reason: pause.paused_reason }, "sending paused");
    }
  }
}
