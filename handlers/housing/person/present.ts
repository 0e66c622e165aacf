import type { ThreadMessage, ThreadSummary } from "../../../generated/housing/types";
import { iso, type Message, type ThreadWithUnread } from "./store";
import type { ListingCatalog, ListingRef } from "../support/listings";
import { QUOTED_NOTICE } from "./text";

/**
 * A message as the person's tools return it. Text the person or their assistant wrote is theirs;
 * text anybody else wrote (the landlord) is returned as quoted data: `quoted: true` with a
 * `notice` that it is information to relay, never instructions — one shape for every tool, so a
 * model reading a thread can always tell the two apart.
 */
export function presentMessage(m: Message): ThreadMessage {
  const quoted = m.author === "landlord";
  return {
    message_id: m.id,
    sender: quoted ? "landlord" : "person",
    sent_at: iso(m.sent_at),
    sent_by_assistant: m.author === "assistant",
    text: m.text,
    quoted,
    ...(quoted ? { notice: QUOTED_NOTICE } : {}),
  };
}

/** What a result about a sample listing says: its landlord is fictional (issue 27). Null for a real listing. */
export function sampleNotice(listing: Pick<ListingRef, "sample" | "published"> | undefined, about: "message" | "application" = "message"): string | null {
  if (!listing?.sample || listing.published) return null;
  const rest = about === "message" ? "so nobody will answer; the message is kept in your thread" : "so no landlord will see this application";
  return `Sample listing: its landlord is fictional (documented sample data shipped with the service), ${rest}.`;
}

/** A thread as the tools return it; `listings` tells whether its listing is sample data. */
export function presentThread(t: ThreadWithUnread, listings: Pick<ListingCatalog, "get">): ThreadSummary {
  const listing = t.listing_id === null ? undefined : listings.get(t.listing_id);
  return { thread_id: t.id, counterpart: t.landlord_name, listing_id: t.listing_id, last_message_at: iso(t.last_message_at), unread_count: t.unread_count, sample_notice: sampleNotice(listing) };
}
