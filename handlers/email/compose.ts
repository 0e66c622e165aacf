import type * as Mailparser from "mailparser";

// Loaded on first use: mailparser costs ~90 ms at start-up and most processes never parse mail.
const mailparser = (): typeof Mailparser => require("mailparser");
import MailComposer from "nodemailer/lib/mail-composer";
import { bareMessageId } from "./names";

/** What list_messages shows of a message, whichever way it was written. */
export interface MessageContent {
  raw: Buffer;
  subject: string | null;
  text: string | null;
  html: string | null;
  rfcMessageId: string | null;
  /** Addresses in the To header. */
  to: string[];
  /** The From header's address. */
  from: string | null;
}

/** Builds the MIME message send_email queues (unsigned: DKIM signs each attempt). */
export async function composeMessage(m: {
  id: string;
  domain: string;
  /** The From header: a bare address, or one with its display name. */
  from: string | { name: string; address: string };
  to: string[];
  subject?: string;
  text?: string;
  html?: string;
  date: Date;
}): Promise<MessageContent> {
  const rfcId = `${m.id}@${m.domain}`;
  const composer = new MailComposer({
    from: m.from,
    to: m.to,
    subject: m.subject ?? "",
    text: m.text,
    html: m.html,
    messageId: `<${rfcId}>`,
    date: m.date,
    // Only what the caller gave: no X-Mailer advertising the library.
    headers: {},
  });
  const raw = await composer.compile().build();
  return {
    raw,
    subject: m.subject ?? null,
    text: m.text ?? null,
    html: m.html ?? null,
    rfcMessageId: rfcId.toLowerCase(),
    to: m.to,
    from: typeof m.from === "string" ? m.from : m.from.address,
  };
}

/** Screening notes that do not stop a send. */
export function warningsFor(m: { subject?: string; text?: string; html?: string }): string[] {
  const w: string[] = [];
  if (!m.subject?.trim()) w.push("The subject is empty: many receivers score that as spam.");
  if (m.text === undefined && m.html === undefined) w.push("The message has no body (neither text nor html).");
  else if (m.text === undefined)
    w.push("No plain-text part: add text alongside html for clients and filters that prefer it.");
  return w;
}

/**
 * Reads a message that arrived over SMTP (submission or inbound). Submitted messages get a
 * Message-ID and Date when the client left them out, as a submission server should (RFC 6409 §8).
 */
export async function parseRaw(raw: Buffer, fill?: { messageId: string; date: Date }): Promise<MessageContent> {
  let bytes = raw;
  const head = headerBlock(raw);
  if (fill) {
    const add: string[] = [];
    if (!/^message-id:/im.test(head)) add.push(`Message-ID: <${fill.messageId}>`);
    if (!/^date:/im.test(head)) add.push(`Date: ${fill.date.toUTCString().replace("GMT", "+0000")}`);
    if (add.length) bytes = Buffer.concat([Buffer.from(add.join("\r\n") + "\r\n"), raw]);
  }
  const parsed = await mailparser().simpleParser(bytes, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  const addresses = (v: unknown): string[] => {
    const list = (Array.isArray(v) ? v : v ? [v] : []) as { value: { address?: string }[] }[];
    return list.flatMap((a) => a.value.map((x) => x.address ?? "").filter(Boolean));
  };
  return {
    raw: bytes,
    subject: parsed.subject ?? null,
    text: parsed.text ?? null,
    html: typeof parsed.html === "string" ? parsed.html : null,
    rfcMessageId: bareMessageId(parsed.messageId),
    to: addresses(parsed.to),
    from: addresses(parsed.from)[0] ?? null,
  };
}

/** The header section of a raw message (up to the first empty line), as text. */
export function headerBlock(raw: Buffer): string {
  const text = raw.subarray(0, Math.min(raw.length, 256 * 1024)).toString("latin1");
  const end = text.search(/\r?\n\r?\n/);
  return end === -1 ? text : text.slice(0, end);
}
