import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "mcpforge/runtime";
import type { JobQueue } from "mcpforge/platform/storage";
import { CapitalExceeded } from "./capital";
import { broadcast, ChainUnavailable, OutcomeUnknown, rpcClient, signCall, type Rpc, type Standing } from "./chain";
import type { DefiTables, ReceiptsTable } from "./tables";
import type { DefiSettings } from "./settings";
import type { LendClaims, SubmissionAction } from "./lend-claims";
import { AAVE_PREFIX } from "./aave";
import { checkMove, evidenceOf, prepareMove, type MoveOf, type SwapTerms } from "./moves";

export const CONFIRM_QUEUE = "defi.confirm";
/** Durable job finishing a live lend whose process stopped between the claim and the outcome. */
export const RECOVER_QUEUE = "defi.lend-recover";

/** A durable confirmation: the receipt and the move as submitted (its route is the configured contract, moves.ts). */
export interface ConfirmJob extends MoveOf {
  receiptHash: string;
}

export interface LiveLend {
  userId: string;
  agentInstanceId: string | null;
  mandateId: string;
  mandateRef: string;
  chain: string;
  chainId: number;
  venue: string;
  op: "supply" | "withdraw" | "swap";
  asset: string;
  amount: string;
  owner: string;
  secret: Uint8Array;
  /** A swap's terms (uniswap-v3 route): fixed at approval. */
  swap?: SwapTerms;
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
  claims: LendClaims;
  /** Submissions this process is running now, by executionId: concurrent retries here wait on them. */
  inflight: Map<string, Promise<ReceiptsTable>>;
}


/** The submit path of a route for an asset, or why there is none. */
export function submitPath(settings: DefiSettings, venue: string, chain: string, asset = "USDC"): { rpcUrl: string; contract: string } | string {
  const rpcUrl = settings.chainRpc.get(chain);
  const contract = settings.venueContracts.get(`${venue}@${chain}`);
  if (!rpcUrl || !contract) return `live submission to ${venue} on ${chain} is not configured on this server (${!rpcUrl ? `no chain RPC in DEFI_CHAIN_RPC_URLS for ${chain}` : `no contract in DEFI_VENUE_CONTRACTS for ${venue}@${chain}`}); nothing was signed`;
  if (!contract.startsWith(AAVE_PREFIX)) return `${venue}@${chain} in DEFI_VENUE_CONTRACTS is ${contract.split(":")[0]}, not an Aave V3 Pool (aave-v3:0x…), so it cannot lend; nothing was signed`;
  if (!settings.tokens.get(`${asset}@${chain}`)) return `the Aave route ${venue} on ${chain} has no ${asset} token contract configured (DEFI_TOKEN_ADDRESSES ${asset}@${chain}=0x…); nothing was signed`;
  return { rpcUrl, contract };
}

/** Another holder's claim: a retry looks again every WAIT_STEP_MS, for DEFI_LEND_INFLIGHT_WAIT_MS, before answering that it is in flight. */
const WAIT_STEP_MS = 250;

/**
 * Settles a lend once per (user, idempotencyKey or previewHash), without holding a storage
 * transaction during RPC calls (lend-claims.ts): claim in a short transaction, sign outside,
 * record the signed transaction, send outside, record the outcome in another. Concurrent retries
 * wait for the claimant (in this process on its promise; elsewhere by looking again) and get its
 * receipt; a claim older than DEFI_LEND_CLAIM_TTL_MS is recovered (lend-recover.ts). The receipt
 * starts `unconfirmed`; the venue's event moves it to chain-confirmed (txHash shown), a revert or
 * a missing event to chain-contradicted.
 */
export async function settleLive(deps: LiveDeps, l: LiveLend, path: { rpcUrl: string; contract: string }): Promise<ReceiptsTable> {
  const executionId = l.pendingExecutionId ?? `exe_${createHash("sha256").update(`${l.userId}\n${l.idempotencyKey ?? l.orderHash}`).digest("base64url").slice(0, 22)}`;
  const { secret, chainId, idempotencyKey: _key, ...rest } = l;
  // A receipt of a real protocol's route says how it is checked (moves.ts).
  const evidence = evidenceOf({ ...l, contract: path.contract });
  const summary = evidence ? `${l.summary}; ${evidence}` : l.summary;
  const action: SubmissionAction = { ...rest, summary, contract: path.contract };
  const rpc = rpcClient(deps.settings.outbound, path.rpcUrl);
  let row: ReceiptsTable | undefined;
  const waitRounds = Math.ceil(deps.settings.lendInflightWaitMs / WAIT_STEP_MS);
  for (let round = 0; !row; round++) {
    const claim = await deps.claims.claim(executionId, action);
    if (claim.kind === "done") row = claim.receipt;
    else if (claim.kind === "refused") throw new CapitalExceeded(claim.reason);
    else if (claim.kind === "claimed") {
      const run = submitClaimed(deps, rpc, executionId, claim.token, action, { secret, chainId });
      deps.inflight.set(executionId, run);
      try {
        row = await run;
      } finally {
        deps.inflight.delete(executionId);
      }
    } else {
      const mine = deps.inflight.get(executionId);
      if (mine) row = await mine;
      else if (deps.clock.now().getTime() - Number(claim.row.claimed_at) >= deps.settings.lendClaimTtlMs) await recoverSubmission(deps, executionId);
      else if (round >= waitRounds) throw new OutcomeUnknown(`a submission for this action is in flight (claimed at ${new Date(Number(claim.row.claimed_at)).toISOString()}); it is recovered after DEFI_LEND_CLAIM_TTL_MS if its process stopped`);
      else await new Promise((resolve) => setTimeout(resolve, Math.min(WAIT_STEP_MS, deps.settings.lendInflightWaitMs)));
    }
  }
  return afterOutcome(deps, row, action);
}

