import type { Kysely } from "kysely";
import { addDecimal, compareDecimal, fromUnits, toUnits } from "./amounts";
import type { DefiTables } from "./tables";

/**
 * A mandate's capital is a running bound (docs/defi.md "Capital in use"). Capital in use is read
 * from what settled under the mandate, in settlement order: every settled move adds its amount,
 * except a withdraw, which frees as much (never below zero); a live lend claimed but not yet
 * settled (defi_lend_submissions `submitting`) adds too. Checked, and the settlement claimed, under
 * the owner's settlement lock (`defi:settle:<userId>`), so two moves cannot both pass it.
 */
export async function capitalInUse(
  db: Kysely<DefiTables>,
  mandateId: string,
  userId: string,
  excluding = "",
): Promise<string> {
  const settled = await db
    .selectFrom("defi_executions")
    .select(["plan", "updated_at"])
    .where("mandate_id", "=", mandateId)
    .where("status", "=", "settled")
    .where("execution_id", "!=", excluding)
    .execute();
  // Settlement order; within one millisecond, what adds before what frees (the larger total).
  const moves = settled
    .map((r) => ({ at: Number(r.updated_at), ...moveOf(JSON.parse(r.plan)) }))
    .sort((a, b) => a.at - b.at || Number(a.op === "withdraw") - Number(b.op === "withdraw"));
  let units = 0n;
  for (const move of moves)
    units = move.op !== "withdraw" ? units + move.units : units > move.units ? units - move.units : 0n;
  const inflight = await db
    .selectFrom("defi_lend_submissions")
    .select("action")
    .where("user_id", "=", userId)
    .where("state", "=", "submitting")
    .execute();
  for (const row of inflight) {
    const a = JSON.parse(row.action) as { mandateId: string; op: string; amount: string };
    if (a.mandateId === mandateId && a.op !== "withdraw") units += toUnits(a.amount);
  }
  return fromUnits(units);
}

/** A settled execution's plan: a copilot Plan (operation, fromAmount) or a defi_lend_execute one (operation, amount). */
function moveOf(plan: { operation: string; fromAmount?: string; amount?: string }): { op: string; units: bigint } {
  return { op: plan.operation, units: toUnits(plan.fromAmount ?? plan.amount ?? "0") };
}

/**
 * Why a move of `amount` would take the mandate past its capital, or null when it fits (a
 * withdraw always fits: it frees capital). Run inside the settlement lock's transaction; the
 * move's own execution (already flipped to settled by a paper settlement) is not counted.
 */
export async function capitalProblem(
  trx: Kysely<DefiTables>,
  mandateId: string,
  move: { executionId: string; userId: string; op: string; amount: string },
): Promise<string | null> {
  if (move.op === "withdraw") return null;
  const m = await trx
    .selectFrom("defi_mandates")
    .select("capital")
    .where("mandate_id", "=", mandateId)
    .executeTakeFirst();
  const capital = m?.capital ? (JSON.parse(m.capital) as { asset: string; amount: string; chain: string }) : null;
  if (!capital) return `mandate ${mandateId} states no capital`;
  const inUse = await capitalInUse(trx, mandateId, move.userId, move.executionId);
  if (compareDecimal(addDecimal(inUse, move.amount), capital.amount) <= 0) return null;
  const free = compareDecimal(capital.amount, inUse) > 0 ? addDecimal(capital.amount, `-${inUse}`) : "0";
  return (
    `mandate ${mandateId} has ${capital.amount} ${capital.asset} of capital on ${capital.chain}, ${inUse} ${capital.asset} of it in use, and this move asks ${move.amount} more; ` +
    `ask for at most ${free} ${capital.asset}, withdraw from a lending position under this mandate to free capital, or run the move under a mandate with more capital`
  );
}

/** Thrown by a live lend claim (lend-claims.ts) the mandate's capital cannot take; refused as policy_violation. */
export class CapitalExceeded extends Error {}
