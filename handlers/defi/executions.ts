import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "mcpforge/runtime";
import { newId } from "./ids";
import type { Plan } from "./intent";
import type { DefiTables, ExecutionsTable, ReceiptsTable } from "./migrations";
import type { Delta } from "./seed";
import type { SolanaLifetime } from "./solana";

/** How long a previewed order stays valid (its EIP-712 expiry), fixed when the plan is made. */
export const ORDER_TTL_MS = 60 * 60 * 1000;

export interface Settlement {
  executionId: string;
  fill: { userId: string; portal: string; operation: string; summary: string; deltas: Delta[] };
  receipt: Omit<ReceiptsTable, "execution_id">;
}

/** Pending plans, their settlement (one transaction) and refusal records. */
export class ExecutionStore {
  constructor(
    private readonly db: Kysely<DefiTables>,
    private readonly clock: Clock,
    private readonly serialized: <R>(key: string, fn: (trx: Kysely<DefiTables>) => Promise<R>) => Promise<R>,
  ) {}

  /**
   * A new pending plan. With `executionId` (an id derived from the action, e.g. a paper lend's
   * previewHash) it is created once: a second call returns the existing row, whatever its status.
   */
  async create(e: { userId: string; portal: string; agentId: string | null; mandateId: string | null; agentInstanceId: string | null; mode: "paper" | "live"; plan: Plan; executionId?: string }): Promise<ExecutionsTable> {
    const now = this.clock.now().getTime();
    const row: ExecutionsTable = {
      execution_id: e.executionId ?? newId("exe"),
      user_id: e.userId,
      portal: e.portal,
      agent_id: e.agentId,
      mandate_id: e.mandateId,
      agent_instance_id: e.agentInstanceId,
      mode: e.mode,
      plan: JSON.stringify(e.plan),
      status: "pending",
      nonce: BigInt(`0x${randomBytes(16).toString("hex")}`).toString(),
      expires_at: now + ORDER_TTL_MS,
      preview_hash: null,
      preview_lifetime: null,
      created_at: now,
      updated_at: now,
    };
    if (e.executionId === undefined) {
      await this.db.insertInto("defi_executions").values(row).execute();
      return row;
    }
    await this.db.insertInto("defi_executions").values(row).onConflict((oc) => oc.column("execution_id").doNothing()).execute();
    return (await this.get(row.execution_id))!;
  }

  async get(executionId: string): Promise<ExecutionsTable | undefined> {
    return this.db.selectFrom("defi_executions").selectAll().where("execution_id", "=", executionId).executeTakeFirst();
  }

  /** Records the latest preview of a pending plan (and, for Solana, the blockhash it was built on). */
  async setPreview(executionId: string, previewHash: string, lifetime: SolanaLifetime | null = null): Promise<void> {
    await this.db.updateTable("defi_executions").set({ preview_hash: previewHash, preview_lifetime: lifetime && JSON.stringify(lifetime), updated_at: this.clock.now().getTime() }).where("execution_id", "=", executionId).where("status", "=", "pending").execute();
  }

  /**
   * Settles a pending plan once: the status flip (pending → settled) decides the one winner of
   * concurrent approvals; the fill and the receipt commit with it or not at all. Serialized per
   * user, so `guard` (the balance check) sees every earlier settlement of that user.
   */
  async settle(s: Settlement, guard: (trx: Kysely<DefiTables>) => Promise<string | null>): Promise<"settled" | "not_pending" | { refused: string }> {
    return this.serialized(`defi:settle:${s.fill.userId}`, async (trx) => {
      const now = this.clock.now().getTime();
      // A live submission claimed for this plan (lend-claims.ts, under this same lock) may be on
      // the chain already: the plan is no longer pending for a paper settlement.
      const live = await trx.selectFrom("defi_lend_submissions").select("execution_id").where("execution_id", "=", s.executionId).executeTakeFirst();
      if (live) return "not_pending";
      const flipped = await trx.updateTable("defi_executions").set({ status: "settled", updated_at: now }).where("execution_id", "=", s.executionId).where("status", "=", "pending").executeTakeFirst();
      if (Number(flipped.numUpdatedRows) !== 1) return "not_pending";
      const refused = await guard(trx);
      if (refused !== null) throw new GuardRefusal(refused);
      await trx
        .insertInto("defi_fills")
        .values({ execution_id: s.executionId, user_id: s.fill.userId, portal: s.fill.portal, operation: s.fill.operation, summary: s.fill.summary, deltas: JSON.stringify(s.fill.deltas), filled_at: s.receipt.settled_at })
        .execute();
      await trx.insertInto("defi_receipts").values({ ...s.receipt, execution_id: s.executionId }).execute();
      return "settled" as const;
    }).catch((err: unknown) => {
      if (err instanceof GuardRefusal) return { refused: err.message };
      throw err;
    });
  }

  async refuse(r: { executionId: string | null; mandateId: string | null; userId: string; agentInstanceId: string | null; tool: string; code: string; message: string }): Promise<void> {
    await this.db
      .insertInto("defi_refusals")
      .values({ refusal_id: newId("rfs"), execution_id: r.executionId, mandate_id: r.mandateId, user_id: r.userId, agent_instance_id: r.agentInstanceId, tool: r.tool, code: r.code, message: r.message, created_at: this.clock.now().getTime() })
      .execute();
  }

  /** Binds an idempotencyKey to an action on first use; false when it is bound to a different one. */
  async claimKey(userId: string, key: string, actionHash: string): Promise<boolean> {
    await this.db
      .insertInto("defi_lend_keys")
      .values({ user_id: userId, idempotency_key: key, action_hash: actionHash, created_at: this.clock.now().getTime() })
      .onConflict((oc) => oc.columns(["user_id", "idempotency_key"]).doNothing())
      .execute();
    const row = await this.db.selectFrom("defi_lend_keys").select("action_hash").where("user_id", "=", userId).where("idempotency_key", "=", key).executeTakeFirst();
    return row?.action_hash === actionHash;
  }

  async receiptOf(executionId: string): Promise<ReceiptsTable | undefined> {
    return this.db.selectFrom("defi_receipts").selectAll().where("execution_id", "=", executionId).executeTakeFirst();
  }

  async receiptByHash(receiptHash: string): Promise<ReceiptsTable | undefined> {
    return this.db.selectFrom("defi_receipts").selectAll().where("receipt_hash", "=", receiptHash).executeTakeFirst();
  }
}

/** Thrown inside the settlement transaction to roll it back when the guard refuses. */
class GuardRefusal extends Error {}
