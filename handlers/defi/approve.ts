import type { DefiHandlers } from "../../generated/defi/server";
import { buildArtifact, type Built } from "./artifact";
import { policyProblem } from "./effects";
import type { MandateStore } from "./mandates";
import { makerOf, pendingPlan, type ExecDeps } from "./preview";
import { portfolioOf } from "./portfolio";
import { mandateReference, receiptView } from "./receipts";
import { isLive, routeOf, type VenueId } from "./venues";
import { ChainUnavailable, OutcomeUnknown } from "./chain";
import { settleLive, submitPath, type LiveDeps } from "./lend-live";
import { chainOf } from "./portals";
import type { SolanaLifetime } from "./solana";
import { askApproval } from "./ask-approval";
import { CapitalExceeded } from "./capital";
import { InsufficientBalance } from "./aave";
import { settlePaper, summaryOf } from "./paper-settle";
import type { SwapTerms } from "./moves";
import { liveSwapTerms, swapRoute, swapSummary } from "./swap-live";

type Refusable = "insufficient_balance" | "mandate_paused" | "mandate_cancelled" | "policy_violation" | "stale_preview_hash" | "no_live_route" | "wallet_not_active" | "upstream_unavailable";

/**
 * defi_approve_execute, in the order of part 3 B: the bound mandate's status, the previewHash
 * (checked before anything could be signed: the hash of the plan's latest preview, or the user's
 * elicited confirmation; a client that can be asked neither is told to preview first), the policy limits, then the route (live) and the
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
      // Approval for every client: the previewHash of the preview the user saw, or the user's answer
      // to the question this call asks (MRTR). There is no third path.
      let previewHash = args.previewHash;
      const current = await currentArtifact();
      if (previewHash !== undefined) {
        if (current.missing === "wallet") return refuse("wallet_not_active", `Refused: no active ${current.family} custody wallet to check the preview against.`);
        if (current.missing === "solana_preview") return refuse("stale_preview_hash", "Refused before signing: this plan has no current Solana preview. Preview it (defi_preview_tx) and have the user approve that artifact.");
        if (!current.built.ok) return refuse("upstream_unavailable", `Refused: ${current.built.reason}.`);
        if (exe.preview_hash === null) return refuse("stale_preview_hash", "Refused before signing: this plan was never previewed, so no user saw an artifact with that previewHash. Preview it first (defi_preview_tx) and have the user approve that artifact.");
        if (current.built.previewHash !== previewHash || exe.preview_hash !== previewHash) return refuse("stale_preview_hash", "Refused before signing: previewHash does not match the artifact of this plan's latest preview. Preview again (defi_preview_tx) and have the user approve the new artifact.");
      } else {
        const shown = current.missing === undefined && current.built.ok ? current.built.previewHash : undefined;
        if ((await askApproval(ctx, `${summaryOf(plan)} (${args.mode ?? "paper"} mode)`, shown)) !== "approved") {
          throw ctx.error("preview_required", `Not settled: preview first. Call defi_preview_tx for ${exe.execution_id}, show the user the artifact, and after their explicit approval pass its previewHash here. This client cannot be asked for a confirmation, and nothing was written.`);
        }
        previewHash = shown;
      }
      if (args.mode === "live" && exe.mode !== "live") return refuse("policy_violation", "Refused by policy: this plan was made for paper mode; plan it again with mode live and a live-scoped agent credential.");
      const problem = policyProblem(plan, mandate);
      if (problem) return refuse("policy_violation", `Refused by policy: ${problem}.`);
      if (args.mode === "live") return settleLiveMove();

      const before = (await portfolioOf(deps.store.db, user.user_id, exe.portal)).balances;
      const paper = await settlePaper({ executions: deps.executions, clock: ctx.clock }, { executionId: exe.execution_id, userId: user.user_id, portal: exe.portal, agentInstanceId: exe.agent_instance_id, plan, mandate: mandate! });
      if (!paper.ok && paper.code === "not_pending") throw ctx.error("execution_not_pending", `Execution ${exe.execution_id} was settled by another call, or is being settled live; read it with defi_get_receipt.`);
      if (!paper.ok) return refuse("policy_violation", `Refused by policy: ${paper.reason}.`);
      const after = (await portfolioOf(deps.store.db, user.user_id, exe.portal)).balances;
      return { executionId: exe.execution_id, mode: "paper", status: "settled", balances: { before, after }, receipt: receiptView(paper.receipt, deps.baseUrl()) };

      /**
       * The artifact this plan builds now for the user's wallet, checked against a previewHash or
       * shown when asking. A Solana preview is rebuilt on the blockhash it was made with; none
       * stored means nothing was previewed.
       */
      async function currentArtifact(): Promise<{ missing: "wallet"; family: string } | { missing: "solana_preview" } | { missing?: undefined; built: Built }> {
        const maker = await makerOf(deps.wallets, user.user_id, plan, exe.mode);
        if (!maker.address) return { missing: "wallet", family: maker.family };
        const lifetime = exe.preview_lifetime ? (JSON.parse(exe.preview_lifetime) as SolanaLifetime) : null;
        if (maker.family === "solana" && !lifetime) return { missing: "solana_preview" };
        return { built: buildArtifact(exe, maker.address, lifetime) };
      }

      /**
       * Live mode fails closed unless the plan is a lending operation on a live route with a
       * configured submit path, or a swap on the chain's configured Uniswap V3 route (swap-live.ts).
       */
      async function settleLiveMove() {
        const swapContract = plan.operation === "swap" ? swapRoute(deps.live.settings, plan.chain) : undefined;
        const route = plan.venue && plan.venue.startsWith("venue_") ? routeOf(plan.venue as VenueId, plan.chain) : undefined;
        const lending = !!route && isLive(route) && ["lend", "supply", "withdraw"].includes(plan.operation);
        if (!swapContract && !lending) return refuse("no_live_route", `Refused: live mode has no live route for ${plan.operation} via ${plan.venue ?? "no venue"} on ${plan.chain} (see defi_list_venues; a swap needs swap@${plan.chain} in DEFI_VENUE_CONTRACTS).`);
        const maker = await makerOf(deps.wallets, user.user_id, plan);
        if (!maker.address) return refuse("wallet_not_active", `Refused: no active ${maker.family} custody wallet to sign with (a pending_provision wallet cannot sign).`);
        if (previewHash === undefined) return refuse("policy_violation", "Refused by policy: live mode signs only the artifact the user approved; pass its previewHash (defi_preview_tx).");
        let path: { rpcUrl: string; contract: string } | string;
        let swap: SwapTerms | undefined;
        if (swapContract) {
          const terms = await liveSwapTerms(deps.live.settings, plan, swapContract).catch((err: Error) => ({ ok: false as const, code: "upstream_unavailable" as const, message: err.message }));
          if (!terms.ok) return refuse(terms.code, `Refused: ${terms.message}.`);
          [path, swap] = [{ rpcUrl: terms.rpcUrl, contract: swapContract }, terms.terms];
        } else path = submitPath(deps.live.settings, route!.venue, route!.chain, plan.fromAsset);
        if (typeof path === "string") return refuse("upstream_unavailable", `Refused: ${path}.`);
        const secret = await deps.wallets.secret(user.user_id, "evm");
        if (!secret) return refuse("wallet_not_active", "Refused: the custody provider holds no key for your evm wallet.");
        let row;
        try {
          const op = swap ? "swap" : plan.operation === "withdraw" ? "withdraw" : "supply";
          const venue = swap ? "uniswap-v3" : route!.venue;
          const summary = swap ? swapSummary(plan, swap) : summaryOf(plan);
          row = await settleLive(deps.live, { userId: user.user_id, agentInstanceId: exe.agent_instance_id, mandateId: mandate!.mandate_id, mandateRef: mandateReference(mandate!), chain: plan.chain, chainId: chainOf(plan.chain)?.chainId ?? 0, venue, op, asset: plan.fromAsset, amount: plan.fromAmount, owner: maker.address, secret, orderHash: previewHash, idempotencyKey: exe.execution_id, summary, pendingExecutionId: exe.execution_id, ...(swap ? { swap } : {}) }, path);
        } catch (err) {
          if (err instanceof OutcomeUnknown) throw ctx.error("upstream_unavailable", `The outcome is not known yet: ${err.message}. Approve again to read it; it never settles twice.`);
          if (err instanceof ChainUnavailable) return refuse("upstream_unavailable", `Refused: ${err.message}; nothing settled.`);
          if (err instanceof CapitalExceeded) return refuse("policy_violation", `Refused by policy: ${err.message}.`);
          if (err instanceof InsufficientBalance) return refuse("insufficient_balance", `Refused: ${err.message}.`);
          throw err;
        } finally {
          secret.fill(0);
        }
        return { executionId: exe.execution_id, mode: "live" as const, status: "settled" as const, balances: null, receipt: receiptView(row, deps.baseUrl()) };
      }
    },
  };
}
