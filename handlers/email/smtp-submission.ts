import { readFileSync } from "node:fs";
import type { Logger } from "pino";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { accountForKey } from "./auth";
import { parseRaw } from "./compose";
import { closeServer, isLoopbackHost, listen, readCapped, smtpError, type BoundAddress, type SmtpDataStats } from "./listeners";
import { domainOf, normaliseAddress } from "./names";
import { senderHeaderProblem } from "./sender-headers";
import { Refusal, type Outbox, type RefusalCode } from "./outbox";
import type { EmailSettings } from "./settings";
import type { AccountsTable } from "./migrations";
import type { EmailStore } from "./store";

/** SMTP replies for the refusals send_email returns as error codes. */
const REPLY: Record<RefusalCode, [number, string]> = {
  not_found: [550, "5.7.1"],
  domain_unverified: [550, "5.7.1"],
  from_not_in_domain: [550, "5.7.1"],
  invalid_recipient: [550, "5.1.3"],
  message_too_large: [552, "5.3.4"],
  // Both lift by themselves (midnight UTC, end of the pause): a temporary reply lets the client retry.
  allowance_exhausted: [451, "4.7.1"],
  sending_paused: [451, "4.7.1"],
};

export function reply(err: unknown): Error & { responseCode: number } {
  if (err instanceof Refusal) {
    const [code, enhanced] = REPLY[err.code];
    return smtpError(code, `${enhanced} ${err.code}: ${err.message}`);
  }
  return smtpError(451, "4.3.0 Temporary server error, try again later");
}

/**
 * One submitted message into the Outbox, as its account: envelope sender and recipients, and the
 * raw message whose From, Sender and Reply-To must be in the domain too. Shared by the listener
 * and the in-process hand-off (relay-api.ts).
 */
export function submitRaw(
  deps: { store: EmailStore; outbox: Outbox },
  account: AccountsTable,
  envelope: { from: string; to: string[] },
  raw: Buffer,
) {
  const from = normaliseAddress(envelope.from);
  return deps.outbox.send({
    account,
    domain: domainOf(from),
    from,
    recipients: [...new Set(envelope.to.map((r) => normaliseAddress(r)))],
    testMode: false,
    async content(id, domain) {
      const content = await parseRaw(raw, { messageId: `${id}@${domain}`, date: deps.store.now() });
      // What the recipient sees (From, Sender, Reply-To; DMARC aligns with From) must be in the domain too.
      const problem = senderHeaderProblem(content.raw, domain);
      if (problem) throw new Refusal("from_not_in_domain", problem);
      return content;
    },
  });
}

/**
 * The SMTP submission listener (EMAIL_SUBMISSION_SMTP): clients log in with AUTH PLAIN or LOGIN,
 * any user name and the API key as password, and their mail enters the same Outbox as
 * send_email. The API key travels in the AUTH exchange, so off loopback STARTTLS with a
 * configured certificate is required before AUTH.
 */
export async function startSubmission(deps: {
  store: EmailStore;
  outbox: Outbox;
  settings: EmailSettings;
  logger: Logger;
  dataStats: SmtpDataStats;
}): Promise<{ address: BoundAddress | null; close(): Promise<void> }> {
  const { store, outbox, settings } = deps;
  const at = settings.submission!;
  const log = deps.logger.child({ component: "smtp-submission" });
  const tls = settings.submissionTls;
  if (!tls && !isLoopbackHost(at.host)) {
    throw new Error(
      `EMAIL_SUBMISSION_SMTP binds ${at.host}, which is not loopback: set EMAIL_SUBMISSION_TLS_CERT and EMAIL_SUBMISSION_TLS_KEY (AUTH carries the API key), or bind 127.0.0.1`,
    );
  }
  const account = async (session: SMTPServerSession) => {
    const a = await store.accountById(String(session.user));
    if (!a) throw smtpError(535, "5.7.8 The account no longer exists");
    return a;
  };
  const server = new SMTPServer({
    name: settings.hostname,
    banner: "mcpforge e-mail relay: submission (AUTH with your API key)",
    authMethods: ["PLAIN", "LOGIN"],
    allowInsecureAuth: !tls || isLoopbackHost(at.host),
    disabledCommands: tls ? [] : ["STARTTLS"],
    ...(tls ? { key: readFileSync(tls.keyFile), cert: readFileSync(tls.certFile) } : {}),
    size: settings.maxMessageBytes,
    disableReverseLookup: true,
    closeTimeout: 5000,
    maxClients: settings.smtpMaxClients,
    socketTimeout: settings.smtpIdleTimeoutMs,
    logger: false,
    onAuth(auth, _session, cb) {
      accountForKey(store, auth.password ?? "")
        .then((a) =>
          a
            ? cb(null, { user: a.id })
            : cb(
                smtpError(535, "5.7.8 Authentication failed: the password must be the API key create_account returned"),
              ),
        )
        .catch((err) => cb(err));
    },
    onMailFrom(address, session, cb) {
      const from = normaliseAddress(address.address);
      account(session)
        .then((a) => outbox.sendingDomain(a, domainOf(from)))
        .then((d) => outbox.checkFrom(d, from))
        .then(() => cb())
        .catch((err) => {
          if (err instanceof Refusal && err.code === "not_found")
            return cb(smtpError(550, `5.7.1 from_not_in_domain: ${domainOf(from)} is not a domain of this account`));
          cb(reply(err));
        });
    },
    onRcptTo(address, session, cb) {
      try {
        outbox.checkRecipients([
          ...session.envelope.rcptTo.map((r) => normaliseAddress(r.address)),
          normaliseAddress(address.address),
        ]);
        cb();
      } catch (err) {
        cb(reply(err));
      }
    },
    onData(stream, session, cb) {
      readCapped(stream, settings.maxMessageBytes, deps.dataStats)
        .then(async (raw) => {
          if (raw === null)
            throw new Refusal("message_too_large", `The message exceeds ${settings.maxMessageBytes} bytes.`);
          const a = await account(session);
          const from = normaliseAddress(session.envelope.mailFrom ? session.envelope.mailFrom.address : "");
          return submitRaw({ store, outbox }, a, { from, to: session.envelope.rcptTo.map((r) => r.address) }, raw);
        })
        .then((r) => cb(null, `2.0.0 queued as ${r.messageId}`))
        .catch((err) => {
          if (!(err instanceof Refusal)) log.error({ err }, "submission failed");
          cb(reply(err));
        });
    },
  });
  const address = await listen(server, at, "SMTP submission", log);
  return { address, close: () => closeServer(server) };
}
