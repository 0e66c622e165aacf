import type { Kysely } from "kysely";
import type { DefiPortfolioOutput, DefiSessionOutput } from "../../generated/defi/types";
import type { DefiTables, UsersTable } from "./migrations";
import { balancesOf, type Delta } from "./seed";
import type { IdentityStore } from "./store";

/** defi_portfolio's answer (also GET /defi/v1/portfolio): seeded sample balances plus settled paper fills. */
export async function portfolioOf(db: Kysely<DefiTables>, userId: string, portal: string): Promise<DefiPortfolioOutput> {
  const fills = await db.selectFrom("defi_fills").selectAll().where("user_id", "=", userId).where("portal", "=", portal).orderBy("filled_at", "desc").orderBy("execution_id").execute();
  const deltas = fills.flatMap((f) => JSON.parse(f.deltas) as Delta[]);
  return {
    userId,
    portal,
    simulated: true,
    balances: balancesOf(portal, deltas),
    fills: fills.map((f) => ({ executionId: f.execution_id, filledAt: new Date(Number(f.filled_at)).toISOString(), operation: f.operation, summary: f.summary })),
  };
}

export type SessionOutcome = { ok: true; session: DefiSessionOutput } | { ok: false; userId: string };

/** defi_session's logic (also POST /defi/v1/users/session): resume `userId`, or create a new identity. */
export async function openSession(store: IdentityStore, userId: string | undefined, displayName: string | undefined): Promise<SessionOutcome> {
  if (userId !== undefined) {
    const user = userId.length <= 64 ? await store.user(userId) : undefined;
    return user ? { ok: true, session: view(user, true) } : { ok: false, userId };
  }
  return { ok: true, session: view(await store.createUser(displayName ?? null), false) };
}

const view = (u: UsersTable, resumed: boolean): DefiSessionOutput => ({ userId: u.user_id, displayName: u.display_name, resumed });
