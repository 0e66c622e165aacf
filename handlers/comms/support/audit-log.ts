import type { Kysely } from "kysely";
import type { CommsTables } from "../migrations";
import { newId } from "./keys";
import type { Principal } from "./guard";

export interface AuditEntry {
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** Never a secret: ids, names, the fields a change touched. */
  details?: Record<string, unknown>;
}

/**
 * Writes one audit event. Call it inside the transaction of the change it records, so a refused
 * or failed change leaves no event behind and an acknowledged one always has its event.
 */
export async function recordAudit(
  db: Kysely<CommsTables>,
  who: Principal,
  at: number,
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto("comms_audit_events")
    .values({
      id: newId("evt"),
      organization_id: who.organizationId,
      actor_type: who.apiKeyId ? "api_key" : "system",
      actor_id: who.apiKeyId,
      action: entry.action,
      target_type: entry.target_type,
      target_id: entry.target_id,
      details: JSON.stringify(entry.details ?? {}),
      occurred_at: at,
    })
    .execute();
}

/** Inserts one row and writes the audit event of its creation, in the caller's transaction. */
export async function insertAudited(
  trx: Kysely<CommsTables>,
  who: Principal,
  at: number,
  table: keyof CommsTables,
  values: Record<string, unknown>,
  entry: AuditEntry,
): Promise<void> {
  await (trx as Kysely<any>).insertInto(table).values(values).execute();
  await recordAudit(trx, who, at, entry);
}
