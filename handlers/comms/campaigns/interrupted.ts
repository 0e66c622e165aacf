import type { CampaignDeps } from "./deps";
import { failRecipient, type RecipientRow } from "./deliver";

/**
 * Recipients left `sending` (docs/comms.md, "At most once"). Only a process that died during the
 * SMTP submission leaves one for long: a worker run records its own outcome before it ends, and
 * one process runs its jobs one at a time, so a run never meets a send of its own process still
 * in flight. A row counts as interrupted once it has been `sending` for COMMS_SEND_INTERRUPTED_MS
 * (`sending_since + interruptedAfterMs <= now`); until then it may still be another process's
 * live send.
 */

const INTERRUPTED =
  "interrupted: the process stopped during the SMTP submission; not retried so the message cannot arrive twice";

/**
 * Marks the campaign's interrupted recipients failed, each with a dead letter (replayable by a
 * person) rather than sending them a second time: at most once.
 */
export async function failInterrupted(deps: CampaignDeps, campaignId: string, now: number): Promise<void> {
  const stale = await deps.db
    .selectFrom("comms_campaign_recipients")
    .selectAll()
    .where("campaign_id", "=", campaignId)
    .where("state", "=", "sending")
    // (a row without sending_since cannot be dated, so it cannot be waited for either)
    .where((eb) =>
      eb.or([eb("sending_since", "is", null), eb("sending_since", "<=", now - deps.send.interruptedAfterMs)]),
    )
    .execute();
  for (const r of stale)
    await deps.db.transaction().execute((trx) => failRecipient(trx, r as RecipientRow, INTERRUPTED, now));
}

/**
 * When the campaign's oldest recipient still `sending` counts as interrupted (storage clock), or
 * null when none is `sending`. A run that ends with such a row schedules the next run for then,
 * so the row is settled (sent by its live process, or failed by failInterrupted) and reported.
 */
export async function interruptedDue(deps: CampaignDeps, campaignId: string): Promise<number | null> {
  const row = await deps.db
    .selectFrom("comms_campaign_recipients")
    .select((eb) => eb.fn.min("sending_since").as("since"))
    .where("campaign_id", "=", campaignId)
    .where("state", "=", "sending")
    .executeTakeFirst();
  if (row?.since === null || row?.since === undefined) return null;
  return Number(row.since) + deps.send.interruptedAfterMs;
}
