import type { Logger } from "pino";
import type { Storage } from "mcpforge/platform/storage";
import type { MessageContent } from "./compose";
import { newId } from "./crypto";
import { allowanceOf, resetsAt, sentToday } from "./limits";
import type { AccountsTable, DomainsTable } from "./migrations";
import { domainOf, normaliseDomain, recipientProblem } from "./names";
import { eventRow, insertEvents, insertMessage } from "./queue-store";
import { DELIVER_QUEUE, type EmailSettings } from "./settings";
import type { EmailStore } from "./store";

/** The refusals a send can meet; send_email returns them as tool errors, SMTP as reply codes. */
export type RefusalCode =
  | "not_found"
  | "domain_unverified"
  | "from_not_in_domain"
  | "invalid_recipient"
  | "message_too_large"
  | "allowance_exhausted"
  | "sending_paused";

export class Refusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface SendRequest {
  account: AccountsTable;
  /** As the caller wrote it; normalised here. */
  domain: string;
  from: string;
  /** Normalised, duplicates removed. */
  recipients: string[];
  testMode: boolean;
  /** Builds (or parses) the message once the cheap checks passed. */
  content(messageId: string, domain: string): Promise<MessageContent>;
}

export interface SendResult {
  messageId: string | null;
  queuedAt: Date | null;
  domain: DomainsTable;
  spent: number;
  remainingToday: number;
}

export interface DeliverJob {
  message_id: string;
  attempt: number;
}

/**
 * The one way mail enters the outbound queue, shared by send_email and SMTP submission so both
 * apply the same domain, from, recipient, size, pause and allowance rules.
 */
export class Outbox {
  constructor(
    private readonly store: EmailStore,
    private readonly storage: Storage,
    private readonly settings: EmailSettings,
    private readonly logger: Logger,
  ) {}

  /** The account's sending domain for `from`-side checks, evaluated now; refuses like send_email. */
  async sendingDomain(account: AccountsTable, name: string): Promise<DomainsTable> {
    const n = normaliseDomain(name);
    const row = n.ok ? await this.store.domainOf(account.id, n.name) : undefined;
    if (!row)
      throw new Refusal(
        "not_found",
        `This account has no domain "${name}": add it with add_domain (list_domains shows the account's domains).`,
      );
    if (row.status !== "active")
      throw new Refusal(
        "domain_unverified",
        `${row.name} is not verified yet: publish the SPF and DKIM records from add_domain, then call verify_domain.`,
        { domain: row.name },
      );
    const d = await this.store.refresh(row, this.settings);
    if (account.paused_reason)
      throw new Refusal(
        "sending_paused",
        `Sending is paused for the whole account (${account.paused_reason}): ${account.paused_detail ?? "ask the operator"}.`,
        { reason: account.paused_reason },
      );
    if (d.paused_reason)
      throw new Refusal(
        "sending_paused",
        `Sending from ${d.name} is paused (${d.paused_reason}): ${d.paused_detail ?? ""}`.trim(),
        { reason: d.paused_reason },
      );
    return d;
  }

  checkFrom(d: DomainsTable, from: string): void {
    if (domainOf(from) !== d.name) {
      throw new Refusal(
        "from_not_in_domain",
        `The from address ${from} is not in ${d.name}: use an address ending in @${d.name}.`,
        { from, domain: d.name },
      );
    }
  }

  checkRecipients(recipients: string[]): void {
    if (recipients.length === 0)
      throw new Refusal("invalid_recipient", "No recipient: give at least one address in to.");
    if (recipients.length > this.settings.maxRecipients) {
      throw new Refusal(
        "invalid_recipient",
        `${recipients.length} recipients; at most ${this.settings.maxRecipients} per message: split the list over several messages.`,
      );
    }
    for (const r of recipients) {
      const problem = recipientProblem(r);
      if (problem) throw new Refusal("invalid_recipient", problem, { recipient: r });
    }
  }

  private checkAllowance(d: DomainsTable, units: number): void {
    const now = this.store.now();
    const left = allowanceOf(d, this.settings) - sentToday(d, now);
    if (left < units) {
      throw new Refusal(
        "allowance_exhausted",
        `${d.name} has ${Math.max(0, left)} of its ${allowanceOf(d, this.settings)} daily recipients left and this message has ${units}; the allowance resets at ${resetsAt(now)}.`,
        { remaining_today: Math.max(0, left), resets_at: resetsAt(now) },
      );
    }
  }

  /** Screens the message and, unless test_mode, spends the allowance and queues it durably. */
  async send(req: SendRequest): Promise<SendResult> {
    const d = await this.sendingDomain(req.account, req.domain);
    this.checkFrom(d, req.from);
    this.checkRecipients(req.recipients);
    const units = req.recipients.length;
    this.checkAllowance(d, units);
    const messageId = newId("msg");
    const content = await req.content(messageId, d.name);
    if (content.raw.length > this.settings.maxMessageBytes) {
      throw new Refusal(
        "message_too_large",
        `The message is ${content.raw.length} bytes; the limit is ${this.settings.maxMessageBytes} bytes (headers, text and html together).`,
      );
    }
    const now = this.store.now();
    const remaining = allowanceOf(d, this.settings) - sentToday(d, now);
    if (req.testMode) return { messageId: null, queuedAt: null, domain: d, spent: 0, remainingToday: remaining };
    const spent = await this.store.db.transaction().execute(async (trx) => {
      if (!(await this.store.spend(trx, d.id, units, allowanceOf(d, this.settings), now))) return false;
      await insertMessage(
        trx,
        {
          id: messageId,
          account_id: req.account.id,
          domain_id: d.id,
          domain: d.name,
          direction: "outbound",
          folder: null,
          mail_from: req.from,
          rcpt: JSON.stringify(req.recipients),
          subject: content.subject,
          text_body: content.text,
          html_body: content.html,
          raw: content.raw,
          size_bytes: content.raw.length,
          status: "queued",
          auth: null,
          rfc_message_id: content.rfcMessageId,
          attempts: 0,
          next_attempt_at: now.getTime(),
          created_at: now.getTime(),
        },
        req.recipients,
      );
      const detail = "Queued by the relay; delivery events follow.";
      await insertEvents(
        trx,
        req.recipients.map((recipient) =>
          eventRow({
            message_id: messageId,
            domain_id: d.id,
            recipient,
            type: "accepted",
            occurred_at: now.getTime(),
            detail,
          }),
        ),
      );
      return true;
    });
    if (!spent) {
      const fresh = (await this.store.domainById(d.id)) ?? d;
      this.checkAllowance(fresh, units);
      throw new Refusal(
        "allowance_exhausted",
        `${d.name}'s daily allowance was spent by a concurrent send; it resets at ${resetsAt(now)}.`,
      );
    }
    // After the commit: a crash here leaves the message queued with a due next_attempt_at,
    // and the sweep (SWEEP_QUEUE) enqueues it again.
    await this.enqueue({ message_id: messageId, attempt: 1 }, now).catch((err) =>
      this.logger.error({ err, messageId }, "enqueue failed; the sweep will retry"),
    );
    return { messageId, queuedAt: now, domain: d, spent: units, remainingToday: remaining - units };
  }

  enqueue(job: DeliverJob, runAt: Date): Promise<number | null> {
    return this.storage.jobs.enqueue(DELIVER_QUEUE, job, { runAt, key: `deliver:${job.message_id}:${job.attempt}` });
  }
}
