import type { Transporter } from "nodemailer";
import type { CampaignRecipientsTable } from "../migrations/campaigns";
import { newId } from "../support/keys";
import type { Trx } from "../support/resource-def";
import type { CampaignDeps } from "./deps";
import { compose, relayMessageId, transportPlan, UNSUBSCRIBE_PREFIX, unsubscribeToken } from "./smtp";
import { BACKOFF_MS, classifyRefusal } from "./relay-gate";
import { refundSend, spendOneSend } from "./spend";
import type { TransportShelf } from "./transports";
import type { CampaignRow } from "./store";

export type RecipientRow = Omit<CampaignRecipientsTable, "seq"> & { seq: number };

/** Everything one campaign's messages are made from, loaded once per worker run. */
export interface Outbox {
  campaign: CampaignRow;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  transport: Transporter;
  /** Gives the transport back to the worker's shelf: kept for a continuation due now, else closed. */
  release(keep: boolean): void;
}

export async function openOutbox(deps: CampaignDeps, c: CampaignRow, shelf: TransportShelf): Promise<Outbox | null> {
  const domain = await deps.db
    .selectFrom("comms_sending_domains")
    .select(["name", "relay_key_sealed"])
    .where("organization_id", "=", c.organization_id)
    .where("id", "=", c.domain_id)
    .executeTakeFirst();
  const version = await deps.db
    .selectFrom("comms_template_versions")
    .selectAll()
    .where("organization_id", "=", c.organization_id)
    .where("template_id", "=", c.template_id)
    .where("version", "=", c.template_version)
    .executeTakeFirst();
  const org = await deps.db
    .selectFrom("comms_organizations")
    .select("name")
    .where("id", "=", c.organization_id)
    .executeTakeFirst();
  if (!domain || !version || !org) return null;
  const plan = transportPlan(deps, domain.relay_key_sealed);
  if (!plan) return null;
  const { transport, release } = shelf.lend(plan);
  return {
    campaign: c,
    from: `"${org.name.replace(/["\\\r\n]/g, "")}" <${deps.send.fromLocalPart}@${domain.name}>`,
    subject: version.subject,
    text: version.text_body,
    html: version.html_body,
    transport,
    release,
  };
}

/** Marks a recipient failed for good and files its dead letter, in one transaction. */
export async function failRecipient(trx: Trx, r: RecipientRow, error: string, now: number): Promise<void> {
  await trx
    .updateTable("comms_campaign_recipients")
    .set({ state: "failed", last_error: error, sending_since: null, spent_from: null, updated_at: now })
    .where("id", "=", r.id)
    .execute();
  await trx
    .insertInto("comms_dead_letters")
    .values({
      id: newId("dlq"),
      organization_id: r.organization_id,
      kind: "campaign",
      campaign_id: r.campaign_id,
      recipient_id: r.id,
      recipient: r.email,
      attempts: Math.max(1, Number(r.attempts)),
      last_error: error.slice(0, 1000),
      first_failed_at: now,
      last_failed_at: now,
      status: "dead",
      replayed_at: null,
    })
    .execute();
}

/** Claimed: the send was spent from `spentFrom` ("free" or an entitlement id). */
export type Claim = { spentFrom: string } | "skipped" | "raced" | "exhausted";
class SendsExhausted extends Error {}

/**
 * Record before send: in one transaction the recipient moves queued → sending and one send is
 * spent. A recipient who unsubscribed or was suppressed since launch is skipped (nothing spent).
 * Only the transaction that moves the row sends it, so two workers never send one recipient.
 */
