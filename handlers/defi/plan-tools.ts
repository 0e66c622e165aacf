import type { DefiHandlers } from "../../generated/defi/server";
import type { Issue } from "mcpforge/runtime";
import { requireUser } from "./identity";
import { planStanding } from "./standing";
import type { IdentityStore } from "./store";
import { planWorkflow } from "./workflow";

const MAX_MESSAGE = 2000;

/**
 * defi_plan_workflow and defi_plan_standing: parse, sign nothing, move nothing, store nothing. A
 * workflow naming a chain or venue that is not one is invalid_arguments at /message (workflow.ts).
 */
export function planTools(store: IdentityStore): Pick<DefiHandlers, "defi_plan_workflow" | "defi_plan_standing"> {
  return {
    async defi_plan_workflow(args, ctx) {
      await requireUser(store, ctx, args.userId);
      if (args.message.length > MAX_MESSAGE) throw ctx.invalid({ path: "/message", message: `must be at most ${MAX_MESSAGE} characters` });
      const issues: Issue[] = [];
      const out = planWorkflow(args.message, issues);
      if (issues.length > 0) throw ctx.invalid(issues);
      return out;
    },
    async defi_plan_standing(args, ctx) {
      await requireUser(store, ctx, args.userId);
      if (args.message.length > MAX_MESSAGE) throw ctx.invalid({ path: "/message", message: `must be at most ${MAX_MESSAGE} characters` });
      if (args.minGainBps !== undefined && (!Number.isFinite(args.minGainBps) || args.minGainBps < 0 || args.minGainBps > 10_000)) {
        throw ctx.invalid({ path: "/minGainBps", message: "must be between 0 and 10000 basis points" });
      }
      return planStanding(args.message, args.minGainBps, ctx.clock.now());
    },
  };
}
