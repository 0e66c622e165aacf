import { randomUUID } from "node:crypto";
import { logActivity } from "./activity";
import { flag, unflag, type Actor, type Flagged, type StoreCtx } from "./context";
import type { ApplicationsTable } from "./tables";

export type Application = Flagged<ApplicationsTable>;

const toApplication = (r: ApplicationsTable): Application => unflag(r);

/**
 * The person's started application for a listing (or the general one when `listingId` is null),
 * created on first call: asking again returns the same one, so start_application is repeatable.
 */
export async function startApplication(s: StoreCtx, actor: Actor, listingId: string | null): Promise<Application> {
  return s.storage.serialized(`housing_person:${actor.person}`, async (trx) => {
    let q = trx.selectFrom("housing_person_applications").selectAll().where("person", "=", actor.person).where("status", "=", "started");
    q = listingId === null ? q.where("listing_id", "is", null) : q.where("listing_id", "=", listingId);
    const existing = (await q.executeTakeFirst()) as ApplicationsTable | undefined;
    if (existing) return toApplication(existing);
    const now = s.clock.now().getTime();
    const row: ApplicationsTable = { id: randomUUID(), person: actor.person, listing_id: listingId, status: "started", by_assistant: flag(actor.byAssistant), client_id: actor.clientId, created_at: now, submitted_at: null };
    await trx.insertInto("housing_person_applications").values(row).execute();
    await logActivity(trx, actor, now, { kind: "start_application", refId: row.id, summary: listingId ? `Started an application for listing ${listingId}` : "Started a rental application" });
    return toApplication(row);
  });
}

/** One application, only for its owner. */
export async function getApplication(s: StoreCtx, id: string, person: string): Promise<Application | undefined> {
  const r = await s.db.selectFrom("housing_person_applications").selectAll().where("id", "=", id).where("person", "=", person).executeTakeFirst();
  return r && toApplication(r);
}

/** The person submits in the browser (after verifying identity): started → submitted, once. */
export async function submitApplication(s: StoreCtx, id: string, person: string): Promise<Application | undefined> {
  const now = s.clock.now().getTime();
  const res = await s.db.updateTable("housing_person_applications").set({ status: "submitted", submitted_at: now }).where("id", "=", id).where("person", "=", person).where("status", "=", "started").executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return undefined;
  await logActivity(s.db, { person, byAssistant: false, clientId: null }, now, { kind: "submit_application", refId: id, summary: "Submitted a rental application" });
  return getApplication(s, id, person);
}

/** Whether the person has verified identity to apply (done in the browser). */
export async function isVerified(s: StoreCtx, person: string): Promise<boolean> {
  const r = await s.db.selectFrom("housing_person_people").select("verified_at").where("person", "=", person).executeTakeFirst();
  return r?.verified_at != null;
}

/** Records that the person verified identity in the browser. */
export async function markVerified(s: StoreCtx, person: string): Promise<void> {
  const now = s.clock.now().getTime();
  await s.db
    .insertInto("housing_person_people")
    .values({ person, verified_at: now })
    .onConflict((oc) => oc.column("person").doUpdateSet({ verified_at: now }))
    .execute();
}
