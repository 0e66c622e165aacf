import type { DefiHandlers } from "../../generated/defi/server";
import type { ExecutionStore } from "./executions";
import { claimedUser, requirePortal, requireUser } from "./identity";
import { planRequest, type ParsedIntent, type QuoteSources } from "./intent";
import { parseRequest } from "./turn-grammar";
import { fetchPrice, PriceUnavailable } from "./prices";
import { simulatedBalance } from "./effects";
import { checkAgent } from "./kya";
import { bindMandate } from "./mandate-choice";
import type { MandateStore } from "./mandates";
import type { DefiSettings } from "./settings";
import type { IdentityStore } from "./store";
import { defaultVenue } from "./venues";

/** The simulated order-book venue swaps are planned on (paper only: the route registry has no swap route). */
export const ORDER_BOOK_VENUE = "order_book";

const EXAMPLES = 'I understand requests like "swap 100 USDC to ETH on Base", "buy 0.1 ETH with USDC", "lend 500 USDC on Base", "withdraw half my USDC from venue_1", "bridge 10 USDC from Base to Arbitrum One".';

/**
 * The language layer: the grammar over tokens (turn-grammar.ts), the venue (named; "aave" or none
 * for lending: the chain's default route; the order book for swaps; none for a bridge, which a
 * lending venue never carries), then the quote (intent.ts planRequest) at the configured prices.
 */
export async function understand(message: string, portal: string, sources: QuoteSources): Promise<ParsedIntent> {
  const parsed = parseRequest(message);
  if (!parsed.ok) return parsed;
  const r = parsed.request;
  const chain = r.chain ?? portal;
  if (r.operation === "bridge" && (r.venue || r.defaultLending)) return { ok: false, reason: `${r.venue ?? "aave"} is a lending venue; a bridge is never routed through one. Bridges are simulated (paper) and name no venue` };
  const venue = r.venue ?? (r.operation === "swap" ? ORDER_BOOK_VENUE : r.operation === "bridge" ? null : (defaultVenue(chain) ?? null));
  try {
    return await planRequest({ ...r, venue }, portal, sources);
  } catch (err) {
    if (err instanceof PriceUnavailable) return { ok: false, reason: `no quote: ${err.message}` };
    throw err;
  }
}

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
      const settings = deps.settings;
      const parsed = await understand(args.message, portal, {
        price: settings.priceUrl ? (asset) => fetchPrice({ ...settings, signal: ctx.signal }, asset) : null,
        balance: async (asset, on) => (user ? simulatedBalance(deps.store.db, user.user_id, asset, on) : "0"),
      });
      if (!parsed.ok) return { ...base, quote: null, actions: [], reply: `No plan: ${parsed.reason}. ${EXAMPLES}` };
      const plan = parsed.plan;
      const quote = { operation: plan.operation, chain: plan.chain, fromAsset: plan.fromAsset, fromAmount: plan.fromAmount, toAsset: plan.toAsset, toAmount: plan.toAmount, venue: plan.venue, simulated: true as const, priceSource: parsed.priceSource };
      const priced = parsed.priceSource === "configured" ? "prices from the configured price source" : "sample price table";
      const quoted = `${plan.operation} ${plan.fromAmount} ${plan.fromAsset}${plan.operation === "swap" ? ` → ${plan.toAmount} ${plan.toAsset}` : ""} on ${plan.chain}${plan.toChain ? ` to ${plan.toChain}` : ""}${plan.venue ? ` via ${plan.venue}` : ""}`;
      if (!user) {
        return { ...base, quote, actions: [{ type: "defi_session", label: "Create or resume an identity with defi_session, then ask again for an executable plan." }], reply: `Simulated quote (${priced}): ${quoted}. No plan was saved: pass userId.` };
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
        reply: `Planned ${quoted} ${under}. Simulated quote (${priced}); nothing was signed or moved.`,
      };
    },
  };
}
