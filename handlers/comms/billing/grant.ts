import type { Kysely } from "kysely";
import type { CommsTables, EntitlementsTable, PurchasesTable } from "../migrations";
import { recordAudit } from "../support/audit-log";
import type { Principal } from "../support/guard";

type Purchase = Omit<PurchasesTable, "seq">;
type Entitlement = Omit<EntitlementsTable, "seq">;
const DAY_MS = 86_400_000;

/**
 * Grants a `settling` purchase whose transfer `transaction` is confirmed on chain: in one
 * transaction the purchase becomes `settled` (only if it still is `settling`), its entitlement is
 * written with the hash, and the audit event `billing.purchase`. Undefined when another call
 * already granted it (its result is then the caller's replay).
 */
export async function grantSettled(
  db: Kysely<CommsTables>,
  who: Principal,
  purchase: Purchase,
  plan: { sends: number; days: number | null },
  transaction: string,
): Promise<Entitlement | undefined> {
  const at = Number(purchase.created_at);
  const ent: Entitlement = {
    id: purchase.entitlement_id,
    organization_id: purchase.organization_id,
    kind: purchase.action,
    sends_granted: plan.sends,
    sends_remaining: plan.sends,
    purchased_at: at,
    starts_at: at,
    expires_at: plan.days === null ? null : at + plan.days * DAY_MS,
    transaction_hash: transaction,
  };
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("comms_purchases")
      .set({ settlement: "settled", transaction_hash: transaction })
      .where("id", "=", purchase.id)
      .where("settlement", "=", "settling")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return undefined;
    await trx.insertInto("comms_entitlements").values(ent).execute();
    await recordAudit(trx, who, at, {
      action: "billing.purchase",
      target_type: "entitlement",
      target_id: ent.id,
      details: { purchase_id: purchase.id, kind: ent.kind, sends: plan.sends, amount: purchase.amount, payer: purchase.payer, transaction_hash: transaction },
    });
    return ent;
  });
}
