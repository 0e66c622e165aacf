// Generated from spec/email.json by npm run generate. DO NOT EDIT.

import { defineService, type RequestContext } from "mcpforge/runtime";
import type * as T from "./types";
import * as V from "./validators";

export type * from "./types";

/** Every error code a email tool may return. */
export type EmailErrorCode =
  | "allowance_exhausted"
  | "dns_lookup_failed"
  | "domain_limit_reached"
  | "domain_taken"
  | "domain_unverified"
  | "from_not_in_domain"
  | "internal_error"
  | "invalid_arguments"
  | "invalid_domain"
  | "invalid_recipient"
  | "message_too_large"
  | "not_found"
  | "not_implemented"
  | "rate_limited"
  | "sending_paused"
  | "unauthorized";

/** Error codes `add_domain` may return. */
export type AddDomainErrorCode =
  | "domain_limit_reached"
  | "internal_error"
  | "invalid_arguments"
  | "invalid_domain"
  | "not_implemented"
  | "rate_limited"
  | "unauthorized";
/** Error codes `create_account` may return. */
export type CreateAccountErrorCode = "internal_error" | "invalid_arguments" | "not_implemented" | "rate_limited";
/** Error codes `get_delivery_events` may return. */
export type GetDeliveryEventsErrorCode =
  "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `get_sending_limits` may return. */
export type GetSendingLimitsErrorCode =
  "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `list_domains` may return. */
export type ListDomainsErrorCode = "internal_error" | "invalid_arguments" | "not_implemented" | "unauthorized";
/** Error codes `list_messages` may return. */
export type ListMessagesErrorCode =
  "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `remove_domain` may return. */
export type RemoveDomainErrorCode =
  "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `send_email` may return. */
export type SendEmailErrorCode =
  | "allowance_exhausted"
  | "domain_unverified"
  | "from_not_in_domain"
  | "internal_error"
  | "invalid_arguments"
  | "invalid_recipient"
  | "message_too_large"
  | "not_found"
  | "not_implemented"
  | "rate_limited"
  | "sending_paused"
  | "unauthorized";
/** Error codes `verify_domain` may return. */
export type VerifyDomainErrorCode =
  | "dns_lookup_failed"
  | "domain_taken"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "rate_limited"
  | "unauthorized";

/**
 * Business logic of the Email Relay Service: one method per tool. A handlers object `satisfies` this
 * interface, so a tool added to spec/email.json is a compile error until it is implemented.
 */
export interface EmailHandlers {
  /**
   * Add sending domain
   *
   * Register a sending domain for the account and get the DNS records to publish: SPF (TXT at the domain), DKIM (TXT at <selector>._domainkey.<domain>, split into 255-byte strings), a suggested DMARC record and the MX record for inbound mail. The domain cannot send until verify_domain sees SPF and DKIM. Use a subdomain (e.g. mail.example.com) rather than the root so the root's own mail setup is untouched. Adding a domain the account already holds returns it again with the same records. A pending domain lapses 72 hours after it was added (EMAIL_PENDING_DOMAIN_TTL_HOURS) unless verified. The answer is the same whether or not another account has claimed the name: whoever publishes their own DKIM record verifies it. Sends nothing. Needs the account's API key.
   */
  add_domain(args: T.AddDomainInput, ctx: RequestContext<AddDomainErrorCode>): Promise<T.AddDomainOutput>;
  /**
   * Create account
   *
   * Create a relay account; needs no credentials, no card and no trial clock. Returns the account's API key once: store it now, it is never shown again. Present it on every later call as 'Authorization: Bearer <key>' (EMAIL_API_KEY when the server runs over stdio). The password (at least 12 characters) is only for the web console. Next: add_domain. Any contact address may be given for any number of accounts: the answer never says whether an address is already registered.
   */
  create_account(
    args: T.CreateAccountInput,
    ctx: RequestContext<CreateAccountErrorCode>,
  ): Promise<T.CreateAccountOutput>;
  /**
   * Get delivery events
   *
   * Read delivery outcomes of messages sent from a domain, newest first: accepted, delivered, deferred (will retry), failed and bounced, one event per recipient and attempt, with the remote server's reply. Filter to one event type or one recipient. Read-only. Needs the account's API key.
   */
  get_delivery_events(
    args: T.GetDeliveryEventsInput,
    ctx: RequestContext<GetDeliveryEventsErrorCode>,
  ): Promise<T.GetDeliveryEventsOutput>;
  /**
   * Get sending limits
   *
   * Report sending limits: the rung ladder of daily allowances, domains the account may hold and holds, the thresholds that pause sending, and, for a given domain, its allowance, what is left today, the next rung and exactly which criteria graduate it there, and whether sending is paused and why. Listed as a write tool: evaluating the domain may move it up a rung. Sends nothing and spends no allowance. Needs the account's API key.
   */
  get_sending_limits(
    args: T.GetSendingLimitsInput,
    ctx: RequestContext<GetSendingLimitsErrorCode>,
  ): Promise<T.GetSendingLimitsOutput>;
  /**
   * List sending domains
   *
   * List the account's sending domains with verification state, today's daily allowance and what is left of it. Read-only. Needs the account's API key.
   */
  list_domains(args: T.ListDomainsInput, ctx: RequestContext<ListDomainsErrorCode>): Promise<T.ListDomainsOutput>;
  /**
   * List messages
   *
   * List recent messages of a domain, newest first: sent (outbound, with per-recipient outcome) and received (inbound, filed to inbox or spam after SPF/DKIM/DMARC checks), with their bodies. Filter by direction and folder (folders apply to inbound mail). Read-only. Needs the account's API key.
   */
  list_messages(args: T.ListMessagesInput, ctx: RequestContext<ListMessagesErrorCode>): Promise<T.ListMessagesOutput>;
  /**
   * Remove domain (our design)
   *
   * Remove a sending domain from the account for good, with its stored messages and delivery events; queued messages are not delivered. Frees the name and one of the account's domain places. Requires confirm: true, otherwise nothing is removed. Needs the account's API key.
   */
  remove_domain(args: T.RemoveDomainInput, ctx: RequestContext<RemoveDomainErrorCode>): Promise<T.RemoveDomainOutput>;
  /**
   * Send e-mail
   *
   * Queue one message from a verified domain to one or more recipients (to: comma-separated). Success means queued, not delivered: read the outcome with get_delivery_events. Spends one unit of the domain's daily allowance per recipient. With test_mode true the message is screened exactly as a real send (addresses, domain state, from, size, allowance) but nothing is sent and nothing is spent. Refused when the domain is unverified, the from address is outside the domain, the allowance is exhausted or sending is paused. Needs the account's API key.
   */
  send_email(args: T.SendEmailInput, ctx: RequestContext<SendEmailErrorCode>): Promise<T.SendEmailOutput>;
  /**
   * Verify sending domain
   *
   * Re-read the domain's DNS now and activate the domain when the SPF record authorises the relay and the published DKIM key matches. The answer lists every record as ok, missing or mismatch with what to publish, and when to try again. Poll every few minutes, not seconds: DNS changes take minutes to hours, and a call within the minimum interval returns the previous reading (cached true). Sends no mail. Needs the account's API key. Verifying removes other accounts' pending claims on the name; if another account already holds it active, the call answers domain_taken (only after this account's DNS records proved control).
   */
  verify_domain(args: T.VerifyDomainInput, ctx: RequestContext<VerifyDomainErrorCode>): Promise<T.VerifyDomainOutput>;
}

