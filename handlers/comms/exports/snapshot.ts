import type { CommsTables } from "../migrations";
import { TENANT_COLUMN } from "../deletion/erase";
import type { Trx } from "../support/resource-def";

/** Columns never exported: key hashes (useless outside, and a secret's fingerprint) and older exports' contents. */
const OMIT: Partial<Record<keyof CommsTables, readonly string[]>> = {
  comms_api_keys: ["key_hash"],
  comms_data_exports: ["data"],
  comms_sending_domains: ["relay_key_sealed"],
};

/**
 * Every row of the tenant, table by table (the same table list erasure uses, so an export and an
 * erasure cover the same data), read in one transaction for a consistent snapshot.
 */
export async function tenantSnapshot(trx: Trx, organizationId: string): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [table, column] of Object.entries(TENANT_COLUMN) as [keyof CommsTables, string][]) {
    const rows = (await trx
      .selectFrom(table)
      .selectAll()
      .where(column as never, "=", organizationId as never)
      .execute()) as Record<string, unknown>[];
    const omit = OMIT[table] ?? [];
    out[table.replace(/^comms_/, "")] = rows.map((r) =>
      Object.fromEntries(Object.entries(r).filter(([k]) => !omit.includes(k))),
    );
  }
  return out;
}
