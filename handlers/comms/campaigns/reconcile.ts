import { relayEvents, type RelayEvent } from "../senders/relay";
import type { Trx } from "../support/resource-def";
import type { CampaignDeps } from "./deps";
import { failRecipient, type RecipientRow } from "./deliver";

/** Which relay event decides a recipient's outcome: a later bounce overrides a delivery. */
type Outcome = Exclude<RelayEvent["type"], "complained">;
const RANK: Record<Outcome, number> = { accepted: 0, deferred: 1, delivered: 2, failed: 3, bounced: 4 };
const STATE = { deferred: "deferred", delivered: "delivered", failed: "failed", bounced: "bounced" } as const;

/** A permanent refusal by the recipient's server (5xx) is a hard bounce, not a failure to replay. */
export const hardBounce = (e: RelayEvent): RelayEvent =>
  e.type === "failed" && e.smtp_code !== null && Number(e.smtp_code) >= 500 ? { ...e, type: "bounced" } : e;

/**
 * Brings the organization's submitted recipients (`sent`, `deferred`, `delivered`) up to date with
 * the e-mail relay's delivery events: delivered, deferred, bounced — a bounce report or a 5xx from
 * the recipient's server (the contact is suppressed: `suppressed_reason` "bounce") — or failed (no
 * answer in the end: a dead letter); a `complained` event marks the recipient and suppresses the
 * contact ("complaint"). Runs when a report is read; idempotent.
 * Optionally limited to one campaign.
 */
export async function reconcile(deps: CampaignDeps, organizationId: string, campaignId?: string): Promise<void> {
  let q = deps.db
    .selectFrom("comms_campaign_recipients")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .where("state", "in", ["sent", "deferred", "delivered"])
    .where("relay_message_id", "is not", null);
  if (campaignId) q = q.where("campaign_id", "=", campaignId);
  const open = (await q.execute()) as RecipientRow[];
  const CHUNK = 500;
  for (let i = 0; i < open.length; i += CHUNK) {
    const rows = open.slice(i, i + CHUNK);
    const events = await relayEvents(deps.db, [...new Set(rows.map((r) => r.relay_message_id as string))]);
    const best = new Map<string, RelayEvent>();
    const complaints = new Map<string, RelayEvent>();
    for (const raw of events) {
      const e = hardBounce(raw);
      const key = `${e.message_id} ${e.recipient.toLowerCase()}`;
      if (e.type === "complained") complaints.set(key, e);
      else if (e.type !== "accepted" && (!best.has(key) || RANK[e.type] >= RANK[best.get(key)!.type as Outcome])) best.set(key, e);
    }
    for (const r of rows) {
      const key = `${r.relay_message_id} ${r.email.toLowerCase()}`;
      const e = best.get(key);
      if (e && e.type !== "accepted" && e.type !== "complained" && STATE[e.type] !== r.state) await apply(deps, r, e);
      if (complaints.has(key) && Number(r.complained) === 0) await complained(deps, r);
    }
  }
}

async function apply(deps: CampaignDeps, r: RecipientRow, e: RelayEvent): Promise<void> {
  const now = deps.clock.now().getTime();
  const why = e.smtp_response ?? e.detail ?? e.type;
  await deps.db.transaction().execute(async (trx) => {
    if (e.type === "failed") return failRecipient(trx, r, `the relay could not deliver: ${why}`, now);
    await trx
      .updateTable("comms_campaign_recipients")
      .set({
        state: STATE[e.type as keyof typeof STATE],
        last_error: e.type === "bounced" ? why : null,
        updated_at: now,
      })
      .where("id", "=", r.id)
      .execute();
    if (e.type === "bounced") await suppress(trx, r, "bounce", now);
  });
}

/** A complaint (the relay's `complained` event): counted on the recipient, the contact suppressed. */
async function complained(deps: CampaignDeps, r: RecipientRow): Promise<void> {
  const now = deps.clock.now().getTime();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("comms_campaign_recipients")
      .set({ complained: 1, updated_at: now })
      .where("id", "=", r.id)
      .execute();
    await suppress(trx, r, "complaint", now);
  });
}

async function suppress(trx: Trx, r: RecipientRow, reason: "bounce" | "complaint", now: number): Promise<void> {
  await trx
    .updateTable("comms_contact_consent")
    .set({ suppressed_at: now, suppressed_reason: reason, updated_at: now })
    .where("contact_id", "=", r.contact_id)
    .where("organization_id", "=", r.organization_id)
    .where("suppressed_at", "is", null)
    .execute();
}