export const emailService = defineService<EmailHandlers>({
  slug: "email",
  title: "Email Relay Service",
  description:
    "Free transactional e-mail and SMTP relay for agents: create an account without credentials, register a sending domain, publish its DNS records, verify it, then send mail and read delivery events and received messages. No card and no trial clock.",
  instructions:
    "Start with create_account (no credentials) and keep the API key it returns; send it as 'Authorization: Bearer <key>' on every later call. Then add_domain -> publish the returned DNS records -> verify_domain (poll every few minutes) -> send_email -> get_delivery_events. A successful send means queued, not delivered.",
  version: "0.1.0",
  listingVersion: "0.2.0",
  transports: ["stdio", "streamable-http"],
  caching: { ttlMs: 60000, cacheScope: "public" },
  source: {
    document: "spec-docs/001_ad76b278b625095d.txt",
    notes:
      "All result shapes are our design (the document: 'Result shapes of these tools: not shown'), following issue 5. Inputs are not closed with additionalProperties:false: the document states that rule for services A and C only. Domain and e-mail address patterns, the pending_verification state name, delivery event types beyond accepted/delivered/failed, the get_delivery_events limit bounds and error codes are our design.",
    section: "B",
  },
  errors: {
    allowance_exhausted:
      "The domain's daily allowance has fewer units left than the message has recipients; it resets at resets_at.",
    dns_lookup_failed:
      "DNS could not be queried just now (timeout or server failure); nothing changed, try again in a few minutes.",
    domain_limit_reached: "The account already holds as many domains as it may (see get_sending_limits).",
    domain_taken:
      "Another account holds this domain active. Said only after this account's own DNS records proved control of the domain; ask the operator.",
    domain_unverified: "The domain is not verified yet: publish the records from add_domain and call verify_domain.",
    from_not_in_domain: "The from address does not belong to the domain (its part after @ must be the domain itself).",
    internal_error: "Something unexpected failed on the server; the message carries a request id to quote.",
    invalid_arguments: "The arguments do not match the tool's input schema; issues name every offending property.",
    invalid_domain:
      "The name cannot be used as a sending domain once normalised (e.g. a public suffix, a reserved name, or an internationalised name that does not convert).",
    invalid_recipient:
      "A recipient address is refused after normalisation (e.g. duplicate-only list, unroutable or reserved domain).",
    message_too_large: "The message (headers, text and html) exceeds the size limit.",
    not_found: "The account has no such domain.",
    not_implemented: "The tool is declared but its business logic is not built yet.",
    rate_limited: "Too many calls in a short time; wait and retry.",
    sending_paused:
      "Sending is paused for this domain or account (bounce or complaint rate too high, or by the operator); get_sending_limits says why.",
    unauthorized:
      "No API key or a wrong one. Present the key from create_account as 'Authorization: Bearer <key>' on the HTTP request (EMAIL_API_KEY over stdio).",
  },
  tools: [
    {
      name: "add_domain",
      title: "Add sending domain",
      description:
        "Register a sending domain for the account and get the DNS records to publish: SPF (TXT at the domain), DKIM (TXT at <selector>._domainkey.<domain>, split into 255-byte strings), a suggested DMARC record and the MX record for inbound mail. The domain cannot send until verify_domain sees SPF and DKIM. Use a subdomain (e.g. mail.example.com) rather than the root so the root's own mail setup is untouched. Adding a domain the account already holds returns it again with the same records. A pending domain lapses 72 hours after it was added (EMAIL_PENDING_DOMAIN_TTL_HOURS) unless verified. The answer is the same whether or not another account has claimed the name: whoever publishes their own DKIM record verifies it. Sends nothing. Needs the account's API key.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "domain_limit_reached",
        "internal_error",
        "invalid_arguments",
        "invalid_domain",
        "not_implemented",
        "rate_limited",
        "unauthorized",
      ],
      inputSchema: {
        properties: {
          name: {
            description:
              "Bare domain to send from, e.g. mail.example.com; a subdomain is better than the root. No scheme, path, port, wildcard or trailing dot.",
            maxLength: 253,
            pattern:
              "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
            type: "string",
          },
        },
        required: ["name"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          daily_allowance: {
            description: "Recipients the domain may send to per UTC day at its current rung.",
            minimum: 0,
            type: "integer",
          },
          dkim_selector: {
            description: "DKIM selector; the DKIM record lives at <selector>._domainkey.<domain>.",
            type: "string",
          },
          name: {
            description: "The domain, lower case, in ASCII (xn--) form.",
            maxLength: 253,
            pattern:
              "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
            type: "string",
          },
          records: {
            description: "Records to publish: SPF TXT, DKIM TXT, suggested DMARC TXT and MX for inbound mail.",
            items: {
              additionalProperties: false,
              description: "One DNS record to publish.",
              properties: {
                name: {
                  description:
                    "Fully qualified name to publish the record at, e.g. mail.example.com, s1._domainkey.mail.example.com, _dmarc.mail.example.com.",
                  type: "string",
                },
                note: {
                  description:
                    "Advice, e.g. merge the include into an existing SPF record rather than publishing a second one.",
                  type: ["string", "null"],
                },
                priority: {
                  description: "MX preference; null for TXT.",
                  maximum: 65535,
                  minimum: 0,
                  type: ["integer", "null"],
                },
                purpose: {
                  description:
                    "What a DNS record is for: spf (authorises the relay to send for the domain), dkim (public key for the relay's signatures), dmarc (suggested policy), mx (routes inbound mail to the relay).",
                  enum: ["spf", "dkim", "dmarc", "mx"],
                  type: "string",
                },
                required: {
                  description:
                    "True for records the domain needs to become active (SPF and DKIM); false for the suggested DMARC record and the MX record for inbound mail.",
                  type: "boolean",
                },
                ttl: { description: "Suggested TTL in seconds.", minimum: 60, type: "integer" },
                txt_strings: {
                  description:
                    "TXT only: value split into character-strings of at most 255 bytes, to publish in this order as ONE record (long DKIM keys need it); null for MX.",
                  items: { maxLength: 255, type: "string" },
                  type: ["array", "null"],
                },
                type: { enum: ["TXT", "MX"], type: "string" },
                value: {
                  description: "The record's content: the full TXT text, or the MX target host.",
                  type: "string",
                },
              },
              required: ["name", "note", "priority", "purpose", "required", "ttl", "txt_strings", "type", "value"],
              type: "object",
            },
            minItems: 4,
            type: "array",
          },
          remaining_today: { description: "Allowance units left today.", minimum: 0, type: "integer" },
          resets_at: {
            description: "When the daily allowance resets (next midnight UTC).",
            format: "date-time",
            type: "string",
          },
          sending_paused: {
            description: "True when sending from this domain is paused; get_sending_limits says why.",
            type: "boolean",
          },
          sent_today: { description: "Allowance units spent today (one per recipient).", minimum: 0, type: "integer" },
          status: {
            description:
              "pending_verification after add_domain (cannot send yet); active once verify_domain has seen the SPF and DKIM records.",
            enum: ["pending_verification", "active"],
            type: "string",
          },
          verified_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
            description: "When the domain became active; null while pending.",
          },
        },
        required: [
          "created_at",
          "daily_allowance",
          "dkim_selector",
          "name",
          "records",
          "remaining_today",
          "resets_at",
          "sending_paused",
          "sent_today",
          "status",
          "verified_at",
        ],
        type: "object",
      },
      validateInput: V.add_domain_input,
      validateOutput: V.add_domain_output,
    },
    {
      name: "create_account",
      title: "Create account",
      description:
        "Create a relay account; needs no credentials, no card and no trial clock. Returns the account's API key once: store it now, it is never shown again. Present it on every later call as 'Authorization: Bearer <key>' (EMAIL_API_KEY when the server runs over stdio). The password (at least 12 characters) is only for the web console. Next: add_domain. Any contact address may be given for any number of accounts: the answer never says whether an address is already registered.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "rate_limited"],
      inputSchema: {
        properties: {
          email: {
            description: "Contact address of the account owner.",
            maxLength: 254,
            pattern:
              "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
            type: "string",
          },
          name: { description: "Optional account or owner name.", maxLength: 200, minLength: 1, type: "string" },
          password: {
            description: "Web console password, at least 12 characters. Stored only as a slow salted hash.",
            minLength: 12,
            type: "string",
          },
        },
        required: ["email", "password"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          account_id: { minLength: 1, type: "string" },
          api_key: {
            description: "The API key, shown only here. Send it as 'Authorization: Bearer <api_key>'.",
            minLength: 20,
            type: "string",
          },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          domains_allowed: { description: "Sending domains the account may hold.", minimum: 0, type: "integer" },
          email: {
            description: "Contact address.",
            maxLength: 254,
            pattern:
              "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
            type: "string",
          },
          name: { type: ["string", "null"] },
        },
        required: ["account_id", "api_key", "created_at", "domains_allowed", "email", "name"],
        type: "object",
      },
      validateInput: V.create_account_input,
      validateOutput: V.create_account_output,
    },
    {
      name: "get_delivery_events",
      title: "Get delivery events",
      description:
        "Read delivery outcomes of messages sent from a domain, newest first: accepted, delivered, deferred (will retry), failed and bounced, one event per recipient and attempt, with the remote server's reply. Filter to one event type or one recipient. Read-only. Needs the account's API key.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        properties: {
          domain: {
            description: "One of the account's sending domains, e.g. mail.example.com.",
            maxLength: 253,
            pattern:
              "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
            type: "string",
          },
          event: {
            description: "Only events of this type: accepted, delivered, deferred, failed or bounced.",
            enum: ["accepted", "delivered", "deferred", "failed", "bounced", "complained"],
            type: "string",
          },
          limit: {
            default: 25,
            description: "Most events to return, 1 to 100 (default 25).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          recipient: {
            description: "Only events for this recipient address.",
            maxLength: 254,
            pattern:
              "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
            type: "string",
          },
        },
        required: ["domain"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          domain: {
            description: "The domain.",
            maxLength: 253,
            pattern:
              "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
            type: "string",
          },
          events: {
            items: {
              additionalProperties: false,
              properties: {
                attempt: {
                  description: "Delivery attempt number for delivered, deferred and failed; null otherwise.",
                  minimum: 1,
                  type: ["integer", "null"],
                },
                detail: { description: "Plain-language explanation.", type: ["string", "null"] },
                domain: {
                  description: "Sending domain.",
                  maxLength: 253,
                  pattern:
                    "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
                  type: "string",
                },
                enhanced_status: { description: "Enhanced status code, e.g. 5.1.1.", type: ["string", "null"] },
                event_id: { minLength: 1, type: "string" },
                message_id: { description: "The message_id send_email returned.", minLength: 1, type: "string" },
                mx_host: { description: "Server the relay talked to, when any.", type: ["string", "null"] },
                next_attempt_at: {
                  anyOf: [
                    {
                      description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                      format: "date-time",
                      type: "string",
                    },
                    { type: "null" },
                  ],
                  description: "deferred only: when the relay tries again; null otherwise.",
                },
                occurred_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                recipient: {
                  description: "The recipient this event is about.",
                  maxLength: 254,
                  pattern:
                    "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
                  type: "string",
                },
                smtp_code: {
                  description: "SMTP reply code, e.g. 250, 451, 550.",
                  maximum: 599,
                  minimum: 200,
                  type: ["integer", "null"],
                },
                smtp_response: { description: "Remote server's reply text.", type: ["string", "null"] },
                type: {
                  description:
                    "accepted (queued by the relay), delivered (the recipient's server took it), deferred (temporary failure, will retry), failed (gave up or permanently refused; smtp_code 5xx is a hard bounce), bounced (a bounce message arrived later), complained (a feedback report, RFC 5965, arrived: the recipient marked the message as spam).",
                  enum: ["accepted", "delivered", "deferred", "failed", "bounced", "complained"],
                  type: "string",
                },
              },
              required: [
                "attempt",
                "detail",
                "domain",
                "enhanced_status",
                "event_id",
                "message_id",
                "mx_host",
                "next_attempt_at",
                "occurred_at",
                "recipient",
                "smtp_code",
                "smtp_response",
                "type",
              ],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["domain", "events"],
        type: "object",
      },
      validateInput: V.get_delivery_events_input,
      validateOutput: V.get_delivery_events_output,
    },
    {
      name: "get_sending_limits",
      title: "Get sending limits",
      description:
        "Report sending limits: the rung ladder of daily allowances, domains the account may hold and holds, the thresholds that pause sending, and, for a given domain, its allowance, what is left today, the next rung and exactly which criteria graduate it there, and whether sending is paused and why. Listed as a write tool: evaluating the domain may move it up a rung. Sends nothing and spends no allowance. Needs the account's API key.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        properties: {
          domain: {
            description: "A domain of the account; omit for the account-level answer only.",
            maxLength: 253,
            pattern:
              "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
            type: "string",
          },
        },
        required: [],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          account_paused: { description: "True when the whole account may not send.", type: "boolean" },
          account_paused_reason: {
            description: "Why sending is paused; null when it is not.",
            enum: ["bounce_rate", "complaint_rate", "operator", null],
            type: ["string", "null"],
          },
          domain: {
            anyOf: [
              {
                additionalProperties: false,
                properties: {
                  bounce_rate: { maximum: 1, minimum: 0, type: ["number", "null"] },
                  complaint_rate: { maximum: 1, minimum: 0, type: ["number", "null"] },
                  daily_allowance: { minimum: 0, type: "integer" },
                  days_at_rung: { minimum: 0, type: "integer" },
                  delivery_rate: {
                    description: "Delivered / sent at this rung, 0 to 1; null before any send.",
                    maximum: 1,
                    minimum: 0,
                    type: ["number", "null"],
                  },
                  name: {
                    description: "The domain.",
                    maxLength: 253,
                    pattern:
                      "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
                    type: "string",
                  },
                  next_rung: {
                    anyOf: [
                      {
                        additionalProperties: false,
                        properties: {
                          daily_allowance: { minimum: 1, type: "integer" },
                          eligible: {
                            description:
                              "True when every requirement is met; graduation happens at the next evaluation.",
                            type: "boolean",
                          },
                          requirements: {
                            description: "Every criterion that must be met to graduate.",
                            items: {
                              additionalProperties: false,
                              properties: {
                                comparison: {
                                  description: "How current must compare with threshold.",
                                  enum: [">=", "<="],
                                  type: "string",
                                },
                                criterion: {
                                  enum: [
                                    "days_at_rung",
                                    "recipients_sent",
                                    "delivery_rate",
                                    "bounce_rate",
                                    "complaint_rate",
                                  ],
                                  type: "string",
                                },
                                current: {
                                  description: "The domain's current value; null when nothing was sent yet.",
                                  minimum: 0,
                                  type: ["number", "null"],
                                },
                                met: { type: "boolean" },
                                threshold: {
                                  description: "Rates are fractions 0 to 1; days and recipients are counts.",
                                  minimum: 0,
                                  type: "number",
                                },
                              },
                              required: ["comparison", "criterion", "current", "met", "threshold"],
                              type: "object",
                            },
                            type: "array",
                          },
                          rung: { minimum: 2, type: "integer" },
                        },
                        required: ["daily_allowance", "eligible", "requirements", "rung"],
                        type: "object",
                      },
                      { type: "null" },
                    ],
                    description: "The next rung and exactly what graduates to it; null at the top rung.",
                  },
                  paused_detail: {
                    description: "Plain-language explanation and what lifts the pause.",
                    type: ["string", "null"],
                  },
                  paused_reason: {
                    description: "Why sending is paused; null when it is not.",
                    enum: ["bounce_rate", "complaint_rate", "operator", null],
                    type: ["string", "null"],
                  },
                  remaining_today: { minimum: 0, type: "integer" },
                  resets_at: {
                    description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                    format: "date-time",
                    type: "string",
                  },
                  rung: { description: "Current rung on the ladder, 1 = a new domain.", minimum: 1, type: "integer" },
                  sending_paused: { type: "boolean" },
                  sent_today: { minimum: 0, type: "integer" },
                  status: {
                    description:
                      "pending_verification after add_domain (cannot send yet); active once verify_domain has seen the SPF and DKIM records.",
                    enum: ["pending_verification", "active"],
                    type: "string",
                  },
                },
                required: [
                  "bounce_rate",
                  "complaint_rate",
                  "daily_allowance",
                  "days_at_rung",
                  "delivery_rate",
                  "name",
                  "next_rung",
                  "paused_detail",
                  "paused_reason",
                  "remaining_today",
                  "resets_at",
                  "rung",
                  "sending_paused",
                  "sent_today",
                  "status",
                ],
                type: "object",
              },
              { type: "null" },
            ],
            description: "The requested domain's allowance, rung and pause state; null when no domain was given.",
          },
          domains_allowed: { description: "Sending domains the account may hold.", minimum: 0, type: "integer" },
          domains_used: { minimum: 0, type: "integer" },
          ladder: {
            description: "The whole rung ladder, lowest first: daily allowance per rung.",
            items: {
              additionalProperties: false,
              properties: { daily_allowance: { minimum: 1, type: "integer" }, rung: { minimum: 1, type: "integer" } },
              required: ["daily_allowance", "rung"],
              type: "object",
            },
            minItems: 1,
            type: "array",
          },
          pause_thresholds: {
            additionalProperties: false,
            properties: {
              bounce_rate: { maximum: 1, minimum: 0, type: "number" },
              complaint_rate: { maximum: 1, minimum: 0, type: "number" },
            },
            required: ["bounce_rate", "complaint_rate"],
            type: "object",
          },
        },
        required: [
          "account_paused",
          "account_paused_reason",
          "domain",
          "domains_allowed",
          "domains_used",
          "ladder",
          "pause_thresholds",
        ],
        type: "object",
      },
      validateInput: V.get_sending_limits_input,
      validateOutput: V.get_sending_limits_output,
    },
    {
      name: "list_domains",
      title: "List sending domains",
      description:
        "List the account's sending domains with verification state, today's daily allowance and what is left of it. Read-only. Needs the account's API key.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "unauthorized"],
      inputSchema: { properties: {}, required: [], type: "object" },
      outputSchema: {
        additionalProperties: false,
        properties: {
          domains: {
            items: {
              additionalProperties: false,
              description: "A sending domain of the account.",
              properties: {
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                daily_allowance: {
                  description: "Recipients the domain may send to per UTC day at its current rung.",
                  minimum: 0,
                  type: "integer",
                },
                name: {
                  description: "The domain, lower case, in ASCII (xn--) form.",
                  maxLength: 253,
                  pattern:
                    "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
                  type: "string",
                },
                remaining_today: { description: "Allowance units left today.", minimum: 0, type: "integer" },
                resets_at: {
                  description: "When the daily allowance resets (next midnight UTC).",
                  format: "date-time",
                  type: "string",
                },
                sending_paused: {
                  description: "True when sending from this domain is paused; get_sending_limits says why.",
                  type: "boolean",
                },
                sent_today: {
                  description: "Allowance units spent today (one per recipient).",
                  minimum: 0,
                  type: "integer",
                },
                status: {
                  description:
                    "pending_verification after add_domain (cannot send yet); active once verify_domain has seen the SPF and DKIM records.",
                  enum: ["pending_verification", "active"],
                  type: "string",
                },
                verified_at: {
                  anyOf: [
                    {
                      description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                      format: "date-time",
                      type: "string",
                    },
                    { type: "null" },
                  ],
                  description: "When the domain became active; null while pending.",
                },
              },
              required: [
                "created_at",
                "daily_allowance",
                "name",
                "remaining_today",
                "resets_at",
                "sending_paused",
                "sent_today",
                "status",
                "verified_at",
              ],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["domains"],
        type: "object",
      },
      validateInput: V.list_domains_input,
      validateOutput: V.list_domains_output,
    },
    {
      name: "list_messages",
      title: "List messages",
      description:
        "List recent messages of a domain, newest first: sent (outbound, with per-recipient outcome) and received (inbound, filed to inbox or spam after SPF/DKIM/DMARC checks), with their bodies. Filter by direction and folder (folders apply to inbound mail). Read-only. Needs the account's API key.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        properties: {
          direction: {
            description: "Only sent (outbound) or only received (inbound) messages.",
            enum: ["outbound", "inbound"],
            type: "string",
          },
          domain: {
            description: "One of the account's sending domains, e.g. mail.example.com.",
            maxLength: 253,
            pattern:
              "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
            type: "string",
          },
          folder: {
            description: "Only inbound messages filed to this folder.",
            enum: ["inbox", "spam"],
            type: "string",
          },
          limit: {
            default: 25,
            description: "Most messages to return, up to 100 (default 25).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
        },
        required: ["domain"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          domain: {
            description: "The domain.",
            maxLength: 253,
            pattern:
              "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
            type: "string",
          },
          messages: {
            items: {
              additionalProperties: false,
              description: "A sent or received message.",
              properties: {
                authentication: {
                  anyOf: [
                    {
                      additionalProperties: false,
                      properties: {
                        dkim: {
                          description: "SPF/DKIM/DMARC result of an inbound message.",
                          enum: ["pass", "fail", "softfail", "neutral", "none", "policy", "temperror", "permerror"],
                          type: "string",
                        },
                        dmarc: {
                          description: "SPF/DKIM/DMARC result of an inbound message.",
                          enum: ["pass", "fail", "softfail", "neutral", "none", "policy", "temperror", "permerror"],
                          type: "string",
                        },
                        spf: {
                          description: "SPF/DKIM/DMARC result of an inbound message.",
                          enum: ["pass", "fail", "softfail", "neutral", "none", "policy", "temperror", "permerror"],
                          type: "string",
                        },
                      },
                      required: ["dkim", "dmarc", "spf"],
                      type: "object",
                    },
                    { type: "null" },
                  ],
                  description: "inbound: SPF, DKIM and DMARC results that decided the folder; null for outbound.",
                },
                body_truncated: {
                  description: "True when text or html was cut at 64 KiB in this listing.",
                  type: "boolean",
                },
                created_at: {
                  description: "When the message was queued (outbound) or received (inbound).",
                  format: "date-time",
                  type: "string",
                },
                direction: { enum: ["outbound", "inbound"], type: "string" },
                domain: {
                  description: "The account's domain the message was sent from or received for.",
                  maxLength: 253,
                  pattern:
                    "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
                  type: "string",
                },
                folder: {
                  description: "inbound: inbox or spam; null for outbound.",
                  enum: ["inbox", "spam", null],
                  type: ["string", "null"],
                },
                from: { type: "string" },
                html: { description: "HTML body, or null.", type: ["string", "null"] },
                message_id: { minLength: 1, type: "string" },
                recipients: {
                  anyOf: [
                    {
                      items: {
                        additionalProperties: false,
                        properties: {
                          address: {
                            description: "Recipient.",
                            maxLength: 254,
                            pattern:
                              "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
                            type: "string",
                          },
                          status: {
                            description: "Latest outcome for this recipient.",
                            enum: ["queued", "delivered", "deferred", "failed", "bounced"],
                            type: "string",
                          },
                        },
                        required: ["address", "status"],
                        type: "object",
                      },
                      type: "array",
                    },
                    { type: "null" },
                  ],
                  description: "outbound: outcome per recipient; null for inbound.",
                },
                size_bytes: { minimum: 0, type: "integer" },
                status: {
                  description:
                    "outbound: queued (some recipients have no final outcome yet), delivered (all delivered), partial (all final, some failed), failed (none delivered); inbound: received.",
                  enum: ["queued", "delivered", "partial", "failed", "received"],
                  type: "string",
                },
                subject: { type: ["string", "null"] },
                text: { description: "Plain-text body, or null.", type: ["string", "null"] },
                to: { items: { type: "string" }, type: "array" },
              },
              required: [
                "authentication",
                "body_truncated",
                "created_at",
                "direction",
                "domain",
                "folder",
                "from",
                "html",
                "message_id",
                "recipients",
                "size_bytes",
                "status",
                "subject",
                "text",
                "to",
              ],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["domain", "messages"],
        type: "object",
      },
      validateInput: V.list_messages_input,
      validateOutput: V.list_messages_output,
    },
    {
      name: "remove_domain",
      title: "Remove domain",
      description:
        "Remove a sending domain from the account for good, with its stored messages and delivery events; queued messages are not delivered. Frees the name and one of the account's domain places. Requires confirm: true, otherwise nothing is removed. Needs the account's API key.",
      annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          confirm: { const: true, description: "Must be true to confirm the removal.", type: "boolean" },
          name: {
            description: "The domain to remove, as add_domain or list_domains shows it.",
            maxLength: 253,
            pattern:
              "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
            type: "string",
          },
        },
        required: ["confirm", "name"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          events_removed: { description: "Delivery events deleted with the domain.", minimum: 0, type: "integer" },
          messages_removed: {
            description: "Messages (sent, queued and received) deleted with the domain.",
            minimum: 0,
            type: "integer",
          },
          name: {
            description:
              "Bare domain name such as mail.example.com: labels of letters, digits and hyphens separated by dots, no scheme, path, port, wildcard or trailing dot. Internationalised names are accepted and normalised to their ASCII (xn--) form.",
            maxLength: 253,
            pattern:
              "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
            type: "string",
          },
          removed: { const: true, type: "boolean" },
          status: {
            description: "The domain's state when it was removed.",
            enum: ["pending_verification", "active"],
            type: "string",
          },
        },
        required: ["events_removed", "messages_removed", "name", "removed", "status"],
        type: "object",
      },
      validateInput: V.remove_domain_input,
      validateOutput: V.remove_domain_output,
    },
    {
      name: "send_email",
      title: "Send e-mail",
      description:
        "Queue one message from a verified domain to one or more recipients (to: comma-separated). Success means queued, not delivered: read the outcome with get_delivery_events. Spends one unit of the domain's daily allowance per recipient. With test_mode true the message is screened exactly as a real send (addresses, domain state, from, size, allowance) but nothing is sent and nothing is spent. Refused when the domain is unverified, the from address is outside the domain, the allowance is exhausted or sending is paused. Needs the account's API key.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: true, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "allowance_exhausted",
        "domain_unverified",
        "from_not_in_domain",
        "internal_error",
        "invalid_arguments",
        "invalid_recipient",
        "message_too_large",
        "not_found",
        "not_implemented",
        "rate_limited",
        "sending_paused",
        "unauthorized",
      ],
      inputSchema: {
        properties: {
          domain: {
            description: "Verified sending domain of the account, e.g. mail.example.com.",
            maxLength: 253,
            pattern:
              "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
            type: "string",
          },
          from: {
            description:
              'Sender; its address must belong to domain. A bare address (hello@mail.example.com) or an RFC 5322 name-addr with a display name ("Shop <news@mail.example.com>", quoted when the name has commas or other specials: "\\"Shop, Inc.\\" <news@mail.example.com>"). One mailbox, no group.',
            maxLength: 400,
            minLength: 3,
            pattern: "^(?:[^<>]*<[^\\s<>@]+@[^\\s<>@]+>|[^\\s<>@]+@[^\\s<>@]+)$",
            type: "string",
          },
          html: { description: "HTML body.", type: "string" },
          subject: {
            description: "Subject line, one line (no line breaks).",
            maxLength: 998,
            pattern: "^[^\\r\\n]*$",
            type: "string",
          },
          test_mode: {
            default: false,
            description: "true: screen the message and report, send nothing and spend no allowance. Default false.",
            type: "boolean",
          },
          text: { description: "Plain-text body.", type: "string" },
          to: {
            description:
              "Recipient address, or several separated by commas, e.g. 'a@example.org, b@example.net'. Each recipient costs one allowance unit.",
            pattern:
              "^ *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *(?:, *[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+ *)*$",
            type: "string",
          },
        },
        required: ["domain", "from", "to"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          allowance_spent: {
            description: "Units spent: one per recipient, 0 in test_mode.",
            minimum: 0,
            type: "integer",
          },
          domain: {
            description: "Sending domain.",
            maxLength: 253,
            pattern:
              "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
            type: "string",
          },
          from: {
            description: "Sender address (bare, without the display name).",
            maxLength: 254,
            pattern:
              "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
            type: "string",
          },
          message_id: {
            description: "Id to find the message's delivery events; null in test_mode.",
            type: ["string", "null"],
          },
          queued_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
            description: "When the message was queued; null in test_mode.",
          },
          recipients: {
            description: "Recipients after normalisation, duplicates removed.",
            items: {
              description: "One bare e-mail address, local@domain (no display name, no angle brackets).",
              maxLength: 254,
              pattern:
                "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
              type: "string",
            },
            minItems: 1,
            type: "array",
          },
          remaining_today: { description: "Allowance units left today after this send.", minimum: 0, type: "integer" },
          status: {
            description: "queued: accepted for delivery (not yet delivered); screened: test_mode, nothing sent.",
            enum: ["queued", "screened"],
            type: "string",
          },
          test_mode: { type: "boolean" },
          warnings: {
            description: "Screening notes that did not stop the send (e.g. no plain-text part, empty subject).",
            items: { type: "string" },
            type: "array",
          },
        },
        required: [
          "allowance_spent",
          "domain",
          "from",
          "message_id",
          "queued_at",
          "recipients",
          "remaining_today",
          "status",
          "test_mode",
          "warnings",
        ],
        type: "object",
      },
      validateInput: V.send_email_input,
      validateOutput: V.send_email_output,
    },
    {
      name: "verify_domain",
      title: "Verify sending domain",
      description:
        "Re-read the domain's DNS now and activate the domain when the SPF record authorises the relay and the published DKIM key matches. The answer lists every record as ok, missing or mismatch with what to publish, and when to try again. Poll every few minutes, not seconds: DNS changes take minutes to hours, and a call within the minimum interval returns the previous reading (cached true). Sends no mail. Needs the account's API key. Verifying removes other accounts' pending claims on the name; if another account already holds it active, the call answers domain_taken (only after this account's DNS records proved control).",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "dns_lookup_failed",
        "domain_taken",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "rate_limited",
        "unauthorized",
      ],
      inputSchema: {
        properties: {
          name: {
            description: "The domain to verify, as given to add_domain.",
            maxLength: 253,
            pattern:
              "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
            type: "string",
          },
        },
        required: ["name"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          activated: {
            description: "True when this call moved the domain from pending_verification to active.",
            type: "boolean",
          },
          blocking: {
            description: "Required records that are missing or wrong (empty when active).",
            items: {
              description:
                "What a DNS record is for: spf (authorises the relay to send for the domain), dkim (public key for the relay's signatures), dmarc (suggested policy), mx (routes inbound mail to the relay).",
              enum: ["spf", "dkim", "dmarc", "mx"],
              type: "string",
            },
            type: "array",
          },
          cached: {
            description: "True when DNS was read less than the minimum interval ago and this repeats that reading.",
            type: "boolean",
          },
          checked_at: { description: "When DNS was read for this answer.", format: "date-time", type: "string" },
          checks: {
            description: "One entry per record: SPF, DKIM, DMARC, MX.",
            items: {
              additionalProperties: false,
              properties: {
                expected: { description: "The value to publish.", type: "string" },
                found: {
                  description: "Relevant values DNS returned at name (TXT strings joined).",
                  items: { type: "string" },
                  type: "array",
                },
                name: { description: "Name that was looked up.", type: "string" },
                problem: { description: "What is wrong and how to fix it; null when ok.", type: ["string", "null"] },
                purpose: {
                  description:
                    "What a DNS record is for: spf (authorises the relay to send for the domain), dkim (public key for the relay's signatures), dmarc (suggested policy), mx (routes inbound mail to the relay).",
                  enum: ["spf", "dkim", "dmarc", "mx"],
                  type: "string",
                },
                required: {
                  description: "True when the domain needs this record to become active (SPF, DKIM).",
                  type: "boolean",
                },
                status: {
                  description:
                    "ok: published as expected; missing: nothing relevant found; mismatch: a record exists but is wrong (e.g. SPF without our include, a different DKIM key, two SPF records).",
                  enum: ["ok", "missing", "mismatch"],
                  type: "string",
                },
                type: { enum: ["TXT", "MX"], type: "string" },
              },
              required: ["expected", "found", "name", "problem", "purpose", "required", "status", "type"],
              type: "object",
            },
            type: "array",
          },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          daily_allowance: {
            description: "Recipients the domain may send to per UTC day at its current rung.",
            minimum: 0,
            type: "integer",
          },
          name: {
            description: "The domain, lower case, in ASCII (xn--) form.",
            maxLength: 253,
            pattern:
              "^(?:[A-Za-z0-9\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?\\.)+[A-Za-z\\u00A1-\\uFFFF](?:[A-Za-z0-9\\u00A1-\\uFFFF-]{0,61}[A-Za-z0-9\\u00A1-\\uFFFF])?$",
            type: "string",
          },
          next_check_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
            description: "Earliest time a new DNS reading will be made; null when active.",
          },
          poll_after_seconds: {
            description:
              "Wait at least this long before calling verify_domain again (minutes, not seconds; DNS propagation takes minutes to hours); null when active.",
            minimum: 60,
            type: ["integer", "null"],
          },
          remaining_today: { description: "Allowance units left today.", minimum: 0, type: "integer" },
          resets_at: {
            description: "When the daily allowance resets (next midnight UTC).",
            format: "date-time",
            type: "string",
          },
          sending_paused: {
            description: "True when sending from this domain is paused; get_sending_limits says why.",
            type: "boolean",
          },
          sent_today: { description: "Allowance units spent today (one per recipient).", minimum: 0, type: "integer" },
          status: {
            description:
              "pending_verification after add_domain (cannot send yet); active once verify_domain has seen the SPF and DKIM records.",
            enum: ["pending_verification", "active"],
            type: "string",
          },
          verified: { description: "True when the domain is active and can send.", type: "boolean" },
          verified_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
            description: "When the domain became active; null while pending.",
          },
        },
        required: [
          "activated",
          "blocking",
          "cached",
          "checked_at",
          "checks",
          "created_at",
          "daily_allowance",
          "name",
          "next_check_at",
          "poll_after_seconds",
          "remaining_today",
          "resets_at",
          "sending_paused",
          "sent_today",
          "status",
          "verified",
          "verified_at",
        ],
        type: "object",
      },
      task: { ttlMs: 600000, pollIntervalMs: 1000 },
      validateInput: V.verify_domain_input,
      validateOutput: V.verify_domain_output,
    },
  ],
});
