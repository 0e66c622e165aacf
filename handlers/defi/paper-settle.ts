import type { Clock } from "mcpforge/runtime";
import { compareDecimal } from "./amounts";
import { capitalProblem } from "./capital";
import { planDeltas, simulatedBalance } from "./effects";
import type { ExecutionStore } from "./executions";
import type { Plan } from "./intent";
import type { DefiTables, MandatesTable, ReceiptsTable } from "./migrations";
import { mandateReference, sealReceipt } from "./receipts";
import type { Kysely } from "kysely";

export const summaryOf = (p: Plan) =>
  `${p.operation} ${p.fromAmount} ${p.fromAsset}${p.operation === "swap" ? ` for ${p.toAmount} ${p.toAsset}` : ""} on ${p.chain}${p.toChain ? ` to ${p.toChain}` : ""}${p.venue ? ` via ${p.venue}` : ""}`;

export type PaperOutcome = { ok: true; receipt: ReceiptsTable } | { ok: false; code: "not_pending" } | { ok: false; code: "refused"; reason: string };

/**
 * Settles a pending paper plan on the simulated balances: the fill's debit and credit, the receipt
 * (standing none: nothing was submitted) and the status flip in one transaction under the owner's
 * settlement lock (ExecutionStore.settle), after the mandate's capital in use (capital.ts) and the
 * simulated balance were checked there. Used by defi_approve_execute and defi_lend_execute (paper).
 */
export async function settlePaper(deps: { executions: ExecutionStore; clock: Clock }, s: { executionId: string; userId: string; portal: string; agentInstanceId: string | null; plan: Plan; mandate: MandatesTable }): Promise<PaperOutcome> {
  const { debit, credit } = planDeltas(s.plan);
  const settledAt = deps.clock.now();
  const summary = summaryOf(s.plan);
  const sealed = sealReceipt({ executionId: s.executionId, mode: "paper", summary, settledAt: settledAt.toISOString(), chain: s.plan.chain, ap2: { reference: mandateReference(s.mandate) } });
  const receipt = { receipt_hash: sealed.receiptHash, user_id: s.userId, agent_instance_id: s.agentInstanceId, body: sealed.body, standing: "none", checked_at: null, tx_hash: null, submitted_tx: null, balances: null, settled_at: settledAt.getTime() };
  const outcome = await deps.executions.settle({ executionId: s.executionId, fill: { userId: s.userId, portal: s.portal, operation: s.plan.operation, summary, deltas: [debit, credit] }, receipt }, async (trx: Kysely<DefiTables>) => {
    // The mandate's capital is a running bound (capital.ts), checked under the settlement lock.
    const overCapital = await capitalProblem(trx, s.mandate.mandate_id, { executionId: s.executionId, userId: s.userId, op: s.plan.operation, amount: s.plan.fromAmount });
    if (overCapital) return overCapital;
    const have = await simulatedBalance(trx, s.userId, debit.asset, debit.chain);
    const need = debit.delta.replace(/^-/, "");
    return compareDecimal(have, need) >= 0 ? null : `the simulated ${debit.asset} balance on ${debit.chain} is ${have}, less than ${need}`;
  });
  if (outcome === "not_pending") return { ok: false, code: "not_pending" };
  if (typeof outcome === "object") return { ok: false, code: "refused", reason: outcome.refused };
  return { ok: true, receipt: { ...receipt, execution_id: s.executionId } };
}
