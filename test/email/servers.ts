import dns2 from "dns2";
import { SMTPServer } from "smtp-server";
import { dkimVerify } from "mailauth";
import { createResolver } from "../../handlers/email/dns";
import { splitTxt } from "../../handlers/email/records";

/**
 * Real local stand-ins for the outside world of the e-mail relay, started by the tests: a DNS
 * server (dns2, UDP and TCP on one 127.0.0.1 port) serving whatever records a test publishes,
 * and an SMTP server (smtp-server) that keeps what it receives.
 */

interface Zone {
  TXT: string[][];
  MX: { exchange: string; priority: number }[];
  A: string[];
}

export interface DnsStandIn {
  /** `127.0.0.1:port`, for EMAIL_DNS_SERVERS. */
  server: string;
  /** Publishes the records add_domain returned (TXT as their 255-byte strings, MX as given). */
  publish(
    records: { type: string; name: string; value: string; txt_strings: string[] | null; priority: number | null }[],
    only?: string[],
  ): void;
  txt(name: string, ...strings: string[]): void;
  mx(name: string, exchange: string, priority?: number): void;
  a(name: string, address: string): void;
  close(): Promise<void>;
}

/**
 * UDP on a free port, then TCP on the same number (long TXT answers, such as 2048-bit DKIM keys,
 * may be retried over TCP). The TCP port can be taken by another socket: then try another.
 */
async function listenBoth(
  handle: (request: any, send: (r: any) => void) => void,
): Promise<{ udp: any; tcp: any; port: number }> {
  for (let tries = 0; ; tries++) {
    const udp = dns2.createServer({ udp: true, handle });
    await udp.listen({ udp: { port: 0, address: "127.0.0.1" } });
    const port = udp.addresses().udp.port as number;
    const tcp = dns2.createServer({ tcp: true, handle });
    const failed = new Promise<Error>((resolve) => tcp.once("error", resolve));
    const outcome = await Promise.race([tcp.listen({ tcp: { port, address: "127.0.0.1" } }).then(() => null), failed]);
    if (outcome === null) return { udp, tcp, port };
    await udp.close();
    if (tries >= 20) throw outcome;
  }
}

export async function startDns(): Promise<DnsStandIn> {
  const zone = new Map<string, Zone>();
  const at = (name: string) => {
    const key = name.toLowerCase().replace(/\.$/, "");
    let z = zone.get(key);
    if (!z) zone.set(key, (z = { TXT: [], MX: [], A: [] }));
    return z;
  };
  const { Packet } = dns2;
  const handle = (request: any, send: (r: any) => void) => {
    const response = Packet.createResponseFromRequest(request);
    const [q] = request.questions;
    const z = zone.get(String(q.name).toLowerCase());
    const base = { name: q.name, class: Packet.CLASS.IN, ttl: 60 };
    if (z && q.type === Packet.TYPE.TXT)
      for (const data of z.TXT) response.answers.push({ ...base, type: Packet.TYPE.TXT, data });
    if (z && q.type === Packet.TYPE.MX)
      for (const m of z.MX)
        response.answers.push({ ...base, type: Packet.TYPE.MX, exchange: m.exchange, priority: m.priority });
    if (z && q.type === Packet.TYPE.A)
      for (const address of z.A) response.answers.push({ ...base, type: Packet.TYPE.A, address });
    send(response);
  };
  const { udp, tcp, port } = await listenBoth(handle);
  return {
    server: `127.0.0.1:${port}`,
    publish(records, only) {
      for (const r of records) {
        if (only && !only.includes((r as { purpose?: string }).purpose ?? "")) continue;
        if (r.type === "TXT") at(r.name).TXT.push(r.txt_strings ?? [r.value]);
        if (r.type === "MX") at(r.name).MX.push({ exchange: r.value, priority: r.priority ?? 10 });
      }
    },
    // One DNS character-string holds at most 255 bytes: longer values are split, as publishers do.
    txt: (name, ...strings) => void at(name).TXT.push(strings.flatMap((v) => splitTxt(v))),
    mx: (name, exchange, priority = 10) => void at(name).MX.push({ exchange, priority }),
    a: (name, address) => void at(name).A.push(address),
    close: async () => {
      await Promise.all([udp.close(), tcp.close()]);
    },
  };
}

