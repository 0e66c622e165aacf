import type { DefiHandlers } from "../../generated/defi/server";
import { compareDecimal } from "./amounts";
import { buildArtifact, type Built } from "./artifact";
import { planDeltas, policyProblem, simulatedBalance } from "./effects";
import type { Plan } from "./intent";
import type { MandateStore } from "./mandates";
import { makerOf, pendingPlan, type ExecDeps } from "./preview";
import { portfolioOf } from "./portfolio";
import { mandateReference, receiptView, sealReceipt } from "./receipts";
import { isLive, routeOf, type VenueId } from "./venues";
import { ChainUnavailable, OutcomeUnknown } from "./chain";
import { settleLive, submitPath, type LiveDeps } from "./lend-live";
import { chainOf } from "./portals";
import type { SolanaLifetime } from "./solana";
import { askApproval } from "./ask-approval";
import { CapitalExceeded, capitalProblem } from "./capital";

type Refusable = "mandate_paused" | "mandate_cancelled" | "policy_violation" | "stale_preview_hash" | "no_live_route" | "wallet_not_active" | "upstream_unavailable";

export const summaryOf = (p: Plan) =>
  `${p.operation} ${p.fromAmount} ${p.fromAsset}${p.operation === "swap" ? ` for ${p.toAmount} ${p.toAsset}` : ""} on ${p.chain}${p.toChain ? ` to ${p.toChain}` : ""}${p.venue ? ` via ${p.venue}` : ""}`;

/**
 * defi_approve_execute, in the order of part 3 B: the bound mandate's status, the previewHash
 * (checked before anything could be signed), the policy limits, then the route (live) and the
 * settlement. Every refusal writes one refusal record and nothing else; paper settlement moves the
 * simulated balances and writes the fill and the receipt in one transaction.
 */
