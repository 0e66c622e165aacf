import { randomUUID } from "node:crypto";
import { logActivity } from "./activity";
import { flag, type Actor, type Db, type StoreCtx } from "./context";
import type { DraftsTable, DraftStatus } from "./tables";

/** What a draft listing holds (the draft_listing arguments; `name` defaults to the address). */
export interface DraftFields {
  address: string;
  price: number;
  name: string;
  description?: string;
  bedrooms?: number;
  bathrooms?: number;
  square_feet?: number;
  property_type?: string;
  available_from?: string;
}

export interface Draft {
  id: string;
  person: string;
  fields: DraftFields;
  status: DraftStatus;
  by_assistant: boolean;
  client_id: string | null;
  created_at: number;
  updated_at: number;
  published_at: number | null;
}

function toDraft(r: DraftsTable): Draft {
  return {
    id: r.id,
    person: r.person,
    fields: JSON.parse(r.fields) as DraftFields,
    status: r.status,
    by_assistant: Number(r.by_assistant) === 1,
    client_id: r.client_id,
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
    published_at: r.published_at === null ? null : Number(r.published_at),
  };
}

/** Creates an unpublished draft owned by the actor (in the caller's transaction). */
export async function createDraft(db: Db, actor: Actor, now: number, fields: DraftFields): Promise<Draft> {
  const row: DraftsTable = { id: randomUUID(), person: actor.person, fields: JSON.stringify(fields), status: "draft", by_assistant: flag(actor.byAssistant), client_id: actor.clientId, created_at: now, updated_at: now, published_at: null };
  await db.insertInto("housing_person_drafts").values(row).execute();
  await logActivity(db, actor, now, { kind: "draft_listing", refId: row.id, summary: `Drafted listing "${fields.name}"` });
  return toDraft(row);
}

/** One draft, only for its owner (undefined for anybody else: not found). */
export async function getDraft(s: StoreCtx, id: string, person: string): Promise<Draft | undefined> {
  const r = await s.db.selectFrom("housing_person_drafts").selectAll().where("id", "=", id).where("person", "=", person).executeTakeFirst();
  return r && toDraft(r);
}

/** The person's drafts (published ones included), newest first. */
export async function listDrafts(s: StoreCtx, person: string, opts: { status?: DraftStatus } = {}): Promise<Draft[]> {
  let q = s.db.selectFrom("housing_person_drafts").selectAll().where("person", "=", person);
  if (opts.status) q = q.where("status", "=", opts.status);
  return (await q.orderBy("created_at", "desc").orderBy("id").execute()).map(toDraft);
}

/**
 * The owner finishes a draft in the browser: changes fields while it is a draft. Returns the
 * draft, or undefined when it is not this person's or no longer a draft.
 */
export async function updateDraft(s: StoreCtx, id: string, person: string, changes: Partial<DraftFields>): Promise<Draft | undefined> {
  const current = await getDraft(s, id, person);
  if (!current || current.status !== "draft") return undefined;
  const fields = { ...current.fields, ...changes };
  const now = s.clock.now().getTime();
  const res = await s.db.updateTable("housing_person_drafts").set({ fields: JSON.stringify(fields), updated_at: now }).where("id", "=", id).where("person", "=", person).where("status", "=", "draft").executeTakeFirst();
  return Number(res.numUpdatedRows) === 1 ? { ...current, fields, updated_at: now } : undefined;
}

/**
 * Publishes the owner's draft (the browser page does this once identity and photos are done; no
 * tool can). Returns the published draft, or undefined when it is not this person's draft.
 */
export async function publishDraft(s: StoreCtx, id: string, person: string): Promise<Draft | undefined> {
  const now = s.clock.now().getTime();
  const res = await s.db.updateTable("housing_person_drafts").set({ status: "published", published_at: now, updated_at: now }).where("id", "=", id).where("person", "=", person).where("status", "=", "draft").executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return undefined;
  const d = (await getDraft(s, id, person))!;
  await logActivity(s.db, { person, byAssistant: false, clientId: null }, now, { kind: "publish_listing", refId: id, summary: `Published listing "${d.fields.name}"` });
  return d;
}

/** Every person's published drafts, oldest publication first (the catalog serves them as listings). */
export async function listPublishedDrafts(s: StoreCtx): Promise<Draft[]> {
  return (await s.db.selectFrom("housing_person_drafts").selectAll().where("status", "=", "published").orderBy("published_at").orderBy("id").execute()).map(toDraft);
}
