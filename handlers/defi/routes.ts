import type { IncomingMessage, ServerResponse } from "node:http";
import type { HttpRoute } from "../../generator/runtime";
import { USER_HEADER } from "./identity";
import { isPortal, DEFAULT_PORTAL, portalList } from "./portals";
import { openSession, portfolioOf } from "./portfolio";
import type { IdentityStore } from "./store";

export const ROUTE_PREFIX = "/defi/v1/";
const MAX_BODY = 16 * 1024;

/**
 * The HTTP resources of document part 4 B, under the service's prefix: POST /defi/v1/users/session
 * (the same as defi_session; JSON body {userId?, displayName?} or the x-defi-user-id header) and
 * GET /defi/v1/portfolio?portal=… (the same as defi_portfolio; x-defi-user-id header or ?userId=).
 * Errors are JSON {error, message} with a 4xx status.
 */
export function defiRoutes(store: IdentityStore): HttpRoute {
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

function headerUser(req: IncomingMessage): string | undefined {
  const v = req.headers[USER_HEADER];
  return Array.isArray(v) ? v[0] : v;
}

type Body = { ok: true; value: Record<string, unknown> } | { ok: false; status: number; message: string };

function readJson(req: IncomingMessage): Promise<Body> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on("error", () => resolve({ ok: false, status: 400, message: "request body could not be read" }));
    req.on("end", () => {
      if (size > MAX_BODY) return resolve({ ok: false, status: 413, message: `body larger than ${MAX_BODY} bytes` });
      const text = Buffer.concat(chunks).toString("utf8").trim();
      if (text === "") return resolve({ ok: true, value: {} });
      try {
        const v: unknown = JSON.parse(text);
        if (v === null || typeof v !== "object" || Array.isArray(v)) return resolve({ ok: false, status: 400, message: "body must be a JSON object" });
        resolve({ ok: true, value: v as Record<string, unknown> });
      } catch {
        resolve({ ok: false, status: 400, message: "body is not valid JSON" });
      }
    });
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), "cache-control": "no-store", ...headers }).end(text);
}
