import type { DefiHandlers } from "../../generated/defi/server";
import type { ExecutionStore } from "./executions";
import { claimedUser, requirePortal, requireUser } from "./identity";
import { parseIntent, type Plan } from "./intent";
import { checkAgent } from "./kya";
import { bindMandate } from "./mandate-choice";
import type { MandateStore } from "./mandates";
import type { DefiSettings } from "./settings";
import type { IdentityStore } from "./store";
import { defaultVenue } from "./venues";

/** The simulated order-book venue swaps are planned on (paper only: the route registry has no swap route). */
export const ORDER_BOOK_VENUE = "order_book";

/** The venue a plan names none of: the order book for swaps, the chain's default lending route for lending, none for a bridge. */
const venueFor = (p: Plan): string | null => (p.operation === "swap" ? ORDER_BOOK_VENUE : p.operation === "bridge" ? null : (defaultVenue(p.chain) ?? null));

export interface CopilotDeps {
  store: IdentityStore;
  mandates: MandateStore;
  executions: ExecutionStore;
  settings: DefiSettings;
}

/**
 * defi_copilot_turn: the KYA gate first (fails closed), then the deterministic intent grammar
 * (intent.ts), a simulated quote from the sample price table, and a pending plan bound to the
 * mandate it runs under (mandate-choice.ts; the reply says when approval would refuse it there).
 * Never fills, signs or moves anything.
 */
export function copilotTools(deps: CopilotDeps): Pick<DefiHandlers, "defi_copilot_turn"> {
  return {
    async defi_copilot_turn(args, ctx) {
      const mode = args.mode ?? "paper";
      const live = mode === "live" || mode === "mainnet";
      const portal = requirePortal(ctx, args.portal);
      const claimed = claimedUser(ctx, args.userId);
      const user = claimed === undefined ? null : await requireUser(deps.store, ctx, claimed);
      const kya = await checkAgent(deps.settings.kya, { agentId: args.agentId, credential: args.agentCredential, live, now: ctx.clock.now() });
      if (!kya.ok) throw ctx.error("agent_identity_rejected", `The agent-identity gate rejected the turn: ${kya.reason}. Nothing was planned.`);
      const base = { mode, kya: { accepted: true as const, credentialScope: kya.scope } };
      const parsed = parseIntent(args.message, portal);
      if (!parsed.ok) return { ...base, quote: null, actions: [], reply: `No plan: ${parsed.reason}` };
      if (parsed.plan.operation === "bridge" && parsed.plan.venue) return { ...base, quote: null, actions: [], reply: `No plan: ${parsed.plan.venue} is a lending venue; a bridge is never routed through one. Bridges are simulated (paper) and name no venue.` };
      const plan: Plan = { ...parsed.plan, venue: parsed.plan.venue ?? venueFor(parsed.plan) };
      const quote = { operation: plan.operation, chain: plan.chain, fromAsset: plan.fromAsset, fromAmount: plan.fromAmount, toAsset: plan.toAsset, toAmount: plan.toAmount, venue: plan.venue, simulated: true as const };
      const quoted = `${plan.operation} ${plan.fromAmount} ${plan.fromAsset}${plan.operation === "swap" ? ` → ${plan.toAmount} ${plan.toAsset}` : ""} on ${plan.chain}${plan.toChain ? ` to ${plan.toChain}` : ""}${plan.venue ? ` via ${plan.venue}` : ""}`;
      if (!user) {
        return { ...base, quote, actions: [{ type: "defi_session", label: "Create or resume an identity with defi_session, then ask again for an executable plan." }], reply: `Simulated quote (sample price table): ${quoted}. No plan was saved: pass userId.` };
      }
      const binding = await bindMandate(deps.mandates, user.user_id, portal, plan);
      if (typeof binding === "string") return { ...base, quote, actions: [], reply: `No plan: ${binding}` };
      const { mandate, refusal } = binding;
      const row = await deps.executions.create({ userId: user.user_id, portal, agentId: kya.agentId, mandateId: mandate?.mandate_id ?? null, agentInstanceId: mandate?.agent_instance_id ?? null, mode: live ? "live" : "paper", plan });
      const under = `${mandate ? `under mandate ${mandate.mandate_id} (${mandate.status})` : "under no mandate"}${refusal ? `, but approval will be refused: ${refusal}` : ""}`;
      return {
        ...base,
        quote,
        actions: [
          { type: "preview_tx", label: "Preview the exact unsigned artifact (defi_preview_tx) and show it to the user." },
          { type: "approve_execute", executionId: row.execution_id, label: `After the user explicitly confirms: settle ${quoted} (${live ? "live" : "paper"}).` },
        ],
        reply: `Planned ${quoted} ${under}. Simulated quote from the sample price table; nothing was signed or moved.`,
      };
    },
  };
}