/** The claimant's part: sign, record the signed transaction, send, record the outcome. */
async function submitClaimed(deps: LiveDeps, rpc: Rpc, executionId: string, token: string, a: SubmissionAction, k: { secret: Uint8Array; chainId: number }): Promise<ReceiptsTable> {
  let signed;
  try {
    const call = await prepareMove(deps.settings, rpc, a, k);
    signed = await signCall(rpc, { secret: k.secret, chainId: k.chainId, ...call });
  } catch (err) {
    await deps.claims.release(executionId, token);
    throw err;
  }
  if (!(await deps.claims.recordSigned(executionId, token, signed))) throw new ChainUnavailable("the claim on this action was taken over by a recovery before the transaction was sent; retry with the same idempotencyKey");
  // Should this process stop before the outcome is written, the job finishes it (lend-recover.ts).
  await deps.jobs.enqueue(RECOVER_QUEUE, { executionId }, { key: `${RECOVER_QUEUE}:${executionId}`, runAt: new Date(deps.clock.now().getTime() + deps.settings.lendClaimTtlMs), maxAttempts: 20 });
  let sent;
  try {
    sent = await broadcast(rpc, signed);
  } catch (err) {
    throw new OutcomeUnknown(`the chain RPC did not answer while the signed transaction ${signed.txHash} was sent (${(err as Error).message}); it is recorded and reconciled by rebroadcasting the same transaction, which can settle at most once`);
  }
  if (sent === "rejected") {
    await deps.claims.release(executionId, token);
    throw new ChainUnavailable(`the chain refused the signed transaction ${signed.txHash} and does not know it; nothing settled`);
  }
  return deps.claims.recordOutcome(executionId, a, signed.txHash);
}

/** After an outcome: one confirmation check now, the durable confirmation job when not mined yet. */
export async function afterOutcome(deps: LiveDeps, row: ReceiptsTable, a: MoveOf): Promise<ReceiptsTable> {
  if (row.standing !== "unconfirmed" || !row.submitted_tx) return row;
  const job: ConfirmJob = { receiptHash: row.receipt_hash, chain: a.chain, contract: a.contract, owner: a.owner, orderHash: a.orderHash, op: a.op, asset: a.asset, amount: a.amount, ...(a.swap ? { swap: a.swap } : {}) };
  const standing = await confirm(deps, job).catch(() => "unconfirmed" as const);
  if (standing === "unconfirmed") await deps.jobs.enqueue(CONFIRM_QUEUE, job, { key: `defi.confirm:${row.receipt_hash}`, runAt: new Date(deps.clock.now().getTime() + deps.settings.confirmDelayMs) });
  return (await deps.db.selectFrom("defi_receipts").selectAll().where("receipt_hash", "=", row.receipt_hash).executeTakeFirst())!;
}

/**
 * The recovery rule for a claim older than DEFI_LEND_CLAIM_TTL_MS (its claimant presumed gone):
 * no signed transaction recorded → nothing was ever sent (sending comes after recording), the
 * claim is released and a retry starts afresh; a signed transaction recorded → the same signed
 * transaction is broadcast again (one nonce, one hash: it can be included once), and if the chain
 * accepted or already has it, the outcome is written; if the chain refuses it and does not know
 * it, it never settled and the claim is released. Run by the durable job and by a retry that
 * finds the stale claim; both may race, every step is idempotent.
 */
export async function recoverSubmission(deps: LiveDeps, executionId: string): Promise<"none" | "pending" | "released" | "settled"> {
  const row = await deps.claims.get(executionId);
  if (!row || row.state !== "submitting") return "none";
  if (deps.clock.now().getTime() - Number(row.claimed_at) < deps.settings.lendClaimTtlMs) return "pending";
  if (!row.signed_tx || !row.tx_hash) {
    await deps.claims.release(executionId, row.claim_token, true);
    return "released";
  }
  const action = JSON.parse(row.action) as SubmissionAction;
  const rpcUrl = deps.settings.chainRpc.get(action.chain);
  if (!rpcUrl) throw new ChainUnavailable(`no chain RPC for ${action.chain} (DEFI_CHAIN_RPC_URLS) to reconcile ${row.tx_hash}`);
  const sent = await broadcast(rpcClient(deps.settings.outbound, rpcUrl), { raw: row.signed_tx, txHash: row.tx_hash });
  if (sent === "rejected") {
    await deps.claims.release(executionId, row.claim_token);
    return "released";
  }
  await afterOutcome(deps, await deps.claims.recordOutcome(executionId, action, row.tx_hash), action);
  return "settled";
}

/** One confirmation check against the declared chain; records the standing, the balances read back, and txHash once verified. */
export async function confirm(deps: Pick<LiveDeps, "db" | "clock" | "settings">, job: ConfirmJob): Promise<Standing> {
  const r = await deps.db.selectFrom("defi_receipts").selectAll().where("receipt_hash", "=", job.receiptHash).executeTakeFirst();
  const rpcUrl = deps.settings.chainRpc.get(job.chain);
  if (!r?.submitted_tx || !rpcUrl) return "unconfirmed";
  const rpc = rpcClient(deps.settings.outbound, rpcUrl);
  const { standing, balances } = await checkMove(deps.settings, rpc, job, r.submitted_tx);
  await deps.db
    .updateTable("defi_receipts")
    .set({ standing, checked_at: deps.clock.now().getTime(), tx_hash: standing === "chain-confirmed" ? r.submitted_tx : null, ...(balances ? { balances: JSON.stringify(balances) } : {}) })
    .where("receipt_hash", "=", job.receiptHash)
    .execute();
  return standing;
}
