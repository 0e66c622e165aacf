// Generated from spec/email.json by npm run generate. DO NOT EDIT.

/**
 * SPF/DKIM/DMARC result of an inbound message.
 *
 * Defined at spec/email.json#/$defs/authResult.
 */
export type AuthResult = "pass" | "fail" | "softfail" | "neutral" | "none" | "policy" | "temperror" | "permerror";

/**
 * Defined at spec/email.json#/$defs/deliveryEvent.
 */
export interface DeliveryEvent {
  /**
   * Delivery attempt number for delivered, deferred and failed; null otherwise.
   */
  attempt: number | null;
  /**
   * Plain-language explanation.
   */
  detail: string | null;
  /**
   * Sending domain.
   */
  domain: DomainName;
  /**
   * Enhanced status code, e.g. 5.1.1.
   */
  enhanced_status: string | null;
  event_id: string;
  /**
   * The message_id send_email returned.
   */
  message_id: string;
  /**
   * Server the relay talked to, when any.
   */
  mx_host: string | null;
  /**
   * deferred only: when the relay tries again; null otherwise.
   */
  next_attempt_at: IsoDateTime | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  occurred_at: IsoDateTime;
  /**
   * The recipient this event is about.
   */
  recipient: EmailAddress;
  /**
   * SMTP reply code, e.g. 250, 451, 550.
   */
  smtp_code: number | null;
  /**
   * Remote server's reply text.
   */
  smtp_response: string | null;
  /**
   * accepted (queued by the relay), delivered (the recipient's server took it), deferred (temporary failure, will retry), failed (gave up or permanently refused; smtp_code 5xx is a hard bounce), bounced (a bounce message arrived later), complained (a feedback report, RFC 5965, arrived: the recipient marked the message as spam).
   */
  type: EventType;
}

/**
 * One DNS record to publish.
 *
 * Defined at spec/email.json#/$defs/dnsRecord.
 */
export interface DnsRecord {
  /**
   * Fully qualified name to publish the record at, e.g. mail.example.com, s1._domainkey.mail.example.com, _dmarc.mail.example.com.
   */
  name: string;
  /**
   * Advice, e.g. merge the include into an existing SPF record rather than publishing a second one.
   */
  note: string | null;
  /**
   * MX preference; null for TXT.
   */
  priority: number | null;
  /**
   * What a DNS record is for: spf (authorises the relay to send for the domain), dkim (public key for the relay's signatures), dmarc (suggested policy), mx (routes inbound mail to the relay).
   */
  purpose: RecordPurpose;
  /**
   * True for records the domain needs to become active (SPF and DKIM); false for the suggested DMARC record and the MX record for inbound mail.
   */
  required: boolean;
  /**
   * Suggested TTL in seconds.
   */
  ttl: number;
  /**
   * TXT only: value split into character-strings of at most 255 bytes, to publish in this order as ONE record (long DKIM keys need it); null for MX.
   */
  txt_strings: string[] | null;
  type: "TXT" | "MX";
  /**
   * The record's content: the full TXT text, or the MX target host.
   */
  value: string;
}

/**
 * A sending domain of the account.
 *
 * Defined at spec/email.json#/$defs/domain.
 */
export interface Domain {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Recipients the domain may send to per UTC day at its current rung.
   */
  daily_allowance: number;
  /**
   * The domain, lower case, in ASCII (xn--) form.
   */
  name: DomainName;
  /**
   * Allowance units left today.
   */
  remaining_today: number;
  /**
   * When the daily allowance resets (next midnight UTC).
   */
  resets_at: IsoDateTime;
  /**
   * True when sending from this domain is paused; get_sending_limits says why.
   */
  sending_paused: boolean;
  /**
   * Allowance units spent today (one per recipient).
   */
  sent_today: number;
  /**
   * pending_verification after add_domain (cannot send yet); active once verify_domain has seen the SPF and DKIM records.
   */
  status: DomainStatus;
  /**
   * When the domain became active; null while pending.
   */
  verified_at: IsoDateTime | null;
}

