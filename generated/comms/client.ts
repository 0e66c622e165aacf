// Generated from spec/comms.json by npm run generate. DO NOT EDIT.

import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { typedToolCall, type ToolCallOptions, type ToolOutcome } from "mcpforge/runtime";
import type * as S from "./server";
import type * as T from "./types";

/**
 * Typed client of the Tenant Messaging and CRM Service: one method per tool over an SDK `Client` that is already
 * connected (HTTP or stdio). A method resolves to `{ ok: true, value }` with the tool's output, or
 * `{ ok: false, error }` with one of the tool's declared error codes; it throws only when the call
 * itself fails (connection lost, unknown tool).
 */
export class CommsClient {
  constructor(readonly client: Client) {}

  /**
   * Create API key
   *
   * Create an API key for the organization with the given scopes. The secret is returned once, in this result only; store it now, it is never shown again (listings show the key without it). Grant only the scopes the caller needs: crm:read for CRM reads, crm:write for CRM changes, messages:send for sending, organization:read for organization data.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_api_key_create(
    args: T.CommsvcApiKeyCreateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcApiKeyCreateOutput, S.CommsvcApiKeyCreateErrorCode>> {
    return typedToolCall(this.client, "commsvc_api_key_create", args, options);
  }

  /**
   * Revoke API key
   *
   * Revoke an API key of the organization at once and for good: calls presenting it are refused from now on. Revoking an already revoked key changes nothing and returns it again. Create a new key with commsvc_api_key_create if access is still needed.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_api_key_revoke(
    args: T.CommsvcApiKeyRevokeClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcApiKeyRevokeOutput, S.CommsvcApiKeyRevokeErrorCode>> {
    return typedToolCall(this.client, "commsvc_api_key_revoke", args, options);
  }

  /**
   * List API keys
   *
   * List the organization's API keys with name, scopes, status and last use. Secrets are never included.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_api_keys(
    args: T.CommsvcApiKeysClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcApiKeysOutput, S.CommsvcApiKeysErrorCode>> {
    return typedToolCall(this.client, "commsvc_api_keys", args, options);
  }

  /**
   * Create audience
   *
   * Create an audience: static (add contacts one by one with commsvc_audience_member_add) or saved_segment (defined by filter, which is required for this kind). Creating an audience sends nothing; use its audience_id in commsvc_campaign_create.
   *
   * Errors: filter_not_allowed, forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_audience_create(
    args: T.CommsvcAudienceCreateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcAudienceCreateOutput, S.CommsvcAudienceCreateErrorCode>> {
    return typedToolCall(this.client, "commsvc_audience_create", args, options);
  }

  /**
   * Delete audience
   *
   * Delete an audience. The contacts themselves stay in the CRM; only the grouping is removed. An audience used by a campaign that has not finished cannot be deleted (in_use).
   *
   * Errors: forbidden, in_use, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_audience_delete(
    args: T.CommsvcAudienceDeleteClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcAudienceDeleteOutput, S.CommsvcAudienceDeleteErrorCode>> {
    return typedToolCall(this.client, "commsvc_audience_delete", args, options);
  }

  /**
   * Get audience
   *
   * Read one audience: name, kind, filter and member count.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_audience_get(
    args: T.CommsvcAudienceGetClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcAudienceGetOutput, S.CommsvcAudienceGetErrorCode>> {
    return typedToolCall(this.client, "commsvc_audience_get", args, options);
  }

  /**
   * Add audience member
   *
   * Add a CRM contact to a static audience. Adding a contact that is already a member changes nothing. Membership alone does not make a contact eligible for marketing: consent is recorded with commsvc_contact_marketing_put.
   *
   * Errors: audience_not_static, forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_audience_member_add(
    args: T.CommsvcAudienceMemberAddClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcAudienceMemberAddOutput, S.CommsvcAudienceMemberAddErrorCode>> {
    return typedToolCall(this.client, "commsvc_audience_member_add", args, options);
  }

  /**
   * Remove audience member
   *
   * Remove a CRM contact from a static audience; the contact stays in the CRM. Removing a contact that is not a member changes nothing.
   *
   * Errors: audience_not_static, forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_audience_member_remove(
    args: T.CommsvcAudienceMemberRemoveClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcAudienceMemberRemoveOutput, S.CommsvcAudienceMemberRemoveErrorCode>> {
    return typedToolCall(this.client, "commsvc_audience_member_remove", args, options);
  }

  /**
   * List audience members
   *
   * List the contacts of a static audience, a page at a time, with their CRM url. Saved segments have no stored members.
   *
   * Errors: audience_not_static, forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_audience_members(
    args: T.CommsvcAudienceMembersClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcAudienceMembersOutput, S.CommsvcAudienceMembersErrorCode>> {
    return typedToolCall(this.client, "commsvc_audience_members", args, options);
  }

  /**
   * Update audience
   *
   * Rename an audience or replace a saved segment's filter; only the fields sent change. The kind cannot change, and a static audience takes no filter (filter_not_allowed). Campaigns already launched keep the recipients they resolved at launch.
   *
   * Errors: filter_not_allowed, forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_audience_update(
    args: T.CommsvcAudienceUpdateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcAudienceUpdateOutput, S.CommsvcAudienceUpdateErrorCode>> {
    return typedToolCall(this.client, "commsvc_audience_update", args, options);
  }

  /**
   * List audiences
   *
   * List the organization's audiences, a page at a time; pass next_cursor back as cursor for the next page.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_audiences(
    args: T.CommsvcAudiencesClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcAudiencesOutput, S.CommsvcAudiencesErrorCode>> {
    return typedToolCall(this.client, "commsvc_audiences", args, options);
  }

  /**
   * Audit events
   *
   * List the organization's audit events (who did what, when), newest first, a page at a time. Read-only.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_audit(
    args: T.CommsvcAuditClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcAuditOutput, S.CommsvcAuditErrorCode>> {
    return typedToolCall(this.client, "commsvc_audit", args, options);
  }

  /**
   * Billing entitlements
   *
   * Read the organization's billing entitlements (passes and top-ups) and the number of sends still available. Moves no money.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_billing(
    args: T.CommsvcBillingClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcBillingOutput, S.CommsvcBillingErrorCode>> {
    return typedToolCall(this.client, "commsvc_billing", args, options);
  }

  /**
   * Billing catalog
   *
   * List what can be bought (a pass and top-ups), their prices and the x402 payment network. Needs no organization and moves no money; buy with commsvc_billing_purchase.
   *
   * Errors: internal_error, invalid_arguments, not_implemented.
   */
  commsvc_billing_catalog(
    args?: T.CommsvcBillingCatalogClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcBillingCatalogOutput, S.CommsvcBillingCatalogErrorCode>> {
    return typedToolCall(this.client, "commsvc_billing_catalog", args, options);
  }

  /**
   * Buy pass or top-up
   *
   * Buy a pass or a top-up for the organization through x402 (v1, scheme exact, USDC on base). Without payment the result carries the x402 challenge: sign an EIP-3009 transferWithAuthorization for it and repeat the call with the same idempotency_key and the payment payload (the X-PAYMENT header JSON) in payment. The payment is verified and settled on chain by the service's x402 facilitator; once the transfer is confirmed the entitlement is granted, once per key, and carries the transaction hash. A payer whose balance is short is refused with payment_failed; without a configured facilitator every payment is refused with payment_unavailable. This spends money; see prices with commsvc_billing_catalog first. idempotency_key is 8 to 128 characters of letters, digits and _ . : - (a UUID fits).
   *
   * Errors: forbidden, idempotency_conflict, internal_error, invalid_arguments, not_found, not_implemented, payment_amount_mismatch, payment_expired, payment_failed, payment_invalid, payment_nonce_used, payment_unavailable, unauthorized.
   */
  commsvc_billing_purchase(
    args: T.CommsvcBillingPurchaseClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcBillingPurchaseOutput, S.CommsvcBillingPurchaseErrorCode>> {
    return typedToolCall(this.client, "commsvc_billing_purchase", args, options);
  }

  /**
   * Create campaign
   *
   * Create a marketing campaign as a draft from an active sending domain, an audience and a published marketing template; the template version is frozen into the campaign. Nothing is sent: launch it with commsvc_campaign_launch.
   *
   * Errors: domain_not_active, forbidden, internal_error, invalid_arguments, not_found, not_implemented, template_not_published, unauthorized.
   */
  commsvc_campaign_create(
    args: T.CommsvcCampaignCreateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCampaignCreateOutput, S.CommsvcCampaignCreateErrorCode>> {
    return typedToolCall(this.client, "commsvc_campaign_create", args, options);
  }

  /**
   * Get campaign
   *
   * Read one campaign: its content references, frozen template version, status and schedule.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_campaign_get(
    args: T.CommsvcCampaignGetClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCampaignGetOutput, S.CommsvcCampaignGetErrorCode>> {
    return typedToolCall(this.client, "commsvc_campaign_get", args, options);
  }

  /**
   * Launch campaign
   *
   * Freeze a draft campaign and launch it now, or schedule it when scheduled_for is given; recipients are the audience's consenting, unsuppressed contacts at launch. Sends real e-mail and uses the organization's available sends. Idempotent per key: repeating the call with the same key returns the first result and sends nothing more. Follow it with commsvc_campaign_report. idempotency_key is 8 to 128 characters of letters, digits and _ . : - (a UUID fits).
   *
   * Errors: busy, domain_not_active, forbidden, idempotency_conflict, internal_error, invalid_arguments, invalid_status_transition, not_found, not_implemented, quota_exceeded, rate_limited, relay_not_configured, scheduled_for_in_past, sends_exhausted, template_not_published, unauthorized.
   */
  commsvc_campaign_launch(
    args: T.CommsvcCampaignLaunchClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCampaignLaunchOutput, S.CommsvcCampaignLaunchErrorCode>> {
    return typedToolCall(this.client, "commsvc_campaign_launch", args, options);
  }

  /**
   * Campaign report
   *
   * Report a campaign's outcome for every audience member, reconciling deliveries with feedback: members and recipients at launch, members excluded at launch with the reason (no consent, unsubscribed, suppressed, no first name for a template that needs one), then queued, sent, delivered, deferred, bounced, failed, complaints, unsubscribes and suppressions since launch, with rates.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_campaign_report(
    args: T.CommsvcCampaignReportClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCampaignReportOutput, S.CommsvcCampaignReportErrorCode>> {
    return typedToolCall(this.client, "commsvc_campaign_report", args, options);
  }

  /**
   * Update, pause, resume or cancel campaign
   *
   * Edit a draft campaign (name, domain, audience, template, version; only the fields sent change) or change its status: paused stops sending, sending resumes a paused campaign, cancelled stops it for good (recipients not yet sent to are never sent to). Content of a launched campaign is frozen (campaign_frozen).
   *
   * Errors: campaign_frozen, domain_not_active, forbidden, internal_error, invalid_arguments, invalid_status_transition, not_found, not_implemented, template_not_published, unauthorized.
   */
  commsvc_campaign_update(
    args: T.CommsvcCampaignUpdateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCampaignUpdateOutput, S.CommsvcCampaignUpdateErrorCode>> {
    return typedToolCall(this.client, "commsvc_campaign_update", args, options);
  }

  /**
   * List campaigns
   *
   * List the organization's campaigns with their status, newest first.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_campaigns(
    args: T.CommsvcCampaignsClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCampaignsOutput, S.CommsvcCampaignsErrorCode>> {
    return typedToolCall(this.client, "commsvc_campaigns", args, options);
  }

  /**
   * Get contact file
   *
   * Download a contact file made by commsvc_contacts_export: the CSV inline and an absolute download URL, valid until the file expires seven days after creation.
   *
   * Errors: expired, forbidden, internal_error, invalid_arguments, not_found, not_implemented, not_ready, unauthorized.
   */
  commsvc_contact_file_get(
    args: T.CommsvcContactFileGetClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcContactFileGetOutput, S.CommsvcContactFileGetErrorCode>> {
    return typedToolCall(this.client, "commsvc_contact_file_get", args, options);
  }

  /**
   * Confirm contact import
   *
   * Confirm a previewed import: its valid rows are imported as contacts with the declared consent; rows with errors are skipped. The idempotency key makes the import happen once: repeating the call with the same key returns the same result. Follow progress with commsvc_contact_import_get. idempotency_key is 8 to 128 characters of letters, digits and _ . : - (a UUID fits).
   *
   * Errors: busy, forbidden, idempotency_conflict, import_state_conflict, internal_error, invalid_arguments, not_found, not_implemented, quota_exceeded, rate_limited, unauthorized.
   */
  commsvc_contact_import_confirm(
    args: T.CommsvcContactImportConfirmClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcContactImportConfirmOutput, S.CommsvcContactImportConfirmErrorCode>> {
    return typedToolCall(this.client, "commsvc_contact_import_confirm", args, options);
  }

  /**
   * List contact import errors
   *
   * List the row-level errors of an import in a deterministic order (by row, then column), a page at a time; the same import always yields the same list.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_contact_import_errors(
    args: T.CommsvcContactImportErrorsClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcContactImportErrorsOutput, S.CommsvcContactImportErrorsErrorCode>> {
    return typedToolCall(this.client, "commsvc_contact_import_errors", args, options);
  }

  /**
   * Get contact import
   *
   * Read one import: status, row counts and, once completed, how many contacts were created or updated.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_contact_import_get(
    args: T.CommsvcContactImportGetClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcContactImportGetOutput, S.CommsvcContactImportGetErrorCode>> {
    return typedToolCall(this.client, "commsvc_contact_import_get", args, options);
  }

  /**
   * Preview contact import
   *
   * Upload a CSV of contacts (at most 5 MB and 10,000 data rows, header row first) with a mapping from CSV columns to contact fields and the consent every row was collected under, and get a preview: row counts and row-level errors. Nothing is imported yet: confirm with commsvc_contact_import_confirm using the returned import_id.
   *
   * Errors: busy, csv_too_large, csv_too_many_rows, csv_unreadable, forbidden, internal_error, invalid_arguments, invalid_mapping, not_found, not_implemented, quota_exceeded, rate_limited, unauthorized.
   */
  commsvc_contact_import_preview(
    args: T.CommsvcContactImportPreviewClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcContactImportPreviewOutput, S.CommsvcContactImportPreviewErrorCode>> {
    return typedToolCall(this.client, "commsvc_contact_import_preview", args, options);
  }

  /**
   * List contact imports
   *
   * List the organization's contact imports, newest first, a page at a time.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_contact_imports(
    args: T.CommsvcContactImportsClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcContactImportsOutput, S.CommsvcContactImportsErrorCode>> {
    return typedToolCall(this.client, "commsvc_contact_imports", args, options);
  }

  /**
   * Get contact marketing consent
   *
   * Read a contact's marketing consent (basis, source, capture time) and preference: whether campaigns may reach them, unsubscribed or suppressed.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_contact_marketing_get(
    args: T.CommsvcContactMarketingGetClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcContactMarketingGetOutput, S.CommsvcContactMarketingGetErrorCode>> {
    return typedToolCall(this.client, "commsvc_contact_marketing_get", args, options);
  }

  /**
   * Record contact marketing consent
   *
   * Record the marketing consent of one contact, replacing the current record (the previous one stays in the audit trail). Recording consent sends nothing. An unsubscription holds until the contact's own new explicit opt-in: basis explicit with evidence, captured after the unsubscription; any other record leaves the contact unsubscribed. A captured_at in the future is refused.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_contact_marketing_put(
    args: T.CommsvcContactMarketingPutClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcContactMarketingPutOutput, S.CommsvcContactMarketingPutErrorCode>> {
    return typedToolCall(this.client, "commsvc_contact_marketing_put", args, options);
  }

  /**
   * Send a double opt-in e-mail
   *
   * Send a contact a double opt-in e-mail through the e-mail relay, from the sending domain named: a link to /comms/confirm/<token> (signed, valid 7 days) whose page asks the contact to confirm. The confirmation (a POST from that page) records basis explicit with evidence 'double opt-in confirmed …' and lifts an unsubscription made before this request; opening the link changes nothing. Changes no consent by itself. At most one request per contact per hour; a suppressed contact (hard bounce, complaint) is refused.
   *
   * Errors: contact_suppressed, domain_not_active, forbidden, internal_error, invalid_arguments, not_found, not_implemented, rate_limited, relay_not_configured, relay_refused, unauthorized.
   */
  commsvc_contact_optin_request(
    args: T.CommsvcContactOptinRequestClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcContactOptinRequestOutput, S.CommsvcContactOptinRequestErrorCode>> {
    return typedToolCall(this.client, "commsvc_contact_optin_request", args, options);
  }

  /**
   * Export contacts
   *
   * Start a CSV export of all the organization's contacts. Returns a contact file that is available for seven days; fetch it with commsvc_contact_file_get before it expires. Changes no contact.
   *
   * Errors: busy, forbidden, internal_error, invalid_arguments, not_found, not_implemented, quota_exceeded, rate_limited, unauthorized.
   */
  commsvc_contacts_export(
    args: T.CommsvcContactsExportClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcContactsExportOutput, S.CommsvcContactsExportErrorCode>> {
    return typedToolCall(this.client, "commsvc_contacts_export", args, options);
  }

  /**
   * Resolve organization context
   *
   * Resolve who is calling: the organization the presented API key belongs to, and the key's scopes. Takes no arguments; call it first to learn the organization_id every other tool needs.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, unauthorized.
   */
  commsvc_context(
    args?: T.CommsvcContextClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcContextOutput, S.CommsvcContextErrorCode>> {
    return typedToolCall(this.client, "commsvc_context", args, options);
  }

  /**
   * Create CRM activity
   *
   * Record an activity (call, meeting, note…) in the CRM, optionally on a deal. Returns the created activity with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_activities_create(
    args: T.CommsvcCrmActivitiesCreateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmActivitiesCreateOutput, S.CommsvcCrmActivitiesCreateErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_activities_create", args, options);
  }

  /**
   * Delete CRM activity
   *
   * Delete a CRM activity for good. Needs an API key with crm:write on the organization. A missing or foreign id is not_found.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_activities_delete(
    args: T.CommsvcCrmActivitiesDeleteClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmActivitiesDeleteOutput, S.CommsvcCrmActivitiesDeleteErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_activities_delete", args, options);
  }

  /**
   * Get CRM activity
   *
   * Read one CRM activity by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_activities_get(
    args: T.CommsvcCrmActivitiesGetClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmActivitiesGetOutput, S.CommsvcCrmActivitiesGetErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_activities_get", args, options);
  }

  /**
   * List CRM activities
   *
   * List CRM activities matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_activities_list(
    args: T.CommsvcCrmActivitiesListClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmActivitiesListOutput, S.CommsvcCrmActivitiesListErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_activities_list", args, options);
  }

  /**
   * Update CRM activity
   *
   * Change fields of a CRM activity; only the fields sent change, the others keep their values. Returns the updated activity. Needs an API key with crm:write on the organization.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_activities_update(
    args: T.CommsvcCrmActivitiesUpdateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmActivitiesUpdateOutput, S.CommsvcCrmActivitiesUpdateErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_activities_update", args, options);
  }

  /**
   * Create CRM company
   *
   * Create a company in the CRM. Returns the created company with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_companies_create(
    args: T.CommsvcCrmCompaniesCreateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmCompaniesCreateOutput, S.CommsvcCrmCompaniesCreateErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_companies_create", args, options);
  }

  /**
   * Delete CRM company
   *
   * Delete a CRM company for good; its contacts stay and lose their company_id. Needs an API key with crm:write on the organization. A missing or foreign id is not_found.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_companies_delete(
    args: T.CommsvcCrmCompaniesDeleteClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmCompaniesDeleteOutput, S.CommsvcCrmCompaniesDeleteErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_companies_delete", args, options);
  }

  /**
   * Get CRM company
   *
   * Read one CRM company by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_companies_get(
    args: T.CommsvcCrmCompaniesGetClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmCompaniesGetOutput, S.CommsvcCrmCompaniesGetErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_companies_get", args, options);
  }

  /**
   * List CRM companies
   *
   * List CRM companies matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_companies_list(
    args: T.CommsvcCrmCompaniesListClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmCompaniesListOutput, S.CommsvcCrmCompaniesListErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_companies_list", args, options);
  }

  /**
   * Update CRM company
   *
   * Change fields of a CRM company; only the fields sent change, the others keep their values. Returns the updated company. Needs an API key with crm:write on the organization.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_companies_update(
    args: T.CommsvcCrmCompaniesUpdateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmCompaniesUpdateOutput, S.CommsvcCrmCompaniesUpdateErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_companies_update", args, options);
  }

  /**
   * Create CRM contact
   *
   * Create a contact in the CRM. Creating a contact gives it no marketing consent: record that with commsvc_contact_marketing_put. Returns the created contact with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.
   *
   * Errors: already_exists, forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_contacts_create(
    args: T.CommsvcCrmContactsCreateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmContactsCreateOutput, S.CommsvcCrmContactsCreateErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_contacts_create", args, options);
  }

  /**
   * Delete CRM contact
   *
   * Delete a CRM contact for good, with its marketing consent and audience memberships. Needs an API key with crm:write on the organization. A missing or foreign id is not_found.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_contacts_delete(
    args: T.CommsvcCrmContactsDeleteClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmContactsDeleteOutput, S.CommsvcCrmContactsDeleteErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_contacts_delete", args, options);
  }

  /**
   * Get CRM contact
   *
   * Read one CRM contact by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_contacts_get(
    args: T.CommsvcCrmContactsGetClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmContactsGetOutput, S.CommsvcCrmContactsGetErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_contacts_get", args, options);
  }

  /**
   * List CRM contacts
   *
   * List CRM contacts matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_contacts_list(
    args: T.CommsvcCrmContactsListClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmContactsListOutput, S.CommsvcCrmContactsListErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_contacts_list", args, options);
  }

  /**
   * Update CRM contact
   *
   * Change fields of a CRM contact; only the fields sent change, the others keep their values. Returns the updated contact. Needs an API key with crm:write on the organization.
   *
   * Errors: already_exists, forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_contacts_update(
    args: T.CommsvcCrmContactsUpdateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmContactsUpdateOutput, S.CommsvcCrmContactsUpdateErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_contacts_update", args, options);
  }

  /**
   * Create CRM deal
   *
   * Create a deal in a pipeline stage; value_minor is an integer in minor currency units (cents), with an ISO 4217 currency. Returns the created deal with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, stage_not_in_pipeline, unauthorized.
   */
  commsvc_crm_deals_create(
    args: T.CommsvcCrmDealsCreateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmDealsCreateOutput, S.CommsvcCrmDealsCreateErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_deals_create", args, options);
  }

  /**
   * Delete CRM deal
   *
   * Delete a CRM deal for good; its activities and tasks stay and lose their deal_id. Needs an API key with crm:write on the organization. A missing or foreign id is not_found.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_deals_delete(
    args: T.CommsvcCrmDealsDeleteClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmDealsDeleteOutput, S.CommsvcCrmDealsDeleteErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_deals_delete", args, options);
  }

  /**
   * Get CRM deal
   *
   * Read one CRM deal by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_deals_get(
    args: T.CommsvcCrmDealsGetClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmDealsGetOutput, S.CommsvcCrmDealsGetErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_deals_get", args, options);
  }

  /**
   * List CRM deals
   *
   * List CRM deals matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_deals_list(
    args: T.CommsvcCrmDealsListClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmDealsListOutput, S.CommsvcCrmDealsListErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_deals_list", args, options);
  }

  /**
   * Update CRM deal
   *
   * Change fields of a CRM deal; only the fields sent change, the others keep their values. Returns the updated deal. Needs an API key with crm:write on the organization.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, stage_not_in_pipeline, unauthorized.
   */
  commsvc_crm_deals_update(
    args: T.CommsvcCrmDealsUpdateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmDealsUpdateOutput, S.CommsvcCrmDealsUpdateErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_deals_update", args, options);
  }

  /**
   * Create CRM pipeline
   *
   * Create a sales pipeline, optionally with its stage names in order (each becomes a stage). Returns the created pipeline with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_pipelines_create(
    args: T.CommsvcCrmPipelinesCreateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmPipelinesCreateOutput, S.CommsvcCrmPipelinesCreateErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_pipelines_create", args, options);
  }

  /**
   * Delete CRM pipeline
   *
   * Delete a CRM pipeline and its stages for good; refused while it holds deals (in_use). Needs an API key with crm:write on the organization. A missing or foreign id is not_found.
   *
   * Errors: forbidden, in_use, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_pipelines_delete(
    args: T.CommsvcCrmPipelinesDeleteClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmPipelinesDeleteOutput, S.CommsvcCrmPipelinesDeleteErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_pipelines_delete", args, options);
  }

  /**
   * Get CRM pipeline
   *
   * Read one CRM pipeline by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_pipelines_get(
    args: T.CommsvcCrmPipelinesGetClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmPipelinesGetOutput, S.CommsvcCrmPipelinesGetErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_pipelines_get", args, options);
  }

  /**
   * List CRM pipelines
   *
   * List CRM pipelines matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_pipelines_list(
    args: T.CommsvcCrmPipelinesListClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmPipelinesListOutput, S.CommsvcCrmPipelinesListErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_pipelines_list", args, options);
  }

  /**
   * Update CRM pipeline
   *
   * Change fields of a CRM pipeline; only the fields sent change, the others keep their values. stages replaces the ordered list: names kept keep their stage and deals, new names become stages, and a removed stage must hold no deals (in_use). Returns the updated pipeline. Needs an API key with crm:write on the organization.
   *
   * Errors: forbidden, in_use, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_pipelines_update(
    args: T.CommsvcCrmPipelinesUpdateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmPipelinesUpdateOutput, S.CommsvcCrmPipelinesUpdateErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_pipelines_update", args, options);
  }

  /**
   * Create CRM stage
   *
   * Add a stage to a pipeline at position (0 = first; default last) with a win probability in percent. Returns the created stage with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.
   *
   * Errors: already_exists, forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_stages_create(
    args: T.CommsvcCrmStagesCreateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmStagesCreateOutput, S.CommsvcCrmStagesCreateErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_stages_create", args, options);
  }

  /**
   * Delete CRM stage
   *
   * Delete a stage of a pipeline for good; refused while it holds deals (in_use). Needs an API key with crm:write on the organization. A missing or foreign id is not_found.
   *
   * Errors: forbidden, in_use, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_stages_delete(
    args: T.CommsvcCrmStagesDeleteClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmStagesDeleteOutput, S.CommsvcCrmStagesDeleteErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_stages_delete", args, options);
  }

  /**
   * Get CRM stage
   *
   * Read one CRM stage by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_stages_get(
    args: T.CommsvcCrmStagesGetClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmStagesGetOutput, S.CommsvcCrmStagesGetErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_stages_get", args, options);
  }

  /**
   * List CRM stages
   *
   * List CRM stages of one pipeline, in position order, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_stages_list(
    args: T.CommsvcCrmStagesListClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmStagesListOutput, S.CommsvcCrmStagesListErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_stages_list", args, options);
  }

  /**
   * Update CRM stage
   *
   * Change fields of a CRM stage; only the fields sent change, the others keep their values. Returns the updated stage. Needs an API key with crm:write on the organization.
   *
   * Errors: already_exists, forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_stages_update(
    args: T.CommsvcCrmStagesUpdateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmStagesUpdateOutput, S.CommsvcCrmStagesUpdateErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_stages_update", args, options);
  }

  /**
   * Create CRM task
   *
   * Create a task, optionally on a deal; status defaults to open. Returns the created task with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_tasks_create(
    args: T.CommsvcCrmTasksCreateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmTasksCreateOutput, S.CommsvcCrmTasksCreateErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_tasks_create", args, options);
  }

  /**
   * Delete CRM task
   *
   * Delete a CRM task for good. Needs an API key with crm:write on the organization. A missing or foreign id is not_found.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_tasks_delete(
    args: T.CommsvcCrmTasksDeleteClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmTasksDeleteOutput, S.CommsvcCrmTasksDeleteErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_tasks_delete", args, options);
  }

  /**
   * Get CRM task
   *
   * Read one CRM task by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_tasks_get(
    args: T.CommsvcCrmTasksGetClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmTasksGetOutput, S.CommsvcCrmTasksGetErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_tasks_get", args, options);
  }

  /**
   * List CRM tasks
   *
   * List CRM tasks matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_tasks_list(
    args: T.CommsvcCrmTasksListClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmTasksListOutput, S.CommsvcCrmTasksListErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_tasks_list", args, options);
  }

  /**
   * Update CRM task
   *
   * Change fields of a CRM task; only the fields sent change, the others keep their values. Returns the updated task. Needs an API key with crm:write on the organization.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_crm_tasks_update(
    args: T.CommsvcCrmTasksUpdateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcCrmTasksUpdateOutput, S.CommsvcCrmTasksUpdateErrorCode>> {
    return typedToolCall(this.client, "commsvc_crm_tasks_update", args, options);
  }

  /**
   * Create data export
   *
   * Start a JSON export of all the organization's data. The export is available for seven days; list it with commsvc_data_exports and fetch it with commsvc_data_export_download. Changes no data.
   *
   * Errors: busy, forbidden, internal_error, invalid_arguments, not_found, not_implemented, quota_exceeded, rate_limited, unauthorized.
   */
  commsvc_data_export_create(
    args: T.CommsvcDataExportCreateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcDataExportCreateOutput, S.CommsvcDataExportCreateErrorCode>> {
    return typedToolCall(this.client, "commsvc_data_export_create", args, options);
  }

  /**
   * Download data export
   *
   * Download a data export: the JSON export inline and an absolute download URL, valid until it expires seven days after creation.
   *
   * Errors: expired, export_failed, export_too_large, forbidden, internal_error, invalid_arguments, not_found, not_implemented, not_ready, unauthorized.
   */
  commsvc_data_export_download(
    args: T.CommsvcDataExportDownloadClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcDataExportDownloadOutput, S.CommsvcDataExportDownloadErrorCode>> {
    return typedToolCall(this.client, "commsvc_data_export_download", args, options);
  }

  /**
   * List data exports
   *
   * List the organization's data exports with status and expiry.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_data_exports(
    args: T.CommsvcDataExportsClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcDataExportsOutput, S.CommsvcDataExportsErrorCode>> {
    return typedToolCall(this.client, "commsvc_data_exports", args, options);
  }

  /**
   * Replay dead letter
   *
   * Queue one campaign or webhook dead letter for delivery again; the record is marked replayed and a new failure produces a new dead letter. Sends to the outside world.
   *
   * Errors: already_replayed, forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_dead_letter_replay(
    args: T.CommsvcDeadLetterReplayClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcDeadLetterReplayOutput, S.CommsvcDeadLetterReplayErrorCode>> {
    return typedToolCall(this.client, "commsvc_dead_letter_replay", args, options);
  }

  /**
   * List dead letters
   *
   * List the organization's dead letters: campaign e-mails and webhook deliveries that failed for good, with their last error. Replay one with commsvc_dead_letter_replay.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_dead_letters(
    args: T.CommsvcDeadLettersClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcDeadLettersOutput, S.CommsvcDeadLettersErrorCode>> {
    return typedToolCall(this.client, "commsvc_dead_letters", args, options);
  }

  /**
   * Cancel tenant erasure
   *
   * Cancel a scheduled erasure of the organization before it starts; no data is touched.
   *
   * Errors: deletion_not_scheduled, forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_deletion_cancel(
    args: T.CommsvcDeletionCancelClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcDeletionCancelOutput, S.CommsvcDeletionCancelErrorCode>> {
    return typedToolCall(this.client, "commsvc_deletion_cancel", args, options);
  }

  /**
   * Get deletion request
   *
   * Read the organization's latest deletion request (scheduled, cancelled or completed) and when erasure happens; request is null when there has never been one.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_deletion_request(
    args: T.CommsvcDeletionRequestClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcDeletionRequestOutput, S.CommsvcDeletionRequestErrorCode>> {
    return typedToolCall(this.client, "commsvc_deletion_request", args, options);
  }

  /**
   * Schedule tenant erasure
   *
   * Schedule the erasure of the whole organization and all its data, seven days from now. confirmation must be exactly 'delete <organization_id>' for this organization. Until the erasure starts it can be cancelled with commsvc_deletion_cancel; afterwards nothing can be recovered. Take a commsvc_data_export_create first if the data is needed.
   *
   * Errors: confirmation_mismatch, deletion_already_scheduled, forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_deletion_schedule(
    args: T.CommsvcDeletionScheduleClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcDeletionScheduleOutput, S.CommsvcDeletionScheduleErrorCode>> {
    return typedToolCall(this.client, "commsvc_deletion_schedule", args, options);
  }

  /**
   * Deliverability and backlog
   *
   * Report the organization's deliverability aggregates (sent, delivered, bounced, complaints and their rates over the last 30 days) and the current sending backlog (queued, scheduled, retrying, dead letters).
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_deliverability(
    args: T.CommsvcDeliverabilityClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcDeliverabilityOutput, S.CommsvcDeliverabilityErrorCode>> {
    return typedToolCall(this.client, "commsvc_deliverability", args, options);
  }

  /**
   * Add sending domain
   *
   * Bind a sending domain to the organization: a domain the e-mail relay has verified (add_domain, verify_domain) for the relay account whose API key is given. Campaigns from it are submitted to the relay over SMTP with that key, which is stored encrypted and never shown again.
   *
   * Errors: already_exists, domain_unverified, forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_domain_add(
    args: T.CommsvcDomainAddClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcDomainAddOutput, S.CommsvcDomainAddErrorCode>> {
    return typedToolCall(this.client, "commsvc_domain_add", args, options);
  }

  /**
   * List sending domains
   *
   * List the organization's sending domains, oldest first.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_domain_list(
    args: T.CommsvcDomainListClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcDomainListOutput, S.CommsvcDomainListErrorCode>> {
    return typedToolCall(this.client, "commsvc_domain_list", args, options);
  }

  /**
   * Create organization
   *
   * Create an organization (tenant). Needs no credentials. Returns the organization_id and an owner API key holding every scope; the key's secret is shown once, in this result only: store it now and present it as 'Authorization: Bearer <key>' (over stdio: COMMS_API_KEY) on every other call.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, rate_limited.
   */
  commsvc_organization_create(
    args: T.CommsvcOrganizationCreateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcOrganizationCreateOutput, S.CommsvcOrganizationCreateErrorCode>> {
    return typedToolCall(this.client, "commsvc_organization_create", args, options);
  }

  /**
   * Create template version
   *
   * Create a marketing template (version 1), or with template_id the next version of an existing one. Versions are immutable and start unpublished; publish one with commsvc_template_publish before a campaign can use it. The text may use {{first_name}} and {{email}}.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_template_create(
    args: T.CommsvcTemplateCreateClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcTemplateCreateOutput, S.CommsvcTemplateCreateErrorCode>> {
    return typedToolCall(this.client, "commsvc_template_create", args, options);
  }

  /**
   * List templates
   *
   * List the organization's marketing templates with every version, oldest first.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_template_list(
    args: T.CommsvcTemplateListClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcTemplateListOutput, S.CommsvcTemplateListErrorCode>> {
    return typedToolCall(this.client, "commsvc_template_list", args, options);
  }

  /**
   * Publish template version
   *
   * Publish one version of a marketing template so campaigns can freeze it. Publishing an already published version changes nothing.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_found, not_implemented, unauthorized.
   */
  commsvc_template_publish(
    args: T.CommsvcTemplatePublishClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CommsvcTemplatePublishOutput, S.CommsvcTemplatePublishErrorCode>> {
    return typedToolCall(this.client, "commsvc_template_publish", args, options);
  }
}
