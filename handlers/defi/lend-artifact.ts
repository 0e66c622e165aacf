import type { UnsignedArtifact } from "../../generated/defi/types";
import { chainOf } from "./portals";
import { eip712Artifact } from "./artifact";

/** EIP-712 domain name of lending authorizations (no venue contract is named: none is configured). */
export const LEND_DOMAIN = "mcpforge-defi-lend";
/** EIP-712 domain name of paper (simulated) lending authorizations. */
export const PAPER_LEND_DOMAIN = "mcpforge-defi-lend-paper";

const LEND_TYPES = {
  LendOrder: [
    { name: "owner", type: "address" },
    { name: "venue", type: "string" },
    { name: "op", type: "string" },
    { name: "asset", type: "string" },
    { name: "amount", type: "string" },
    { name: "mandateId", type: "string" },
    { name: "mandateReference", type: "string" },
    { name: "idempotencyKey", type: "string" },
  ],
} as const;

export interface LendAction {
  owner: string;
  venue: string;
  chain: string;
  op: "supply" | "withdraw";
  asset: string;
  amount: string;
  mandateId: string;
  mandateReference: string;
  idempotencyKey: string;
  mode?: "paper";
}

/**
 * The unsigned lending artifact: EIP-712 typed data the custody wallet would sign to authorize the
 * operation on the venue. A pure function of the arguments and the mandate as it stands (its
 * reference hash), so the second call rebuilds exactly what the first showed, and any change to the
 * arguments or the mandate makes an old previewHash stale.
 */
export function lendArtifact(a: LendAction): { artifact: UnsignedArtifact; previewHash: string } {
  const chainId = chainOf(a.chain)?.chainId ?? 0;
  // A paper lend is its own domain: approving a simulated lend can never authorize a live one.
  const payload = {
    domain: { name: a.mode === "paper" ? PAPER_LEND_DOMAIN : LEND_DOMAIN, version: "1", chainId },
    types: LEND_TYPES,
    primaryType: "LendOrder" as const,
    message: { owner: a.owner, venue: a.venue, op: a.op, asset: a.asset, amount: a.amount, mandateId: a.mandateId, mandateReference: a.mandateReference, idempotencyKey: a.idempotencyKey },
  };
  return eip712Artifact(a.chain, a.venue, payload);
}
