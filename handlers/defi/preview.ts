import type { DefiHandlers } from "../../generated/defi/server";
import type { RequestContext } from "mcpforge/runtime";
import { compareDecimal } from "./amounts";
import { buildArtifact } from "./artifact";
import { planDeltas, simulatedBalance } from "./effects";
import type { ExecutionStore } from "./executions";
import { requirePortal, requireUser } from "./identity";
import type { Plan } from "./intent";
import type { ExecutionsTable, UsersTable } from "./migrations";
import { chainOf } from "./portals";
import type { IdentityStore } from "./store";
import type { WalletStore } from "./wallets";
import type { DefiSettings } from "./settings";
import { latestBlockhash, type SolanaLifetime } from "./solana";
import { ChainUnavailable } from "./chain";
import { keccak256, toHex } from "./viem";

export interface ExecDeps {
  store: IdentityStore;
  executions: ExecutionStore;
  wallets: WalletStore;
  settings: DefiSettings;
}

type Codes = "unknown_user" | "identity_required" | "unknown_portal" | "not_found" | "execution_not_pending";

/** The caller's pending plan on that portal, or the refusal (someone else's plan is not_found to them). */
export async function pendingPlan<E extends string>(deps: ExecDeps, ctx: Pick<RequestContext<E | Codes>, "error" | "invalid" | "headers">, args: { executionId: string; userId?: string; portal: string }): Promise<{ user: UsersTable; exe: ExecutionsTable; plan: Plan }> {
  const user = await requireUser(deps.store, ctx, args.userId);
  const portal = requirePortal(ctx, args.portal);
  const exe = args.executionId.length <= 64 ? await deps.executions.get(args.executionId) : undefined;
  if (!exe || exe.user_id !== user.user_id || exe.portal !== portal) throw ctx.error("not_found", `No plan "${args.executionId.slice(0, 64)}" of yours on portal ${portal}; take executionId from defi_copilot_turn.`);
  if (exe.status !== "pending") throw ctx.error("execution_not_pending", `Execution ${exe.execution_id} is already ${exe.status}; read it with defi_get_receipt.`);
  return { user, exe, plan: JSON.parse(exe.plan) as Plan };
}

/**
 * The maker address of a plan: the user's active custody wallet for the plan's chain family; for a
 * paper plan on an EVM chain without one, the user's paper account (paperAccount: simulated, no key,
 * nothing can be signed for it), so the simulated loop needs no wallet; otherwise null.
 */
export async function makerOf(wallets: WalletStore, userId: string, plan: Plan, mode: string = "live"): Promise<{ family: string; address: string | null; paper: boolean }> {
  const family = chainOf(plan.chain)?.family ?? "evm";
  const w = await wallets.wallet(userId, family);
  if (w?.status === "active" && w.address) return { family, address: w.address, paper: false };
  if (mode === "paper" && family === "evm") return { family, address: paperAccount(userId), paper: true };
  return { family, address: null, paper: false };
}

/**
 * A user's paper account: the maker of their simulated EVM orders when they hold no active custody
 * wallet. Derived from the userId (last 20 bytes of keccak256("mcpforge-defi-paper-account:" +
 * userId)), so previews reproduce; no key exists for it, it holds nothing on any chain, and no
 * live path ever uses it.
 */
export function paperAccount(userId: string): string {
  return `0x${keccak256(toHex(`mcpforge-defi-paper-account:${userId}`)).slice(-40)}`;
}

export function previewTools(deps: ExecDeps): Pick<DefiHandlers, "defi_preview_tx"> {
  return {
    async defi_preview_tx(args, ctx) {
      const { user, exe, plan } = await pendingPlan(deps, ctx, args);
      const maker = await makerOf(deps.wallets, user.user_id, plan, exe.mode);
      if (!maker.address) throw ctx.error("wallet_not_active", `You have no active ${maker.family} custody wallet (defi_provision_wallet; it stays pending_provision until custody is configured), so no ${exe.mode === "paper" ? "paper " : ""}artifact can be built${exe.mode === "paper" ? " (paper plans without a wallet use a paper account on EVM chains only)" : ""}.`);
      let lifetime: SolanaLifetime | null = null;
      if (maker.family === "solana") {
        try {
          lifetime = await latestBlockhash(deps.settings.outbound, deps.settings.solanaRpc);
        } catch (err) {
          if (err instanceof ChainUnavailable) throw ctx.error("upstream_unavailable", `The artifact cannot be built: ${err.message}. Nothing was signed.`);
          throw err;
        }
      }
      const built = buildArtifact(exe, maker.address, lifetime);
      if (!built.ok) throw ctx.error("upstream_unavailable", `The artifact cannot be built: ${built.reason}. Nothing was signed.`);
      await deps.executions.setPreview(exe.execution_id, built.previewHash, lifetime);
      let simulation;
      if (exe.mode === "paper") {
        const { debit } = planDeltas(plan);
        const have = await simulatedBalance(deps.store.db, user.user_id, debit.asset, debit.chain);
        const ok = compareDecimal(have, debit.delta.replace(/^-/, "")) >= 0;
        const account = maker.paper ? `; maker ${maker.address} is your paper account (simulated, no wallet, nothing can be signed for it)` : "";
        simulation = { performed: true, success: ok, detail: `simulated ${debit.asset} balance on ${debit.chain}: ${have}; needs ${debit.delta.replace(/^-/, "")}${account}` };
      } else {
        simulation = { performed: false, success: null, detail: "live venues are not simulated by this service" };
      }
      return { executionId: exe.execution_id, artifact: built.artifact, previewHash: built.previewHash, simulation };
    },
  };
}