/**
 * Bare domain name such as mail.example.com: labels of letters, digits and hyphens separated by dots, no scheme, path, port, wildcard or trailing dot. Internationalised names are accepted and normalised to their ASCII (xn--) form.
 *
 * Defined at spec/email.json#/$defs/domainName.
 */
export type DomainName = string;

/**
 * pending_verification after add_domain (cannot send yet); active once verify_domain has seen the SPF and DKIM records.
 *
 * Defined at spec/email.json#/$defs/domainStatus.
 */
export type DomainStatus = "pending_verification" | "active";

/**
 * One bare e-mail address, local@domain (no display name, no angle brackets).
 *
 * Defined at spec/email.json#/$defs/emailAddress.
 */
export type EmailAddress = string;

/**
 * accepted (queued by the relay), delivered (the recipient's server took it), deferred (temporary failure, will retry), failed (gave up or permanently refused; smtp_code 5xx is a hard bounce), bounced (a bounce message arrived later), complained (a feedback report, RFC 5965, arrived: the recipient marked the message as spam).
 *
 * Defined at spec/email.json#/$defs/eventType.
 */
export type EventType = "accepted" | "delivered" | "deferred" | "failed" | "bounced" | "complained";

/**
 * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
 *
 * Defined at spec/defs.json#/$defs/isoDateTime.
 */
export type IsoDateTime = string;

/**
 * A sent or received message.
 *
 * Defined at spec/email.json#/$defs/message.
 */
export interface Message {
  /**
   * inbound: SPF, DKIM and DMARC results that decided the folder; null for outbound.
   */
  authentication: {
    /**
     * SPF/DKIM/DMARC result of an inbound message.
     */
    dkim: AuthResult;
    /**
     * SPF/DKIM/DMARC result of an inbound message.
     */
    dmarc: AuthResult;
    /**
     * SPF/DKIM/DMARC result of an inbound message.
     */
    spf: AuthResult;
  } | null;
  /**
   * True when text or html was cut at 64 KiB in this listing.
   */
  body_truncated: boolean;
  /**
   * When the message was queued (outbound) or received (inbound).
   */
  created_at: IsoDateTime;
  direction: "outbound" | "inbound";
  /**
   * The account's domain the message was sent from or received for.
   */
  domain: DomainName;
  /**
   * inbound: inbox or spam; null for outbound.
   */
  folder: "inbox" | "spam" | null;
  from: string;
  /**
   * HTML body, or null.
   */
  html: string | null;
  message_id: string;
  /**
   * outbound: outcome per recipient; null for inbound.
   */
  recipients:
    | {
        /**
         * Recipient.
         */
        address: EmailAddress;
        /**
         * Latest outcome for this recipient.
         */
        status: "queued" | "delivered" | "deferred" | "failed" | "bounced";
      }[]
    | null;
  size_bytes: number;
  /**
   * outbound: queued (some recipients have no final outcome yet), delivered (all delivered), partial (all final, some failed), failed (none delivered); inbound: received.
   */
  status: "queued" | "delivered" | "partial" | "failed" | "received";
  subject: string | null;
  /**
   * Plain-text body, or null.
   */
  text: string | null;
  to: string[];
}

/**
 * What a DNS record is for: spf (authorises the relay to send for the domain), dkim (public key for the relay's signatures), dmarc (suggested policy), mx (routes inbound mail to the relay).
 *
 * Defined at spec/email.json#/$defs/recordPurpose.
 */
export type RecordPurpose = "spf" | "dkim" | "dmarc" | "mx";

/**
 * Arguments of `add_domain` as the handler receives them: every property with a default is set.
 */
export interface AddDomainInput {
  /**
   * Bare domain to send from, e.g. mail.example.com; a subdomain is better than the root. No scheme, path, port, wildcard or trailing dot.
   */
  name: DomainName;
}

