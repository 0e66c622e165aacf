import { flag, type Actor, type Db, type StoreCtx } from "./context";

export interface ActivityEntry {
  kind: string;
  ref_id: string;
  summary: string;
  by_assistant: boolean;
  client_id: string | null;
  at: number;
}

/** Appends to the person's activity log (in the caller's transaction). */
export async function logActivity(db: Db, actor: Actor, at: number, entry: { kind: string; refId: string; summary: string }): Promise<void> {
  await db
    .insertInto("housing_person_activity")
    .values({ person: actor.person, kind: entry.kind, ref_id: entry.refId, summary: entry.summary, by_assistant: flag(actor.byAssistant), client_id: actor.clientId, at })
    .execute();
}

/** The person's activity log, newest first. */
export async function listActivity(s: StoreCtx, person: string, limit = 100): Promise<ActivityEntry[]> {
  const rows = await s.db.selectFrom("housing_person_activity").selectAll().where("person", "=", person).orderBy("seq", "desc").limit(limit).execute();
  return rows.map((r) => ({ kind: r.kind, ref_id: r.ref_id, summary: r.summary, by_assistant: Number(r.by_assistant) === 1, client_id: r.client_id, at: Number(r.at) }));
}
