import { randomUUID } from "node:crypto";
import { forPerson, type StoreCtx } from "./context";
import type { SavedSearch } from "./searches";

export interface PendingMail {
  id: string;
  person: string;
  listing_ids: string[];
  attempts: number;
  /** When the matches were claimed (ms): the e-mail's unsubscribe link removes no search saved after it. */
  created_at?: number;
}

/**
 * One person's step of an alert round, in one transaction under the person's lock: reads the
 * saved search as it is now, keeps the candidates listed after its high-water mark that were never
 * matched for this person (the sent-match table), records them with a pending e-mail, and moves
 * the mark to `now`. A restart, a second process or a replaced search therefore never matches a
 * listing twice. Returns the pending e-mail's id, or null when nothing is new.
 */
export async function claimMatches(s: StoreCtx, person: string, now: number, candidates: (search: SavedSearch) => string[]): Promise<string | null> {
  return forPerson(s, person, async (trx) => {
    const row = await trx.selectFrom("housing_person_searches").selectAll().where("person", "=", person).executeTakeFirst();
    if (!row) return null;
    const search: SavedSearch = { ...row, filters: JSON.parse(row.filters), by_assistant: row.by_assistant === 1 };
    const ids = candidates(search);
    const seen = ids.length
      ? new Set((await trx.selectFrom("housing_person_alert_matches").select("listing_id").where("person", "=", person).where("listing_id", "in", ids).execute()).map((r) => r.listing_id))
      : new Set<string>();
    const fresh = ids.filter((id) => !seen.has(id));
    await trx.updateTable("housing_person_searches").set({ high_water: now }).where("person", "=", person).execute();
    if (fresh.length === 0) return null;
    const mailId = randomUUID();
    await trx.insertInto("housing_person_alert_mails").values({ id: mailId, person, listing_ids: JSON.stringify(fresh), created_at: now, sent_at: null, attempts: 0, last_error: null }).execute();
    await trx.insertInto("housing_person_alert_matches").values(fresh.map((listing_id) => ({ person, listing_id, mail_id: mailId, matched_at: now }))).execute();
    return mailId;
  });
}

/** E-mails matched but not yet accepted by the relay, oldest first, that have attempts left. */
export async function pendingMails(s: StoreCtx, maxAttempts: number): Promise<PendingMail[]> {
  const rows = await s.db.selectFrom("housing_person_alert_mails").selectAll().where("sent_at", "is", null).where("attempts", "<", maxAttempts).orderBy("created_at").orderBy("id").execute();
  return rows.map((r) => ({ id: r.id, person: r.person, listing_ids: JSON.parse(r.listing_ids) as string[], attempts: r.attempts, created_at: Number(r.created_at) }));
}

export async function markSent(s: StoreCtx, id: string, now: number): Promise<void> {
  await s.db.updateTable("housing_person_alert_mails").set({ sent_at: now }).where("id", "=", id).where("sent_at", "is", null).execute();
}

export async function markFailed(s: StoreCtx, id: string, error: string): Promise<void> {
  await s.db
    .updateTable("housing_person_alert_mails")
    .set((eb) => ({ attempts: eb("attempts", "+", 1), last_error: error.slice(0, 500) }))
    .where("id", "=", id)
    .execute();
}

/** Every alert e-mail of a person (tests and the activity page). */
export async function listAlertMails(s: StoreCtx, person: string): Promise<(PendingMail & { sent_at: number | null; last_error: string | null })[]> {
  const rows = await s.db.selectFrom("housing_person_alert_mails").selectAll().where("person", "=", person).orderBy("created_at").orderBy("id").execute();
  return rows.map((r) => ({ id: r.id, person: r.person, listing_ids: JSON.parse(r.listing_ids) as string[], attempts: r.attempts, sent_at: r.sent_at, last_error: r.last_error }));
}