/** Arguments of `add_domain` as a client sends them: properties with a default may be left out. */
export type AddDomainClientInput = AddDomainInput;

/**
 * Result of `add_domain` (structuredContent).
 */
export interface AddDomainOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Recipients the domain may send to per UTC day at its current rung.
   */
  daily_allowance: number;
  /**
   * DKIM selector; the DKIM record lives at <selector>._domainkey.<domain>.
   */
  dkim_selector: string;
  /**
   * The domain, lower case, in ASCII (xn--) form.
   */
  name: DomainName;
  /**
   * Records to publish: SPF TXT, DKIM TXT, suggested DMARC TXT and MX for inbound mail.
   *
   * @minItems 4
   *
   * Items: One DNS record to publish.
   */
  records: DnsRecord[];
  /**
   * Allowance units left today.
   */
  remaining_today: number;
  /**
   * When the daily allowance resets (next midnight UTC).
   */
  resets_at: IsoDateTime;
  /**
   * True when sending from this domain is paused; get_sending_limits says why.
   */
  sending_paused: boolean;
  /**
   * Allowance units spent today (one per recipient).
   */
  sent_today: number;
  /**
   * pending_verification after add_domain (cannot send yet); active once verify_domain has seen the SPF and DKIM records.
   */
  status: DomainStatus;
  /**
   * When the domain became active; null while pending.
   */
  verified_at: IsoDateTime | null;
}

/**
 * Arguments of `create_account` as the handler receives them: every property with a default is set.
 */
export interface CreateAccountInput {
  /**
   * Contact address of the account owner.
   */
  email: EmailAddress;
  /**
   * Optional account or owner name.
   */
  name?: string;
  /**
   * Web console password, at least 12 characters. Stored only as a slow salted hash.
   */
  password: string;
}

/** Arguments of `create_account` as a client sends them: properties with a default may be left out. */
export type CreateAccountClientInput = CreateAccountInput;

/**
 * Result of `create_account` (structuredContent).
 */
export interface CreateAccountOutput {
  account_id: string;
  /**
   * The API key, shown only here. Send it as 'Authorization: Bearer <api_key>'.
   */
  api_key: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Sending domains the account may hold.
   */
  domains_allowed: number;
  /**
   * Contact address.
   */
  email: EmailAddress;
  name: string | null;
}

/**
 * Arguments of `get_delivery_events` as the handler receives them: every property with a default is set.
 */
export interface GetDeliveryEventsInput {
  /**
   * One of the account's sending domains, e.g. mail.example.com.
   */
  domain: DomainName;
  /**
   * Only events of this type: accepted, delivered, deferred, failed or bounced.
   */
  event?: EventType;
  /**
   * Most events to return, 1 to 100 (default 25).
   */
  limit: number;
  /**
   * Only events for this recipient address.
   */
  recipient?: EmailAddress;
}

/**
 * Arguments of `get_delivery_events` as a client sends them: properties with a default may be left out.
 */
export interface GetDeliveryEventsClientInput {
  /**
   * One of the account's sending domains, e.g. mail.example.com.
   */
  domain: DomainName;
  /**
   * Only events of this type: accepted, delivered, deferred, failed or bounced.
   */
  event?: EventType;
  /**
   * Most events to return, 1 to 100 (default 25).
   */
  limit?: number;
  /**
   * Only events for this recipient address.
   */
  recipient?: EmailAddress;
}

/**
 * Result of `get_delivery_events` (structuredContent).
 */
export interface GetDeliveryEventsOutput {
  /**
   * The domain.
   */
  domain: DomainName;
  events: DeliveryEvent[];
}

/**
 * Arguments of `get_sending_limits` as the handler receives them: every property with a default is set.
 */
export interface GetSendingLimitsInput {
  /**
   * A domain of the account; omit for the account-level answer only.
   */
  domain?: DomainName;
}

/** Arguments of `get_sending_limits` as a client sends them: properties with a default may be left out. */
export type GetSendingLimitsClientInput = GetSendingLimitsInput;

