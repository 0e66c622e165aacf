import { createHash } from "node:crypto";
import type {
  CommsvcBillingPurchaseInput,
  CommsvcBillingPurchaseOutput,
  X402PaymentPayload,
} from "../../../generated/comms/types";
import type { RequestContext } from "mcpforge/runtime";
import { isUniqueViolation } from "mcpforge/platform/storage";
import type { EntitlementsTable, PurchasesTable } from "../migrations";
import type { CommsDeps } from "../support/deps";
import { principal, type Principal } from "../support/guard";
import { newId } from "../support/keys";
import { presentEntitlement } from "./present";
import { settleAt, verifyAt, type PaymentCode } from "./settle";
import { grantSettled } from "./grant";
import { BASE_USDC, challengeFor } from "./x402";
import { isAddressEqual, parseUnits } from "./viem";

type Ctx = RequestContext<"idempotency_conflict" | PaymentCode>;
type Purchase = Omit<PurchasesTable, "seq">;

/** A payment's fingerprint: the same payment sent again is a replay, another one a conflict. */
function paymentHash(p: X402PaymentPayload): string {
  const a = p.payload.authorization;
  const canonical = [
    p.x402Version,
    p.scheme,
    p.network,
    a.from,
    a.to,
    a.value,
    a.validAfter,
    a.validBefore,
    a.nonce,
    p.payload.signature,
  ];
  return createHash("sha256")
    .update(JSON.stringify(canonical.map((v) => String(v).toLowerCase())))
    .digest("hex");
}

/**
 * billing_purchase (x402 v1, scheme exact, USDC on base). Without `payment` it answers the
 * challenge and writes nothing. With one: refused with payment_unavailable when no facilitator is
 * configured; else the nonce must be unused here, the facilitator verifies the payment
 * (billing/settle.ts), the purchase is claimed as `settling` (which takes the key and the nonce),
 * the facilitator settles it on chain, and only then the entitlement (with the transaction hash),
 * the settled purchase and the audit event are written in one transaction. A settlement that
 * fails releases the claim. Per organization and idempotency key this happens once: the same key
 * with the same action (and the same payment, or none) replays the result; anything else under
 * that key is idempotency_conflict.
 */
