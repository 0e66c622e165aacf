import { BlockList, isIP } from "node:net";
import nodemailer from "nodemailer";
import type { DnsResolver } from "./dns";
import type { EmailSettings } from "./settings";

/** One recipient's outcome of one attempt. */
export interface Outcome {
  kind: "delivered" | "deferred" | "failed";
  code: number | null;
  enhanced: string | null;
  response: string | null;
  mxHost: string | null;
  detail: string;
}

export interface Envelope {
  from: string;
  to: string[];
  raw: Buffer;
  dkim: { domainName: string; keySelector: string; privateKey: string };
}

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
  recipient?: string;
  rejectedErrors?: SmtpError[];
}

function enhancedOf(response: string | null | undefined): string | null {
  const m = /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(response ?? "");
  return m ? m[1] : null;
}

function fromReply(code: number | undefined, response: string | undefined, mxHost: string, what: string): Outcome {
  if (code === undefined)
    return { kind: "deferred", code: null, enhanced: null, response: response ?? null, mxHost, detail: what };
  const kind = code >= 500 ? "failed" : code >= 400 ? "deferred" : "delivered";
  const detail =
    kind === "failed"
      ? `${mxHost} refused the recipient permanently.`
      : kind === "deferred"
        ? `${mxHost} refused for now (temporary); the relay will retry.`
        : `${mxHost} accepted the message.`;
  return { kind, code, enhanced: enhancedOf(response), response: response ?? null, mxHost, detail };
}

/** Private, loopback, link-local and other non-internet ranges: never an MX target outside tests. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3],
] as const)
  PRIVATE.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  PRIVATE.addSubnet(net, bits, "ipv6");

export function isPrivateAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return true;
  if (family === 6 && ip.toLowerCase().startsWith("::ffff:")) return isPrivateAddress(ip.slice(7));
  return PRIVATE.check(ip, family === 4 ? "ipv4" : "ipv6");
}

/**
 * One SMTP transaction. Returns an outcome per recipient, or `unreachable` when no SMTP reply was
 * had (connection refused, timeout, TLS failure): the caller may then try the next MX.
 */
type Transport = ReturnType<typeof nodemailer.createTransport>;

async function transact(
  transport: Transport,
  env: Envelope,
  mxHost: string,
): Promise<Map<string, Outcome> | { unreachable: string }> {
  try {
    const info = await transport.sendMail({
      envelope: { from: env.from, to: env.to },
      raw: env.raw,
      dkim: env.dkim,
    } as never);
    const out = new Map<string, Outcome>();
    const reply = (info as { response?: string }).response;
    for (const r of (info as { accepted?: string[] }).accepted ?? [])
      out.set(r, fromReply(Number(/^\d{3}/.exec(reply ?? "")?.[0] ?? 250), reply, mxHost, ""));
    for (const e of (info as { rejectedErrors?: SmtpError[] }).rejectedErrors ?? [])
      if (e.recipient) out.set(e.recipient, fromReply(e.responseCode, e.response, mxHost, ""));
    return out;
  } catch (error) {
    const err = error as SmtpError;
    if (err.responseCode === undefined && !err.rejectedErrors) return { unreachable: `${mxHost}: ${err.message}` };
    const out = new Map<string, Outcome>();
    for (const e of err.rejectedErrors ?? [])
      if (e.recipient) out.set(e.recipient, fromReply(e.responseCode, e.response, mxHost, ""));
    for (const r of env.to) if (!out.has(r)) out.set(r, fromReply(err.responseCode, err.response, mxHost, ""));
    return out;
  }
}

function common(s: EmailSettings) {
  return {
    name: s.hostname,
    connectionTimeout: s.smtpTimeoutMs,
    greetingTimeout: s.smtpTimeoutMs,
    socketTimeout: s.smtpTimeoutMs * 2,
    logger: false,
  };
}

function all(to: string[], o: Omit<Outcome, "detail"> & { detail: string }): Map<string, Outcome> {
  return new Map(to.map((r) => [r, { ...o }]));
}

/** Through the configured smarthost (EMAIL_SMTP_RELAY). */
/**
 * Pooled connections to the smarthost, kept across deliveries: a new SMTP connection per message
 * costs the greeting (smtp-server alone waits 100 ms for early talkers) on every delivery.
 */
export function relayPool(s: EmailSettings): Transport {
  return nodemailer.createTransport({
    url: s.smtpRelay,
    pool: true,
    maxConnections: 2,
    maxMessages: 100,
    ...common(s),
  } as never);
}

export async function viaRelay(env: Envelope, s: EmailSettings, pool: Transport): Promise<Map<string, Outcome>> {
  const host = new URL(s.smtpRelay!).host;
  const result = await transact(pool, env, host);
  if (result instanceof Map) return result;
  return all(env.to, {
    kind: "deferred",
    code: null,
    enhanced: null,
    response: null,
    mxHost: host,
    detail: `Could not reach the relay (${result.unreachable}); the relay will retry.`,
  });
}

/** Straight to the recipients' mail servers, one transaction per recipient domain (RFC 5321 §5). */
export async function viaMx(
  env: Envelope,
  domain: string,
  s: EmailSettings,
  resolver: DnsResolver,
): Promise<Map<string, Outcome>> {
  const none = { code: null, enhanced: null, response: null, mxHost: null };
  let mx: { exchange: string; priority: number }[] | null;
  try {
    mx = await resolver.mx(domain);
  } catch (err) {
    return all(env.to, { kind: "deferred", ...none, detail: `${(err as Error).message}; the relay will retry.` });
  }
  if (mx === null)
    return all(env.to, {
      kind: "failed",
      ...none,
      enhanced: "5.1.2",
      detail: `The domain ${domain} does not exist (NXDOMAIN).`,
    });
  if (mx.length === 1 && (mx[0].exchange === "" || mx[0].exchange === "."))
    return all(env.to, {
      kind: "failed",
      ...none,
      enhanced: "5.1.10",
      detail: `${domain} publishes a null MX: it accepts no mail.`,
    });
  const hosts = mx.length ? mx.map((m) => m.exchange.replace(/\.$/, "")) : [domain]; // no MX: the implicit MX is the domain itself
  const problems: string[] = [];
  for (const host of hosts) {
    let ips: string[];
    try {
      ips = await resolver.addresses(host);
    } catch (err) {
      problems.push((err as Error).message);
      continue;
    }
    const usable = ips.filter((ip) => s.allowPrivateMx || !isPrivateAddress(ip));
    if (usable.length === 0)
      problems.push(
        ips.length ? `${host} resolves only to private addresses (${ips.join(", ")})` : `${host} has no address`,
      );
    for (const ip of usable) {
      // Connect to the address we resolved (through EMAIL_DNS_SERVERS), present the MX name for TLS.
      const transport = nodemailer.createTransport({
        host: ip,
        port: s.mxPort,
        ...common(s),
        tls: { servername: host, rejectUnauthorized: false },
      } as never);
      const result = await transact(transport, env, host).finally(() => transport.close());
      if (result instanceof Map) return result;
      problems.push(result.unreachable);
    }
  }
  return all(env.to, {
    kind: "deferred",
    ...none,
    detail: `No mail server of ${domain} could be reached (${problems.join("; ") || "no MX host"}); the relay will retry.`,
  });
}
