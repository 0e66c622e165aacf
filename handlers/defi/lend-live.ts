import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "../../generator/runtime";
import type { JobQueue } from "../_shared/storage";
import { toUnits } from "./amounts";
import { checkSettlement, rpcClient, submitLend, type Standing } from "./chain";
import type { DefiTables, ReceiptsTable } from "./tables";
import { sealReceipt } from "./receipts";
import type { DefiSettings } from "./settings";

export const CONFIRM_QUEUE = "defi.confirm";

export interface ConfirmJob {
  receiptHash: string;
  chain: string;
  contract: string;
  owner: string;
  orderHash: string;
  op: "supply" | "withdraw";
}

export interface LiveLend {
  userId: string;
  agentInstanceId: string | null;
  mandateId: string;
  mandateRef: string;
  chain: string;
  chainId: number;
  venue: string;
  op: "supply" | "withdraw";
  asset: string;
  amount: string;
  owner: string;
  secret: Uint8Array;
  orderHash: string;
  idempotencyKey: string | undefined;
  summary: string;
  /** A pending copilot plan this settles (defi_approve_execute live); absent for defi_lend_execute. */
  pendingExecutionId?: string;
}

export interface LiveDeps {
  db: Kysely<DefiTables>;
  clock: Clock;
  settings: DefiSettings;
  jobs: JobQueue;
  serialized: <R>(key: string, fn: (trx: Kysely<DefiTables>) => Promise<R>) => Promise<R>;
}

const DECIMALS: Record<string, number> = { USDC: 6, USDT: 6 };

/** The submit path of a route, or why there is none. */
export function submitPath(settings: DefiSettings, venue: string, chain: string): { rpcUrl: string; contract: string } | string {
  const rpcUrl = settings.chainRpc.get(chain);
  const contract = settings.venueContracts.get(`${venue}@${chain}`);
  if (!rpcUrl || !contract) return `live submission to ${venue} on ${chain} is not configured on this server (${!rpcUrl ? `no chain RPC in DEFI_CHAIN_RPC_URLS for ${chain}` : `no contract in DEFI_VENUE_CONTRACTS for ${venue}@${chain}`}); nothing was signed`;
  return { rpcUrl, contract };
}

/**
 * Settles a lend once per (user, idempotencyKey or previewHash): the submission and its records run
 * under one serialized transaction, so concurrent retries wait and then find the first one's
 * receipt. The receipt starts `unconfirmed` (a transaction exists); the venue's event moves it to
 * chain-confirmed (txHash shown), a revert or a missing event to chain-contradicted.
 */
export async function settleLive(deps: LiveDeps, l: LiveLend, path: { rpcUrl: string; contract: string }): Promise<ReceiptsTable> {
  const executionId = l.pendingExecutionId ?? `exe_${createHash("sha256").update(`${l.userId}\n${l.idempotencyKey ?? l.orderHash}`).digest("base64url").slice(0, 22)}`;
  const rpc = rpcClient(deps.settings.outbound, path.rpcUrl);
  const row = await deps.serialized(`defi:lend:${executionId}`, async (trx) => {
    const done = await trx.selectFrom("defi_receipts").selectAll().where("execution_id", "=", executionId).executeTakeFirst();
    if (done) return done;
    const units = toUnits(l.amount) / 10n ** BigInt(18 - (DECIMALS[l.asset] ?? 18));
    const txHash = await submitLend(rpc, { secret: l.secret, chainId: l.chainId, contract: path.contract, op: l.op, orderHash: l.orderHash, units });
    const now = deps.clock.now();
    const sealed = sealReceipt({ executionId, mode: "live", summary: l.summary, settledAt: now.toISOString(), chain: l.chain, ap2: { reference: l.mandateRef } });
    const receipt: ReceiptsTable = { receipt_hash: sealed.receiptHash, execution_id: executionId, user_id: l.userId, agent_instance_id: l.agentInstanceId, body: sealed.body, standing: "unconfirmed", checked_at: null, tx_hash: null, settled_at: now.getTime(), submitted_tx: txHash };
    if (l.pendingExecutionId) {
      await trx.updateTable("defi_executions").set({ status: "settled", updated_at: now.getTime() }).where("execution_id", "=", executionId).execute();
    } else await trx
      .insertInto("defi_executions")
      .values({ execution_id: executionId, user_id: l.userId, portal: l.chain, agent_id: null, mandate_id: l.mandateId, agent_instance_id: l.agentInstanceId, mode: "live", plan: JSON.stringify({ operation: l.op, chain: l.chain, venue: l.venue, asset: l.asset, amount: l.amount }), status: "settled", nonce: "0", expires_at: now.getTime(), preview_hash: l.orderHash, created_at: now.getTime(), updated_at: now.getTime() })
      .execute();
    await trx.insertInto("defi_receipts").values(receipt).execute();
    return receipt;
  });
  if (row.standing !== "unconfirmed" || !row.submitted_tx) return row;
  const job: ConfirmJob = { receiptHash: row.receipt_hash, chain: l.chain, contract: path.contract, owner: l.owner, orderHash: l.orderHash, op: l.op };
  const standing = await confirm(deps, job).catch(() => "unconfirmed" as const);
  if (standing === "unconfirmed") await deps.jobs.enqueue(CONFIRM_QUEUE, job, { key: `defi.confirm:${row.receipt_hash}`, runAt: new Date(deps.clock.now().getTime() + deps.settings.confirmDelayMs) });
  return (await deps.db.selectFrom("defi_receipts").selectAll().where("receipt_hash", "=", row.receipt_hash).executeTakeFirst())!;
}

/** One confirmation check against the declared chain; records the standing (and txHash once verified). */
export async function confirm(deps: Pick<LiveDeps, "db" | "clock" | "settings">, job: ConfirmJob): Promise<Standing> {
  const r = await deps.db.selectFrom("defi_receipts").selectAll().where("receipt_hash", "=", job.receiptHash).executeTakeFirst();
  const rpcUrl = deps.settings.chainRpc.get(job.chain);
  if (!r?.submitted_tx || !rpcUrl) return "unconfirmed";
  const standing = await checkSettlement(rpcClient(deps.settings.outbound, rpcUrl), { txHash: r.submitted_tx, contract: job.contract, owner: job.owner, orderHash: job.orderHash, op: job.op });
  await deps.db
    .updateTable("defi_receipts")
    .set({ standing, checked_at: deps.clock.now().getTime(), tx_hash: standing === "chain-confirmed" ? r.submitted_tx : null })
    .where("receipt_hash", "=", job.receiptHash)
    .execute();
  return standing;
}
