import type { ServerResponse } from "node:http";
import type { HttpRoute } from "../../../generator/runtime";
import type { CommsDeps } from "../support/deps";
import { principalForKey } from "../support/guard";
import { crudHandlers, type CrudTools, type ResourceDef } from "../support/resource";

export const VIEW_PREFIX = "/comms/crm/";

/**
 * The read-only JSON view behind every CRM `url`: GET `/comms/crm/<resource>/<id>` (stages:
 * `/comms/crm/pipelines/<pipeline_id>/stages/<id>`) with `Authorization: Bearer <key>` of the
 * resource's organization holding crm:read answers what the get tool answers. No key 401, a key
 * without crm:read 403, any other organization's id (or none) 404 — the same 404 either way.
 */
export function crmViewRoute(deps: CommsDeps, defs: readonly ResourceDef[]): HttpRoute {
  const byPath = new Map<string, { def: ResourceDef; crud: CrudTools }>(
    defs.map((def) => [def.path, { def, crud: crudHandlers(def, deps) }]),
  );
  return {
    prefix: VIEW_PREFIX,
    async handle(req, res) {
      req.resume();
      if (req.method !== "GET" && req.method !== "HEAD")
        return send(
          res,
          405,
          { error: "method_not_allowed", message: "Resource URLs are read-only: GET." },
          { Allow: "GET, HEAD" },
        );
      const path = (req.url ?? "/").split("?")[0].slice(VIEW_PREFIX.length).split("/").map(safeDecode);
      const target = resolve(byPath, path);
      const m = /^\s*Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
      if (!m)
        return send(
          res,
          401,
          {
            error: "unauthorized",
            message: "Present an API key of this organization as 'Authorization: Bearer <key>'.",
          },
          { "WWW-Authenticate": 'Bearer realm="comms"' },
        );
      const who = await principalForKey(deps, m[1]);
      if (!who)
        return send(
          res,
          401,
          { error: "unauthorized", message: "The API key is unknown or revoked." },
          { "WWW-Authenticate": 'Bearer realm="comms"' },
        );
      if (!who.scopes.includes("crm:read"))
        return send(res, 403, { error: "forbidden", message: "Viewing CRM resources needs the crm:read scope." });
      const found = target && (await target.crud.read(who, target.args));
      if (!found)
        return send(res, 404, { error: "not_found", message: "No such resource in this key's organization." });
      return send(res, 200, found, {}, req.method === "HEAD");
    },
  };
}

function resolve(byPath: Map<string, { def: ResourceDef; crud: CrudTools }>, path: (string | null)[]) {
  if (path.some((p) => !p)) return undefined;
  const [a, b, c, d] = path as string[];
  if (path.length === 4 && a === "pipelines" && c === "stages") {
    const stages = byPath.get("stages");
    return stages && { crud: stages.crud, args: { pipeline_id: b, stage_id: d } };
  }
  const entry = path.length === 2 ? byPath.get(a) : undefined;
  return entry && !entry.def.parent ? { crud: entry.crud, args: { [entry.def.idField]: b } } : undefined;
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  headOnly = false,
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(headOnly ? undefined : text);
}
