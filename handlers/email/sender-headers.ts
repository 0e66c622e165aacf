import addressparser from "nodemailer/lib/addressparser";
import { domainOf, recipientProblem } from "./names";

/**
 * The sender rule for submitted messages (docs/security-email.md, "Who a message says it is
 * from"): what the recipient sees as the author, the sender and the reply address must all be
 * the account's verified sending domain, because the relay DKIM-signs the message as that domain.
 *
 * - exactly one From: header, at most one Sender: and one Reply-To: (RFC 5322 §3.6);
 * - every address in them, groups included, is a bare address `local@<domain>`;
 * - no display name (or comment) carries anything that looks like an address: no `@`, `＠` or
 *   `﹫`, after decoding RFC 2047 encoded words;
 * - the header section must be readable: every line is `Name: value` or a continuation line.
 *
 * Strict on purpose: a message another parser would read differently is refused, not guessed at.
 */
const SENDER_HEADERS = ["from", "sender", "reply-to"] as const;
const AT_SIGNS = /[@\uFF20\uFE6B]/;
const FIELD_NAME = /^[\x21-\x39\x3B-\x7E]+$/;

/** Why the message's From/Sender/Reply-To headers are refused for `domain`, or null. */
export function senderHeaderProblem(raw: Buffer, domain: string): string | null {
  const fields = headerFields(raw);
  if (typeof fields === "string") return fields;
  const from = fields.filter((f) => f.name === "from");
  if (from.length !== 1)
    return `The message has ${from.length} From headers; exactly one is allowed, with addresses in ${domain}.`;
  for (const which of SENDER_HEADERS) {
    const found = fields.filter((f) => f.name === which);
    const label = found[0]?.label ?? which;
    if (found.length > 1) return `The message has ${found.length} ${label} headers; at most one is allowed.`;
    if (found.length === 1) {
      const problem = addressListProblem(found[0].value, domain);
      if (problem) return `The ${label} header ${problem}`;
    }
  }
  return null;
}

function addressListProblem(value: string, domain: string): string | null {
  const list = addressparser(value, { flatten: true });
  if (list.length === 0) return `has no address; use an address in ${domain}.`;
  for (const a of list) {
    const name = decodeWords(a.name ?? "");
    if (name === null) return `has a display name that cannot be decoded ("${a.name}").`;
    if (AT_SIGNS.test(name))
      return `has a display name that contains an address ("${name}"); display names must not carry an address.`;
    const address = (a.address ?? "").trim();
    if (recipientProblem(address) !== null || domainOf(address) !== domain)
      return `names ${address || "an empty address"}, which is not an address in ${domain}.`;
  }
  return null;
}

interface Field {
  /** Lower-cased field name. */
  name: string;
  /** As written, for messages. */
  label: string;
  /** Unfolded value. */
  value: string;
}

/** The header section's fields (unfolded), or why it cannot be read. */
function headerFields(raw: Buffer): Field[] | string {
  // Byte offsets: latin1 maps one byte to one character. The section itself is read as UTF-8
  // (RFC 6532), so a full-width at sign in a display name is seen as one.
  const end = raw.toString("latin1").search(/\r?\n\r?\n/);
  const lines = (end === -1 ? raw : raw.subarray(0, end)).toString("utf8").split(/\r?\n/);
  const fields: Field[] = [];
  for (const line of lines) {
    if (/^[ \t]/.test(line)) {
      if (fields.length === 0) return "The message's header section starts with a continuation line.";
      fields[fields.length - 1].value += line;
      continue;
    }
    const colon = line.indexOf(":");
    const label = colon === -1 ? "" : line.slice(0, colon).trimEnd();
    if (!FIELD_NAME.test(label))
      return `The message's header section has a line that is not "Name: value" (${JSON.stringify(line.slice(0, 40))}).`;
    fields.push({ name: label.toLowerCase(), label, value: line.slice(colon + 1) });
  }
  return fields;
}

/** Decodes RFC 2047 encoded words (B and Q); null when one cannot be decoded. */
export function decodeWords(value: string): string | null {
  let failed = false;
  const out = value.replace(/=\?([^?*]+)(?:\*[^?]*)?\?([bBqQ])\?([^?]*)\?=/g, (_m, charset: string, enc: string, data: string) => {
    try {
      const bytes =
        enc.toUpperCase() === "B"
          ? Buffer.from(data, "base64")
          : Buffer.from(
              data.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
              "latin1",
            );
      return new TextDecoder(charset.trim().toLowerCase(), { fatal: true }).decode(bytes);
    } catch {
      failed = true;
      return "";
    }
  });
  return failed ? null : out;
}
