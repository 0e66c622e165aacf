import { sql } from "kysely";
import type { Trx } from "../support/resource-def";

/** The organization's entitlements with sends left that have started and not expired. */
const liveEntitlements = (trx: Trx, organizationId: string, now: number) =>
  trx
    .selectFrom("comms_entitlements")
    .select("id")
    .where("organization_id", "=", organizationId)
    .where("sends_remaining", ">", 0)
    .where("starts_at", "<=", now)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now)]));

/**
 * Spends one send of the organization, in the caller's transaction (the one that records the
 * recipient as `sending`): the free allowance first, then the live entitlement that expires
 * soonest (passes before top-ups, which never expire). False when nothing is left. Each UPDATE
 * is guarded by its own condition, so two workers cannot spend the same last send. Returns where
 * the send came from ("free" or the entitlement id, kept on the recipient for refundSend), or
 * null when nothing is left.
 */
export async function spendOneSend(trx: Trx, organizationId: string, now: number): Promise<string | null> {
  const free = await trx
    .updateTable("comms_billing_allowances")
    .set({ free_sends_used: sql`free_sends_used + 1` })
    .where("organization_id", "=", organizationId)
    .whereRef("free_sends_used", "<", "free_sends_granted")
    .executeTakeFirst();
  if (Number(free.numUpdatedRows) > 0) return FREE;
  const candidates = await liveEntitlements(trx, organizationId, now)
    .orderBy(sql`case when expires_at is null then 1 else 0 end`)
    .orderBy("expires_at")
    .orderBy("seq")
    .execute();
  for (const c of candidates) {
    const taken = await trx
      .updateTable("comms_entitlements")
      .set({ sends_remaining: sql`sends_remaining - 1` })
      .where("id", "=", c.id)
      .where("sends_remaining", ">", 0)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) > 0) return c.id;
  }
  return null;
}

const FREE = "free";

/**
 * Gives back a send the relay did not accept (a refusal, or no answer at all), to where
 * spendOneSend took it from: sends are charged only for messages the relay accepted.
 */
export async function refundSend(trx: Trx, organizationId: string, source: string | null): Promise<void> {
  if (source === null) return;
  if (source === FREE) {
    await trx
      .updateTable("comms_billing_allowances")
      .set({ free_sends_used: sql`free_sends_used - 1` })
      .where("organization_id", "=", organizationId)
      .where("free_sends_used", ">", 0)
      .execute();
    return;
  }
  await trx
    .updateTable("comms_entitlements")
    .set({ sends_remaining: sql`sends_remaining + 1` })
    .where("organization_id", "=", organizationId)
    .where("id", "=", source)
    .execute();
}

/** Whether the organization has at least one send left now (launch refuses sends_exhausted otherwise). */
export async function hasSends(trx: Trx, organizationId: string, now: number): Promise<boolean> {
  const free = await trx
    .selectFrom("comms_billing_allowances")
    .select(["free_sends_granted", "free_sends_used"])
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  if (free && Number(free.free_sends_used) < Number(free.free_sends_granted)) return true;
  const live = await liveEntitlements(trx, organizationId, now).executeTakeFirst();
  return live !== undefined;
}
