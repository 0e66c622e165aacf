import type { Campaign, CommsvcCampaignLaunchInput } from "../../../generated/comms/types";
import { launchRecipientsCost } from "../quota/costs";
import { chargeHeavy } from "../quota/charge";
import { recordAudit } from "../support/audit-log";
import type { Principal } from "../support/guard";
import { freezeRecipients } from "./freeze";
import type { Ctx, Trx } from "../support/resource-def";
import { LAUNCH_QUEUE, SEND_QUEUE, type CampaignDeps, type CampaignJob } from "./deps";
import { holdForRelay, OPEN, type Gate } from "./relay-gate";
import { relayConfigured } from "./smtp";
import { hasSends } from "./spend";
import { domainNotActive, findCampaign, sendingDomain, showCampaign, type CampaignRow } from "./store";

/** A campaign's content: campaign_update changes it only in a draft; a launch freezes it as it read it. */
export const CONTENT = ["name", "domain_id", "audience_id", "template_id", "template_version"] as const;

/**
 * Moves `c` on, in the caller's transaction, from the status and content it was read with; false
 * when another call (campaign_update: a cancel, or an edit of the draft) committed since, which
 * the launch lock does not keep out. Then nothing may be written on the strength of that read.
 * On PostgreSQL the row stays locked to the end of the transaction: such a call waits, then
 * finds the status changed.
 */
async function moveOn(trx: Trx, c: CampaignRow, next: Partial<CampaignRow>): Promise<boolean> {
  let q = trx.updateTable("comms_campaigns").set(next).where("id", "=", c.id).where("status", "=", c.status);
  for (const k of CONTENT) q = q.where(k, "=", c[k]);
  return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
}

/**
 * draft|scheduled → sending: freezes the recipients; paused (sends_exhausted) when none is left.
 * Undefined, having written nothing, when the campaign changed since `c` was read (moveOn).
 */
async function startSending(trx: Trx, c: CampaignRow, now: number): Promise<(CampaignRow & { frozen: number }) | undefined> {
  if (!(await moveOn(trx, c, { status: "sending", status_reason: null, launched_at: now, updated_at: now })))
    return undefined;
  const { queued: recipients, frozen } = await freezeRecipients(trx, c, now);
  const broke = recipients > 0 && !(await hasSends(trx, c.organization_id, now));
  const next: Partial<CampaignRow> = {
    status: recipients === 0 ? "completed" : broke ? "paused" : "sending",
    status_reason: broke ? "sends_exhausted: no available sends; buy a pass or top-up, then resume" : null,
    launched_at: now,
    updated_at: now,
  };
  await trx.updateTable("comms_campaigns").set(next).where("id", "=", c.id).execute();
  return { ...c, ...next, frozen };
}

