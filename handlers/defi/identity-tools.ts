import type { DefiHandlers } from "../../generated/defi/server";
import { claimedUser, requirePortal, requireUser } from "./identity";
import { openSession, portfolioOf } from "./portfolio";
import type { IdentityStore } from "./store";

/** defi_session, defi_portfolio and defi_create_agent: identity and what hangs off it directly. */
export function identityTools(store: IdentityStore): Pick<DefiHandlers, "defi_session" | "defi_portfolio" | "defi_create_agent"> {
  return {
    async defi_session(args, ctx) {
      const out = await openSession(store, claimedUser(ctx, args.userId), args.displayName);
      if (!out.ok) throw ctx.error("not_found", `No user "${out.userId.slice(0, 64)}" to resume: omit userId (and the x-defi-user-id header) to create a new identity.`);
      return out.session;
    },

    async defi_portfolio(args, ctx) {
      const user = await requireUser(store, ctx, args.userId);
      return portfolioOf(store.db, user.user_id, requirePortal(ctx, args.portal));
    },

    async defi_create_agent(args, ctx) {
      const user = await requireUser(store, ctx, args.userId);
      const portal = requirePortal(ctx, args.portal);
      const label = args.label?.trim() || null;
      if (args.agentId === "byo-external" && label === null) {
        throw ctx.invalid({ path: "/label", message: "is required (non-blank) when agentId is byo-external: name the agent that runs elsewhere" });
      }
      const row = await store.createAgent({ userId: user.user_id, portal, agentId: args.agentId, label });
      return {
        agentInstanceId: row.agent_instance_id,
        agentId: args.agentId,
        hosted: args.agentId !== "byo-external",
        label: row.label,
        portal: row.portal,
        userId: row.user_id,
        createdAt: new Date(row.created_at).toISOString(),
      };
    },
  };
}