export async function claimRecipient(deps: CampaignDeps, r: RecipientRow, now: number): Promise<Claim> {
  try {
    return await deps.db.transaction().execute(async (trx): Promise<Claim> => {
      const moved = await trx
        .updateTable("comms_campaign_recipients")
        .set((eb) => ({ state: "sending", attempts: eb("attempts", "+", 1), sending_since: now, updated_at: now }))
        .where("id", "=", r.id)
        .where("state", "=", "queued")
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return "raced";
      const consent = await trx
        .selectFrom("comms_contact_consent")
        .select(["basis", "unsubscribed_at", "suppressed_at"])
        .where("contact_id", "=", r.contact_id)
        .where("organization_id", "=", r.organization_id)
        .executeTakeFirst();
      const reason =
        !consent || consent.basis === null
          ? "no_consent"
          : consent.unsubscribed_at !== null
            ? "unsubscribed"
            : consent.suppressed_at !== null
              ? "suppressed"
              : null;
      if (reason) {
        await trx
          .updateTable("comms_campaign_recipients")
          .set({ state: "skipped", skip_reason: reason, sending_since: null, updated_at: now })
          .where("id", "=", r.id)
          .execute();
        return "skipped";
      }
      const source = await spendOneSend(trx, r.organization_id, now);
      if (source === null) throw new SendsExhausted();
      await trx.updateTable("comms_campaign_recipients").set({ spent_from: source }).where("id", "=", r.id).execute();
      return { spentFrom: source };
    });
  } catch (err) {
    if (err instanceof SendsExhausted) return "exhausted";
    throw err;
  }
}

/** What became of a claimed recipient: sent, failed for good, or queued again until `until`. */
export type Delivery = { kind: "sent" } | { kind: "failed" } | { kind: "deferred"; window: boolean; until: number };

/**
 * Submits one claimed recipient's message and records the outcome (docs/comms.md, "Sending" and
 * "Deferral"): `sent` with the relay's message id; a permanent refusal (5xx) `failed` with a dead
 * letter; a temporary one (4xx, or no answer) `queued` again — after the relay's window for its
 * pause or allowance, else after a backoff (BACKOFF_MS; past its end, failed). A send is charged
 * only when the relay accepted the message: every other outcome refunds it in the same
 * transaction. At most once: a process that dies during the submission leaves the row `sending`,
 * and it is never submitted again (worker.ts).
 */
export async function deliverRecipient(deps: CampaignDeps, out: Outbox, r: RecipientRow): Promise<Delivery> {
  const token = unsubscribeToken(deps.send.secretKey, { o: r.organization_id, r: r.id });
  const unsubscribeUrl = `${deps.settings.baseUrl()}${UNSUBSCRIBE_PREFIX}${token}`;
  let outcome: { ok: true; id: string | null } | { ok: false; err: unknown };
  try {
    const info = await out.transport.sendMail(
      compose({ ...out, to: r.email, firstName: r.first_name, unsubscribeUrl, campaignId: out.campaign.id }),
    );
    outcome = { ok: true, id: relayMessageId(info.response) };
  } catch (err) {
    outcome = { ok: false, err };
  }
  const now = deps.clock.now().getTime();
  if (outcome.ok) {
    await deps.db
      .updateTable("comms_campaign_recipients")
      .set({
        state: "sent",
        relay_message_id: outcome.id,
        sent_at: now,
        sending_since: null,
        last_error: null,
        not_before: null,
        updated_at: now,
      })
      .where("id", "=", r.id)
      .where("state", "=", "sending")
      .execute();
    return { kind: "sent" };
  }
  return settleRefusal(deps, r, outcome.err, now);
}

async function settleRefusal(deps: CampaignDeps, r: RecipientRow, err: unknown, now: number): Promise<Delivery> {
  const error = `SMTP submission refused: ${err instanceof Error ? err.message : String(err)}`.slice(0, 1000);
  const refused = classifyRefusal(err, now);
  const deferrals = Number(r.deferrals) + (refused.kind === "temporary" ? 1 : 0);
  const giveUp = refused.kind === "permanent" || deferrals > BACKOFF_MS.length;
  const until = refused.kind === "window" ? refused.until : now + (BACKOFF_MS[deferrals - 1] ?? 0);
  await deps.db.transaction().execute(async (trx) => {
    await refundSend(trx, r.organization_id, r.spent_from);
    if (giveUp) {
      const last = refused.kind === "permanent" ? error : `${error} (gave up after ${deferrals} temporary refusals)`;
      return failRecipient(trx, { ...r, spent_from: null }, last, now);
    }
    await trx
      .updateTable("comms_campaign_recipients")
      .set({
        state: "queued",
        spent_from: null,
        sending_since: null,
        last_error: error,
        not_before: refused.kind === "window" ? null : until,
        deferrals,
        updated_at: now,
      })
      .where("id", "=", r.id)
      .where("state", "=", "sending")
      .execute();
  });
  return giveUp ? { kind: "failed" } : { kind: "deferred", window: refused.kind === "window", until };
}