/**
 * Result of `get_sending_limits` (structuredContent).
 */
export interface GetSendingLimitsOutput {
  /**
   * True when the whole account may not send.
   */
  account_paused: boolean;
  /**
   * Why sending is paused; null when it is not.
   */
  account_paused_reason: "bounce_rate" | "complaint_rate" | "operator" | null;
  /**
   * The requested domain's allowance, rung and pause state; null when no domain was given.
   */
  domain: {
    bounce_rate: number | null;
    complaint_rate: number | null;
    daily_allowance: number;
    days_at_rung: number;
    /**
     * Delivered / sent at this rung, 0 to 1; null before any send.
     */
    delivery_rate: number | null;
    /**
     * The domain.
     */
    name: DomainName;
    /**
     * The next rung and exactly what graduates to it; null at the top rung.
     */
    next_rung: {
      daily_allowance: number;
      /**
       * True when every requirement is met; graduation happens at the next evaluation.
       */
      eligible: boolean;
      /**
       * Every criterion that must be met to graduate.
       */
      requirements: {
        /**
         * How current must compare with threshold.
         */
        comparison: ">=" | "<=";
        criterion: "days_at_rung" | "recipients_sent" | "delivery_rate" | "bounce_rate" | "complaint_rate";
        /**
         * The domain's current value; null when nothing was sent yet.
         */
        current: number | null;
        met: boolean;
        /**
         * Rates are fractions 0 to 1; days and recipients are counts.
         */
        threshold: number;
      }[];
      rung: number;
    } | null;
    /**
     * Plain-language explanation and what lifts the pause.
     */
    paused_detail: string | null;
    /**
     * Why sending is paused; null when it is not.
     */
    paused_reason: "bounce_rate" | "complaint_rate" | "operator" | null;
    remaining_today: number;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    resets_at: IsoDateTime;
    /**
     * Current rung on the ladder, 1 = a new domain.
     */
    rung: number;
    sending_paused: boolean;
    sent_today: number;
    /**
     * pending_verification after add_domain (cannot send yet); active once verify_domain has seen the SPF and DKIM records.
     */
    status: DomainStatus;
  } | null;
  /**
   * Sending domains the account may hold.
   */
  domains_allowed: number;
  domains_used: number;
  /**
   * The whole rung ladder, lowest first: daily allowance per rung.
   *
   * @minItems 1
   */
  ladder: {
    daily_allowance: number;
    rung: number;
  }[];
  pause_thresholds: {
    bounce_rate: number;
    complaint_rate: number;
  };
}

/**
 * Arguments of `list_domains` as the handler receives them: every property with a default is set.
 */
export interface ListDomainsInput {}

/** Arguments of `list_domains` as a client sends them: properties with a default may be left out. */
export type ListDomainsClientInput = ListDomainsInput;

/**
 * Result of `list_domains` (structuredContent).
 */
export interface ListDomainsOutput {
  /**
   * Items: A sending domain of the account.
   */
  domains: Domain[];
}

/**
 * Arguments of `list_messages` as the handler receives them: every property with a default is set.
 */
export interface ListMessagesInput {
  /**
   * Only sent (outbound) or only received (inbound) messages.
   */
  direction?: "outbound" | "inbound";
  /**
   * One of the account's sending domains, e.g. mail.example.com.
   */
  domain: DomainName;
  /**
   * Only inbound messages filed to this folder.
   */
  folder?: "inbox" | "spam";
  /**
   * Most messages to return, up to 100 (default 25).
   */
  limit: number;
}

/**
 * Arguments of `list_messages` as a client sends them: properties with a default may be left out.
 */
export interface ListMessagesClientInput {
  /**
   * Only sent (outbound) or only received (inbound) messages.
   */
  direction?: "outbound" | "inbound";
  /**
   * One of the account's sending domains, e.g. mail.example.com.
   */
  domain: DomainName;
  /**
   * Only inbound messages filed to this folder.
   */
  folder?: "inbox" | "spam";
  /**
   * Most messages to return, up to 100 (default 25).
   */
  limit?: number;
}