export function approveTools(deps: ExecDeps & { mandates: MandateStore; live: LiveDeps; baseUrl(): string }): Pick<DefiHandlers, "defi_approve_execute"> {
  return {
    async defi_approve_execute(args, ctx) {
      const { user, exe, plan } = await pendingPlan(deps, ctx, args);
      const refuse = async (code: Refusable, message: string): Promise<never> => {
        await deps.executions.refuse({ executionId: exe.execution_id, mandateId: exe.mandate_id, userId: user.user_id, agentInstanceId: exe.agent_instance_id, tool: "defi_approve_execute", code, message });
        throw ctx.error(code, `${message} No funds moved; only a refusal record was written.`);
      };
      const mandate = exe.mandate_id ? ((await deps.mandates.get(exe.mandate_id)) ?? null) : null;
      if (mandate?.status === "cancelled") return refuse("mandate_cancelled", `Refused: mandate ${mandate.mandate_id} is cancelled.`);
      if (mandate?.status === "paused") return refuse("mandate_paused", `Refused: mandate ${mandate.mandate_id} is paused; resume it first.`);
      let previewHash = args.previewHash;
      if (previewHash !== undefined) {
        const current = await currentArtifact();
        if (current.missing === "wallet") return refuse("wallet_not_active", `Refused: no active ${current.family} custody wallet to check the preview against.`);
        if (current.missing === "solana_preview") return refuse("stale_preview_hash", "Refused before signing: this plan has no current Solana preview. Preview it (defi_preview_tx) and have the user approve that artifact.");
        if (!current.built.ok) return refuse("upstream_unavailable", `Refused: ${current.built.reason}.`);
        if (current.built.previewHash !== previewHash) return refuse("stale_preview_hash", "Refused before signing: previewHash does not match the current artifact. Preview again (defi_preview_tx) and have the user approve the new artifact.");
      } else {
        // No previewHash: a client that can be asked shows the user the current artifact first (MRTR).
        const current = await currentArtifact();
        const shown = current.missing === undefined && current.built.ok ? current.built.previewHash : undefined;
        if ((await askApproval(ctx, `${summaryOf(plan)} (${args.mode ?? "paper"} mode)`, shown)) === "approved") previewHash = shown;
      }
      if (args.mode === "live" && exe.mode !== "live") return refuse("policy_violation", "Refused by policy: this plan was made for paper mode; plan it again with mode live and a live-scoped agent credential.");
      const problem = policyProblem(plan, mandate);
      if (problem) return refuse("policy_violation", `Refused by policy: ${problem}.`);
      if (args.mode === "live") return settleLiveLend();

      const { debit, credit } = planDeltas(plan);
      const before = (await portfolioOf(deps.store.db, user.user_id, exe.portal)).balances;
      const settledAt = ctx.clock.now();
      const sealed = sealReceipt({ executionId: exe.execution_id, mode: "paper", summary: summaryOf(plan), settledAt: settledAt.toISOString(), chain: plan.chain, ap2: { reference: mandateReference(mandate!) } });
      const receipt = { receipt_hash: sealed.receiptHash, user_id: user.user_id, agent_instance_id: exe.agent_instance_id, body: sealed.body, standing: "none", checked_at: null, tx_hash: null, submitted_tx: null, settled_at: settledAt.getTime() };
      const outcome = await deps.executions.settle({ executionId: exe.execution_id, fill: { userId: user.user_id, portal: exe.portal, operation: plan.operation, summary: summaryOf(plan), deltas: [debit, credit] }, receipt }, async (trx) => {
        // The mandate's capital is a running bound (capital.ts), checked under the settlement lock.
        const overCapital = await capitalProblem(trx, mandate!.mandate_id, { executionId: exe.execution_id, userId: user.user_id, op: plan.operation, amount: plan.fromAmount });
        if (overCapital) return overCapital;
        const have = await simulatedBalance(trx, user.user_id, exe.portal, debit.asset, debit.chain);
        const need = debit.delta.replace(/^-/, "");
        return compareDecimal(have, need) >= 0 ? null : `the simulated ${debit.asset} balance on ${debit.chain} is ${have}, less than ${need}`;
      });
      if (outcome === "not_pending") throw ctx.error("execution_not_pending", `Execution ${exe.execution_id} was settled by another call, or is being settled live; read it with defi_get_receipt.`);
      if (typeof outcome === "object") return refuse("policy_violation", `Refused by policy: ${outcome.refused}.`);
      const after = (await portfolioOf(deps.store.db, user.user_id, exe.portal)).balances;
      return { executionId: exe.execution_id, mode: "paper", status: "settled", balances: { before, after }, receipt: receiptView({ ...receipt, execution_id: exe.execution_id }, deps.baseUrl()) };

      /**
       * The artifact this plan builds now for the user's wallet, checked against a previewHash or
       * shown when asking. A Solana preview is rebuilt on the blockhash it was made with; none
       * stored means nothing was previewed.
       */
      async function currentArtifact(): Promise<{ missing: "wallet"; family: string } | { missing: "solana_preview" } | { missing?: undefined; built: Built }> {
        const maker = await makerOf(deps.wallets, user.user_id, plan);
        if (!maker.address) return { missing: "wallet", family: maker.family };
        const lifetime = exe.preview_lifetime ? (JSON.parse(exe.preview_lifetime) as SolanaLifetime) : null;
        if (maker.family === "solana" && !lifetime) return { missing: "solana_preview" };
        return { built: buildArtifact(exe, maker.address, lifetime) };
      }

      /** Live mode fails closed unless the plan is a lending operation on a live route with a configured submit path. */
      async function settleLiveLend() {
        const route = plan.venue && plan.venue.startsWith("venue_") ? routeOf(plan.venue as VenueId, plan.chain) : undefined;
        if (!route || !isLive(route) || !["lend", "supply", "withdraw"].includes(plan.operation)) return refuse("no_live_route", `Refused: live mode has no live route for ${plan.operation} via ${plan.venue ?? "no venue"} on ${plan.chain} (see defi_list_venues).`);
        const maker = await makerOf(deps.wallets, user.user_id, plan);
        if (!maker.address) return refuse("wallet_not_active", `Refused: no active ${maker.family} custody wallet to sign with.`);
        if (previewHash === undefined) return refuse("policy_violation", "Refused by policy: live mode signs only the artifact the user approved; pass its previewHash (defi_preview_tx).");
        const path = submitPath(deps.live.settings, route.venue, route.chain);
        if (typeof path === "string") return refuse("upstream_unavailable", `Refused: ${path}.`);
        const secret = await deps.wallets.secret(user.user_id, "evm");
        if (!secret) return refuse("wallet_not_active", "Refused: the custody provider holds no key for your evm wallet.");
        let row;
        try {
          const op = plan.operation === "withdraw" ? "withdraw" : "supply";
          row = await settleLive(deps.live, { userId: user.user_id, agentInstanceId: exe.agent_instance_id, mandateId: mandate!.mandate_id, mandateRef: mandateReference(mandate!), chain: plan.chain, chainId: chainOf(plan.chain)?.chainId ?? 0, venue: route.venue, op, asset: plan.fromAsset, amount: plan.fromAmount, owner: maker.address, secret, orderHash: previewHash, idempotencyKey: exe.execution_id, summary: summaryOf(plan), pendingExecutionId: exe.execution_id }, path);
        } catch (err) {
          if (err instanceof OutcomeUnknown) throw ctx.error("upstream_unavailable", `The outcome is not known yet: ${err.message}. Approve again to read it; it never settles twice.`);
          if (err instanceof ChainUnavailable) return refuse("upstream_unavailable", `Refused: ${err.message}; nothing settled.`);
          if (err instanceof CapitalExceeded) return refuse("policy_violation", `Refused by policy: ${err.message}.`);
          throw err;
        } finally {
          secret.fill(0);
        }
        return { executionId: exe.execution_id, mode: "live" as const, status: "settled" as const, balances: null, receipt: receiptView(row, deps.baseUrl()) };
      }
    },
  };
}
