import nodemailer, { type Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type MailMessage from "nodemailer/lib/mailer/mail-message";
import { emailListeners, type InProcessRelay } from "../../_shared/email-relay";
import { openRelayKey } from "../senders/relay";
import { readClaim, signClaim } from "../support/signed-token";
import { fillPlaceholders, type PLACEHOLDERS } from "./placeholders";
import type { CampaignDeps } from "./deps";
import type { TransportPlan } from "./transports";

/**
 * Where campaign mail goes: COMMS_SMTP_URL; else the e-mail relay of this process — through its
 * submission listener when it has one bound, in process when it has none (EMAIL_SUBMISSION_SMTP
 * off, or its port taken); else the submission address of a relay in another process. Null when
 * none of these exists (EMAIL_SUBMISSION_SMTP=off without a relay here): launch refuses with
 * relay_not_configured.
 */
export function openTransport(deps: CampaignDeps, relayKeySealed: string): Transporter | null {
  return transportPlan(deps, relayKeySealed)?.make() ?? null;
}

/**
 * Where openTransport's transport goes, without opening it: the key names the SMTP destination
 * and the relay key (null for the in-process relay, which has no connection to keep).
 */
export function transportPlan(deps: CampaignDeps, relayKeySealed: string): TransportPlan | null {
  const url = deps.send.smtpUrl;
  const common = { pool: true, maxConnections: 1, maxMessages: Infinity, connectionTimeout: 30_000 } as const;
  if (url) {
    const make = () =>
      nodemailer.createTransport({
        ...common,
        host: url.hostname,
        port: Number(url.port || (url.protocol === "smtps:" ? 465 : 587)),
        secure: url.protocol === "smtps:",
        auth: url.username
          ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
          : undefined,
      });
    return { key: `url ${url.href}`, make };
  }
  const here = emailListeners(deps.relayListenerKey);
  const relayKey = openRelayKey(relayKeySealed, deps.send.secretKey);
  if (!here?.submission && here?.relay) {
    const relay = here.relay;
    return { key: null, make: () => inProcessTransport(relay, relayKey) };
  }
  // The relay of this process (its bound port is only known here when it listens on port 0).
  const target = here?.submission ?? submissionAddress(deps.send.submissionAddress);
  if (!target) return null;
  const make = () =>
    nodemailer.createTransport({ ...common, host: target.host, port: target.port, secure: false, auth: { user: "comms", pass: relayKey } });
  return { key: `smtp ${target.host}:${target.port} ${relayKeySealed}`, make };
}

/** EMAIL_SUBMISSION_SMTP as host:port; null for `off`. */
function submissionAddress(raw: string): { host: string; port: number } | null {
  if (raw.trim().toLowerCase() === "off") return null;
  return { host: raw.replace(/:\d+$/, ""), port: Number(/:(\d+)$/.exec(raw)?.[1] ?? 2587) };
}

/** Whether campaign mail has somewhere to go (launch answers relay_not_configured otherwise). */
export function relayConfigured(deps: CampaignDeps): boolean {
  const here = emailListeners(deps.relayListenerKey);
  return deps.send.smtpUrl !== null || Boolean(here?.submission || here?.relay) || submissionAddress(deps.send.submissionAddress) !== null;
}

/**
 * A nodemailer transport that hands the built message to the relay of this process (one host,
 * no SMTP listener): the same rules and replies as the submission listener, including the
 * "queued as msg_…" its message id is read from.
 */
function inProcessTransport(relay: InProcessRelay, relayKey: string): Transporter {
  const transport = {
    name: "mcpforge-email-relay",
    version: "1",
    send(mail: MailMessage, done: (err: Error | null, info?: unknown) => void) {
      const envelope = mail.message.getEnvelope();
      mail.message.build((err, raw) => {
        if (err) return done(err);
        relay
          .submit(relayKey, { from: envelope.from || "", to: envelope.to }, raw)
          .then((id) => done(null, { envelope, messageId: mail.message.messageId(), response: `250 2.0.0 queued as ${id}` }))
          .catch((e: Error) => done(e));
      });
    },
  };
  return nodemailer.createTransport(transport as unknown as Parameters<typeof nodemailer.createTransport>[0]);
}

/** The relay's message id from its submission reply ("250 2.0.0 queued as msg_…"); null from other relays. */
export function relayMessageId(response: string | undefined): string | null {
  return /queued as (msg_[0-9a-f]+)/.exec(response ?? "")?.[1] ?? null;
}

// ---- Unsubscribe links: signed, no login (RFC 8058 one-click) ----

export const UNSUBSCRIBE_PREFIX = "/comms/unsubscribe/";

export interface UnsubscribeClaim {
  o: string; // organization
  r: string; // recipient row
}

export function unsubscribeToken(secret: Buffer, claim: UnsubscribeClaim): string {
  return signClaim(secret, "comms-unsubscribe", claim);
}

/** The claim of a token this service signed; null for anything else. */
export function readUnsubscribeToken(secret: Buffer, token: string): UnsubscribeClaim | null {
  const claim = readClaim(secret, "comms-unsubscribe", token);
  return claim && typeof claim.o === "string" && typeof claim.r === "string" ? { o: claim.o, r: claim.r } : null;
}

// ---- The message ----

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const fill = (template: string, values: Record<(typeof PLACEHOLDERS)[number], string>, html: boolean): string =>
  fillPlaceholders(template, values, html ? escapeHtml : (v) => v);

export interface Letter {
  from: string;
  to: string;
  firstName: string;
  subject: string;
  text: string;
  html: string | null;
  unsubscribeUrl: string;
  campaignId: string;
}

/** A marketing message: placeholders filled, an unsubscribe footer, List-Unsubscribe(-Post) headers. */
export function compose(l: Letter): Mail.Options {
  const values = { first_name: l.firstName, email: l.to, unsubscribe_url: l.unsubscribeUrl };
  return {
    from: l.from,
    to: l.to,
    subject: fill(l.subject, values, false).replace(/[\r\n]+/g, " "),
    text: `${fill(l.text, values, false)}\n\n--\nUnsubscribe: ${l.unsubscribeUrl}\n`,
    html: l.html
      ? `${fill(l.html, values, true)}<p><a href="${escapeHtml(l.unsubscribeUrl)}">Unsubscribe</a></p>`
      : undefined,
    headers: {
      "List-Unsubscribe": `<${l.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "X-Campaign-Id": l.campaignId,
    },
  };
}
