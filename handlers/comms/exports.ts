import type { HttpRoute } from "mcpforge/runtime";
import type { CommsExportsHandlers } from "../../generated/comms/server";
import { ExportRunner } from "./exports/runner";
import { exportParts, pipeExport, presentExport, type ExportRow } from "./exports/store";
import { insertAudited } from "./support/audit-log";
import { iso, type CommsDeps } from "./support/deps";
import { principal, type Principal } from "./support/guard";
import { pathSegments, routeCaller, sendJson } from "./support/http-route";
import { newId } from "./support/keys";

export { purgeExport } from "./exports/store";
export const EXPORT_TTL_MS = 7 * 86_400_000;
export const EXPORT_PURGE_QUEUE = "comms.export-purge";
const EXPORT_PREFIX = "/comms/exports/";

const findExport = (deps: CommsDeps, organizationId: string, id: string) =>
  deps.db
    .selectFrom("comms_data_exports")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .where("id", "=", id)
    .executeTakeFirst();

/**
 * Tenant data exports: data_export_create writes a JSON snapshot of every table of the tenant as a
 * stream of parts (exports/writer.ts, run by exports/runner.ts) and answers once it is written;
 * it is available for seven days (injected clock) through data_export_download (inline up to
 * COMMS_EXPORT_INLINE_MAX_BYTES) and GET <base>/comms/exports/<id> (organization:read, streamed);
 * a durable job empties it when it expires.
 */
export function exportsHandlers(deps: CommsDeps, runner: ExportRunner) {
  const { db, clock, storage } = deps;
  const present = (row: ExportRow) => presentExport(row, clock.now().getTime());
  return {
    async commsvc_data_export_create(_args, ctx) {
      const who = principal(ctx);
      const now = clock.now().getTime();
      const row: ExportRow = {
        id: newId("exp"),
        organization_id: who.organizationId,
        created_at: now,
        expires_at: now + EXPORT_TTL_MS,
        size_bytes: null,
        data: null,
        state: "preparing",
        writer_id: runner.writerId,
        heartbeat_at: now,
        error: null,
      };
      await db.transaction().execute((trx) =>
        insertAudited(trx, who, now, "comms_data_exports", row, {
          action: "data_export.create",
          target_type: "data_export",
          target_id: row.id,
          details: {},
        }),
      );
      await storage.jobs.enqueue(
        EXPORT_PURGE_QUEUE,
        { export_id: row.id },
        { runAt: new Date(row.expires_at), key: `comms.export-purge:${row.id}` },
      );
      await runner.run({ exportId: row.id, organizationId: who.organizationId });
      return present((await findExport(deps, who.organizationId, row.id)) ?? row);
    },
    async commsvc_data_exports(_args, ctx) {
      const who = principal(ctx);
      const rows = await db
        .selectFrom("comms_data_exports")
        .select(["id", "organization_id", "created_at", "expires_at", "size_bytes", "state", "writer_id", "heartbeat_at", "error"])
        .select((eb) => eb.case().when("data", "is", null).then(null).else("").end().as("data"))
        .where("organization_id", "=", who.organizationId)
        .orderBy("seq", "desc")
        .execute();
      return { exports: rows.map(present) };
    },
    async commsvc_data_export_download(args, ctx) {
      const row = await findExport(deps, principal(ctx).organizationId, args.export_id);
      if (!row)
        throw ctx.error("not_found", `No data export ${JSON.stringify(args.export_id)} in this organization (export_id).`);
      const shown = present(row);
      const url = `${deps.settings.baseUrl()}${EXPORT_PREFIX}${row.id}`;
      if (shown.status === "preparing")
        throw ctx.error("not_ready", `Data export ${row.id} is still being written (export_id); retry in a few seconds, or watch its status with commsvc_data_exports.`);
      if (shown.status === "failed")
        throw ctx.error("export_failed", `Data export ${row.id} could not be written (export_id); create a new one with commsvc_data_export_create.`);
      if (shown.status === "expired")
        throw ctx.error("expired", `Data export ${row.id} expired at ${iso(Number(row.expires_at))} (export_id); create a new one with commsvc_data_export_create.`);
      const limit = deps.settings.exports.inlineMaxBytes;
      if (Number(row.size_bytes) > limit)
        throw ctx.error("export_too_large", `Data export ${row.id} is ${row.size_bytes} bytes, over the ${limit}-byte inline limit (export_id); fetch it from ${url} with a key holding organization:read.`);
      let text = "";
      for await (const part of exportParts(deps, row)) text += part;
      return { ...shown, data: JSON.parse(text) as Record<string, unknown>, download_url: url };
    },
  } satisfies CommsExportsHandlers;
}

/** GET <base>/comms/exports/<export_id>: the export's JSON as a file, streamed part by part, for a key of its organization with organization:read. */
export function exportDownloadRoute(deps: CommsDeps): HttpRoute {
  return {
    prefix: EXPORT_PREFIX,
    async handle(req, res) {
      const who: Principal | undefined = await routeCaller(deps, req, res, "organization:read");
      if (!who) return;
      const [id, ...rest] = pathSegments(req, EXPORT_PREFIX) ?? [];
      const row = id && rest.length === 0 ? await findExport(deps, who.organizationId, id) : undefined;
      if (!row)
        return sendJson(res, 404, { error: "not_found", message: "No such export in this key's organization." });
      const status = presentExport(row, deps.clock.now().getTime()).status;
      if (status === "preparing")
        return sendJson(res, 409, { error: "not_ready", message: "This export is still being written; retry in a few seconds." }, { "Retry-After": "5" });
      if (status !== "available")
        return sendJson(res, 410, { error: status, message: `This export has ${status === "failed" ? "failed; create a new one" : "expired"}.` });
      res.writeHead(200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": Number(row.size_bytes),
        "Cache-Control": "no-store",
        "Content-Disposition": `attachment; filename="${row.id}.json"`,
      });
      if (req.method === "HEAD") return void res.end();
      await pipeExport(deps, row, res);
    },
  };
}
