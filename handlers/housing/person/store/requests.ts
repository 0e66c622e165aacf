import { randomUUID } from "node:crypto";
import { logActivity } from "./activity";
import { flag, personKey, unflag, type Actor, type Db, type Flagged, type StoreCtx } from "./context";
import { addMessage, type Message } from "./threads";
import type { InquiriesTable, TourStatus, ToursTable } from "./tables";

export type Inquiry = Flagged<InquiriesTable>;
export type Tour = Omit<Flagged<ToursTable>, "times"> & { times: string[] };

const toInquiry = (r: InquiriesTable): Inquiry => unflag(r);
const toTour = (r: ToursTable): Tour => ({ ...unflag(r), times: JSON.parse(r.times) as string[] });

/** Records an inquiry whose message is already in the thread (in the caller's transaction). */
export async function recordInquiry(db: Db, actor: Actor, now: number, i: { listingId: string; threadId: string; messageId: string; landlordEmail: string }): Promise<Inquiry> {
  const row: InquiriesTable = { id: randomUUID(), person: actor.person, listing_id: i.listingId, thread_id: i.threadId, message_id: i.messageId, landlord_email: personKey(i.landlordEmail), by_assistant: flag(actor.byAssistant), client_id: actor.clientId, created_at: now };
  await db.insertInto("housing_person_inquiries").values(row).execute();
  await logActivity(db, actor, now, { kind: "send_inquiry", refId: row.id, summary: `Sent an inquiry about listing ${i.listingId}` });
  return toInquiry(row);
}

/** Records a tour request (status requested) whose message is in the thread (caller's transaction). */
export async function recordTour(db: Db, actor: Actor, now: number, t: { listingId: string; threadId: string; messageId: string; landlordEmail: string; timezone: string; times: string[] }): Promise<Tour> {
  const row: ToursTable = {
    id: randomUUID(),
    person: actor.person,
    listing_id: t.listingId,
    thread_id: t.threadId,
    message_id: t.messageId,
    landlord_email: personKey(t.landlordEmail),
    timezone: t.timezone,
    times: JSON.stringify(t.times),
    status: "requested",
    accepted_time: null,
    decided_at: null,
    by_assistant: flag(actor.byAssistant),
    client_id: actor.clientId,
    created_at: now,
  };
  await db.insertInto("housing_person_tours").values(row).execute();
  await logActivity(db, actor, now, { kind: "request_tour", refId: row.id, summary: `Requested a tour of listing ${t.listingId} (${t.times.join(", ")} ${t.timezone})` });
  return toTour(row);
}

export async function listInquiries(s: StoreCtx, person: string): Promise<Inquiry[]> {
  return (await s.db.selectFrom("housing_person_inquiries").selectAll().where("person", "=", person).orderBy("created_at", "desc").orderBy("id").execute()).map(toInquiry);
}

export async function listTours(s: StoreCtx, person: string): Promise<Tour[]> {
  return (await s.db.selectFrom("housing_person_tours").selectAll().where("person", "=", person).orderBy("created_at", "desc").orderBy("id").execute()).map(toTour);
}

/** Inquiries addressed to a landlord (by e-mail), newest first, with the message as sent. */
export async function listLandlordInquiries(s: StoreCtx, landlordEmail: string): Promise<(Inquiry & { message: Message })[]> {
  const rows = await s.db
    .selectFrom("housing_person_inquiries as i")
    .innerJoin("housing_person_messages as m", "m.id", "i.message_id")
    .select(["i.id", "i.person", "i.listing_id", "i.thread_id", "i.message_id", "i.landlord_email", "i.by_assistant", "i.client_id", "i.created_at", "m.author", "m.text", "m.links_removed", "m.recipient_notice", "m.sent_at"])
    .where("i.landlord_email", "=", personKey(landlordEmail))
    .orderBy("i.created_at", "desc")
    .orderBy("i.id")
    .execute();
  return rows.map(({ author, text, links_removed, recipient_notice, sent_at, ...i }) => ({
    ...unflag(i),
    message: { id: i.message_id, thread_id: i.thread_id, author, client_id: i.client_id, text, links_removed: links_removed === 1, recipient_notice, sent_at },
  }));
}

/** Tour requests addressed to a landlord (by e-mail), newest first. */
export async function listLandlordTours(s: StoreCtx, landlordEmail: string): Promise<Tour[]> {
  return (await s.db.selectFrom("housing_person_tours").selectAll().where("landlord_email", "=", personKey(landlordEmail)).orderBy("created_at", "desc").orderBy("id").execute()).map(toTour);
}

export type TourDecision = { accept: string } | { decline: true };
export type DecideResult = { ok: true; tour: Tour; message: Message } | { ok: false; reason: "not_found" | "already_decided" | "not_proposed" };

/**
 * The landlord accepts one of the proposed times or declines, once. The decision is written to the
 * thread as the landlord's message so the person (and get_thread) sees it.
 */
export async function decideTour(s: StoreCtx, id: string, landlordEmail: string, decision: TourDecision): Promise<DecideResult> {
  const row = await s.db.selectFrom("housing_person_tours").selectAll().where("id", "=", id).where("landlord_email", "=", personKey(landlordEmail)).executeTakeFirst();
  if (!row) return { ok: false, reason: "not_found" };
  const tour = toTour(row);
  if ("accept" in decision && !tour.times.includes(decision.accept)) return { ok: false, reason: "not_proposed" };
  const status: TourStatus = "accept" in decision ? "accepted" : "declined";
  const accepted = "accept" in decision ? decision.accept : null;
  return s.storage.serialized(`housing_person:${tour.person}`, async (t) => {
    const trx = t as Db;
    const now = s.clock.now().getTime();
    const res = await trx.updateTable("housing_person_tours").set({ status, accepted_time: accepted, decided_at: now }).where("id", "=", id).where("status", "=", "requested").executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return { ok: false, reason: "already_decided" } as const;
    const text = accepted ? `Tour accepted for ${accepted} (${tour.timezone}).` : "Tour request declined.";
    const message = await addMessage(trx, tour.thread_id, now, { author: "landlord", clientId: null, text, linksRemoved: false, notice: null });
    return { ok: true, tour: { ...tour, status, accepted_time: accepted, decided_at: now }, message } as const;
  });
}
