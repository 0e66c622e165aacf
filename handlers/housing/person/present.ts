import type { ThreadMessage, ThreadSummary } from "../../../generated/housing/types";
import { iso, type Message, type ThreadWithUnread } from "./store";
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

export function presentThread(t: ThreadWithUnread): ThreadSummary {
  return { thread_id: t.id, counterpart: t.landlord_name, listing_id: t.listing_id, last_message_at: iso(t.last_message_at), unread_count: t.unread_count };
}
