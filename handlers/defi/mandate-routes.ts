import type { IncomingMessage, ServerResponse } from "node:http";
import { headerUser, readJson, send } from "./http-io";
import { USER_HEADER } from "./identity";
import { mandateView, type MandateStatus, type MandateStore } from "./mandates";

export const MANDATE_STATUS_PATH = /^mandates\/([A-Za-z0-9_-]{1,64})\/status$/;

/** Transitions the owner may make: active ⇄ paused; active or paused → cancelled (terminal). */
const ALLOWED: Record<string, readonly MandateStatus[]> = { active: ["paused", "cancelled"], paused: ["active", "cancelled"], cancelled: [] };

/**
 * POST /defi/v1/mandates/<mandateId>/status with {"status": "active" | "paused" | "cancelled"} and
 * the owner's x-defi-user-id header. The document names the statuses but no tool that changes
 * them; this route is our design (docs/defi.md). 200 with the mandate, or 400/403/404/409.
 */
export async function mandateStatusRoute(req: IncomingMessage, res: ServerResponse, deps: { mandates: MandateStore; mandateId: string }): Promise<void> {
  if (req.method !== "POST") {
    req.resume();
    return send(res, 405, { error: "method_not_allowed", message: "POST only" }, { allow: "POST" });
  }
  const body = await readJson(req);
  if (!body.ok) return send(res, body.status, { error: "invalid_arguments", message: body.message });
  const status = body.value.status;
  if (status !== "active" && status !== "paused" && status !== "cancelled") return send(res, 400, { error: "invalid_arguments", message: 'status must be "active", "paused" or "cancelled"' });
  const userId = headerUser(req);
  if (!userId) return send(res, 400, { error: "identity_required", message: `send the owner's ${USER_HEADER} header` });
  const row = await deps.mandates.get(deps.mandateId);
  if (!row) return send(res, 404, { error: "not_found", message: `No mandate ${deps.mandateId}` });
  if (row.user_id !== userId) return send(res, 403, { error: "forbidden", message: "Only the mandate's owner may change its status." });
  if (row.status === status) return send(res, 200, { mandate: mandateView(row) });
  if (!ALLOWED[row.status]?.includes(status)) return send(res, 409, { error: "invalid_transition", message: `A ${row.status} mandate cannot become ${status}; cancelled is final.` });
  const updated = await deps.mandates.setStatus(deps.mandateId, status);
  if (updated?.status !== status) return send(res, 409, { error: "invalid_transition", message: `The mandate became ${updated?.status} meanwhile; cancelled is final.` });
  return send(res, 200, { mandate: mandateView(updated) });
}
