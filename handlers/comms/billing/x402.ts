import type { Logger } from "pino";
import type { X402Challenge } from "../../../generated/comms/types";
import type { PaymentRequiredV1 } from "@x402/core/schemas";
import { facilitatorFrom, type X402Facilitator } from "../../_shared/x402/facilitator";
import { getAddress, isAddress, parseUnits } from "./viem";

/** USDC on Base (chain 8453) and its EIP-712 domain, as x402's exact scheme names them. */
export const BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
const USDC_DOMAIN = { name: "USD Coin", version: "2" } as const;
/** How long a payer has to answer the challenge (x402 maxTimeoutSeconds). */
export const MAX_TIMEOUT_SECONDS = 300;
/**
 * Where payments go when COMMS_X402_PAY_TO is not set: the first account of the Hardhat/Anvil
 * development mnemonic, whose key is public. Announced as such in the start-up log.
 */
export const DEV_PAY_TO = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

export interface X402Settings {
  payTo: string;
  devPayTo: boolean;
  /** Verifies and settles payments (handlers/_shared/x402); undefined: purchases are refused. */
  facilitator: X402Facilitator | undefined;
}

/**
 * COMMS_X402_PAY_TO (an EVM address), or the development address with a warning in the log; the
 * facilitator from COMMS_X402_FACILITATOR_URL or COMMS_X402_RPC_URL + COMMS_X402_FACILITATOR_KEY.
 */
export function x402SettingsFrom(env: Readonly<Record<string, string | undefined>>, logger: Logger): X402Settings {
  const facilitator = facilitatorFrom(
    env,
    { url: "COMMS_X402_FACILITATOR_URL", rpc: "COMMS_X402_RPC_URL", key: "COMMS_X402_FACILITATOR_KEY" },
    "base",
  );
  if (!facilitator)
    logger.warn("comms: no x402 facilitator is configured (COMMS_X402_FACILITATOR_URL, or COMMS_X402_RPC_URL and COMMS_X402_FACILITATOR_KEY): commsvc_billing_purchase answers challenges but refuses payments with payment_unavailable");
  else logger.info({ facilitator: facilitator.where }, "comms: x402 purchases are verified and settled by this facilitator");
  const payTo = payToFrom(env, logger);
  return { ...payTo, facilitator };
}

function payToFrom(env: Readonly<Record<string, string | undefined>>, logger: Logger): Omit<X402Settings, "facilitator"> {
  const raw = env["COMMS_X402_PAY_TO"]?.trim();
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
  const challenge: PaymentRequiredV1 = {
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
  return challenge as X402Challenge;
}
