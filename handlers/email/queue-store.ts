import { sql } from "kysely";
import { newId } from "./crypto";
import type { EventRow, EventsTable, MessageRow, MessagesTable, RecipientsTable } from "./migrations";
import type { Db } from "./store";

/** One delivery event to record (ids and sequence are filled in here). */
export type NewEvent = Omit<EventsTable, "seq" | "id">;

export function eventRow(
  e: Partial<NewEvent> & Pick<NewEvent, "message_id" | "domain_id" | "recipient" | "type" | "occurred_at">,
): NewEvent {
  return {
    attempt: null,
    smtp_code: null,
    enhanced_status: null,
    smtp_response: null,
    mx_host: null,
    next_attempt_at: null,
    detail: null,
    ...e,
  };
}

export async function insertEvents(db: Db, events: NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto("email_events")
    .values(events.map((e) => ({ ...e, id: newId("evt") })))
    .execute();
}

export async function insertMessage(db: Db, row: Omit<MessagesTable, "seq">, recipients: string[]): Promise<void> {
  await db.insertInto("email_messages").values(row).execute();
  if (recipients.length) {
    await db
      .insertInto("email_recipients")
      .values(
        recipients.map((address) => ({ message_id: row.id, address, status: "queued", updated_at: row.created_at })),
      )
      .execute();
  }
}

export function messageById(db: Db, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom("email_messages").selectAll().where("id", "=", id).executeTakeFirst();
}

export function recipientsOf(db: Db, messageIds: string[]): Promise<RecipientsTable[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("email_recipients")
    .selectAll()
    .where("message_id", "in", messageIds)
    .orderBy("message_id")
    .orderBy("address")
    .execute();
}

export async function setRecipientStatus(
  db: Db,
  messageId: string,
  address: string,
  status: string,
  at: number,
): Promise<void> {
  await db
    .updateTable("email_recipients")
    .set({ status, updated_at: at })
    .where("message_id", "=", messageId)
    .where("address", "=", address)
    .execute();
}

/** outbound status from the recipients' outcomes (see the message schema in spec/email.json). */
export function outboundStatus(statuses: string[]): "queued" | "delivered" | "partial" | "failed" {
  if (statuses.some((s) => s === "queued" || s === "deferred")) return "queued";
  const delivered = statuses.filter((s) => s === "delivered").length;
  if (delivered === statuses.length) return "delivered";
  return delivered === 0 ? "failed" : "partial";
}

/** Outbound messages whose next attempt is overdue: their job was lost (crash between commit and enqueue). */
export function overdueMessages(
  db: Db,
  before: number,
  limit = 100,
): Promise<Pick<MessagesTable, "id" | "attempts">[]> {
  return db
    .selectFrom("email_messages")
    .select(["id", "attempts"])
    .where("direction", "=", "outbound")
    .where("status", "=", "queued")
    .where("next_attempt_at", "<=", before)
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
}

export interface MessageFilter {
  domainId: string;
  direction?: "outbound" | "inbound";
  folder?: "inbox" | "spam";
  limit: number;
}

export function listMessages(db: Db, f: MessageFilter): Promise<MessageRow[]> {
  let q = db.selectFrom("email_messages").selectAll().where("domain_id", "=", f.domainId);
  if (f.direction) q = q.where("direction", "=", f.direction);
  if (f.folder) q = q.where("direction", "=", "inbound").where("folder", "=", f.folder);
  return q.orderBy("seq", "desc").limit(f.limit).execute();
}

export interface EventFilter {
  domainId: string;
  type?: EventsTable["type"];
  recipient?: string;
  limit: number;
}

export function listEvents(db: Db, f: EventFilter): Promise<EventRow[]> {
  let q = db.selectFrom("email_events").selectAll().where("domain_id", "=", f.domainId);
  if (f.type) q = q.where("type", "=", f.type);
  // Same rule as de-duplication (names.ts): recipients compare case-insensitively.
  if (f.recipient) q = q.where(sql<string>`lower(recipient)`, "=", f.recipient.toLowerCase());
  return q.orderBy("seq", "desc").limit(f.limit).execute();
}

/** The outbound message of `domainId` a bounce refers to, by its Message-ID header. */
export function outboundByRfcId(db: Db, domainId: string, rfcId: string): Promise<MessageRow | undefined> {
  return db
    .selectFrom("email_messages")
    .selectAll()
    .where("domain_id", "=", domainId)
    .where("direction", "=", "outbound")
    .where("rfc_message_id", "=", rfcId)
    .executeTakeFirst();
}
