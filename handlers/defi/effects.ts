import type { Kysely } from "kysely";
import { compareDecimal, toUnits, fromUnits } from "./amounts";
import type { Plan } from "./intent";
import { operationsOf } from "./mandate-verbs";
import type { DefiTables, FillsTable, MandatesTable } from "./migrations";
import { balancesOf, type Balance, type Delta } from "./seed";

/** A supplied lending position is held as `<ASSET>.<venue>` (e.g. USDC.venue_1) in the simulated portfolio. */
export const positionAsset = (asset: string, venue: string | null) => `${asset}.${venue ?? "venue"}`;

/** What a plan takes from and gives to the simulated balances. */
export function planDeltas(plan: Plan): { debit: Delta; credit: Delta } {
  const neg = (a: string) => fromUnits(-toUnits(a));
  switch (plan.operation) {
    case "swap":
      return { debit: { asset: plan.fromAsset, chain: plan.chain, delta: neg(plan.fromAmount) }, credit: { asset: plan.toAsset, chain: plan.chain, delta: plan.toAmount } };
    case "bridge":
      return { debit: { asset: plan.fromAsset, chain: plan.chain, delta: neg(plan.fromAmount) }, credit: { asset: plan.fromAsset, chain: plan.toChain ?? plan.chain, delta: plan.fromAmount } };
    case "withdraw":
      return { debit: { asset: positionAsset(plan.fromAsset, plan.venue), chain: plan.chain, delta: neg(plan.fromAmount) }, credit: { asset: plan.fromAsset, chain: plan.chain, delta: plan.fromAmount } };
    default:
      return { debit: { asset: plan.fromAsset, chain: plan.chain, delta: neg(plan.fromAmount) }, credit: { asset: positionAsset(plan.fromAsset, plan.venue), chain: plan.chain, delta: plan.fromAmount } };
  }
}

/**
 * The user's simulated ledger on one chain: the chain's seeded balances plus every delta of the
 * user's settled fills that lands on that chain, whichever portal the fill was made on (a bridge
 * from Base debits base and credits arbitrum-one). Fills touching the chain, newest first.
 */
export async function ledgerOf(db: Kysely<DefiTables>, userId: string, chain: string): Promise<{ balances: Balance[]; fills: FillsTable[] }> {
  const all = await db.selectFrom("defi_fills").selectAll().where("user_id", "=", userId).orderBy("filled_at", "desc").orderBy("execution_id").execute();
  const fills = all.filter((f) => (JSON.parse(f.deltas) as Delta[]).some((d) => d.chain === chain));
  return { balances: balancesOf(chain, fills.flatMap((f) => JSON.parse(f.deltas) as Delta[])), fills };
}

/** The simulated balance of one asset on one chain (seed plus every settled fill on that chain). */
export async function simulatedBalance(db: Kysely<DefiTables>, userId: string, asset: string, chain: string): Promise<string> {
  const { balances } = await ledgerOf(db, userId, chain);
  return balances.find((b) => b.asset === asset)?.amount ?? "0";
}

/**
 * The server-side policy limits a plan must pass under its mandate; null when it passes, else
 * what failed. A plan without a mandate fails: a receipt needs the mandate it ran under.
 */
export function policyProblem(plan: Plan, mandate: MandatesTable | null): string | null {
  if (!mandate) return "no mandate covers this plan (create one whose capital is this asset on this chain, or name it: \"… under mdt_…\")";
  const k = policyChecks(plan, mandate);
  return k.capital ?? k.limits ?? k.scope;
}

/**
 * How far a mandate is from permitting a plan, from the same checks as policyProblem: 0 it
 * permits it; 1 only an amount limit fails (capital amount, per-move cap); 2 its venues or
 * operations exclude it; 3 its capital is another asset or chain (it does not cover the plan).
 */
export function policyDistance(plan: Plan, mandate: MandatesTable): 0 | 1 | 2 | 3 {
  const k = policyChecks(plan, mandate);
  return k.capital ? 3 : k.scope ? 2 : k.limits ? 1 : 0;
}

/** The policy checks by kind: capital (asset and chain), limits (amounts), scope (venues, operations). */
function policyChecks(plan: Plan, mandate: MandatesTable): { capital: string | null; limits: string | null; scope: string | null } {
  const capital = mandate.capital ? (JSON.parse(mandate.capital) as { asset: string; amount: string; chain: string }) : null;
  if (!capital || capital.asset !== plan.fromAsset || capital.chain !== plan.chain) {
    return { capital: `the mandate's capital is ${capital ? `${capital.asset} on ${capital.chain}` : "unset"}, not ${plan.fromAsset} on ${plan.chain}`, limits: null, scope: null };
  }
  const c = JSON.parse(mandate.constraints) as { perMoveCap?: { amount?: unknown; asset?: unknown }; venues?: unknown; operations?: unknown };
  return { capital: null, limits: limitProblem(plan, capital.amount, c.perMoveCap), scope: scopeProblem(plan, c.venues, c.operations) };
}

function limitProblem(plan: Plan, capitalAmount: string, cap: { amount?: unknown; asset?: unknown } | undefined): string | null {
  if (compareDecimal(plan.fromAmount, capitalAmount) > 0) return `${plan.fromAmount} ${plan.fromAsset} exceeds the mandate's capital of ${capitalAmount}`;
  if (cap && typeof cap.amount === "string" && cap.asset === plan.fromAsset && compareDecimal(plan.fromAmount, cap.amount) > 0) return `${plan.fromAmount} ${plan.fromAsset} exceeds the per-move cap of ${cap.amount}`;
  return null;
}

function scopeProblem(plan: Plan, venues: unknown, operations: unknown): string | null {
  if (Array.isArray(venues) && plan.venue && !venues.includes(plan.venue)) return `venue ${plan.venue} is not among the mandate's venues (${venues.join(", ")})`;
  if (Array.isArray(operations)) {
    const allowed = new Set(operations.flatMap((o) => operationsOf(String(o)) ?? []));
    if (!allowed.has(plan.operation)) return `${plan.operation} is not among the operations the mandate allows (${operations.join(", ")}: ${[...allowed].join(", ") || "none"})`;
  }
  return null;
}
