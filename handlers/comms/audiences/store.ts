import type { Audience } from "../../../generated/comms/types";
import type { AudiencesTable } from "../migrations";
import { iso, type CommsDeps } from "../support/deps";
import type { Principal } from "../support/guard";
import type { Trx } from "../support/resource-def";
import { parseSegmentFilter, segmentWhere, type Condition } from "./segment-filter";

export type AudienceRow = Omit<AudiencesTable, "seq"> & { seq: number };

export function findAudience(db: Trx, who: Principal, id: string): Promise<AudienceRow | undefined> {
  return db
    .selectFrom("comms_audiences")
    .selectAll()
    .where("organization_id", "=", who.organizationId)
    .where("id", "=", id)
    .executeTakeFirst() as Promise<AudienceRow | undefined>;
}

/** Contacts of the organization matching a saved segment's filter, now. */
export function segmentContacts(db: Trx, who: Principal, conditions: readonly Condition[]) {
  return db
    .selectFrom("comms_crm_contacts")
    .where("organization_id", "=", who.organizationId)
    .where(segmentWhere(conditions));
}

/** A stored filter's conditions (checked before it was stored). */
export function storedConditions(row: AudienceRow): Condition[] {
  const parsed = parseSegmentFilter(JSON.parse(row.filter ?? "{}") as Record<string, unknown>);
  if (!parsed.ok)
    throw new Error(`comms: audience ${row.id} holds a filter that no longer parses: ${parsed.path} ${parsed.message}`);
  return parsed.conditions;
}

/** member_count: stored members of a static audience, contacts matching a saved segment now. */
async function memberCount(db: Trx, who: Principal, row: AudienceRow): Promise<number> {
  if (row.kind === "static") {
    const r = await db
      .selectFrom("comms_audience_members")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("audience_id", "=", row.id)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
  const r = await segmentContacts(db, who, storedConditions(row))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function showAudience(deps: CommsDeps, who: Principal, row: AudienceRow): Promise<Audience> {
  return {
    audience_id: row.id,
    name: row.name,
    kind: row.kind,
    filter: row.filter === null ? null : (JSON.parse(row.filter) as Record<string, unknown>),
    member_count: await memberCount(deps.db, who, row),
    created_at: iso(Number(row.created_at)),
    updated_at: iso(Number(row.updated_at)),
  };
}
