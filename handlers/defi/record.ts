import type { IncomingMessage, ServerResponse } from "node:http";
import type { DefiHandlers } from "../../generated/defi/server";
import { headerUser, readJson, send } from "./http-io";
import { claimedUser, USER_HEADER } from "./identity";
import type { IdentityStore } from "./store";

const STANDINGS = ["none", "unconfirmed", "chain-confirmed", "chain-contradicted"] as const;
export const VISIBILITY_PATH = /^agents\/([A-Za-z0-9_-]{1,64})\/visibility$/;

/**
 * defi_agent_record: counts over the agent instance's mandates, executions, refusal records and
 * receipts; every standing present, zeros as zeros; receiptsProven counts chain-confirmed only.
 * Private unless the owner opted it public (POST /defi/v1/agents/<id>/visibility).
 */
export function recordTools(store: IdentityStore): Pick<DefiHandlers, "defi_agent_record"> {
  return {
    async defi_agent_record(args, ctx) {
      const agent = args.agentInstanceId.length <= 64 ? await store.agent(args.agentInstanceId) : undefined;
      if (!agent) throw ctx.error("not_found", `No agent instance "${args.agentInstanceId.slice(0, 64)}".`);
      const caller = claimedUser(ctx, args.userId);
      if (caller !== agent.user_id && agent.public_record !== 1) throw ctx.error("forbidden", "This agent record is private: only its owner may read it (pass the owner's userId), unless the owner makes it public.");
      const id = agent.agent_instance_id;
      const db = store.db;
      const [mandates, executions, refusals, receipts] = await Promise.all([
        db.selectFrom("defi_mandates").select("mandate_id").where("agent_instance_id", "=", id).execute(),
        db.selectFrom("defi_executions").select(["execution_id", "status"]).where("agent_instance_id", "=", id).execute(),
        db.selectFrom("defi_refusals").select(["code", "execution_id"]).where("agent_instance_id", "=", id).execute(),
        db.selectFrom("defi_receipts").select("standing").where("agent_instance_id", "=", id).execute(),
      ]);
      const attempted = new Set([...executions.filter((e) => e.status === "settled").map((e) => e.execution_id), ...refusals.map((r) => r.execution_id ?? "")]);
      attempted.delete("");
      const refusalsByCode: Record<string, number> = {};
      for (const r of refusals) refusalsByCode[r.code] = (refusalsByCode[r.code] ?? 0) + 1;
      const byStanding = Object.fromEntries(STANDINGS.map((s) => [s, receipts.filter((r) => r.standing === s).length])) as Record<(typeof STANDINGS)[number], number>;
      return {
        agentInstanceId: id,
        public: agent.public_record === 1,
        mandatesHeld: mandates.length,
        executionsAttempted: attempted.size,
        refusalsByCode,
        receiptsByStanding: byStanding,
        receiptsProven: byStanding["chain-confirmed"],
      };
    },
  };
}

/** POST /defi/v1/agents/<agentInstanceId>/visibility {"public": true|false}, owner only (our design). */
export async function visibilityRoute(req: IncomingMessage, res: ServerResponse, store: IdentityStore, agentInstanceId: string): Promise<void> {
  if (req.method !== "POST") {
    req.resume();
    return send(res, 405, { error: "method_not_allowed", message: "POST only" }, { allow: "POST" });
  }
  const body = await readJson(req);
  if (!body.ok) return send(res, body.status, { error: "invalid_arguments", message: body.message });
  if (typeof body.value.public !== "boolean") return send(res, 400, { error: "invalid_arguments", message: "public must be true or false" });
  const userId = headerUser(req);
  if (!userId) return send(res, 400, { error: "identity_required", message: `send the owner's ${USER_HEADER} header` });
  const agent = await store.agent(agentInstanceId);
  if (!agent) return send(res, 404, { error: "not_found", message: `No agent instance ${agentInstanceId}` });
  if (agent.user_id !== userId) return send(res, 403, { error: "forbidden", message: "Only the agent's owner may change its record's visibility." });
  await store.db.updateTable("defi_agents").set({ public_record: body.value.public ? 1 : 0 }).where("agent_instance_id", "=", agentInstanceId).execute();
  return send(res, 200, { agentInstanceId, public: body.value.public });
}
