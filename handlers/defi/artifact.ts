import type { UnsignedArtifact } from "../../generated/defi/types";
import type { ExecutionsTable } from "./migrations";
import type { Plan } from "./intent";
import { chainOf } from "./portals";
import { hashTypedData } from "./viem";
import { solanaOrderArtifact, type SolanaLifetime } from "./solana";

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
 * The exact unsigned artifact of a pending plan for the maker's wallet, and its previewHash.
 * EVM chains: an EIP-712 order whose previewHash is the EIP-712 digest (what a signature signs, so
 * a changed order can never carry an old approval). Solana: an unsigned v0 transaction built on the
 * recent blockhash the preview read (`lifetime`, stored with the preview), previewHash = sha256 of
 * its message bytes (solana.ts). Deterministic: the nonce and expiry were fixed when the plan was
 * made. Sui needs object versions from a Sui RPC, which this service does not read: refused.
 */
export function buildArtifact(exe: ExecutionsTable, maker: string, lifetime?: SolanaLifetime | null): Built {
  const plan = JSON.parse(exe.plan) as Plan;
  const chain = chainOf(plan.chain);
  const order = {
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
  };
  if (chain?.family === "solana") {
    if (!lifetime) return { ok: false, reason: "a Solana transaction needs the recent blockhash of its preview (defi_preview_tx)" };
    return solanaOrderArtifact({ feePayer: maker, chain: plan.chain, venue: plan.venue, order, lifetime });
  }
  if (!chain || chain.chainId === null) return { ok: false, reason: `building a ${plan.chain} transaction needs object versions from a ${plan.chain} RPC, which this service does not read` };
  const payload = { domain: { name: ORDER_DOMAIN, version: "1", chainId: chain.chainId }, types: ORDER_TYPES, primaryType: "Order" as const, message: order };
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