/**
 * Result of `list_messages` (structuredContent).
 */
export interface ListMessagesOutput {
  /**
   * The domain.
   */
  domain: DomainName;
  /**
   * Items: A sent or received message.
   */
  messages: Message[];
}

/**
 * Arguments of `remove_domain` as the handler receives them: every property with a default is set.
 */
export interface RemoveDomainInput {
  /**
   * Must be true to confirm the removal.
   */
  confirm: true;
  /**
   * The domain to remove, as add_domain or list_domains shows it.
   */
  name: DomainName;
}

/** Arguments of `remove_domain` as a client sends them: properties with a default may be left out. */
export type RemoveDomainClientInput = RemoveDomainInput;

/**
 * Result of `remove_domain` (structuredContent).
 */
export interface RemoveDomainOutput {
  /**
   * Delivery events deleted with the domain.
   */
  events_removed: number;
  /**
   * Messages (sent, queued and received) deleted with the domain.
   */
  messages_removed: number;
  /**
   * Bare domain name such as mail.example.com: labels of letters, digits and hyphens separated by dots, no scheme, path, port, wildcard or trailing dot. Internationalised names are accepted and normalised to their ASCII (xn--) form.
   */
  name: DomainName;
  removed: true;
  /**
   * The domain's state when it was removed.
   */
  status: DomainStatus;
}

/**
 * Arguments of `send_email` as the handler receives them: every property with a default is set.
 */
export interface SendEmailInput {
  /**
   * Verified sending domain of the account, e.g. mail.example.com.
   */
  domain: DomainName;
  /**
   * Sender; its address must belong to domain. A bare address (hello@mail.example.com) or an RFC 5322 name-addr with a display name ("Shop <news@mail.example.com>", quoted when the name has commas or other specials: "\"Shop, Inc.\" <news@mail.example.com>"). One mailbox, no group.
   */
  from: string;
  /**
   * HTML body.
   */
  html?: string;
  /**
   * Subject line, one line (no line breaks).
   */
  subject?: string;
  /**
   * true: screen the message and report, send nothing and spend no allowance. Default false.
   */
  test_mode: boolean;
  /**
   * Plain-text body.
   */
  text?: string;
  /**
   * Recipient address, or several separated by commas, e.g. 'a@example.org, b@example.net'. Each recipient costs one allowance unit.
   */
  to: string;
}

/**
 * Arguments of `send_email` as a client sends them: properties with a default may be left out.
 */
export interface SendEmailClientInput {
  /**
   * Verified sending domain of the account, e.g. mail.example.com.
   */
  domain: DomainName;
  /**
   * Sender; its address must belong to domain. A bare address (hello@mail.example.com) or an RFC 5322 name-addr with a display name ("Shop <news@mail.example.com>", quoted when the name has commas or other specials: "\"Shop, Inc.\" <news@mail.example.com>"). One mailbox, no group.
   */
  from: string;
  /**
   * HTML body.
   */
  html?: string;
  /**
   * Subject line, one line (no line breaks).
   */
  subject?: string;
  /**
   * true: screen the message and report, send nothing and spend no allowance. Default false.
   */
  test_mode?: boolean;
  /**
   * Plain-text body.
   */
  text?: string;
  /**
   * Recipient address, or several separated by commas, e.g. 'a@example.org, b@example.net'. Each recipient costs one allowance unit.
   */
  to: string;
}

/**
 * Result of `send_email` (structuredContent).
 */
