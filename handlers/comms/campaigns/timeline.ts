import type { CommsvcCampaignReportOutput } from "../../../generated/comms/types";
import { relayEvents } from "../senders/relay";
import { iso } from "../support/deps";
import type { CampaignDeps } from "./deps";
import { hardBounce } from "./reconcile";
import type { RecipientRow } from "./deliver";

export type Timeline = CommsvcCampaignReportOutput["timeline"];
type Series = "sent" | "delivered" | "bounced" | "complained" | "unsubscribed";
type Moment = [Series, number];
type Row = Pick<RecipientRow, "seq" | "state" | "skip_reason" | "relay_message_id" | "email" | "sent_at" | "unsubscribed_at" | "complained" | "updated_at">;

/** At most this many buckets: the bucket width grows with the campaign's span. */
export const MAX_BUCKETS = 60;
const MINUTE = 60_000;
const WIDTHS = [1, 5, 15, 60, 360, 1440, 10_080].map((m) => m * MINUTE);
const CHUNK = 500;
/** Recipient states `sent` counts (report.ts count(): accepted by the relay). */
const SUBMITTED = new Set(["sent", "delivered", "deferred", "bounced"]);
const BASIS =
  "When each of the five counts took each recipient: sent at the relay's acceptance (sent_at); delivered, bounced and complained at the relay's event for that message and recipient (the recipient's last update when the relay keeps no event); unsubscribed at the unsubscribe (unsubscribed_at), or when a recipient was skipped at send time for having unsubscribed. Counts per bucket, not cumulative; the buckets add up to counts.";

/**
 * Each recipient's moments, mirroring report.ts count() so the buckets sum to the snapshot: `last`
 * gives the newest relay event of a type for the recipient's message.
 */
function moments(r: Row, last: (type: string) => number | undefined): Moment[] {
  const at = (t: number | null | undefined) => Number(t ?? r.updated_at);
  const out: Moment[] = [];
  if (r.state === "skipped" && r.skip_reason !== "suppressed") out.push(["unsubscribed", Number(r.updated_at)]);
  if (SUBMITTED.has(r.state)) {
    out.push(["sent", at(r.sent_at)]);
    if (r.state === "delivered" || r.state === "bounced") out.push([r.state, at(last(r.state))]);
  }
  if (r.unsubscribed_at !== null) out.push(["unsubscribed", Number(r.unsubscribed_at)]);
  if (Number(r.complained) === 1) out.push(["complained", at(last("complained"))]);
  return out;
}

/** The newest occurred_at per (message, recipient, event type) of these rows' relay events. */
async function eventTimes(deps: CampaignDeps, rows: Row[]): Promise<Map<string, number>> {
  const ids = rows.filter((r) => r.relay_message_id !== null && (r.state === "delivered" || r.state === "bounced" || Number(r.complained) === 1));
  const times = new Map<string, number>();
  for (const raw of await relayEvents(deps.db, [...new Set(ids.map((r) => r.relay_message_id as string))])) {
    const e = hardBounce(raw);
    times.set(`${e.message_id} ${e.recipient.toLowerCase()} ${e.type}`, Number(e.occurred_at));
  }
  return times;
}

/** The campaign's sent, delivered, bounced, complained and unsubscribed over time, read in chunks of recipients. */
export async function campaignTimeline(deps: CampaignDeps, campaignId: string): Promise<Timeline> {
  const all: Moment[] = [];
  for (let after = -1; ; ) {
    const rows = (await deps.db
      .selectFrom("comms_campaign_recipients")
      .select(["seq", "state", "skip_reason", "relay_message_id", "email", "sent_at", "unsubscribed_at", "complained", "updated_at"])
      .where("campaign_id", "=", campaignId)
      .where("seq", ">", after)
      .orderBy("seq")
      .limit(CHUNK)
      .execute()) as Row[];
    if (rows.length === 0) break;
    const times = await eventTimes(deps, rows);
    for (const r of rows) all.push(...moments(r, (type) => times.get(`${r.relay_message_id} ${r.email.toLowerCase()} ${type}`)));
    after = Number(rows[rows.length - 1]!.seq);
  }
  return bucketed(all);
}

/** Buckets of the smallest width in WIDTHS (else whole weeks) that fits the span in MAX_BUCKETS, aligned to UTC. */
export function bucketed(moments: readonly Moment[]): Timeline {
  if (moments.length === 0) return { bucket_seconds: WIDTHS[0]! / 1000, buckets: [], basis: BASIS };
  let [lo, hi] = [Infinity, -Infinity];
  for (const [, t] of moments) [lo, hi] = [Math.min(lo, t), Math.max(hi, t)];
  const fits = (w: number) => Math.floor(hi / w) - Math.floor(lo / w) < MAX_BUCKETS;
  const week = WIDTHS[WIDTHS.length - 1]!;
  const width = WIDTHS.find(fits) ?? week * Math.ceil((hi - lo + 1) / week / (MAX_BUCKETS - 1));
  const first = Math.floor(lo / width);
  const buckets = Array.from({ length: Math.floor(hi / width) - first + 1 }, (_, i) => ({ start: iso((first + i) * width), sent: 0, delivered: 0, bounced: 0, complained: 0, unsubscribed: 0 }));
  for (const [series, t] of moments) buckets[Math.floor(t / width) - first]![series]++;
  return { bucket_seconds: width / 1000, buckets, basis: BASIS };
}
