import type { Kysely } from "kysely";
import type { CommsTables } from "../migrations";
import { TENANT_COLUMN } from "../deletion/erase";

/** Columns never exported: key hashes (useless outside, and a secret's fingerprint). */
const OMIT: Partial<Record<keyof CommsTables, readonly string[]>> = {
  comms_api_keys: ["key_hash"],
  comms_sending_domains: ["relay_key_sealed"],
};

/**
 * Tables read column by column instead: other exports are listed, never their contents (`data`,
 * the parts table) nor their writers' leases. Naming the columns keeps an older export's large
 * `data` value from being read at all.
 */
const COLUMNS: Partial<Record<keyof CommsTables, readonly string[] | null>> = {
  comms_data_exports: ["seq", "id", "organization_id", "created_at", "expires_at", "size_bytes", "state"],
  comms_data_export_parts: null,
};

/** Rows fetched per batch from the database (PostgreSQL cursor; SQLite reads one at a time). */
const BATCH_ROWS = 500;

/**
 * Every row of the tenant, table by table (the same table list erasure uses, so an export and an
 * erasure cover the same data), streamed from `trx` (a snapshot: storage.readSnapshot) without
 * holding more than a batch. `exportId`, the export being written, is left out of its own file.
 */
export async function* tenantRows(
  trx: Kysely<any>,
  organizationId: string,
  exportId: string,
): AsyncGenerator<{ table: string; row: Record<string, unknown> } | { table: string; start: true }> {
  for (const [table, column] of Object.entries(TENANT_COLUMN) as [keyof CommsTables, string][]) {
    const columns = COLUMNS[table];
    if (columns === null) continue;
    const name = table.replace(/^comms_/, "");
    yield { table: name, start: true };
    let q = (columns ? trx.selectFrom(table).select(columns as string[]) : trx.selectFrom(table).selectAll()).where(
      column,
      "=",
      organizationId,
    );
    if (table === "comms_data_exports") q = q.where("id", "!=", exportId);
    const omit = OMIT[table] ?? [];
    for await (const r of q.stream(BATCH_ROWS) as AsyncIterable<Record<string, unknown>>) {
      if (omit.length > 0) for (const k of omit) delete r[k];
      yield { table: name, row: r };
    }
  }
}