export interface Received {
  from: string;
  to: string[];
  raw: Buffer;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: Received[];
  /** Reply for RCPT TO: return an SMTP code and text to refuse the recipient. */
  refuse: (address: string) => [number, string] | null;
  close(): Promise<void>;
}

export async function startSink(port = 0): Promise<SmtpSink> {
  const sink = { received: [] as Received[], refuse: (() => null) as SmtpSink["refuse"] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, cb) {
      const refusal = sink.refuse(address.address);
      if (!refusal) return cb();
      cb(Object.assign(new Error(refusal[1]), { responseCode: refusal[0] }));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        sink.received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        cb();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const bound = (server.server.address() as { port: number }).port;
  return Object.assign(sink, {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A port nothing listens on: a relay that is down. */
export async function deadPort(): Promise<number> {
  const sink = await startSink();
  await sink.close();
  return sink.port;
}

/** mailauth's verdict on the DKIM signatures of `raw`, reading keys from the local DNS server. */
export async function dkimResults(
  raw: Buffer,
  dnsServer: string,
): Promise<{ result: string; domain: string; selector: string }[]> {
  const resolver = createResolver([dnsServer]);
  const out = await dkimVerify(raw, { resolver: resolver.resolve } as any);
  return out.results.map((r: any) => ({ result: r.status.result, domain: r.signingDomain, selector: r.selector }));
}

/**
 * A delivery status notification (RFC 3464, multipart/report) saying `recipient` failed for good,
 * about the message `messageId` that `from` sent: what a recipient's MX returns for a bounce.
 */
export function bounceReport(r: { recipient: string; messageId: string; from: string }): string {
  return [
    "From: Mail Delivery System <mailer-daemon@dest.org>",
    `To: ${r.from}`,
    "Subject: Undelivered Mail Returned to Sender",
    "MIME-Version: 1.0",
    'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
    "",
    "--b1",
    "Content-Type: text/plain",
    "",
    `The mailbox ${r.recipient} no longer exists.`,
    "--b1",
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mx.dest.org",
    "",
    `Final-Recipient: rfc822; ${r.recipient}`,
    "Action: failed",
    "Status: 5.1.1",
    "Diagnostic-Code: smtp; 550 5.1.1 User unknown",
    "--b1",
    "Content-Type: text/rfc822-headers",
    "",
    `Message-ID: ${r.messageId}`,
    `From: ${r.from}`,
    "--b1--",
    "",
  ].join("\r\n");
}

/**
 * An abuse report in the Abuse Reporting Format (RFC 5965, multipart/report;
 * report-type=feedback-report) saying `recipient` marked the message `messageId` from `from` as
 * spam: what a mailbox provider's feedback loop sends.
 */
export function complaintReport(r: { recipient: string; messageId: string; from: string }): string {
  return [
    "From: Feedback Loop <fbl@dest.org>",
    `To: ${r.from}`,
    "Subject: Abuse report",
    "MIME-Version: 1.0",
    'Content-Type: multipart/report; report-type=feedback-report; boundary="f1"',
    "",
    "--f1",
    "Content-Type: text/plain",
    "",
    "This is an e-mail abuse report for a message received from your domain.",
    "--f1",
    "Content-Type: message/feedback-report",
    "",
    "Feedback-Type: abuse",
    "User-Agent: dest-fbl/1.0",
    "Version: 1",
    `Original-Mail-From: <${r.from}>`,
    `Original-Rcpt-To: <${r.recipient}>`,
    "Reported-Domain: dest.org",
    "--f1",
    "Content-Type: text/rfc822-headers",
    "",
    `Message-ID: ${r.messageId}`,
    `From: ${r.from}`,
    `To: ${r.recipient}`,
    "--f1--",
    "",
  ].join("\r\n");
}