export function purchaseHandler(deps: CommsDeps) {
  const { db, clock, settings } = deps;
  const plan = (action: "pass" | "topup") =>
    action === "pass"
      ? {
          price: settings.plans.passPrice,
          sends: settings.plans.passSends,
          days: settings.plans.passDays as number | null,
        }
      : { price: settings.plans.topupPrice, sends: settings.plans.topupSends, days: null };

  /** A claimed purchase's transfer on chain, when the facilitator can look (its process may have died mid-settlement). */
  const settlementOf = async (payTo: string, payment: X402PaymentPayload) => {
    const a = payment.payload.authorization;
    if (!isAddressEqual(a.to as `0x${string}`, payTo as `0x${string}`)) return undefined;
    return settings.x402.facilitator?.findSettlement?.(BASE_USDC, a).catch(() => undefined);
  };

  async function replay(ctx: Ctx, who: Principal, args: CommsvcBillingPurchaseInput): Promise<CommsvcBillingPurchaseOutput | undefined> {
    const done = await db
      .selectFrom("comms_purchases")
      .selectAll()
      .where("organization_id", "=", who.organizationId)
      .where("idempotency_key", "=", args.idempotency_key)
      .executeTakeFirst();
    if (!done) return undefined;
    if (done.action !== args.action || (args.payment && paymentHash(args.payment) !== done.payment_hash))
      throw ctx.error(
        "idempotency_conflict",
        `The idempotency_key already completed purchase ${done.id} (${done.action}) with another ${done.action !== args.action ? "action" : "payment"}; use a new key (idempotency_key).`,
      );
    if (done.settlement === "settling" && args.payment) {
      const found = await settlementOf(done.pay_to, args.payment);
      if (found) {
        await grantSettled(db, who, done, plan(done.action), found);
        return replay(ctx, who, args);
      }
    }
    if (done.settlement === "settling")
      throw ctx.error(
        "payment_unavailable",
        `Purchase ${done.id} under this idempotency_key is being settled, or its settlement was not confirmed by the x402 facilitator; nothing is granted until it is (idempotency_key).`,
      );
    const ent = await db
      .selectFrom("comms_entitlements")
      .selectAll()
      .where("id", "=", done.entitlement_id)
      .executeTakeFirst();
    return completed(done, ent);
  }

  const completed = (p: Purchase, ent: Omit<EntitlementsTable, "seq"> | undefined): CommsvcBillingPurchaseOutput => ({
    action: p.action,
    status: "completed",
    challenge: null,
    entitlement: ent ? presentEntitlement(ent) : null,
    purchase_id: p.id,
  });

  return async function commsvc_billing_purchase(
    args: CommsvcBillingPurchaseInput,
    ctx: Ctx,
  ): Promise<CommsvcBillingPurchaseOutput> {
    const who = principal(ctx);
    const earlier = await replay(ctx, who, args);
    if (earlier) return earlier;
    const p = plan(args.action);
    const challenge = challengeFor({
      action: args.action,
      price: p.price,
      description: `${args.action === "pass" ? "Pass" : "Top-up"}: ${p.sends} sends for organization ${who.organizationId}`,
      payTo: settings.x402.payTo,
      resource: `${settings.baseUrl()}/comms/mcp#commsvc_billing_purchase/${args.action}`,
    });
    if (!args.payment)
      return { action: args.action, status: "payment_required", challenge, entitlement: null, purchase_id: null };
    const payment = args.payment;
    const facilitator = settings.x402.facilitator;
    if (!facilitator)
      throw ctx.error(
        "payment_unavailable",
        "This server has no x402 facilitator configured (COMMS_X402_FACILITATOR_URL, or COMMS_X402_RPC_URL and COMMS_X402_FACILITATOR_KEY), so it cannot settle payments; nothing was charged or granted (payment).",
        { field: "payment" },
      );
    const amount = parseUnits(p.price, 6).toString();
    const now = clock.now().getTime();
    const a = payment.payload.authorization;
    const nonceUsed = () =>
      db
        .selectFrom("comms_purchases")
        .select("id")
        .where("payer", "=", a.from.toLowerCase())
        .where("nonce", "=", a.nonce.toLowerCase())
        .executeTakeFirst();
    const refuseNonce = () =>
      ctx.error(
        "payment_nonce_used",
        `The authorization nonce ${a.nonce} of ${a.from} was already used by an earlier purchase (payment.payload.authorization.nonce); sign a new authorization.`,
      );
    /**
     * The nonce is taken. By this very purchase when a racing call with the same key and payment
     * committed after this call's replay check: replay that one. Otherwise by another purchase.
     */
    const takenNonce = async () => {
      if (!(await nonceUsed())) return undefined;
      const raced = await replay(ctx, who, args);
      if (raced) return raced;
      throw refuseNonce();
    };
    const taken = await takenNonce();
    if (taken) return taken;
    const refused = await verifyAt(facilitator, challenge, payment);
    if (refused) {
      // Used on chain: by this very purchase when a racing call with the same key settled it.
      const raced = refused.code === "payment_nonce_used" ? await replay(ctx, who, args) : undefined;
      if (raced) return raced;
      throw ctx.error(refused.code, refused.message, refused.field ? { field: refused.field } : undefined);
    }
    const purchase: Purchase = {
      id: newId("pur"),
      organization_id: who.organizationId,
      idempotency_key: args.idempotency_key,
      action: args.action,
      payment_hash: paymentHash(payment),
      payer: a.from.toLowerCase(),
      nonce: a.nonce.toLowerCase(),
      amount,
      pay_to: settings.x402.payTo,
      entitlement_id: newId("ent"),
      created_at: now,
      settlement: "settling",
      transaction_hash: null,
    };
    try {
      await db.insertInto("comms_purchases").values(purchase).execute();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // A racing call took the key (replay or conflict) or the nonce first.
      const raced = (await replay(ctx, who, args)) ?? (await takenNonce());
      if (raced) return raced;
      throw err;
    }
    const settled = await settleAt(facilitator, challenge, payment);
    if ("refused" in settled) {
      // Unconfirmed: the transfer may have happened, so the claim stays (replays say so).
      if (!settled.unconfirmed) await db.deleteFrom("comms_purchases").where("id", "=", purchase.id).execute();
      throw ctx.error(settled.refused.code, settled.refused.message, settled.refused.field ? { field: settled.refused.field } : undefined);
    }
    const ent = await grantSettled(db, who, purchase, p, settled.transaction);
    if (!ent) return (await replay(ctx, who, args))!; // a replay found the settlement first and granted it
    return completed(purchase, ent);
  };
}
