import type { DefiHandlers } from "../../generated/defi/server";
import type { Issue } from "mcpforge/runtime";
import { parseMandateMessage, type PriceCondition } from "./grammar";
import { requirePortal, requireUser } from "./identity";
import { checkCapital, checkConditions, checkConstraints, checkText } from "./mandate-input";
import { mandateView, type MandatePage, type MandateStore } from "./mandates";
import type { IdentityStore } from "./store";

/**
 * defi_create_mandate and defi_list_mandates. Structured fields win over what the message says
 * for the same field; the message fills the rest; constraints merge (structured keys win).
 */
export function mandateTools(store: IdentityStore, mandates: MandateStore): Pick<DefiHandlers, "defi_create_mandate" | "defi_list_mandates"> {
  return {
    async defi_create_mandate(args, ctx) {
      const portal = requirePortal(ctx, args.portal);
      const user = await requireUser(store, ctx, args.userId); // every mandate has an owner
      const issues: Issue[] = [];
      checkText(args, issues);
      const parsed = args.message !== undefined && args.message.length <= 2000 ? parseMandateMessage(args.message, portal) : null;
      const capital = args.capital ? checkCapital(args.capital, "/capital", issues) : parsed?.capital ? checkCapital(parsed.capital, "/message", issues) : null;
      const conditions: PriceCondition[] = args.conditions ? checkConditions(args.conditions, issues) : (parsed?.conditions ?? []);
      const constraints = args.constraints ? checkConstraints(args.constraints, issues) : {};
      // Never active with a clause silently dropped: a clause the grammar cannot use is refused, named.
      for (const clause of parsed?.unparsed ?? []) issues.push({ path: "/message", message: `clause "${clause.slice(0, 120)}" is not understood; say it as capital ("lend 500 USDC on Base"), an exit ("exit if ETH drops below 2000"), a per-move cap ("max 200 USDC per trade") or a venue ("only on venue_1"), or leave it out. Nothing was created` });
      if (issues.length > 0) throw ctx.invalid(issues);
      if (!capital) {
        const why = parsed ? `the message did not state the capital (understood nothing like "lend 500 USDC on Base"; unparsed: ${JSON.stringify(parsed.unparsed)})` : "neither message nor capital was given";
        throw ctx.error("mandate_underspecified", `The mandate's capital is missing: ${why}. Pass capital {asset, amount, chain} or a message stating it; nothing was created.`, { unparsed: parsed?.unparsed ?? [] });
      }
      let agentInstanceId: string | null = null;
      if (args.agentInstanceId !== undefined) {
        const agent = await store.agent(args.agentInstanceId);
        if (!agent) throw ctx.error("not_found", `No agent instance "${args.agentInstanceId.slice(0, 64)}"; create one with defi_create_agent.`);
        if (agent.user_id !== user.user_id) throw ctx.error("forbidden", "That agent instance belongs to another user: a mandate binds only your own agent instance.");
        agentInstanceId = agent.agent_instance_id;
      }
      const row = await mandates.create({
        userId: user.user_id,
        portal,
        agentInstanceId,
        name: args.name ?? null,
        objective: args.objective ?? null,
        capital,
        constraints: { ...(parsed?.constraints ?? {}), ...constraints },
        conditions,
      });
      return { mandate: mandateView(row), unparsed: parsed?.unparsed ?? [] };
    },

    async defi_list_mandates(args, ctx) {
      const user = await requireUser(store, ctx, args.userId);
      const after = ctx.cursors.decode<MandatePage>(args.cursor);
      const rows = await mandates.list({ userId: user.user_id, portal: args.portal, status: args.status, agentInstanceId: args.agentInstanceId, after, limit: args.limit + 1 });
      const page = rows.slice(0, args.limit);
      const last = page[page.length - 1];
      return {
        mandates: page.map(mandateView),
        nextCursor: rows.length > args.limit && last ? ctx.cursors.encode({ t: Number(last.created_at), id: last.mandate_id }) : null,
      };
    },
  };
}
