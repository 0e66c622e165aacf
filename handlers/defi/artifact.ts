import type { UnsignedArtifact } from "../../generated/defi/types";
import type { ExecutionsTable } from "./migrations";
import type { Plan } from "./intent";
import { chainOf } from "./portals";
import { hashTypedData } from "./viem";

/** EIP-712 domain name of the simulated order-book venue (paper orders; no contract is named). */
export const ORDER_DOMAIN = "mcpforge-defi-order-book";

const ORDER_TYPES = {
  Order: [
    { name: "maker", type: "address" },
    { name: "operation", type: "string" },
    { name: "venue", type: "string" },
    { name: "sellAsset", type: "string" },
    { name: "sellAmount", type: "string" },
    { name: "buyAsset", type: "string" },
    { name: "buyAmount", type: "string" },
    { name: "executionId", type: "string" },
    { name: "mandateId", type: "string" },
    { name: "nonce", type: "uint256" },
    { name: "expiry", type: "uint256" },
  ],
} as const;

export type Built = { ok: true; artifact: UnsignedArtifact; previewHash: string } | { ok: false; reason: string };

/**
 * The exact unsigned artifact of a pending plan for the maker's wallet, and its previewHash: for
 * EVM chains an EIP-712 order whose previewHash is the EIP-712 digest (what a signature signs, so
 * a changed order can never carry an old approval). Deterministic: the nonce and expiry were fixed
 * when the plan was made. Solana and Sui artifacts need a recent blockhash / object versions from
 * a chain RPC, which this service does not have yet: those plans are refused (upstream_unavailable).
 */
export function buildArtifact(exe: ExecutionsTable, maker: string): Built {
  const plan = JSON.parse(exe.plan) as Plan;
  const chain = chainOf(plan.chain);
  if (!chain || chain.chainId === null) return { ok: false, reason: `building a ${plan.chain} transaction needs a ${plan.chain} RPC (recent blockhash), which is not configured` };
  const payload = {
    domain: { name: ORDER_DOMAIN, version: "1", chainId: chain.chainId },
    types: ORDER_TYPES,
    primaryType: "Order" as const,
    message: {
      maker,
      operation: plan.operation,
      venue: plan.venue ?? "",
      sellAsset: plan.fromAsset,
      sellAmount: plan.fromAmount,
      buyAsset: plan.toAsset,
      buyAmount: plan.toAmount,
      executionId: exe.execution_id,
      mandateId: exe.mandate_id ?? "",
      nonce: exe.nonce,
      expiry: String(Math.floor(Number(exe.expires_at) / 1000)),
    },
  };
  return { ok: true, ...eip712Artifact(plan.chain, plan.venue, payload) };
}

/**
 * An eip712_order artifact: the typed data as JSON (uint256 values as decimal strings) and its
 * previewHash, the EIP-712 digest a signature over it signs.
 */
export function eip712Artifact(chain: string, venue: string | null, payload: { domain: Record<string, unknown>; types: Record<string, readonly { name: string; type: string }[]>; primaryType: string; message: Record<string, unknown> }): { artifact: UnsignedArtifact; previewHash: string } {
  const json = JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
  const previewHash = hashTypedData(payload as Parameters<typeof hashTypedData>[0]);
  return { artifact: { kind: "eip712_order", chain, venue, payload: json }, previewHash };
}
