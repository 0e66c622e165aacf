import type { Logger } from "pino";
import type { X402Challenge, X402PaymentPayload } from "../../../generated/comms/types";
import { getAddress, isAddress, isAddressEqual, parseUnits, verifyTypedData } from "./viem";

/** USDC on Base (chain 8453) and its EIP-712 domain, as x402's exact scheme names them. */
export const BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
const USDC_DOMAIN = { name: "USD Coin", version: "2", chainId: 8453, verifyingContract: BASE_USDC } as const;
/** EIP-3009 transferWithAuthorization as EIP-712 types. */
export const TRANSFER_WITH_AUTHORIZATION = [
  { name: "from", type: "address" },
  { name: "to", type: "address" },
  { name: "value", type: "uint256" },
  { name: "validAfter", type: "uint256" },
  { name: "validBefore", type: "uint256" },
  { name: "nonce", type: "bytes32" },
] as const;
/** How long a payer has to answer the challenge (x402 maxTimeoutSeconds). */
export const MAX_TIMEOUT_SECONDS = 300;
/** validBefore must leave this margin (seconds), as x402's facilitator requires for settlement time. */
const VALID_BEFORE_MARGIN_S = 6;
/**
 * Where payments go when COMMS_X402_PAY_TO is not set: the first account of the Hardhat/Anvil
 * development mnemonic, whose key is public. Announced as such in the start-up log.
 */
export const DEV_PAY_TO = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

export interface X402Settings {
  payTo: string;
  devPayTo: boolean;
}

/** COMMS_X402_PAY_TO (an EVM address), or the development address with a warning in the log. */
export function x402SettingsFrom(env: Readonly<Record<string, string | undefined>>, logger: Logger): X402Settings {
  const raw = env.COMMS_X402_PAY_TO?.trim();
  if (!raw) {
    logger.warn(
      { pay_to: DEV_PAY_TO },
      "comms: COMMS_X402_PAY_TO is not set; x402 challenges name a DEVELOPMENT address whose private key is public. Set it to your own address before taking payments.",
    );
    return { payTo: DEV_PAY_TO, devPayTo: true };
  }
  if (!isAddress(raw, { strict: false }))
    throw new Error(`COMMS_X402_PAY_TO must be an EVM address (0x and 40 hex characters), got "${raw}"`);
  return { payTo: getAddress(raw), devPayTo: false };
}

/** The x402 v1 challenge for buying `action` at `price` (USDC decimal string). */
export function challengeFor(r: {
  action: string;
  price: string;
  description: string;
  payTo: string;
  resource: string;
}): X402Challenge {
  return {
    x402Version: 1,
    error:
      "payment required: repeat commsvc_billing_purchase with the same idempotency_key and the signed payment in payment",
    accepts: [
      {
        scheme: "exact",
        network: "base",
        maxAmountRequired: parseUnits(r.price, 6).toString(),
        resource: r.resource,
        description: r.description,
        mimeType: "application/json",
        payTo: r.payTo,
        maxTimeoutSeconds: MAX_TIMEOUT_SECONDS,
        asset: BASE_USDC,
        extra: { name: USDC_DOMAIN.name, version: USDC_DOMAIN.version },
      },
    ],
  };
}

export type PaymentRefusal = {
  code: "payment_amount_mismatch" | "payment_expired" | "payment_invalid";
  message: string;
  field: string;
};

/**
 * Verifies a payment against the requirement the challenge stated: recipient, exact amount,
 * validity window on the injected clock (`nowMs`), then the EIP-712 signature of the
 * authorization by its `from` address under USDC-on-Base's domain. The nonce's single use is the
 * caller's to check (it needs the database). Nothing is settled on chain.
 */
export async function verifyPayment(
  payment: X402PaymentPayload,
  req: { payTo: string; amount: string },
  nowMs: number,
): Promise<PaymentRefusal | undefined> {
  const a = payment.payload.authorization;
  const at = (f: string) => `payment.payload.authorization.${f}`;
  if (!isAddressEqual(a.to as `0x${string}`, req.payTo as `0x${string}`))
    return {
      code: "payment_invalid",
      field: at("to"),
      message: `The payment pays ${a.to}, not payTo ${req.payTo} (${at("to")}).`,
    };
  if (BigInt(a.value) !== BigInt(req.amount))
    return {
      code: "payment_amount_mismatch",
      field: at("value"),
      message: `The payment authorizes ${a.value} USDC atomic units; the challenge asks exactly ${req.amount} (${at("value")}).`,
    };
  const now = BigInt(Math.floor(nowMs / 1000));
  if (BigInt(a.validAfter) > now)
    return {
      code: "payment_expired",
      field: at("validAfter"),
      message: `The payment is not valid before ${a.validAfter} (unix seconds); it is ${now} now (${at("validAfter")}).`,
    };
  if (BigInt(a.validBefore) <= now + BigInt(VALID_BEFORE_MARGIN_S))
    return {
      code: "payment_expired",
      field: at("validBefore"),
      message: `The payment expired at ${a.validBefore} (unix seconds; at least ${VALID_BEFORE_MARGIN_S} s must remain); it is ${now} now (${at("validBefore")}).`,
    };
  const valid = await verifyTypedData({
    address: a.from as `0x${string}`,
    domain: USDC_DOMAIN,
    types: { TransferWithAuthorization: TRANSFER_WITH_AUTHORIZATION },
    primaryType: "TransferWithAuthorization",
    message: {
      from: a.from as `0x${string}`,
      to: a.to as `0x${string}`,
      value: BigInt(a.value),
      validAfter: BigInt(a.validAfter),
      validBefore: BigInt(a.validBefore),
      nonce: a.nonce as `0x${string}`,
    },
    signature: payment.payload.signature as `0x${string}`,
  }).catch(() => false);
  if (!valid)
    return {
      code: "payment_invalid",
      field: "payment.payload.signature",
      message: `The signature is not ${a.from} signing this transferWithAuthorization of USDC on base (payment.payload.signature).`,
    };
  return undefined;
}
