import type { CommsBillingHandlers } from "../../generated/comms/server";
import { presentEntitlement } from "./billing/present";
import { purchaseHandler } from "./billing/purchase";
import type { CommsDeps } from "./support/deps";
import { principal } from "./support/guard";

/** x402 payments are made in USDC on Base (docs/comms.md, "Billing"). */
export const PAYMENT_NETWORK = "base";
export const PAYMENT_ASSET = "USDC";

/**
 * billing_catalog (anonymous) shows the configured price list; billing reads what an organization
 * can send: its free allowance (COMMS_FREE_SENDS at creation) plus the unexpired sends of its
 * purchased entitlements. billing_purchase (x402) is in billing/purchase.ts.
 */
export function billingHandlers(deps: CommsDeps) {
  const { db, clock, settings } = deps;
  const p = settings.plans;
  return {
    async commsvc_billing_catalog() {
      return {
        network: PAYMENT_NETWORK,
        asset: PAYMENT_ASSET,
        plans: [
          {
            action: "pass" as const,
            name: "Pass",
            description: `${p.passSends} sends within ${p.passDays} days of purchase.`,
            price: p.passPrice,
            sends: p.passSends,
            valid_days: p.passDays,
          },
          {
            action: "topup" as const,
            name: "Top-up",
            description: `${p.topupSends} sends, valid until used.`,
            price: p.topupPrice,
            sends: p.topupSends,
            valid_days: null,
          },
        ],
      };
    },
    async commsvc_billing(_args, ctx) {
      const who = principal(ctx);
      const now = clock.now().getTime();
      const free = await db
        .selectFrom("comms_billing_allowances")
        .selectAll()
        .where("organization_id", "=", who.organizationId)
        .executeTakeFirst();
      const rows = await db
        .selectFrom("comms_entitlements")
        .selectAll()
        .where("organization_id", "=", who.organizationId)
        .orderBy("seq")
        .execute();
      const live = (e: (typeof rows)[number]) =>
        Number(e.starts_at) <= now && (e.expires_at === null || Number(e.expires_at) > now);
      const purchased = rows.filter(live).reduce((sum, e) => sum + Number(e.sends_remaining), 0);
      const freeLeft = free ? Math.max(0, Number(free.free_sends_granted) - Number(free.free_sends_used)) : 0;
      return {
        organization_id: who.organizationId,
        available_sends: freeLeft + purchased,
        entitlements: rows.map(presentEntitlement),
      };
    },
    commsvc_billing_purchase: purchaseHandler(deps),
  } satisfies CommsBillingHandlers;
}
