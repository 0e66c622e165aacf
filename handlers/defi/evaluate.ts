import type { DefiHandlers } from "../../generated/defi/server";
import type { Issue } from "mcpforge/runtime";
import { compareDecimal, isDecimal } from "./amounts";
import type { PriceCondition } from "./grammar";
import { type MandateStatus, type MandateStore } from "./mandates";
import { fetchPrice, PriceUnavailable } from "./prices";
import type { DefiSettings } from "./settings";
import { requireUser } from "./identity";
import type { IdentityStore } from "./store";

/**
 * defi_eval_mandate (owner only): checks the stored exit conditions against snapshot prices ({prices: {ETH: 1900}}
 * or {ETH: 1900}; numbers or decimal strings) or the configured price source, records the result
 * (defi_evaluations) and never changes the mandate or executes anything.
 */
export function evalTools(store: IdentityStore, mandates: MandateStore, settings: DefiSettings): Pick<DefiHandlers, "defi_eval_mandate"> {
  return {
    async defi_eval_mandate(args, ctx) {
      // Owner only: a mandate's exit conditions are the owner's, and so is the record of evaluations.
      const user = await requireUser(store, ctx, args.userId);
      const row = args.mandateId.length <= 64 ? await mandates.get(args.mandateId) : undefined;
      if (!row) throw ctx.error("not_found", `No mandate "${args.mandateId.slice(0, 64)}".`);
      if (row.user_id !== user.user_id) throw ctx.error("forbidden", "That mandate belongs to another user: only its owner may evaluate it. Nothing was recorded.");
      const conditions = JSON.parse(row.conditions) as PriceCondition[];
      const assets = [...new Set(conditions.map((c) => c.asset))];
      const prices = new Map<string, string>();
      if (args.snapshot !== undefined) {
        const table = snapshotPrices(args.snapshot);
        const issues: Issue[] = [];
        for (const asset of assets) {
          const v = table[asset] ?? table[asset.toLowerCase()];
          const text = typeof v === "number" && Number.isFinite(v) && v >= 0 ? String(v) : v;
          if (typeof text === "string" && isDecimal(text)) prices.set(asset, text);
          else issues.push({ path: `/snapshot/prices/${asset}`, message: `needs a non-negative price for ${asset} (a condition of this mandate)` });
        }
        if (issues.length > 0) throw ctx.invalid(issues);
      } else {
        try {
          for (const asset of assets) prices.set(asset, await fetchPrice({ ...settings, signal: ctx.signal }, asset));
        } catch (err) {
          if (!(err instanceof PriceUnavailable)) throw err;
          throw ctx.error("upstream_unavailable", `No price to evaluate against: ${err.message}. Nothing was recorded.`);
        }
      }
      const results = conditions.map((c, index) => {
        const observed = prices.get(c.asset)!;
        const cmp = compareDecimal(observed, c.price);
        const met = c.type === "price_below" ? cmp < 0 : cmp > 0;
        return { index, met, detail: `${c.asset} ${observed} ${c.type === "price_below" ? "below" : "above"} ${c.price}: ${met ? "met" : "not met"}` };
      });
      const exitTriggered = results.some((r) => r.met);
      const source = args.snapshot !== undefined ? "caller" : "price_provider";
      const at = await mandates.recordEvaluation({ mandateId: row.mandate_id, source, exitTriggered, result: { conditions: results, prices: Object.fromEntries(prices) } });
      return { mandateId: row.mandate_id, status: row.status as MandateStatus, conditions: results, exitTriggered, executed: false, snapshotSource: source, evaluatedAt: new Date(at).toISOString() };
    },
  };
}

function snapshotPrices(snapshot: Record<string, unknown>): Record<string, unknown> {
  const nested = snapshot.prices;
  return nested !== null && typeof nested === "object" && !Array.isArray(nested) ? (nested as Record<string, unknown>) : snapshot;
}
