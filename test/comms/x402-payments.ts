import { randomBytes } from "node:crypto";
import { authorizationTypes } from "@x402/evm";
import { ExactEvmSchemeV1 } from "@x402/evm/exact/v1/client";
import { privateKeyToAccount } from "../../handlers/defi/viem";
import type { X402Challenge, X402PaymentPayload } from "../../generated/comms/types";
import { BASE_USDC, DEV_PAY_TO } from "../../handlers/comms/billing/x402";
import { startUsdcChain, type UsdcChain } from "../x402/usdc-chain";

export const PASS_UNITS = "10000000"; // 10.00 USDC, the default pass price
export type Payer = ReturnType<typeof privateKeyToAccount>;

/** A new key with no funds: nothing on chain knows it. */
export const newPayer = (): Payer => privateKeyToAccount(`0x${randomBytes(32).toString("hex")}`);

/**
 * One local chain with Circle's USDC for the file (test/x402/usdc-chain.ts), and the settings that
 * make comms verify and settle through an in-process facilitator on it.
 */
export function useUsdcChain(): { readonly u: UsdcChain; env(): Record<string, string> } {
  let u: UsdcChain | undefined;
  beforeAll(async () => {
    u = await startUsdcChain();
  }, 60_000);
  afterAll(() => u?.close());
  const need = () => {
    if (!u) throw new Error("useUsdcChain: only inside a test");
    return u;
  };
  return {
    get u() {
      return need();
    },
    env: () => ({ COMMS_X402_RPC_URL: need().chain.url, COMMS_X402_FACILITATOR_KEY: need().facilitatorKey }),
  };
}

/** What a buyer's x402 client (@x402/evm's exact v1 scheme) signs for the challenge's first option. */
export async function pay(challenge: X402Challenge, payer: Payer): Promise<X402PaymentPayload> {
  const made = await new ExactEvmSchemeV1(payer).createPaymentPayload(1, challenge.accepts[0] as never);
  return made as unknown as X402PaymentPayload;
}

/**
 * A hand-shaped authorization (for payments a well-behaved client would not make), signed as
 * x402's exact scheme signs: EIP-712 TransferWithAuthorization under USDC-on-Base's domain.
 * Valid for 5 minutes from now (the facilitator and the chain judge time by the wall clock).
 */
export async function signPayment(
  payer: Payer,
  over: Partial<{ to: string; value: string; validAfter: string; validBefore: string; nonce: string }> = {},
  signer: Payer = payer,
): Promise<X402PaymentPayload> {
  const now = Math.floor(Date.now() / 1000);
  const authorization = {
    from: payer.address,
    to: DEV_PAY_TO,
    value: PASS_UNITS,
    validAfter: String(now - 60),
    validBefore: String(now + 300),
    nonce: `0x${randomBytes(32).toString("hex")}`,
    ...over,
  };
  const signature = await signer.signTypedData({
    domain: { name: "USD Coin", version: "2", chainId: 8453, verifyingContract: BASE_USDC },
    types: authorizationTypes,
    primaryType: "TransferWithAuthorization",
    message: {
      from: authorization.from,
      to: authorization.to as `0x${string}`,
      value: BigInt(authorization.value),
      validAfter: BigInt(authorization.validAfter),
      validBefore: BigInt(authorization.validBefore),
      nonce: authorization.nonce as `0x${string}`,
    },
  });
  return { x402Version: 1, scheme: "exact", network: "base", payload: { signature, authorization } };
}
