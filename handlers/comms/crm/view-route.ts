import type { HttpRoute } from "mcpforge/runtime";
import type { CommsDeps } from "../support/deps";
import { pathSegments, routeCaller, sendJson } from "../support/http-route";
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
      const who = await routeCaller(deps, req, res, "crm:read");
      if (!who) return;
      const path = pathSegments(req, VIEW_PREFIX);
      const target = path && resolve(byPath, path);
      const found = target && (await target.crud.read(who, target.args));
      if (!found)
        return sendJson(res, 404, { error: "not_found", message: "No such resource in this key's organization." });
      return sendJson(res, 200, found, {}, req.method === "HEAD");
    },
  };
}

function resolve(byPath: Map<string, { def: ResourceDef; crud: CrudTools }>, path: string[]) {
  if (path.some((p) => !p)) return undefined;
  const [a, b, c, d] = path;
  if (path.length === 4 && a === "pipelines" && c === "stages") {
    const stages = byPath.get("stages");
    return stages && { crud: stages.crud, args: { pipeline_id: b, stage_id: d } };
  }
  const entry = path.length === 2 ? byPath.get(a) : undefined;
  return entry && !entry.def.parent ? { crud: entry.crud, args: { [entry.def.idField]: b } } : undefined;
}
