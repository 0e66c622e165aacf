import type { X402Challenge, X402PaymentPayload } from "../../../generated/comms/types";
import type { PaymentPayload, PaymentRequirements, X402Facilitator } from "../../_shared/x402/facilitator";

export type PaymentCode =
  | "payment_amount_mismatch"
  | "payment_expired"
  | "payment_failed"
  | "payment_invalid"
  | "payment_nonce_used"
  | "payment_unavailable";

export interface PaymentRefusal {
  code: PaymentCode;
  message: string;
  field?: string;
}

const AUTH = "payment.payload.authorization";
/**
 * The facilitator's reasons (@x402/evm's exact scheme error names) as this service's codes,
 * with the payment field they are about. Anything not listed is payment_invalid.
 */
const REASONS: Record<string, [PaymentCode, string | undefined, string]> = {
  invalid_exact_evm_signature: ["payment_invalid", "payment.payload.signature", "the signature is not the payer signing this authorization of the asset"],
  invalid_exact_evm_recipient_mismatch: ["payment_invalid", `${AUTH}.to`, "the authorization pays another address than payTo"],
  invalid_exact_evm_authorization_value: ["payment_amount_mismatch", `${AUTH}.value`, "the authorization is for another amount than maxAmountRequired"],
  invalid_exact_evm_payload_authorization_valid_before: ["payment_expired", `${AUTH}.validBefore`, "the authorization expired (or expires within 6 s)"],
  invalid_exact_evm_payload_authorization_valid_after: ["payment_expired", `${AUTH}.validAfter`, "the authorization is not valid yet"],
  invalid_exact_evm_nonce_already_used: ["payment_nonce_used", `${AUTH}.nonce`, "the authorization's nonce was already used on chain"],
  invalid_exact_evm_insufficient_balance: ["payment_failed", `${AUTH}.from`, "the payer's balance is below the amount"],
  invalid_exact_evm_transaction_simulation_failed: ["payment_failed", undefined, "the transfer would revert on chain"],
  invalid_exact_evm_transaction_failed: ["payment_failed", undefined, "the transfer transaction reverted"],
  invalid_exact_evm_transfer_event_mismatch: ["payment_failed", undefined, "the transaction did not transfer what was authorized"],
};

function refusal(reason: string | undefined, stage: "verify" | "settle", payer: string, where: string): PaymentRefusal {
  const known = reason ? REASONS[reason] : undefined;
  const [code, field, why] = known ?? ["payment_failed" as const, undefined, reason ?? "no reason given"];
  const of = field ? ` (${field})` : "";
  const action = stage === "verify" ? "did not verify" : "did not settle";
  return {
    code: known || stage === "settle" ? code : "payment_invalid",
    field,
    message: `The payment of ${payer} ${action} at the x402 facilitator ${where}: ${why}${of} [${reason ?? "unknown"}]. Nothing was granted or charged.`,
  };
}

export type Settled = { transaction: string; network: string } | { refused: PaymentRefusal; unconfirmed?: boolean };

/** The challenge's first requirement and the payment in @x402/core's types. */
export function x402Of(challenge: X402Challenge, payment: X402PaymentPayload) {
  const requirements = challenge.accepts[0] as unknown as PaymentRequirements;
  return { requirements, payload: payment as unknown as PaymentPayload };
}

/** Verifies `payment` against the challenge at the facilitator; a refusal when it does not verify. */
export async function verifyAt(f: X402Facilitator, challenge: X402Challenge, payment: X402PaymentPayload): Promise<PaymentRefusal | undefined> {
  const { requirements, payload } = x402Of(challenge, payment);
  const payer = payment.payload.authorization.from;
  const verified = await f.verify(payload, requirements).catch((err: Error) => err);
  if (verified instanceof Error || typeof verified?.isValid !== "boolean")
    return { code: "payment_unavailable", message: `The x402 facilitator ${f.where} could not verify the payment (${verified instanceof Error ? verified.message : "no verification result"}); nothing was charged or granted: try again later.` };
  return verified.isValid ? undefined : refusal(verified.invalidReason, "verify", payer, f.where);
}

/**
 * Settles a verified payment: the facilitator submits transferWithAuthorization and waits for
 * its receipt. `unconfirmed` when it threw: the transfer may or may not have happened.
 */
export async function settleAt(f: X402Facilitator, challenge: X402Challenge, payment: X402PaymentPayload): Promise<Settled> {
  const { requirements, payload } = x402Of(challenge, payment);
  const payer = payment.payload.authorization.from;
  const settled = await f.settle(payload, requirements).catch((err: Error) => err);
  if (settled instanceof Error)
    return {
      unconfirmed: true,
      refused: { code: "payment_unavailable", message: `The x402 facilitator ${f.where} did not confirm the settlement (${settled.message}).` },
    };
  if (!settled.success || !/^0x[0-9a-fA-F]{64}$/.test(settled.transaction ?? ""))
    return { refused: refusal(settled.errorReason ?? undefined, "settle", payer, f.where) };
  return { transaction: settled.transaction.toLowerCase(), network: settled.network };
}
