import type { Kysely } from "kysely";
import type { DefiPortfolioOutput, DefiSessionOutput } from "../../generated/defi/types";
import type { DefiTables, UsersTable } from "./migrations";
import { ledgerOf } from "./effects";
import type { IdentityStore } from "./store";

/**
 * defi_portfolio's answer (also GET /defi/v1/portfolio): the user's simulated ledger on the
 * portal's chain (seeded sample balances plus every settled paper fill landing there, bridges
 * into it included), and the fills that touched it.
 */
export async function portfolioOf(db: Kysely<DefiTables>, userId: string, portal: string): Promise<DefiPortfolioOutput> {
  const { balances, fills } = await ledgerOf(db, userId, portal);
  return {
    userId,
    portal,
    simulated: true,
    balances,
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
