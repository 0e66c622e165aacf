import { createHash } from "node:crypto";
import type { Clock } from "mcpforge/runtime";
import type { ExecutionStore } from "./executions";
import type { Plan } from "./intent";
import type { MandatesTable, ReceiptsTable } from "./migrations";
import { settlePaper } from "./paper-settle";

/**
 * The second phase of defi_lend_execute in mode paper: the approved lend settles on the simulated
 * balances (debit the asset, credit the `<ASSET>.<venue>` position) through the same settlement
 * as a copilot plan (paper-settle.ts). Its execution's id is derived from the user and the
 * approved previewHash (which binds the idempotencyKey), so a retry of the same approval reads the
 * first receipt and never settles twice, concurrent retries included (the status flip decides).
 */
export async function settlePaperLend(
  deps: { executions: ExecutionStore; clock: Clock },
  a: { userId: string; mandate: MandatesTable; plan: Plan; previewHash: string },
): Promise<{ ok: true; receipt: ReceiptsTable } | { ok: false; reason: string }> {
  const executionId = `exe_${createHash("sha256").update(`paper-lend:${a.userId}:${a.previewHash}`).digest("base64url").slice(0, 22)}`;
  const exe = await deps.executions.create({ executionId, userId: a.userId, portal: a.plan.chain, agentId: null, mandateId: a.mandate.mandate_id, agentInstanceId: a.mandate.agent_instance_id, mode: "paper", plan: a.plan });
  if (exe.status === "pending") {
    const out = await settlePaper(deps, { executionId, userId: a.userId, portal: a.plan.chain, agentInstanceId: a.mandate.agent_instance_id, plan: a.plan, mandate: a.mandate });
    if (out.ok) return out;
    if (out.code === "refused") return { ok: false, reason: out.reason };
  }
  const receipt = await deps.executions.receiptOf(executionId);
  return receipt ? { ok: true, receipt } : { ok: false, reason: `execution ${executionId} of this approval did not settle` };
}
