import type { AddDomainOutput, VerifyDomainOutput } from "../../generated/email/server";
import type { DnsResolver } from "./dns";
import type { EmailSettings } from "./settings";

export type DnsRecord = AddDomainOutput["records"][number];
export type Check = VerifyDomainOutput["checks"][number];

interface DomainKeys {
  name: string;
  selector: string;
  dkimPublic: string;
}

const TTL = 3600;

/** The DKIM record value for a public key. */
export function dkimValue(publicB64: string): string {
  return `v=DKIM1; k=rsa; p=${publicB64}`;
}

/** Splits a TXT value into character-strings of at most 255 bytes (RFC 1035 §3.3.14). */
export function splitTxt(value: string): string[] {
  const out: string[] = [];
  let current = "";
  for (const ch of value) {
    if (Buffer.byteLength(current + ch) > 255) {
      out.push(current);
      current = "";
    }
    current += ch;
  }
  if (current || out.length === 0) out.push(current);
  return out;
}

function txt(
  purpose: DnsRecord["purpose"],
  name: string,
  value: string,
  required: boolean,
  note: string | null,
): DnsRecord {
  return { purpose, type: "TXT", name, value, txt_strings: splitTxt(value), priority: null, ttl: TTL, required, note };
}

/** The four records add_domain returns: SPF and DKIM (required), DMARC and MX (suggested). */
export function recordsFor(d: DomainKeys, s: EmailSettings): DnsRecord[] {
  return [
    txt(
      "spf",
      d.name,
      `v=spf1 include:${s.spfInclude} ~all`,
      true,
      `If ${d.name} already has a TXT record starting with v=spf1, add include:${s.spfInclude} to it instead of publishing a second SPF record.`,
    ),
    txt(
      "dkim",
      `${d.selector}._domainkey.${d.name}`,
      dkimValue(d.dkimPublic),
      true,
      "Publish the strings in this order as one TXT record; most DNS consoles accept the whole value and split it themselves.",
    ),
    txt(
      "dmarc",
      `_dmarc.${d.name}`,
      "v=DMARC1; p=none; adkim=r; aspf=r",
      false,
      "Suggested: start with p=none, move to p=quarantine once mail from this domain authenticates cleanly.",
    ),
    {
      purpose: "mx",
      type: "MX",
      name: d.name,
      value: s.mxHost,
      txt_strings: null,
      priority: 10,
      ttl: TTL,
      required: false,
      note: "Routes mail for this domain (replies, bounces) to the relay's inbound listener; skip it if the domain receives mail elsewhere.",
    },
  ];
}

/** Tag map of a `k=v; k=v` record (DKIM, DMARC). */
function tags(record: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of record.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) map.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).replace(/\s+/g, ""));
  }
  return map;
}

function check(record: DnsRecord, name: string, found: string[], problem: string | null, missing = false): Check {
  return {
    purpose: record.purpose,
    type: record.type,
    name,
    required: record.required,
    expected: record.value,
    found,
    status: problem === null ? "ok" : missing ? "missing" : "mismatch",
    problem,
  };
}

function spfCheck(record: DnsRecord, values: string[], include: string): Check {
  const spf = values.filter((v) => /^v=spf1(\s|$)/i.test(v.trim()));
  if (spf.length === 0)
    return check(record, record.name, spf, `No SPF record at ${record.name}: publish TXT "${record.value}".`, true);
  if (spf.length > 1)
    return check(
      record,
      record.name,
      spf,
      `${spf.length} SPF records at ${record.name}: receivers treat that as an error (permerror). Merge them into one that contains include:${include}.`,
    );
  const terms = spf[0].toLowerCase().split(/\s+/);
  const ours = [`include:${include}`, `+include:${include}`, `redirect=${include}`].map((t) => t.toLowerCase());
  if (!terms.some((t) => ours.includes(t)))
    return check(
      record,
      record.name,
      spf,
      `The SPF record does not authorise the relay: add include:${include} before its all term.`,
    );
  return check(record, record.name, spf, null);
}

function dkimCheck(record: DnsRecord, values: string[]): Check {
  const keys = values.filter((v) => tags(v).has("p"));
  if (keys.length === 0)
    return check(
      record,
      record.name,
      values,
      `No DKIM key at ${record.name}: publish the TXT record from add_domain.`,
      true,
    );
  const want = tags(record.value).get("p");
  if (!keys.some((k) => tags(k).get("p") === want))
    return check(
      record,
      record.name,
      keys,
      `The key published at ${record.name} is not this domain's DKIM key: replace it with the value from add_domain (all strings, in order, as one record).`,
    );
  return check(record, record.name, keys, null);
}

function dmarcCheck(record: DnsRecord, values: string[]): Check {
  const dmarc = values.filter((v) => /^v=DMARC1/i.test(v.trim()));
  if (dmarc.length === 0)
    return check(
      record,
      record.name,
      [],
      `No DMARC record at ${record.name} (optional): publish "${record.value}" so receivers know your policy.`,
      true,
    );
  return check(record, record.name, dmarc, null);
}

function mxCheck(record: DnsRecord, mx: { exchange: string; priority: number }[] | null): Check {
  const found = (mx ?? []).map((m) => `${m.priority} ${m.exchange}`);
  if (found.length === 0)
    return check(
      record,
      record.name,
      [],
      `No MX record at ${record.name} (optional): without it replies and bounces do not reach the relay.`,
      true,
    );
  const want = record.value.toLowerCase().replace(/\.$/, "");
  if (!(mx ?? []).some((m) => m.exchange.toLowerCase().replace(/\.$/, "") === want)) {
    return check(
      record,
      record.name,
      found,
      `MX records exist but none points at ${record.value} (optional): replies and bounces go elsewhere.`,
    );
  }
  return check(record, record.name, found, null);
}

/** Reads the four names now; throws DnsLookupError when DNS cannot be asked. */
export async function checkRecords(records: DnsRecord[], resolver: DnsResolver, s: EmailSettings): Promise<Check[]> {
  const [spf, dkim, dmarc, mx] = records;
  const [spfValues, dkimValues, dmarcValues, mxValues] = await Promise.all([
    resolver.txt(spf.name),
    resolver.txt(dkim.name),
    resolver.txt(dmarc.name),
    resolver.mx(mx.name),
  ]);
  return [
    spfCheck(spf, spfValues, s.spfInclude),
    dkimCheck(dkim, dkimValues),
    dmarcCheck(dmarc, dmarcValues),
    mxCheck(mx, mxValues),
  ];
}
