import type { GetDeliveryEventsOutput, ListDomainsOutput, ListMessagesOutput } from "../../generated/email/server";
import { allowanceOf, resetsAt, sentToday } from "./limits";
import type { DomainsTable, EventRow, MessageRow, RecipientsTable } from "./migrations";
import { BODY_LIST_CAP, type EmailSettings } from "./settings";

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

export type DomainView = ListDomainsOutput["domains"][number];

export function domainView(d: DomainsTable, s: EmailSettings, now: Date): DomainView {
  const allowance = allowanceOf(d, s);
  const sent = sentToday(d, now);
  return {
    name: d.name,
    status: d.status,
    created_at: iso(d.created_at),
    verified_at: isoOrNull(d.verified_at),
    daily_allowance: allowance,
    sent_today: sent,
    remaining_today: Math.max(0, allowance - sent),
    resets_at: resetsAt(now),
    sending_paused: d.paused_reason !== null,
  };
}

export function eventView(e: EventRow, domain: string): GetDeliveryEventsOutput["events"][number] {
  return {
    event_id: e.id,
    type: e.type,
    message_id: e.message_id,
    domain,
    recipient: e.recipient,
    occurred_at: iso(e.occurred_at),
    attempt: e.attempt,
    smtp_code: e.smtp_code,
    enhanced_status: e.enhanced_status,
    smtp_response: e.smtp_response,
    mx_host: e.mx_host,
    next_attempt_at: isoOrNull(e.next_attempt_at),
    detail: e.detail,
  };
}

/** Cuts a body at BODY_LIST_CAP bytes without splitting a character. */
function cap(body: string | null): { value: string | null; cut: boolean } {
  if (body === null || Buffer.byteLength(body) <= BODY_LIST_CAP) return { value: body, cut: false };
  const value = Buffer.from(body)
    .subarray(0, BODY_LIST_CAP)
    .toString("utf8")
    .replace(/\uFFFD+$/, "");
  return { value, cut: true };
}

type MessageView = ListMessagesOutput["messages"][number];

export function messageView(m: MessageRow, recipients: RecipientsTable[]): MessageView {
  const text = cap(m.text_body);
  const html = cap(m.html_body);
  const outbound = m.direction === "outbound";
  return {
    message_id: m.id,
    direction: m.direction,
    domain: m.domain,
    folder: outbound ? null : m.folder,
    from: m.mail_from,
    to: JSON.parse(m.rcpt) as string[],
    subject: m.subject,
    text: text.value,
    html: html.value,
    body_truncated: text.cut || html.cut,
    size_bytes: Number(m.size_bytes),
    status: m.status as MessageView["status"],
    created_at: iso(m.created_at),
    recipients: outbound ? recipients.map((r) => ({ address: r.address, status: r.status as "queued" })) : null,
    authentication: outbound || !m.auth ? null : (JSON.parse(m.auth) as MessageView["authentication"]),
  };
}
