import type { DefiHandlers } from "../../generated/defi/server";
import { isDecimal, toUnits } from "./amounts";
import { canonicalHash } from "./canonical";
import { policyProblem, positionAsset } from "./effects";
import type { Plan } from "./intent";
import type { ExecutionStore } from "./executions";
import { requirePortal, requireUser } from "./identity";
import { lendArtifact } from "./lend-artifact";
import type { MandateStore } from "./mandates";
import { mandateReference, readBack } from "./receipts";
import type { IdentityStore } from "./store";
import { defaultVenue, routeOf, type VenueId } from "./venues";
import type { WalletStore } from "./wallets";
import { ChainUnavailable, OutcomeUnknown } from "./chain";
import { settleLive, submitPath, type LiveDeps } from "./lend-live";
import { chainOf } from "./portals";
import { summaryOf } from "./paper-settle";
import { makerOf } from "./preview";
import { settlePaperLend } from "./lend-paper";
import { askApproval } from "./ask-approval";
import { CapitalExceeded } from "./capital";
import { InsufficientBalance } from "./aave";

type Refusable = "insufficient_balance" | "mandate_paused" | "mandate_cancelled" | "policy_violation" | "stale_preview_hash" | "route_disabled" | "venue_not_carried" | "wallet_not_active" | "idempotency_conflict" | "upstream_unavailable";

/**
 * defi_lend_execute: the capability gate of part 3 B (an operator-disabled route or a venue the
 * chain does not carry is refused, never rerouted), the mandate's policy (effects.ts
 * policyProblem, as defi_approve_execute applies it: capital, per-move cap, venues, operations;
 * refused before any preview), then the two phases. The second phase checks
 * the previewHash and the idempotencyKey, then submits through the route's configured chain RPC and
 * venue contract (lend-live.ts), failing closed (upstream_unavailable) where none is configured;
 * the mandate's capital in use (capital.ts) is checked when the submission is claimed.
 * txHash only once the venue's event verified the settlement.
 */
