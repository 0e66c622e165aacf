import { privateKeyToAccount } from "../../handlers/defi/viem";
import type { X402PaymentPayload } from "../../generated/comms/types";
import { BASE_USDC, DEV_PAY_TO, TRANSFER_WITH_AUTHORIZATION } from "../../handlers/comms/billing/x402";

/** A throwaway test key (not a funded account). */
export const payer = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
export const PASS_UNITS = "10000000"; // 10.00 USDC, the default pass price

export async function signPayment(
  over: Partial<{ to: string; value: string; validAfter: string; validBefore: string; nonce: string }> = {},
  signer = payer,
): Promise<X402PaymentPayload> {
  const now = Math.floor(Date.parse("2026-03-02T09:00:00Z") / 1000);
  const authorization = {
    from: payer.address,
    to: DEV_PAY_TO,
    value: PASS_UNITS,
    validAfter: String(now - 60),
    validBefore: String(now + 300),
    nonce: `0x${"ab".repeat(32)}`,
    ...over,
  };
  const signature = await signer.signTypedData({
    domain: { name: "USD Coin", version: "2", chainId: 8453, verifyingContract: BASE_USDC },
    types: { TransferWithAuthorization: TRANSFER_WITH_AUTHORIZATION },
    primaryType: "TransferWithAuthorization",
    message: {
      ...authorization,
      from: authorization.from as `0x${string}`,
      to: authorization.to as `0x${string}`,
      value: BigInt(authorization.value),
      validAfter: BigInt(authorization.validAfter),
      validBefore: BigInt(authorization.validBefore),
      nonce: authorization.nonce as `0x${string}`,
    },
  });
  return { x402Version: 1, scheme: "exact", network: "base", payload: { signature, authorization } };
}