export interface SendEmailOutput {
  /**
   * Units spent: one per recipient, 0 in test_mode.
   */
  allowance_spent: number;
  /**
   * Sending domain.
   */
  domain: DomainName;
  /**
   * Sender address (bare, without the display name).
   */
  from: EmailAddress;
  /**
   * Id to find the message's delivery events; null in test_mode.
   */
  message_id: string | null;
  /**
   * When the message was queued; null in test_mode.
   */
  queued_at: IsoDateTime | null;
  /**
   * Recipients after normalisation, duplicates removed.
   *
   * @minItems 1
   *
   * Items: One bare e-mail address, local@domain (no display name, no angle brackets).
   */
  recipients: EmailAddress[];
  /**
   * Allowance units left today after this send.
   */
  remaining_today: number;
  /**
   * queued: accepted for delivery (not yet delivered); screened: test_mode, nothing sent.
   */
  status: "queued" | "screened";
  test_mode: boolean;
  /**
   * Screening notes that did not stop the send (e.g. no plain-text part, empty subject).
   */
  warnings: string[];
}

/**
 * Arguments of `verify_domain` as the handler receives them: every property with a default is set.
 */
export interface VerifyDomainInput {
  /**
   * The domain to verify, as given to add_domain.
   */
  name: DomainName;
}

/** Arguments of `verify_domain` as a client sends them: properties with a default may be left out. */
export type VerifyDomainClientInput = VerifyDomainInput;

/**
 * Result of `verify_domain` (structuredContent).
 */
export interface VerifyDomainOutput {
  /**
   * True when this call moved the domain from pending_verification to active.
   */
  activated: boolean;
  /**
   * Required records that are missing or wrong (empty when active).
   *
   * Items: What a DNS record is for: spf (authorises the relay to send for the domain), dkim (public key for the relay's signatures), dmarc (suggested policy), mx (routes inbound mail to the relay).
   */
  blocking: RecordPurpose[];
  /**
   * True when DNS was read less than the minimum interval ago and this repeats that reading.
   */
  cached: boolean;
  /**
   * When DNS was read for this answer.
   */
  checked_at: IsoDateTime;
  /**
   * One entry per record: SPF, DKIM, DMARC, MX.
   */
  checks: {
    /**
     * The value to publish.
     */
    expected: string;
    /**
     * Relevant values DNS returned at name (TXT strings joined).
     */
    found: string[];
    /**
     * Name that was looked up.
     */
    name: string;
    /**
     * What is wrong and how to fix it; null when ok.
     */
    problem: string | null;
    /**
     * What a DNS record is for: spf (authorises the relay to send for the domain), dkim (public key for the relay's signatures), dmarc (suggested policy), mx (routes inbound mail to the relay).
     */
    purpose: RecordPurpose;
    /**
     * True when the domain needs this record to become active (SPF, DKIM).
     */
    required: boolean;
    /**
     * ok: published as expected; missing: nothing relevant found; mismatch: a record exists but is wrong (e.g. SPF without our include, a different DKIM key, two SPF records).
     */
    status: "ok" | "missing" | "mismatch";
    type: "TXT" | "MX";
  }[];
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Recipients the domain may send to per UTC day at its current rung.
   */
  daily_allowance: number;
  /**
   * The domain, lower case, in ASCII (xn--) form.
   */
  name: DomainName;
  /**
   * Earliest time a new DNS reading will be made; null when active.
   */
  next_check_at: IsoDateTime | null;
  /**
   * Wait at least this long before calling verify_domain again (minutes, not seconds; DNS propagation takes minutes to hours); null when active.
   */
  poll_after_seconds: number | null;
  /**
   * Allowance units left today.
   */
  remaining_today: number;
  /**
   * When the daily allowance resets (next midnight UTC).
   */
  resets_at: IsoDateTime;
  /**
   * True when sending from this domain is paused; get_sending_limits says why.
   */
  sending_paused: boolean;
  /**
   * Allowance units spent today (one per recipient).
   */
  sent_today: number;
  /**
   * pending_verification after add_domain (cannot send yet); active once verify_domain has seen the SPF and DKIM records.
   */
  status: DomainStatus;
  /**
   * True when the domain is active and can send.
   */
  verified: boolean;
  /**
   * When the domain became active; null while pending.
   */
  verified_at: IsoDateTime | null;
}
