import type * as Mailauth from "mailauth";

// Loaded on first inbound message: mailauth costs ~130 ms at start-up.
const mailauth = (): typeof Mailauth => require("mailauth");
import type { Logger } from "pino";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { applyReport, readReport } from "./bounces";
import { parseRaw } from "./compose";
import { newId } from "./crypto";
import type { Deliverer } from "./deliver";
import type { DnsResolver } from "./dns";
import { closeServer, listen, readCapped, smtpError, type BoundAddress, type SmtpDataStats } from "./listeners";
import { domainOf, normaliseAddress } from "./names";
import { insertMessage } from "./queue-store";
import type { EmailSettings } from "./settings";
import type { EmailStore } from "./store";

type AuthResult = "pass" | "fail" | "softfail" | "neutral" | "none" | "policy" | "temperror" | "permerror";
export interface Verdict {
  spf: AuthResult;
  dkim: AuthResult;
  dmarc: AuthResult;
}

const KNOWN = new Set<string>(["pass", "fail", "softfail", "neutral", "none", "policy", "temperror", "permerror"]);
const known = (v: unknown): AuthResult =>
  typeof v === "string" && KNOWN.has(v.toLowerCase()) ? (v.toLowerCase() as AuthResult) : "none";

/** DKIM over all signatures: pass when any passes, otherwise the first signature's result. */
function dkimOf(results: { status?: { result?: string } }[] | undefined): AuthResult {
  const all = (results ?? []).map((r) => known(r.status?.result));
  if (all.includes("pass")) return "pass";
  return all[0] ?? "none";
}

/**
 * Filing rule (README: "Inbound mail"): spam when DMARC fails, SPF fails (hard -all), or the
 * message carries DKIM signatures none of which verifies (fail, neutral = body changed, policy,
 * permerror). Temporary DNS errors do not count against the sender.
 */
export function folderFor(v: Verdict): "inbox" | "spam" {
  if (v.dmarc === "fail" || v.spf === "fail") return "spam";
  if (["fail", "neutral", "policy", "permerror"].includes(v.dkim)) return "spam";
  return "inbox";
}

interface InboundDeps {
  store: EmailStore;
  settings: EmailSettings;
  resolver: DnsResolver;
  deliverer: Deliverer;
  logger: Logger;
  dataStats: SmtpDataStats;
}

/** Authenticates, files and stores one received message for each of our domains it is addressed to. */
async function receive(raw: Buffer, session: SMTPServerSession, deps: InboundDeps): Promise<string[]> {
  const { store, settings } = deps;
  const recipients = session.envelope.rcptTo.map((r) => normaliseAddress(r.address));
  const domains = await store.activeDomainsNamed([...new Set(recipients.map(domainOf))]);
  const auth = await mailauth().authenticate(raw, {
    ip: session.remoteAddress,
    helo: session.hostNameAppearsAs,
    sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
    mta: settings.hostname,
    resolver: deps.resolver.resolve,
    disableBimi: true, // BIMI fetches logos over HTTPS: not a filing input
    disableArc: true,
  });
  const verdict: Verdict = {
    spf: known(auth.spf && auth.spf.status?.result),
    dkim: dkimOf(auth.dkim?.results),
    dmarc: known(auth.dmarc && auth.dmarc.status?.result),
  };
  const folder = folderFor(verdict);
  const stored = Buffer.concat([Buffer.from(auth.headers ?? ""), raw]);
  const content = await parseRaw(raw);
  const report = await readReport(raw).catch(() => null);
  const now = store.now().getTime();
  const ids: string[] = [];
  for (const d of domains) {
    const id = newId("msg");
    ids.push(id);
    await insertMessage(
      store.db,
      {
        id,
        account_id: d.account_id,
        domain_id: d.id,
        domain: d.name,
        direction: "inbound",
        folder,
        mail_from: content.from ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ""),
        rcpt: JSON.stringify(content.to.length ? content.to : recipients.filter((r) => domainOf(r) === d.name)),
        subject: content.subject,
        text_body: content.text,
        html_body: content.html,
        raw: stored,
        size_bytes: raw.length,
        status: "received",
        auth: JSON.stringify(verdict),
        rfc_message_id: content.rfcMessageId,
        attempts: 0,
        next_attempt_at: null,
        created_at: now,
      },
      [],
    );
    if (report) await applyReport(report, d, deps);
  }
  deps.logger.info({ ids, folder, ...verdict }, "inbound message filed");
  return ids;
}

/** The inbound listener (EMAIL_INBOUND_SMTP): accepts mail for active domains only, no AUTH. */
export async function startInbound(
  deps: InboundDeps,
): Promise<{ address: BoundAddress | null; close(): Promise<void> }> {
  const log = deps.logger.child({ component: "smtp-inbound" });
  const server = new SMTPServer({
    name: deps.settings.hostname,
    banner: "mcpforge e-mail relay: inbound",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: deps.settings.maxMessageBytes,
    disableReverseLookup: true,
    closeTimeout: 5000,
    maxClients: deps.settings.smtpMaxClients,
    socketTimeout: deps.settings.smtpIdleTimeoutMs,
    logger: false,
    onRcptTo(address, _session, cb) {
      const domain = domainOf(normaliseAddress(address.address));
      deps.store
        .activeDomainsNamed([domain])
        .then((found) =>
          found.length ? cb() : cb(smtpError(550, `5.1.2 This relay does not accept mail for ${domain}`)),
        )
        .catch(() => cb(smtpError(451, "4.3.0 Temporary server error, try again later")));
    },
    onData(stream, session, cb) {
      readCapped(stream, deps.settings.maxMessageBytes, deps.dataStats)
        .then((raw) => {
          if (raw === null) throw smtpError(552, `5.3.4 The message exceeds ${deps.settings.maxMessageBytes} bytes`);
          return receive(raw, session, { ...deps, logger: log });
        })
        .then((ids) => cb(null, `2.0.0 received as ${ids.join(", ")}`))
        .catch((err: Error & { responseCode?: number }) => {
          if (err.responseCode) return cb(err);
          log.error({ err }, "inbound message could not be stored");
          cb(smtpError(451, "4.3.0 Temporary server error, try again later"));
        });
    },
  });
  const address = await listen(server, deps.settings.inbound!, "SMTP inbound", log);
  return { address, close: () => closeServer(server) };
}
