import { policyDistance, policyProblem } from "./effects";
import type { Plan } from "./intent";
import type { MandateStore } from "./mandates";
import type { MandatesTable } from "./migrations";

/** The mandate a copilot plan is bound to, and why defi_approve_execute would refuse it under that mandate (null: it would pass). */
export interface Binding {
  mandate: MandatesTable | null;
  refusal: string | null;
}

/**
 * Chooses the mandate a plan runs under (docs/defi.md "Copilot request"):
 * - a mandate named in the message ("under mdt_…") always wins when it is the user's, and is
 *   checked like any other (a string: it is not the user's, no plan);
 * - otherwise, among the user's active and paused mandates on the portal whose capital is the
 *   plan's asset on the plan's chain, the closest to permitting it: policyDistance (effects.ts, the
 *   checks defi_approve_execute applies) first, active before paused at the same distance, then the
 *   newest (created_at, then mandate_id, both descending: MandateStore.list's order).
 * So an active mandate that permits the plan is always chosen when one exists; when none does,
 * the plan is bound to the closest candidate and `refusal` says why approval will refuse it.
 */
export async function bindMandate(mandates: MandateStore, userId: string, portal: string, plan: Plan): Promise<Binding | string> {
  if (plan.mandateRef) {
    const named = await mandates.get(plan.mandateRef);
    if (!named || named.user_id !== userId) return `mandate ${plan.mandateRef} is not one of yours.`;
    return { mandate: named, refusal: refusalUnder(plan, named) };
  }
  let best: { row: MandatesTable; rank: number } | null = null;
  for (const status of ["active", "paused"] as const) {
    for (const row of await mandates.list({ userId, portal, status, limit: 100 })) {
      const distance = policyDistance(plan, row);
      if (distance === 3) continue;
      const rank = distance * 2 + (status === "paused" ? 1 : 0);
      if (!best || rank < best.rank) best = { row, rank };
    }
  }
  if (!best) return { mandate: null, refusal: policyProblem(plan, null) };
  const refusal = refusalUnder(plan, best.row);
  return { mandate: best.row, refusal: refusal && `no active mandate of yours on this portal permits it; under the closest, ${refusal}` };
}

/** What defi_approve_execute would refuse first under this mandate (its status, then the policy), or null. */
function refusalUnder(plan: Plan, mandate: MandatesTable): string | null {
  if (mandate.status === "cancelled") return `mandate ${mandate.mandate_id} is cancelled`;
  if (mandate.status === "paused") return `mandate ${mandate.mandate_id} is paused (resume it first)`;
  return policyProblem(plan, mandate);
}