export function lendTools(deps: { store: IdentityStore; mandates: MandateStore; executions: ExecutionStore; wallets: WalletStore; live: LiveDeps }): Pick<DefiHandlers, "defi_lend_execute"> {
  return {
    async defi_lend_execute(args, ctx) {
      const user = await requireUser(deps.store, ctx, args.userId);
      if (args.portal !== undefined) requirePortal(ctx, args.portal);
      const mandate = args.mandateId.length <= 64 ? await deps.mandates.get(args.mandateId) : undefined;
      if (!mandate) throw ctx.error("not_found", `No mandate "${args.mandateId.slice(0, 64)}".`);
      if (mandate.user_id !== user.user_id) throw ctx.error("forbidden", "That mandate belongs to another user.");
      const refuse = async (code: Refusable, message: string): Promise<never> => {
        await deps.executions.refuse({ executionId: null, mandateId: mandate.mandate_id, userId: user.user_id, agentInstanceId: mandate.agent_instance_id, tool: "defi_lend_execute", code, message });
        throw ctx.error(code, `${message} Nothing moved; only a refusal record was written.`);
      };
      if (mandate.status === "cancelled") return refuse("mandate_cancelled", `Refused: mandate ${mandate.mandate_id} is cancelled.`);
      if (mandate.status === "paused") return refuse("mandate_paused", `Refused: mandate ${mandate.mandate_id} is paused.`);
      const capital = JSON.parse(mandate.capital ?? "null") as { asset: string; amount: string; chain: string } | null;
      if (!capital) return refuse("policy_violation", "Refused by policy: the mandate states no capital.");
      const venue = args.venue ?? defaultVenue(capital.chain);
      const route = venue ? routeOf(venue as VenueId, capital.chain) : undefined;
      if (!venue || !route) return refuse("venue_not_carried", `Refused at the capability gate: ${capital.chain} does not carry ${venue ?? "any lending venue"}; nothing is rerouted (see defi_list_venues).`);
      if (route.status === "operator_disabled") return refuse("route_disabled", `Refused at the capability gate: ${venue} on ${capital.chain} is operator-disabled until it settles a real transaction; nothing is rerouted.`);
      const op = args.op;
      const amount = args.amount ?? capital.amount;
      if (!isDecimal(amount) || toUnits(amount) <= 0n) throw ctx.invalid({ path: "/amount", message: 'must be a positive decimal string in the mandate\'s asset, e.g. "250.5"' });
      // The same server-side policy as a copilot plan's approval (capital, per-move cap, venues, operations).
      const plan: Plan = { operation: op, fromAmount: amount, fromAsset: capital.asset, toAmount: amount, toAsset: capital.asset, chain: capital.chain, toChain: null, venue, mandateRef: null };
      const problem = policyProblem(plan, mandate);
      if (problem) return refuse("policy_violation", `Refused by policy: ${problem}.`);
      const paper = args.mode === "paper";
      const maker = await makerOf(deps.wallets, user.user_id, plan, paper ? "paper" : "live");
      if (!maker.address) return refuse("wallet_not_active", "Refused: you have no active evm custody wallet (defi_provision_wallet; a pending_provision wallet cannot sign). mode paper needs none.");
      const action = { mandateId: mandate.mandate_id, op, amount, venue, chain: capital.chain, asset: op === "withdraw" ? positionAsset(capital.asset, venue) : capital.asset, ...(paper ? { mode: "paper" as const } : {}) };
      const { artifact, previewHash } = lendArtifact({ ...action, asset: capital.asset, owner: maker.address, mandateReference: mandateReference(mandate), idempotencyKey: args.idempotencyKey ?? "" });
      const shape = { mandateId: mandate.mandate_id, op, amount, asset: capital.asset, chain: capital.chain, venue: venue as VenueId };
      if (args.previewHash === undefined) {
        // Both phases in one call where the client can ask the user (MRTR); otherwise phase one.
        const how = paper ? `paper, on your simulated balances${maker.paper ? ` (paper account ${maker.address})` : ""}` : `live, signed with your custody wallet ${maker.address}`;
        const asked = await askApproval(ctx, `${summaryOf(plan)} (${how})`, previewHash);
        if (asked === "cannot-ask") return { ...shape, phase: "preview", artifact, previewHash };
      } else if (args.previewHash !== previewHash) return refuse("stale_preview_hash", `Refused before signing: previewHash does not match the artifact these arguments build now (it binds the mandate as it stands, op, amount, venue, the signer and the idempotencyKey${args.idempotencyKey === undefined ? ", here none" : ` "${args.idempotencyKey.slice(0, 64)}"`}: send the same ones as the preview). Call again without previewHash and have the user approve the new artifact.`);
      if (args.idempotencyKey !== undefined) {
        const bound = await deps.executions.claimKey(user.user_id, args.idempotencyKey, canonicalHash(action));
        if (!bound) return refuse("idempotency_conflict", `idempotencyKey "${args.idempotencyKey.slice(0, 64)}" was already used for a different lending action; reuse a key only to retry the same action.`);
      }
      if (paper) {
        const settled = await settlePaperLend({ ...deps, clock: ctx.clock }, { userId: user.user_id, mandate, plan, previewHash });
        if (!settled.ok) return refuse("policy_violation", `Refused by policy: ${settled.reason}.`);
        return { ...shape, phase: "settled", executionId: settled.receipt.execution_id, receiptHash: settled.receipt.receipt_hash, proof: { standing: "none" as const } };
      }
      const wallet = { address: maker.address };
      const path = submitPath(deps.live.settings, venue, capital.chain, capital.asset);
      if (typeof path === "string") return refuse("upstream_unavailable", `Refused: ${path}.`);
      const secret = await deps.wallets.secret(user.user_id, "evm");
      if (!secret) return refuse("wallet_not_active", "Refused: the custody provider holds no key for your evm wallet.");
      const summary = summaryOf(plan);
      let row;
      try {
        row = await settleLive(deps.live, { userId: user.user_id, agentInstanceId: mandate.agent_instance_id, mandateId: mandate.mandate_id, mandateRef: mandateReference(mandate), chain: capital.chain, chainId: chainOf(capital.chain)?.chainId ?? 0, venue, op, asset: capital.asset, amount, owner: wallet.address, secret, orderHash: previewHash, idempotencyKey: args.idempotencyKey, summary }, path);
      } catch (err) {
        if (err instanceof OutcomeUnknown) throw ctx.error("upstream_unavailable", `The outcome is not known yet: ${err.message}. Retry with the same idempotencyKey to read it; it never settles twice.`);
        if (err instanceof ChainUnavailable) return refuse("upstream_unavailable", `Refused: ${err.message}; nothing settled.`);
        if (err instanceof CapitalExceeded) return refuse("policy_violation", `Refused by policy: ${err.message}.`);
        if (err instanceof InsufficientBalance) return refuse("insufficient_balance", `Refused: ${err.message}.`);
        throw err;
      } finally {
        secret.fill(0);
      }
      return { ...shape, phase: "settled", executionId: row.execution_id, receiptHash: row.receipt_hash, proof: { standing: row.standing as "unconfirmed", ...(row.balances ? { balances: readBack(row.balances) } : {}) }, ...(row.tx_hash ? { txHash: row.tx_hash } : {}) };
    },
  };
}
