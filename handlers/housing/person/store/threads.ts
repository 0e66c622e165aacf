import { randomUUID } from "node:crypto";
import type { Author, MessagesTable, ThreadsTable } from "./tables";
import { personKey, type Db, type StoreCtx } from "./context";

export type Thread = ThreadsTable;
/** A message; `recipient_notice` is what the recipient is told about the sender (an assistant on the person's behalf), or null. */
export type Message = Omit<MessagesTable, "seq" | "links_removed"> & { links_removed: boolean };

export interface ThreadWithUnread extends Thread {
  /** Landlord messages after the person's latest message (what the person has not answered yet). */
  unread_count: number;
}

const toThread = (r: ThreadsTable): Thread => r;
const toMessage = ({ seq: _seq, ...r }: Omit<MessagesTable, "seq"> & { seq?: unknown }): Message => ({ ...r, links_removed: Number(r.links_removed) === 1 });

/** The person's conversation about a listing, created on first contact (in the caller's transaction). */
export async function openThread(db: Db, person: string, now: number, listing: { id: string; landlord: { name: string; email: string } }): Promise<Thread> {
  const existing = await db.selectFrom("housing_person_threads").selectAll().where("person", "=", person).where("listing_id", "=", listing.id).executeTakeFirst();
  if (existing) return toThread(existing);
  const row: ThreadsTable = { id: randomUUID(), person, listing_id: listing.id, landlord_email: personKey(listing.landlord.email), landlord_name: listing.landlord.name, created_at: now, last_message_at: now };
  await db.insertInto("housing_person_threads").values(row).execute();
  return toThread(row);
}

/** Appends a message and moves the thread's last_message_at (in the caller's transaction). */
export async function addMessage(db: Db, threadId: string, now: number, m: { author: Author; clientId: string | null; text: string; linksRemoved: boolean; notice: string | null }): Promise<Message> {
  const row = { id: randomUUID(), thread_id: threadId, author: m.author, client_id: m.clientId, text: m.text, links_removed: m.linksRemoved ? 1 : 0, recipient_notice: m.notice, sent_at: now };
  await db.insertInto("housing_person_messages").values(row).execute();
  await db.updateTable("housing_person_threads").set({ last_message_at: now }).where("id", "=", threadId).execute();
  return toMessage(row);
}

/** One thread, only when `person` is party to it (undefined otherwise: not found). */
export async function getThread(db: Db, id: string, person: string): Promise<Thread | undefined> {
  const r = await db.selectFrom("housing_person_threads").selectAll().where("id", "=", id).where("person", "=", person).executeTakeFirst();
  return r && toThread(r);
}

/** One thread, only for the landlord it is addressed to (by e-mail, case-insensitive). */
export async function getLandlordThread(s: StoreCtx, id: string, landlordEmail: string): Promise<Thread | undefined> {
  const r = await s.db.selectFrom("housing_person_threads").selectAll().where("id", "=", id).where("landlord_email", "=", personKey(landlordEmail)).executeTakeFirst();
  return r && toThread(r);
}

/** The person's threads, newest activity first, each with its unread count. */
export async function listThreads(s: StoreCtx, person: string, limit: number): Promise<ThreadWithUnread[]> {
  const rows = await s.db.selectFrom("housing_person_threads").selectAll().where("person", "=", person).orderBy("last_message_at", "desc").orderBy("id").limit(limit).execute();
  const out: ThreadWithUnread[] = [];
  for (const r of rows) out.push({ ...toThread(r), unread_count: await unreadCount(s, r.id) });
  return out;
}

export async function unreadCount(s: StoreCtx, threadId: string): Promise<number> {
  const last = await s.db.selectFrom("housing_person_messages").select((e) => e.fn.max("seq").as("seq")).where("thread_id", "=", threadId).where("author", "!=", "landlord").executeTakeFirst();
  const after = Number(last?.seq ?? 0);
  const n = await s.db.selectFrom("housing_person_messages").select((e) => e.fn.countAll().as("n")).where("thread_id", "=", threadId).where("author", "=", "landlord").where("seq", ">", after).executeTakeFirst();
  return Number(n?.n ?? 0);
}

/** A thread's latest `limit` messages, oldest first. */
export async function listMessages(s: StoreCtx, threadId: string, limit = 1000): Promise<Message[]> {
  const rows = await s.db.selectFrom("housing_person_messages").selectAll().where("thread_id", "=", threadId).orderBy("seq", "desc").limit(limit).execute();
  return rows.reverse().map(toMessage);
}

export async function getMessage(db: Db, id: string): Promise<Message | undefined> {
  const r = await db.selectFrom("housing_person_messages").selectAll().where("id", "=", id).executeTakeFirst();
  return r && toMessage(r);
}

/**
 * The landlord answers in the browser: appends their message to a thread addressed to them.
 * Returns undefined when the thread is not theirs. The text is stored as written; the person's
 * tools return it as quoted data.
 */
export async function appendLandlordReply(s: StoreCtx, threadId: string, landlordEmail: string, text: string): Promise<Message | undefined> {
  const thread = await getLandlordThread(s, threadId, landlordEmail);
  if (!thread) return undefined;
  return s.storage.serialized(`housing_person:${thread.person}`, (trx) => addMessage(trx as Db, threadId, s.clock.now().getTime(), { author: "landlord", clientId: null, text, linksRemoved: false, notice: null }));
}
