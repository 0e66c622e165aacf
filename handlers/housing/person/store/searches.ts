import { logActivity } from "./activity";
import { flag, type Actor, type Db, type StoreCtx } from "./context";

/** The saved-search filters (the rentalFilters of spec/housing.json: null means not filtered). */
export interface SavedFilters {
  city: string | null;
  min_price: number | null;
  max_price: number | null;
  bedrooms_min: number | null;
  bathrooms_min: number | null;
  property_type: string | null;
  furnished: boolean | null;
  pets_allowed: boolean | null;
  /** false: unverified listings too (each marked so in the e-mail); searches saved before it existed read true. */
  permit_verified_only: boolean;
}

export interface SavedSearch {
  person: string;
  filters: SavedFilters;
  high_water: number;
  by_assistant: boolean;
  client_id: string | null;
  created_at: number;
}

/**
 * Saves the person's one search, replacing any earlier one (in the caller's transaction). Its
 * high-water mark starts at `now`: only listings published after it are new to the search.
 */
export async function saveSearch(db: Db, actor: Actor, now: number, filters: SavedFilters): Promise<{ replaced: boolean }> {
  const removed = await db.deleteFrom("housing_person_searches").where("person", "=", actor.person).executeTakeFirst();
  await db.insertInto("housing_person_searches").values({ person: actor.person, filters: JSON.stringify(filters), high_water: now, by_assistant: flag(actor.byAssistant), client_id: actor.clientId, created_at: now }).execute();
  const replaced = Number(removed.numDeletedRows) > 0;
  await logActivity(db, actor, now, { kind: "subscribe_listing_alert", refId: actor.person, summary: replaced ? "Replaced the saved search" : "Saved a search for listing alerts" });
  return { replaced };
}

/** Removes the person's saved search; true when there was one. */
export async function removeSearch(db: Db, actor: Actor, now: number): Promise<boolean> {
  return removeSearchUpTo(db, actor, now, Number.MAX_SAFE_INTEGER);
}

/** Removes the person's saved search if it was saved at or before `savedBy` (an e-mail's unsubscribe link); true when removed. */
export async function removeSearchUpTo(db: Db, actor: Actor, now: number, savedBy: number): Promise<boolean> {
  const removed = await db.deleteFrom("housing_person_searches").where("person", "=", actor.person).where("created_at", "<=", savedBy).executeTakeFirst();
  const had = Number(removed.numDeletedRows) > 0;
  if (had) await logActivity(db, actor, now, { kind: "unsubscribe_listing_alert", refId: actor.person, summary: "Removed the saved search" });
  return had;
}

const toSearch = (r: { person: string; filters: string; high_water: number; by_assistant: number; client_id: string | null; created_at: number }): SavedSearch => ({
  person: r.person,
  filters: { permit_verified_only: true, ...(JSON.parse(r.filters) as Partial<SavedFilters>) } as SavedFilters,
  high_water: Number(r.high_water),
  by_assistant: Number(r.by_assistant) === 1,
  client_id: r.client_id,
  created_at: Number(r.created_at),
});

export async function getSearch(s: StoreCtx, person: string): Promise<SavedSearch | undefined> {
  const r = await s.db.selectFrom("housing_person_searches").selectAll().where("person", "=", person).executeTakeFirst();
  return r && toSearch(r);
}

/** Every saved search (the alert job's work list). */
export async function listSearches(s: StoreCtx): Promise<SavedSearch[]> {
  return (await s.db.selectFrom("housing_person_searches").selectAll().orderBy("person").execute()).map(toSearch);
}
