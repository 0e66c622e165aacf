import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "mcpforge/runtime";
import { capitalProblem } from "./capital";
import type { SwapTerms } from "./moves";
import { sealReceipt } from "./receipts";
import type { DefiTables, LendSubmissionsTable, ReceiptsTable } from "./tables";

/** What the outcome of a live lend needs, stored with the claim so a recovery can write it. No key material. */
export interface SubmissionAction {
  userId: string;
  agentInstanceId: string | null;
  mandateId: string;
  mandateRef: string;
  chain: string;
  venue: string;
  op: "supply" | "withdraw" | "swap";
  asset: string;
  amount: string;
  owner: string;
  orderHash: string;
  contract: string;
  summary: string;
  /** A swap's terms (moves.ts), fixed at approval. */
  swap?: SwapTerms;
  /** A pending copilot plan this settles (defi_approve_execute live); absent for defi_lend_execute. */
  pendingExecutionId?: string;
}

export type Claim = { kind: "done"; receipt: ReceiptsTable } | { kind: "claimed"; token: string } | { kind: "busy"; row: LendSubmissionsTable } | { kind: "refused"; reason: string };

type Serialized = <R>(key: string, fn: (trx: Kysely<DefiTables>) => Promise<R>) => Promise<R>;

/**
 * The single-flight record of live lend submissions. Every step is its own short transaction,
 * serialized on the executionId; no transaction is open while the chain RPC is called.
 * claim → (sign outside) → recordSigned → (send outside) → recordOutcome, or release.
 */
export class LendClaims {
  constructor(
    private readonly db: Kysely<DefiTables>,
    private readonly clock: Clock,
    private readonly serialized: Serialized,
  ) {}

  private lock<R>(executionId: string, fn: (trx: Kysely<DefiTables>) => Promise<R>): Promise<R> {
    return this.serialized(`defi:lend:${executionId}`, fn);
  }

  /**
   * The receipt when the action already settled; else the claim (state `submitting`) or who holds
   * it; `refused` when a new claim would take the mandate past its capital (capital.ts). Taken
   * under the owner's settlement lock, as paper settlements are, so the capital check sees them all.
   */
  claim(executionId: string, action: SubmissionAction): Promise<Claim> {
    return this.serialized(`defi:settle:${action.userId}`, async (trx) => {
      const receipt = await trx.selectFrom("defi_receipts").selectAll().where("execution_id", "=", executionId).executeTakeFirst();
      if (receipt) return { kind: "done" as const, receipt };
      const row = await trx.selectFrom("defi_lend_submissions").selectAll().where("execution_id", "=", executionId).executeTakeFirst();
      if (row) return { kind: "busy" as const, row };
      const overCapital = await capitalProblem(trx, action.mandateId, { executionId, userId: action.userId, op: action.op, amount: action.amount });
      if (overCapital) return { kind: "refused" as const, reason: overCapital };
      const token = randomBytes(16).toString("hex");
      const now = this.clock.now().getTime();
      await trx.insertInto("defi_lend_submissions").values({ execution_id: executionId, user_id: action.userId, claim_token: token, state: "submitting", action: JSON.stringify(action), signed_tx: null, tx_hash: null, claimed_at: now, updated_at: now }).execute();
      return { kind: "claimed" as const, token };
    });
  }

  get(executionId: string): Promise<LendSubmissionsTable | undefined> {
    return this.db.selectFrom("defi_lend_submissions").selectAll().where("execution_id", "=", executionId).executeTakeFirst();
  }

  /** Records the signed transaction before it is sent; false when this call no longer holds the claim (then it must not send). */
  async recordSigned(executionId: string, token: string, signed: { raw: string; txHash: string }): Promise<boolean> {
    const r = await this.db
      .updateTable("defi_lend_submissions")
      .set({ signed_tx: signed.raw, tx_hash: signed.txHash, updated_at: this.clock.now().getTime() })
      .where("execution_id", "=", executionId)
      .where("claim_token", "=", token)
      .where("state", "=", "submitting")
      .where("signed_tx", "is", null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Gives up a claim whose transaction was provably never accepted (or never signed), so a retry
   * may claim afresh. `unsignedOnly`: only while no signed transaction is recorded (a recovery
   * must not drop a transaction the claimant has just recorded and may be sending).
   */
  async release(executionId: string, token: string, unsignedOnly = false): Promise<void> {
    let q = this.db.deleteFrom("defi_lend_submissions").where("execution_id", "=", executionId).where("claim_token", "=", token).where("state", "=", "submitting");
    if (unsignedOnly) q = q.where("signed_tx", "is", null);
    await q.execute();
  }

  /**
   * The outcome of a submitted transaction: the execution (settled) and its receipt, `unconfirmed`
   * until the venue's event is read. Idempotent: a second call (a recovery racing the submitter)
   * returns the receipt already written.
   */
  recordOutcome(executionId: string, a: SubmissionAction, txHash: string): Promise<ReceiptsTable> {
    return this.lock(executionId, async (trx) => {
      const done = await trx.selectFrom("defi_receipts").selectAll().where("execution_id", "=", executionId).executeTakeFirst();
      if (done) return done;
      const now = this.clock.now();
      const sealed = sealReceipt({ executionId, mode: "live", summary: a.summary, settledAt: now.toISOString(), chain: a.chain, ap2: { reference: a.mandateRef } });
      const receipt: ReceiptsTable = { receipt_hash: sealed.receiptHash, execution_id: executionId, user_id: a.userId, agent_instance_id: a.agentInstanceId, body: sealed.body, standing: "unconfirmed", checked_at: null, tx_hash: null, settled_at: now.getTime(), submitted_tx: txHash, balances: null };
      if (a.pendingExecutionId) {
        await trx.updateTable("defi_executions").set({ status: "settled", updated_at: now.getTime() }).where("execution_id", "=", executionId).execute();
      } else {
        const plan = JSON.stringify({ operation: a.op, chain: a.chain, venue: a.venue, asset: a.asset, amount: a.amount });
        await trx
          .insertInto("defi_executions")
          .values({ execution_id: executionId, user_id: a.userId, portal: a.chain, agent_id: null, mandate_id: a.mandateId, agent_instance_id: a.agentInstanceId, mode: "live", plan, status: "settled", nonce: "0", expires_at: now.getTime(), preview_hash: a.orderHash, preview_lifetime: null, created_at: now.getTime(), updated_at: now.getTime() })
          .execute();
      }
      await trx.insertInto("defi_receipts").values(receipt).execute();
      await trx.updateTable("defi_lend_submissions").set({ state: "submitted", tx_hash: txHash, updated_at: now.getTime() }).where("execution_id", "=", executionId).execute();
      return receipt;
    });
  }
}
