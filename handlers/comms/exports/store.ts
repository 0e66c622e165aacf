import type { ServerResponse } from "node:http";
import type { DataExport } from "../../../generated/comms/types";
import type { DataExportsTable } from "../migrations";
import { iso, type CommsDeps } from "../support/deps";

export type ExportRow = Omit<DataExportsTable, "seq">;

/**
 * An export's status: streamed exports carry it in `state`; exports written before (state null)
 * are available until their `data` is purged. Either way it is expired from `expires_at` on.
 */
export function exportStatus(row: ExportRow, now: number): DataExport["status"] {
  if (row.state === "preparing" || row.state === "failed") return row.state;
  if (now >= Number(row.expires_at)) return "expired";
  return row.state === "available" || (row.state === null && row.data !== null) ? "available" : "expired";
}

export function presentExport(row: ExportRow, now: number): DataExport {
  return {
    export_id: row.id,
    status: exportStatus(row, now),
    created_at: iso(Number(row.created_at)),
    expires_at: iso(Number(row.expires_at)),
    size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
  };
}

/** The export's JSON parts in order, one query each, so that only one part is held at a time. */
export async function* exportParts(deps: CommsDeps, row: ExportRow): AsyncGenerator<string> {
  if (row.state === null) {
    if (row.data !== null) yield row.data; // written before exports were streamed
    return;
  }
  for (let part = 0; ; part++) {
    const p = await deps.db
      .selectFrom("comms_data_export_parts")
      .select("data")
      .where("export_id", "=", row.id)
      .where("part", "=", part)
      .executeTakeFirst();
    if (!p) return;
    yield p.data;
  }
}

/** Streams the export to `res` part by part, waiting for the socket to drain between parts. */
export async function pipeExport(deps: CommsDeps, row: ExportRow, res: ServerResponse): Promise<void> {
  for await (const data of exportParts(deps, row)) {
    if (res.destroyed) return;
    if (!res.write(data))
      await new Promise<void>((resolve) => {
        res.once("drain", resolve);
        res.once("close", resolve);
      });
  }
  res.end();
}

/** The purge at expires_at: the contents go (column or parts), the listing entry stays (expired). */
export async function purgeExport(deps: CommsDeps, job: { export_id: string }): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable("comms_data_exports")
      .set({ data: null, state: "expired" })
      .where("id", "=", job.export_id)
      .where("expires_at", "<=", deps.clock.now().getTime())
      .where((eb) => eb.or([eb("state", "is", null), eb("state", "=", "available")]))
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0)
      await trx.deleteFrom("comms_data_export_parts").where("export_id", "=", job.export_id).execute();
  });
}
