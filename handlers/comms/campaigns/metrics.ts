import type { Kysely } from "kysely";
import { observeGauge } from "mcpforge/runtime";
import type { CommsTables } from "../migrations";

/**
 * The campaign sender's backlog while metrics are on (docs/operations.md): recipients queued and
 * not yet sent, over every campaign and organization (mcpforge.campaigns.queue.depth). Returns the
 * function that stops observing; a no-op when metrics are off.
 */
export function observeCampaignQueue(db: Kysely<CommsTables>): () => void {
  const stop = observeGauge("mcpforge.campaigns.queue.depth", { description: "Campaign recipients queued and not yet sent" }, async () => {
    const row = await db.selectFrom("comms_campaign_recipients").select(db.fn.countAll<number>().as("n")).where("state", "=", "queued").executeTakeFirst();
    return [{ value: Number(row?.n ?? 0) }];
  });
  return stop ?? (() => undefined);
}
