import type { HttpRoute } from "../../generator/runtime";
import type { CommsExportsHandlers } from "../../generated/comms/server";
import type { DataExport } from "../../generated/comms/types";
import { tenantSnapshot } from "./exports/snapshot";
import type { DataExportsTable } from "./migrations";
import { insertAudited } from "./support/audit-log";
import { iso, type CommsDeps } from "./support/deps";
import { principal, type Principal } from "./support/guard";
import { pathSegments, routeCaller, sendJson } from "./support/http-route";
import { newId } from "./support/keys";

export const EXPORT_TTL_MS = 7 * 86_400_000;
export const EXPORT_PURGE_QUEUE = "comms.export-purge";
const EXPORT_PREFIX = "/comms/exports/";

type ExportRow = Omit<DataExportsTable, "seq">;

/**
 * Tenant data exports: data_export_create writes a JSON snapshot of every table of the tenant
 * (exports/snapshot.ts) at once, available for seven days (injected clock) through
 * data_export_download and GET <base>/comms/exports/<id> (organization:read); a durable job
 * empties it when it expires.
 */
export function exportsHandlers(deps: CommsDeps) {
  const { db, clock, storage } = deps;
  const status = (row: ExportRow): DataExport["status"] =>
    clock.now().getTime() >= Number(row.expires_at) || row.data === null ? "expired" : "available";
  const present = (row: ExportRow): DataExport => ({
    export_id: row.id,
    status: status(row),
    created_at: iso(Number(row.created_at)),
    expires_at: iso(Number(row.expires_at)),
    size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
  });
  const find = (who: Principal, id: string) =>
    db
      .selectFrom("comms_data_exports")
      .selectAll()
      .where("organization_id", "=", who.organizationId)
      .where("id", "=", id)
      .executeTakeFirst();
  return {
    async commsvc_data_export_create(_args, ctx) {
      const who = principal(ctx);
      const now = clock.now().getTime();
      const row = await db.transaction().execute(async (trx) => {
        const snapshot = {
          organization_id: who.organizationId,
          exported_at: iso(now),
          tables: await tenantSnapshot(trx, who.organizationId),
        };
        const data = JSON.stringify(snapshot);
        const r: ExportRow = {
          id: newId("exp"),
          organization_id: who.organizationId,
          created_at: now,
          expires_at: now + EXPORT_TTL_MS,
          size_bytes: Buffer.byteLength(data),
          data,
        };
        await insertAudited(trx, who, now, "comms_data_exports", r, {
          action: "data_export.create",
          target_type: "data_export",
          target_id: r.id,
          details: { size_bytes: r.size_bytes },
        });
        return r;
      });
      await storage.jobs.enqueue(
        EXPORT_PURGE_QUEUE,
        { export_id: row.id },
        { runAt: new Date(row.expires_at), key: `comms.export-purge:${row.id}` },
      );
      return present(row);
    },
    async commsvc_data_exports(_args, ctx) {
      const who = principal(ctx);
      const rows = await db
        .selectFrom("comms_data_exports")
        .select(["id", "organization_id", "created_at", "expires_at", "size_bytes", "data"])
        .where("organization_id", "=", who.organizationId)
        .orderBy("seq", "desc")
        .execute();
      return { exports: rows.map(present) };
    },
    async commsvc_data_export_download(args, ctx) {
      const who = principal(ctx);
      const row = await find(who, args.export_id);
      if (!row)
        throw ctx.error(
          "not_found",
          `No data export ${JSON.stringify(args.export_id)} in this organization (export_id).`,
        );
      if (status(row) === "expired" || row.data === null)
        throw ctx.error(
          "expired",
          `Data export ${row.id} expired at ${iso(Number(row.expires_at))} (export_id); create a new one with commsvc_data_export_create.`,
        );
      return {
        ...present(row),
        data: JSON.parse(row.data) as Record<string, unknown>,
        download_url: `${deps.settings.baseUrl()}${EXPORT_PREFIX}${row.id}`,
      };
    },
  } satisfies CommsExportsHandlers;
}

/** GET <base>/comms/exports/<export_id>: the export's JSON as a file, for a key of its organization with organization:read. */
export function exportDownloadRoute(deps: CommsDeps): HttpRoute {
  return {
    prefix: EXPORT_PREFIX,
    async handle(req, res) {
      const who = await routeCaller(deps, req, res, "organization:read");
      if (!who) return;
      const [id, ...rest] = pathSegments(req, EXPORT_PREFIX) ?? [];
      const row =
        id && rest.length === 0
          ? await deps.db
              .selectFrom("comms_data_exports")
              .selectAll()
              .where("organization_id", "=", who.organizationId)
              .where("id", "=", id)
              .executeTakeFirst()
          : undefined;
      if (!row)
        return sendJson(res, 404, { error: "not_found", message: "No such export in this key's organization." });
      if (row.data === null || deps.clock.now().getTime() >= Number(row.expires_at))
        return sendJson(res, 410, { error: "expired", message: "This export has expired." });
      res.writeHead(200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": Buffer.byteLength(row.data),
        "Cache-Control": "no-store",
        "Content-Disposition": `attachment; filename="${row.id}.json"`,
      });
      res.end(req.method === "HEAD" ? undefined : row.data);
    },
  };
}

/** The purge job at expires_at: the export's contents go, its listing entry stays (status expired). */
export async function purgeExport(deps: CommsDeps, job: { export_id: string }): Promise<void> {
  await deps.db
    .updateTable("comms_data_exports")
    .set({ data: null })
    .where("id", "=", job.export_id)
    .where("expires_at", "<=", deps.clock.now().getTime())
    .execute();
}
