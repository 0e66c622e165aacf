import type { ServerResponse } from "node:http";
import type { DefiHandlers } from "../../generated/defi/server";
import type { Receipt } from "../../generated/defi/types";
import { canonicalHash, canonicalJson } from "./canonical";
import { decimalsOf, type HeldAround } from "./erc20";
import type { ExecutionStore } from "./executions";
import { send } from "./http-io";
import { requireUser } from "./identity";
import { mandateView } from "./mandates";
import type { MandatesTable, ReceiptsTable } from "./migrations";
import type { IdentityStore } from "./store";
import { formatUnits } from "./viem";

/** What a receiptHash covers: everything a settlement asserts, nothing that changes later (standing). */
export interface ReceiptBody {
  executionId: string;
  mode: "paper" | "live";
  summary: string;
  settledAt: string;
  chain: string;
  ap2: { reference: string };
}

export const RECEIPT_PATH = /^receipts\/(sha256:[0-9a-f]{64})$/;

/** ap2.reference: the hash of the mandate as it stood when the execution closed under it. */
export const mandateReference = (m: MandatesTable) => canonicalHash(mandateView(m));

export function sealReceipt(body: ReceiptBody): { receiptHash: string; body: string } {
  return { receiptHash: canonicalHash(body), body: canonicalJson(body) };
}

/** The stored read-back balances (base units) as decimal amounts of each token. */
export const readBack = (json: string) =>
  (JSON.parse(json) as HeldAround[]).map((h) => ({ asset: h.asset, token: h.token, before: formatUnits(BigInt(h.before), decimalsOf(h.asset)), after: formatUnits(BigInt(h.after), decimalsOf(h.asset)) }));

export function receiptView(r: ReceiptsTable, baseUrl: string): Receipt {
  const body = JSON.parse(r.body) as ReceiptBody;
  return {
    executionId: body.executionId,
    mode: body.mode,
    summary: body.summary,
    settledAt: body.settledAt,
    ap2: body.ap2,
    receiptHash: r.receipt_hash,
    verifyUrl: `${baseUrl}/defi/v1/receipts/${r.receipt_hash}`,
    proof: { chain: body.chain, standing: r.standing as Receipt["proof"]["standing"], checkedAt: r.checked_at === null ? null : new Date(Number(r.checked_at)).toISOString(), ...(r.balances ? { balances: readBack(r.balances) } : {}) },
    ...(r.tx_hash ? { txHash: r.tx_hash } : {}),
  };
}

export function receiptTools(deps: { store: IdentityStore; executions: ExecutionStore; baseUrl(): string }): Pick<DefiHandlers, "defi_get_receipt"> {
  return {
    async defi_get_receipt(args, ctx) {
      const user = await requireUser(deps.store, ctx, args.userId);
      const r = args.executionId.length <= 64 ? await deps.executions.receiptOf(args.executionId) : undefined;
      if (!r) throw ctx.error("not_found", `No receipt for execution "${args.executionId.slice(0, 64)}": it never settled (refusals write no receipt) or does not exist.`);
      if (r.user_id !== user.user_id) throw ctx.error("forbidden", "This receipt belongs to another user: only the userId it was produced for may read it. Anyone may check its receiptHash at its verify URL.");
      return { receipt: receiptView(r, deps.baseUrl()) };
    },
  };
}

/**
 * GET /defi/v1/receipts/<receiptHash>: public, no credential. Recomputes the hash from the stored
 * body (verified: true when they agree) and shows the proof standing; no user id is disclosed.
 */
export async function verifyRoute(res: ServerResponse, executions: ExecutionStore, receiptHash: string, baseUrl: string): Promise<void> {
  const r = await executions.receiptByHash(receiptHash);
  if (!r) return send(res, 404, { error: "not_found", verified: false, message: `No receipt ${receiptHash}` });
  const recomputed = canonicalHash(JSON.parse(r.body));
  return send(res, 200, { verified: recomputed === r.receipt_hash, receiptHash: r.receipt_hash, recomputedHash: recomputed, receipt: receiptView(r, baseUrl) });
}
