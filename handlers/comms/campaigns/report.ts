import type { CommsvcCampaignReportOutput } from "../../../generated/comms/types";
import { iso } from "../support/deps";
import type { CampaignDeps } from "./deps";
import { EXCLUSIONS, type Exclusion } from "./freeze";
import type { CampaignRow } from "./store";
import { campaignTimeline } from "./timeline";

/** How many excluded members the report names (the counts cover all of them). */
const NAMED_EXCLUSIONS = 100;

export interface Outcomes {
  members: number;
  recipients: number;
  excluded: number;
  exclusions: Record<Exclusion, number>;
  queued: number;
  sent: number;
  deferred: number;
  delivered: number;
  bounced: number;
  failed: number;
  complained: number;
  suppressed: number;
  unsubscribed: number;
  cancelled: number;
}

const zero = (): Outcomes => ({
  members: 0,
  recipients: 0,
  excluded: 0,
  exclusions: Object.fromEntries(EXCLUSIONS.map((e) => [e, 0])) as Record<Exclusion, number>,
  queued: 0,
  sent: 0,
  deferred: 0,
  delivered: 0,
  bounced: 0,
  failed: 0,
  complained: 0,
  suppressed: 0,
  unsubscribed: 0,
  cancelled: 0,
});

/** Adds `n` rows of one (state, skip_reason, refused-before) group to the counts. */
function count(o: Outcomes, row: { state: string; skip_reason: string | null; refused: boolean }, n: number): void {
  o.members += n;
  if (row.state === "excluded") {
    o.excluded += n;
    o.exclusions[row.skip_reason as Exclusion] += n;
    return;
  }
  o.recipients += n;
  if (row.state === "queued" && row.refused) o.deferred += n; // a temporary refusal at submission: retried
  else if (row.state === "queued" || row.state === "sending") o.queued += n;
  else if (row.state === "skipped") {
    if (row.skip_reason === "suppressed") o.suppressed += n;
    else o.unsubscribed += n; // unsubscribed (or consent withdrawn) since launch
  } else if (row.state === "cancelled") o.cancelled += n;
  else if (row.state === "failed") o.failed += n;
  else {
    o.sent += n;
    if (row.state === "delivered") o.delivered += n;
    if (row.state === "deferred") o.deferred += n;
    if (row.state === "bounced") o.bounced += n;
  }
}

/**
 * Per-member outcome counts of one campaign (after reconcile): every audience member at launch is
 * excluded (with its reason) or a recipient, and each recipient is counted by where it stands.
 * `sent` counts every accepted submission.
 */
export async function outcomes(deps: CampaignDeps, campaignId: string): Promise<Outcomes> {
  const rows = await deps.db
    .selectFrom("comms_campaign_recipients")
    .select((eb) => [
      "state",
      "skip_reason",
      eb.case().when("last_error", "is not", null).then(1).else(0).end().as("refused"),
      eb.fn.countAll<number>().as("n"),
    ])
    .where("campaign_id", "=", campaignId)
    .groupBy(["state", "skip_reason", "refused"])
    .execute();
  const o = zero();
  for (const row of rows) count(o, { ...row, refused: Number(row.refused) === 1 }, Number(row.n));
  const marked = (column: "unsubscribed_at" | "complained") =>
    deps.db
      .selectFrom("comms_campaign_recipients")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("campaign_id", "=", campaignId)
      .where(column, column === "complained" ? "=" : "is not", column === "complained" ? 1 : null)
      .executeTakeFirstOrThrow();
  o.unsubscribed += Number((await marked("unsubscribed_at")).n);
  o.complained = Number((await marked("complained")).n);
  return o;
}

const rate = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** commsvc_campaign_report's answer for a reconciled campaign. */
export async function campaignReport(deps: CampaignDeps, c: CampaignRow): Promise<CommsvcCampaignReportOutput> {
  const o = await outcomes(deps, c.id);
  if (c.status === "waiting_for_allowance") {
    // Every recipient not yet sent waits for the relay's next window: deferred, not merely queued.
    o.deferred += o.queued;
    o.queued = 0;
  }
  const named = await deps.db
    .selectFrom("comms_campaign_recipients")
    .select(["contact_id", "skip_reason"])
    .where("campaign_id", "=", c.id)
    .where("state", "=", "excluded")
    .orderBy("seq")
    .limit(NAMED_EXCLUSIONS)
    .execute();
  return {
    campaign_id: c.id,
    status: c.status,
    members: o.members,
    recipients: o.recipients,
    counts: {
      excluded: o.excluded,
      queued: o.queued,
      sent: o.sent,
      delivered: o.delivered,
      deferred: o.deferred,
      bounced: o.bounced,
      failed: o.failed,
      complained: o.complained,
      suppressed: o.suppressed,
      unsubscribed: o.unsubscribed,
    },
    exclusions: o.exclusions,
    excluded_contacts: named.map((r) => ({ contact_id: r.contact_id, reason: r.skip_reason as Exclusion })),
    delivery_rate: rate(o.delivered, o.sent),
    bounce_rate: rate(o.bounced, o.sent),
    complaint_rate: rate(o.complained, o.delivered),
    // Final outcomes: nothing queued or deferred, and every accepted submission delivered or bounced.
    reconciled: c.launched_at !== null && o.queued === 0 && o.deferred === 0 && o.sent === o.delivered + o.bounced,
    timeline: await campaignTimeline(deps, c.id),
    generated_at: iso(deps.clock.now().getTime()),
  };
}
