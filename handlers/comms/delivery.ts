import type { CommsDeliveryHandlers } from "../../generated/comms/server";
import { REPLAY_QUEUE, type CampaignDeps } from "./campaigns/deps";
import { reconcile } from "./campaigns/reconcile";
import type { ReplayJob } from "./campaigns/worker";
import { recordAudit } from "./support/audit-log";
import { iso, isoOrNull } from "./support/deps";
import { principal } from "./support/guard";

const WINDOW_MS = 30 * 86_400_000;
/** dead_letters lists at most this many, newest first (the tool has no cursor). */
export const DEAD_LETTERS_SHOWN = 1000;

const rate = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);
const SENT = ["sent", "deferred", "delivered", "bounced"] as const;

/** Deliverability aggregates, dead letters and their replay (docs/comms.md, "Delivery"). */
export function deliveryHandlers(deps: CampaignDeps) {
  const { db, clock } = deps;
  return {
    async commsvc_deliverability(_args, ctx) {
      const org = principal(ctx).organizationId;
      await reconcile(deps, org);
      const now = clock.now().getTime();
      const rows = await db
        .selectFrom("comms_campaign_recipients as r")
        .innerJoin("comms_campaigns as c", "c.id", "r.campaign_id")
        .innerJoin("comms_sending_domains as d", "d.id", "c.domain_id")
        .select([
          "d.id as domain_id",
          "d.name",
          "r.state",
          (eb) => eb.fn.countAll<number>().as("n"),
          (eb) => eb.fn.sum<number>("r.complained").as("complained"),
        ])
        .where("r.organization_id", "=", org)
        .where("r.state", "in", [...SENT])
        .where("r.sent_at", ">=", now - WINDOW_MS)
        .groupBy(["d.id", "d.name", "r.state"])
        .execute();
      const domains = await db
        .selectFrom("comms_sending_domains")
        .select(["id", "name"])
        .where("organization_id", "=", org)
        .orderBy("seq")
        .execute();
      const per = domains.map((d) => {
        const mine = rows.filter((r) => r.domain_id === d.id);
        const count = (state?: string) =>
          mine.filter((r) => !state || r.state === state).reduce((s, r) => s + Number(r.n), 0);
        const sent = count();
        const delivered = count("delivered");
        const bounced = count("bounced");
        const complained = mine.reduce((s, r) => s + Number(r.complained ?? 0), 0);
        return {
          domain_id: d.id,
          name: d.name,
          sent,
          delivered,
          bounced,
          complained,
          delivery_rate: rate(delivered, sent),
          bounce_rate: rate(bounced, sent),
        };
      });
      const sum = (k: "sent" | "delivered" | "bounced" | "complained") => per.reduce((s, d) => s + d[k], 0);
      const backlogCount = async (state: "queued" | "deferred") =>
        Number(
          (
            await db
              .selectFrom("comms_campaign_recipients")
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .where("organization_id", "=", org)
              .where("state", state === "queued" ? "in" : "=", state === "queued" ? ["queued", "sending"] : "deferred")
              .executeTakeFirstOrThrow()
          ).n,
        );
      const scheduled = await db
        .selectFrom("comms_campaigns")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("organization_id", "=", org)
        .where("status", "=", "scheduled")
        .executeTakeFirstOrThrow();
      const dead = await db
        .selectFrom("comms_dead_letters")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("organization_id", "=", org)
        .where("status", "=", "dead")
        .executeTakeFirstOrThrow();
      return {
        organization_id: org,
        window_start: iso(now - WINDOW_MS),
        window_end: iso(now),
        sent: sum("sent"),
        delivered: sum("delivered"),
        bounced: sum("bounced"),
        complained: sum("complained"),
        delivery_rate: rate(sum("delivered"), sum("sent")),
        bounce_rate: rate(sum("bounced"), sum("sent")),
        complaint_rate: rate(sum("complained"), sum("delivered")),
        backlog: {
          queued: await backlogCount("queued"),
          scheduled: Number(scheduled.n),
          retrying: await backlogCount("deferred"),
          dead_letters: Number(dead.n),
        },
        domains: per,
      };
    },
    async commsvc_dead_letters(_args, ctx) {
      const rows = await db
        .selectFrom("comms_dead_letters")
        .selectAll()
        .where("organization_id", "=", principal(ctx).organizationId)
        .orderBy("seq", "desc")
        .limit(DEAD_LETTERS_SHOWN)
        .execute();
      return {
        dead_letters: rows.map((r) => ({
          record_id: r.id,
          kind: r.kind,
          status: r.status,
          campaign_id: r.campaign_id,
          recipient: r.recipient,
          target_url: null,
          attempts: Number(r.attempts),
          last_error: r.last_error,
          first_failed_at: iso(Number(r.first_failed_at)),
          last_failed_at: iso(Number(r.last_failed_at)),
          replayed_at: isoOrNull(r.replayed_at === null ? null : Number(r.replayed_at)),
        })),
      };
    },
    async commsvc_dead_letter_replay(args, ctx) {
      const who = principal(ctx);
      const now = clock.now().getTime();
      const dl = await db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable("comms_dead_letters")
          .set({ status: "replayed", replayed_at: now })
          .where("organization_id", "=", who.organizationId)
          .where("id", "=", args.record_id)
          .where("status", "=", "dead")
          .executeTakeFirst();
        const row = await trx
          .selectFrom("comms_dead_letters")
          .selectAll()
          .where("organization_id", "=", who.organizationId)
          .where("id", "=", args.record_id)
          .executeTakeFirst();
        if (!row)
          throw ctx.error(
            "not_found",
            `No dead letter ${JSON.stringify(args.record_id)} in this organization (record_id).`,
          );
        if (Number(marked.numUpdatedRows) === 0)
          throw ctx.error(
            "already_replayed",
            `Dead letter ${row.id} was already replayed (record_id); a new failure files a new one.`,
          );
        await trx
          .updateTable("comms_campaign_recipients")
          .set({ state: "queued", last_error: null, updated_at: now })
          .where("id", "=", row.recipient_id)
          .where("state", "=", "failed")
          .execute();
        await recordAudit(trx, who, now, {
          action: "dead_letter.replay",
          target_type: "dead_letter",
          target_id: row.id,
          details: { campaign_id: row.campaign_id },
        });
        return row;
      });
      const job: ReplayJob = { organization_id: who.organizationId, recipient_id: dl.recipient_id };
      await deps.storage.jobs.enqueue(REPLAY_QUEUE, job);
      return { kind: "campaign" as const, record_id: dl.id, replayed_at: iso(now), status: "queued" as const };
    },
  } satisfies CommsDeliveryHandlers;
}
