import type { HttpRoute } from "mcpforge/runtime";
import { headerUser, readJson, send } from "./http-io";
import { USER_HEADER } from "./identity";
import { mandateStatusRoute, MANDATE_STATUS_PATH } from "./mandate-routes";
import type { ExecutionStore } from "./executions";
import type { MandateStore } from "./mandates";
import { RECEIPT_PATH, verifyRoute } from "./receipts";
import { VISIBILITY_PATH, visibilityRoute } from "./record";
import { isPortal, DEFAULT_PORTAL, portalList } from "./portals";
import { openSession, portfolioOf } from "./portfolio";
import type { IdentityStore } from "./store";

export const ROUTE_PREFIX = "/defi/v1/";

/**
 * The HTTP resources of document part 4 B, under the service's prefix: POST /defi/v1/users/session
 * (the same as defi_session; JSON body {userId?, displayName?} or the x-defi-user-id header) and
 * GET /defi/v1/portfolio?portal=… (the same as defi_portfolio; x-defi-user-id header or ?userId=).
 * POST /defi/v1/mandates/<mandateId>/status {status} (owner only, mandate-routes.ts) pauses,
 * resumes or cancels a mandate. GET /defi/v1/receipts/<receiptHash> verifies a receipt for anyone;
 * POST /defi/v1/agents/<agentInstanceId>/visibility {public} (owner only, record.ts). Errors are JSON {error, message} with a 4xx status.
 */
export function defiRoutes({ store, mandates, executions, baseUrl }: { store: IdentityStore; mandates: MandateStore; executions: ExecutionStore; baseUrl(): string }): HttpRoute {
  return {
    prefix: ROUTE_PREFIX,
    async handle(req, res) {
      const url = new URL(req.url ?? "/", "http://local");
      const path = url.pathname.slice(ROUTE_PREFIX.length);
      if (path === "users/session") {
        if (req.method !== "POST") return send(res, 405, { error: "method_not_allowed", message: "POST only" }, { allow: "POST" });
        const body = await readJson(req);
        if (!body.ok) return send(res, body.status, { error: "invalid_arguments", message: body.message });
        const fields = body.value;
        const header = headerUser(req);
        const userId = fields.userId ?? header;
        if (userId !== undefined && typeof userId !== "string") return send(res, 400, { error: "invalid_arguments", message: "userId must be a string" });
        if (fields.displayName !== undefined && typeof fields.displayName !== "string") return send(res, 400, { error: "invalid_arguments", message: "displayName must be a string" });
        const out = await openSession(store, userId, fields.displayName as string | undefined);
        if (!out.ok) return send(res, 404, { error: "not_found", message: `No user ${out.userId.slice(0, 64)}; omit userId to create one.` });
        return send(res, out.session.resumed ? 200 : 201, out.session);
      }
      const status = MANDATE_STATUS_PATH.exec(path);
      if (status) return mandateStatusRoute(req, res, { mandates, mandateId: status[1] });
      const visibility = VISIBILITY_PATH.exec(path);
      if (visibility) return visibilityRoute(req, res, store, visibility[1]);
      const receipt = RECEIPT_PATH.exec(path);
      if (receipt && req.method === "GET") {
        req.resume();
        return verifyRoute(res, executions, receipt[1], baseUrl());
      }
      if (path === "portfolio") {
        if (req.method !== "GET") return send(res, 405, { error: "method_not_allowed", message: "GET only" }, { allow: "GET" });
        req.resume();
        const userId = headerUser(req) ?? url.searchParams.get("userId") ?? undefined;
        if (!userId) return send(res, 400, { error: "identity_required", message: `send the ${USER_HEADER} header (or ?userId=)` });
        const portal = url.searchParams.get("portal") ?? DEFAULT_PORTAL;
        if (!isPortal(portal)) return send(res, 404, { error: "unknown_portal", message: `portals are ${portalList()}` });
        const user = userId.length <= 64 ? await store.user(userId) : undefined;
        if (!user) return send(res, 404, { error: "unknown_user", message: "call POST /defi/v1/users/session first" });
        return send(res, 200, await portfolioOf(store.db, user.user_id, portal));
      }
      req.resume();
      return send(res, 404, { error: "not_found", message: `No DeFi resource at ${url.pathname}` });
    },
  };
}

