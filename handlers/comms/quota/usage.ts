import { sql } from "kysely";
import { countRows } from "../search/scan-windows";
import type { CommsDeps } from "../support/deps";
import type { Quota } from "./costs";

export type Usage = Record<Quota, number>;

/**
 * What one organization holds against its quotas now (indexed aggregate queries). Contacts, up to
 * a million, are counted in windows that yield (search/scan-windows.ts countRows).
 */
export async function usageOf(deps: CommsDeps, organizationId: string): Promise<Usage> {
  const { db } = deps;
  const now = deps.clock.now().getTime();
  const [contacts, staged, exports, files] = await Promise.all([
    countRows(db, deps.storage.dialect, "comms_crm_contacts", organizationId),
    db.selectFrom("comms_contact_import_rows").select(sql<number>`count(*)`.as("n")).where("organization_id", "=", organizationId).executeTakeFirstOrThrow(),
    kept(deps, "comms_data_exports", organizationId, now),
    kept(deps, "comms_contact_files", organizationId, now),
  ]);
  return {
    rows: contacts + Number(staged.n),
    files: Number(exports.n) + Number(files.n),
    bytes: Number(exports.bytes ?? 0) + Number(files.bytes ?? 0),
  };
}

function kept(deps: CommsDeps, table: "comms_data_exports" | "comms_contact_files", organizationId: string, now: number) {
  return deps.db
    .selectFrom(table)
    .select([sql<number>`count(*)`.as("n"), sql<number | null>`sum(size_bytes)`.as("bytes")])
    .where("organization_id", "=", organizationId)
    .where("expires_at", ">", now)
    .executeTakeFirstOrThrow();
}

/** The first quota of `quotas` the call would pass, with its figures; undefined when all fit. */
export function overQuota(quotas: readonly Quota[], usage: Usage, limits: Usage, adding: number) {
  for (const quota of quotas) {
    const after = usage[quota] + (quota === "rows" ? adding : quota === "files" ? 1 : 0);
    if (after > limits[quota] || (quota === "bytes" && usage.bytes >= limits.bytes))
      return { quota, usage: usage[quota], limit: limits[quota], ...(quota === "rows" ? { adding } : {}) };
  }
  return undefined;
}
