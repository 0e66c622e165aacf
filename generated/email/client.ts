// Generated from spec/email.json by npm run generate. DO NOT EDIT.

import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { typedToolCall, type ToolCallOptions, type ToolOutcome } from "mcpforge/runtime";
import type * as S from "./server";
import type * as T from "./types";

/**
 * Typed client of the Email Relay Service: one method per tool over an SDK `Client` that is already
 * connected (HTTP or stdio). A method resolves to `{ ok: true, value }` with the tool's output, or
 * `{ ok: false, error }` with one of the tool's declared error codes; it throws only when the call
 * itself fails (connection lost, unknown tool).
 */
export class EmailClient {
  constructor(readonly client: Client) {}

  /**
   * Add sending domain
   *
   * Register a sending domain for the account and get the DNS records to publish: SPF (TXT at the domain), DKIM (TXT at <selector>._domainkey.<domain>, split into 255-byte strings), a suggested DMARC record and the MX record for inbound mail. The domain cannot send until verify_domain sees SPF and DKIM. Use a subdomain (e.g. mail.example.com) rather than the root so the root's own mail setup is untouched. Adding a domain the account already holds returns it again with the same records. A pending domain lapses 72 hours after it was added (EMAIL_PENDING_DOMAIN_TTL_HOURS) unless verified. The answer is the same whether or not another account has claimed the name: whoever publishes their own DKIM record verifies it. Sends nothing. Needs the account's API key.
   *
   * Errors: domain_limit_reached, internal_error, invalid_arguments, invalid_domain, not_implemented, rate_limited, unauthorized.
   */
  add_domain(
    args: T.AddDomainClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.AddDomainOutput, S.AddDomainErrorCode>> {
    return typedToolCall(this.client, "add_domain", args, options);
  }

  /**
   * Create account
   *
   * Create a relay account; needs no credentials, no card and no trial clock. Returns the account's API key once: store it now, it is never shown again. Present it on every later call as 'Authorization: Bearer <key>' (EMAIL_API_KEY when the server runs over stdio). The password (at least 12 characters) is only for the web console. Next: add_domain. Any contact address may be given for any number of accounts: the answer never says whether an address is already registered.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, rate_limited.
   */
  create_account(
    args: T.CreateAccountClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CreateAccountOutput, S.CreateAccountErrorCode>> {
    return typedToolCall(this.client, "create_account", args, options);
  }

  /**
   * Get delivery events
   *
   * Read delivery outcomes of messages sent from a domain, newest first: accepted, delivered, deferred (will retry), failed and bounced, one event per recipient and attempt, with the remote server's reply. Filter to one event type or one recipient. Read-only. Needs the account's API key.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  get_delivery_events(
    args: T.GetDeliveryEventsClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetDeliveryEventsOutput, S.GetDeliveryEventsErrorCode>> {
    return typedToolCall(this.client, "get_delivery_events", args, options);
  }

  /**
   * Get sending limits
   *
   * Report sending limits: the rung ladder of daily allowances, domains the account may hold and holds, the thresholds that pause sending, and, for a given domain, its allowance, what is left today, the next rung and exactly which criteria graduate it there, and whether sending is paused and why. Listed as a write tool: evaluating the domain may move it up a rung. Sends nothing and spends no allowance. Needs the account's API key.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  get_sending_limits(
    args?: T.GetSendingLimitsClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetSendingLimitsOutput, S.GetSendingLimitsErrorCode>> {
    return typedToolCall(this.client, "get_sending_limits", args, options);
  }

  /**
   * List sending domains
   *
   * List the account's sending domains with verification state, today's daily allowance and what is left of it. Read-only. Needs the account's API key.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, unauthorized.
   */
  list_domains(
    args?: T.ListDomainsClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.ListDomainsOutput, S.ListDomainsErrorCode>> {
    return typedToolCall(this.client, "list_domains", args, options);
  }

  /**
   * List messages
   *
   * List recent messages of a domain, newest first: sent (outbound, with per-recipient outcome) and received (inbound, filed to inbox or spam after SPF/DKIM/DMARC checks), with their bodies. Filter by direction and folder (folders apply to inbound mail). Read-only. Needs the account's API key.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  list_messages(
    args: T.ListMessagesClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.ListMessagesOutput, S.ListMessagesErrorCode>> {
    return typedToolCall(this.client, "list_messages", args, options);
  }

  /**
   * Remove domain
   *
   * Remove a sending domain from the account for good, with its stored messages and delivery events; queued messages are not delivered. Frees the name and one of the account's domain places. Requires confirm: true, otherwise nothing is removed. Needs the account's API key.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  remove_domain(
    args: T.RemoveDomainClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.RemoveDomainOutput, S.RemoveDomainErrorCode>> {
    return typedToolCall(this.client, "remove_domain", args, options);
  }

  /**
   * Send e-mail
   *
   * Queue one message from a verified domain to one or more recipients (to: comma-separated). Success means queued, not delivered: read the outcome with get_delivery_events. Spends one unit of the domain's daily allowance per recipient. With test_mode true the message is screened exactly as a real send (addresses, domain state, from, size, allowance) but nothing is sent and nothing is spent. Refused when the domain is unverified, the from address is outside the domain, the allowance is exhausted or sending is paused. Needs the account's API key.
   *
   * Errors: allowance_exhausted, domain_unverified, from_not_in_domain, internal_error, invalid_arguments, invalid_recipient, message_too_large, not_found, not_implemented, rate_limited, sending_paused, unauthorized.
   */
  send_email(
    args: T.SendEmailClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.SendEmailOutput, S.SendEmailErrorCode>> {
    return typedToolCall(this.client, "send_email", args, options);
  }

  /**
   * Verify sending domain
   *
   * Re-read the domain's DNS now and activate the domain when the SPF record authorises the relay and the published DKIM key matches. The answer lists every record as ok, missing or mismatch with what to publish, and when to try again. Poll every few minutes, not seconds: DNS changes take minutes to hours, and a call within the minimum interval returns the previous reading (cached true). Sends no mail. Needs the account's API key. Verifying removes other accounts' pending claims on the name; if another account already holds it active, the call answers domain_taken (only after this account's DNS records proved control).
   *
   * Errors: dns_lookup_failed, domain_taken, internal_error, invalid_arguments, not_found, not_implemented, rate_limited, unauthorized.
   */
  verify_domain(
    args: T.VerifyDomainClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.VerifyDomainOutput, S.VerifyDomainErrorCode>> {
    return typedToolCall(this.client, "verify_domain", args, options);
  }
}