/** commsvc_campaign_launch: idempotent per (organization, idempotency_key). */
export async function launchCampaign(
  deps: CampaignDeps,
  ctx: Ctx,
  who: Principal,
  args: CommsvcCampaignLaunchInput,
): Promise<Campaign> {
  const now = deps.clock.now().getTime();
  const scheduledFor = args.scheduled_for === undefined ? null : Date.parse(args.scheduled_for);
  const result = await deps.storage.serialized(`comms-launch:${who.organizationId}`, async (db) => {
    const trx = db as Trx;
    const prior = await trx
      .selectFrom("comms_campaign_launches")
      .selectAll()
      .where("organization_id", "=", who.organizationId)
      .where("idempotency_key", "=", args.idempotency_key)
      .executeTakeFirst();
    if (prior) {
      if (
        prior.campaign_id !== args.campaign_id ||
        (prior.scheduled_for === null ? null : Number(prior.scheduled_for)) !== scheduledFor
      )
        throw ctx.error(
          "idempotency_conflict",
          `idempotency_key was already used to launch ${prior.campaign_id}${prior.scheduled_for === null ? "" : " with another scheduled_for"}; use a new key (idempotency_key).`,
        );
      return { campaign: JSON.parse(prior.result) as Campaign, started: false };
    }
    const c = await findCampaign(trx, who.organizationId, args.campaign_id);
    if (!c)
      throw ctx.error(
        "not_found",
        `No campaign ${JSON.stringify(args.campaign_id)} in this organization (campaign_id).`,
      );
    if (c.status !== "draft")
      throw ctx.error(
        "invalid_status_transition",
        `Campaign ${c.id} is ${c.status}, not a draft: it was launched already (campaign_id).`,
      );
    if (scheduledFor !== null && scheduledFor <= now)
      throw ctx.error(
        "scheduled_for_in_past",
        `scheduled_for ${args.scheduled_for} is not in the future (scheduled_for).`,
      );
    if (!relayConfigured(deps))
      throw ctx.error(
        "relay_not_configured",
        "Campaign mail has nowhere to go: EMAIL_SUBMISSION_SMTP is off and no e-mail relay runs in this process. Serve comms and email in one host, set EMAIL_SUBMISSION_SMTP to the relay's submission address, or set COMMS_SMTP_URL.",
      );
    const domain = await sendingDomain(trx, who.organizationId, c.domain_id);
    if (!domain?.active) throw ctx.error("domain_not_active", domainNotActive(domain?.name ?? c.domain_id));
    if (scheduledFor === null && !(await hasSends(trx, who.organizationId, now)))
      throw ctx.error(
        "sends_exhausted",
        "The organization has no available sends: buy a pass or top-up with commsvc_billing_purchase.",
      );
    const scheduled = { status: "scheduled" as const, scheduled_for: scheduledFor, updated_at: now };
    let launched: (CampaignRow & { frozen: number }) | undefined;
    if (scheduledFor === null) launched = await startSending(trx, c, now);
    else if (await moveOn(trx, c, scheduled)) launched = { ...c, ...scheduled, frozen: 0 };
    if (!launched)
      throw ctx.error(
        "invalid_status_transition",
        `Campaign ${c.id} was changed by another call while it was being launched (cancelled or edited); read it again (campaign_id).`,
      );
    const { frozen, ...row } = launched;
    const shown = showCampaign(row);
    await trx
      .insertInto("comms_campaign_launches")
      .values({
        organization_id: who.organizationId,
        idempotency_key: args.idempotency_key,
        campaign_id: c.id,
        scheduled_for: scheduledFor,
        result: JSON.stringify(shown),
        created_at: now,
      })
      .execute();
    await recordAudit(trx, who, now, {
      action: scheduledFor === null ? "campaign.launch" : "campaign.schedule",
      target_type: "campaign",
      target_id: c.id,
      details: { status: launched.status, scheduled_for: args.scheduled_for ?? null },
    });
    return { campaign: shown, started: true, frozen };
  });
  if (!result.started) return result.campaign;
  chargeHeavy(launchRecipientsCost(result.frozen ?? 0));
  const { campaign, gate } = await holdForRelay(deps, result.campaign, who.organizationId, args.idempotency_key);
  await enqueueCampaign(deps, campaign, who.organizationId, gate);
  return campaign;
}

/** The job that follows a launch: the scheduled launch at its time, or the sending worker now. */
export async function enqueueCampaign(deps: CampaignDeps, c: Campaign, organizationId: string, gate: Gate = OPEN): Promise<void> {
  const job: CampaignJob = { organization_id: organizationId, campaign_id: c.campaign_id };
  if (c.status === "scheduled" && c.scheduled_for)
    await deps.storage.jobs.enqueue(LAUNCH_QUEUE, job, {
      runAt: new Date(c.scheduled_for),
      key: `comms-launch:${c.campaign_id}`,
    });
  else if (c.status === "sending") await deps.storage.jobs.enqueue(SEND_QUEUE, job);
  else if (c.status === "waiting_for_allowance")
    await deps.storage.jobs.enqueue(SEND_QUEUE, job, gate.open ? {} : { runAt: new Date(gate.until) });
}

/** The durable scheduled launch: acts only while the campaign is still `scheduled` (safe to run twice). */
export async function runScheduledLaunch(deps: CampaignDeps, job: CampaignJob): Promise<void> {
  const now = deps.clock.now().getTime();
  const started = await deps.storage.serialized(`comms-launch:${job.organization_id}`, async (db) => {
    const trx = db as Trx;
    const c = await findCampaign(trx, job.organization_id, job.campaign_id);
    if (!c || c.status !== "scheduled") return null;
    if (c.scheduled_for !== null && Number(c.scheduled_for) > now) return null; // rescheduled later
    const launched = await startSending(trx, c, now);
    if (!launched) return null; // cancelled since it was read
    await recordAudit(trx, { organizationId: c.organization_id, apiKeyId: null } as unknown as Principal, now, {
      action: "campaign.launch",
      target_type: "campaign",
      target_id: c.id,
      details: { status: launched.status, scheduled: true },
    });
    return launched;
  });
  if (!started) return;
  chargeHeavy(launchRecipientsCost(started.frozen)); // to the organization's budget (index.ts)
  const { campaign, gate } = await holdForRelay(deps, showCampaign(started), job.organization_id);
  await enqueueCampaign(deps, campaign, job.organization_id, gate);
}
