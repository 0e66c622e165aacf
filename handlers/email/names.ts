import addressparser from "nodemailer/lib/addressparser";
import { domainToASCII } from "node:url";
import { parse } from "tldts";

/**
 * Domain and address normalisation shared by the tools and both SMTP listeners. The schema has
 * already checked the shape; these checks need data (the public suffix list) or apply after IDN
 * conversion.
 */

/** Names that can never route mail on the internet (RFC 2606, 6761, 6762, 7686). */
const RESERVED_SUFFIXES = ["localhost", "invalid", "local", "arpa", "onion", "internal"];

export type NameCheck = { ok: true; name: string } | { ok: false; problem: string };

/** Lower-case ASCII (xn--) form of a bare domain, or why it cannot send mail. */
export function normaliseDomain(input: string): NameCheck {
  const ascii = domainToASCII(input.trim()).toLowerCase();
  if (!ascii)
    return {
      ok: false,
      problem: `"${input}" is not a valid domain name (an internationalised name that does not convert to xn-- form, or a malformed label)`,
    };
  const last = ascii.split(".").pop()!;
  if (RESERVED_SUFFIXES.includes(last) || ascii === "localhost")
    return {
      ok: false,
      problem: `"${ascii}" is under the reserved .${last} name and cannot send or receive internet mail`,
    };
  const info = parse(ascii, { allowPrivateDomains: true });
  if (info.isIp) return { ok: false, problem: `"${ascii}" is an IP address, not a domain` };
  if (!info.domain || info.publicSuffix === ascii) {
    return {
      ok: false,
      problem: `"${ascii}" is a public suffix (like co.uk or github.io) that no single owner controls: use a domain you own, ideally a subdomain such as mail.example.com`,
    };
  }
  return { ok: true, name: ascii };
}

/**
 * Splits a comma-separated `to`, lower-cases the domains and drops duplicates, first spelling
 * wins. Duplicates compare case-insensitively: local parts are case-sensitive in RFC 5321, but
 * virtually no mailbox provider treats Ann@ and ann@ as two people, and each costs a unit.
 */
export function parseRecipients(to: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of to.split(",")) {
    const address = normaliseAddress(part);
    const key = address.toLowerCase();
    if (address && !seen.has(key)) {
      seen.add(key);
      out.push(address);
    }
  }
  return out;
}

/**
 * send_email's `from`: a bare address or one RFC 5322 name-addr ("Shop <news@shop.example>"),
 * read by nodemailer's address parser. The address normalised (normaliseAddress) and the display
 * name (null when none); or the problem, for an invalid_arguments naming /from.
 */
export function parseSender(raw: string): { address: string; name: string | null } | { problem: string } {
  const parsed = addressparser(raw);
  const one = parsed.length === 1 && !("group" in parsed[0]) ? (parsed[0] as { address: string; name: string }) : null;
  const address = one ? normaliseAddress(one.address) : "";
  if (!one || address.length > 254 || !ADDRESS.test(address))
    return { problem: `from ${JSON.stringify(raw)} is not one sender: give hello@mail.example.com or "Shop <hello@mail.example.com>"` };
  return { address, name: one.name.trim() || null };
}

/** `Local@Example.COM` → `Local@example.com` (the local part is the receiver's business). */
export function normaliseAddress(raw: string): string {
  const address = raw.trim().replace(/^<|>$/g, "");
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  return `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`;
}

export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}

const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Why a recipient cannot be sent to, or null. Same rule for send_email and SMTP submission. */
export function recipientProblem(address: string): string | null {
  if (address.length > 254 || !ADDRESS.test(address)) return `"${address}" is not a bare e-mail address (local@domain)`;
  const domain = domainOf(address);
  const last = domain.split(".").pop()!;
  if (RESERVED_SUFFIXES.includes(last))
    return `"${address}" is at a reserved domain (.${last}) that cannot receive internet mail`;
  return null;
}

/** RFC 5322 Message-ID without angle brackets, lower-cased for matching. */
export function bareMessageId(value: string | undefined | null): string | null {
  const v = (value ?? "").trim().replace(/^<|>$/g, "").toLowerCase();
  return v || null;
}
