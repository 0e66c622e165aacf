// Generated from spec/comms.json by npm run generate. DO NOT EDIT.

import { defineService, type RequestContext } from "mcpforge/runtime";
import type * as T from "./types";
import * as V from "./validators";

export type * from "./types";

/** Every error code a comms tool may return. */
export type CommsErrorCode =
  | "already_exists"
  | "already_replayed"
  | "audience_not_static"
  | "busy"
  | "campaign_frozen"
  | "confirmation_mismatch"
  | "contact_suppressed"
  | "csv_too_large"
  | "csv_too_many_rows"
  | "csv_unreadable"
  | "deletion_already_scheduled"
  | "deletion_not_scheduled"
  | "domain_not_active"
  | "domain_unverified"
  | "expired"
  | "export_failed"
  | "export_too_large"
  | "filter_not_allowed"
  | "forbidden"
  | "idempotency_conflict"
  | "import_state_conflict"
  | "in_use"
  | "internal_error"
  | "invalid_arguments"
  | "invalid_mapping"
  | "invalid_status_transition"
  | "not_found"
  | "not_implemented"
  | "not_ready"
  | "payment_amount_mismatch"
  | "payment_expired"
  | "payment_failed"
  | "payment_invalid"
  | "payment_nonce_used"
  | "payment_unavailable"
  | "quota_exceeded"
  | "rate_limited"
  | "relay_not_configured"
  | "relay_refused"
  | "scheduled_for_in_past"
  | "sends_exhausted"
  | "stage_not_in_pipeline"
  | "template_not_published"
  | "unauthorized";

/** Error codes `commsvc_api_key_create` may return. */
export type CommsvcApiKeyCreateErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_api_key_revoke` may return. */
export type CommsvcApiKeyRevokeErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_api_keys` may return. */
export type CommsvcApiKeysErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_audience_create` may return. */
export type CommsvcAudienceCreateErrorCode =
  | "filter_not_allowed"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unauthorized";
/** Error codes `commsvc_audience_delete` may return. */
export type CommsvcAudienceDeleteErrorCode =
  "forbidden" | "in_use" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_audience_get` may return. */
export type CommsvcAudienceGetErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_audience_member_add` may return. */
export type CommsvcAudienceMemberAddErrorCode =
  | "audience_not_static"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unauthorized";
/** Error codes `commsvc_audience_member_remove` may return. */
export type CommsvcAudienceMemberRemoveErrorCode =
  | "audience_not_static"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unauthorized";
/** Error codes `commsvc_audience_members` may return. */
export type CommsvcAudienceMembersErrorCode =
  | "audience_not_static"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unauthorized";
/** Error codes `commsvc_audience_update` may return. */
export type CommsvcAudienceUpdateErrorCode =
  | "filter_not_allowed"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unauthorized";
/** Error codes `commsvc_audiences` may return. */
export type CommsvcAudiencesErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_audit` may return. */
export type CommsvcAuditErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_billing` may return. */
export type CommsvcBillingErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_billing_catalog` may return. */
export type CommsvcBillingCatalogErrorCode = "internal_error" | "invalid_arguments" | "not_implemented";
/** Error codes `commsvc_billing_purchase` may return. */
export type CommsvcBillingPurchaseErrorCode =
  | "forbidden"
  | "idempotency_conflict"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "payment_amount_mismatch"
  | "payment_expired"
  | "payment_failed"
  | "payment_invalid"
  | "payment_nonce_used"
  | "payment_unavailable"
  | "unauthorized";
/** Error codes `commsvc_campaign_create` may return. */
export type CommsvcCampaignCreateErrorCode =
  | "domain_not_active"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "template_not_published"
  | "unauthorized";
/** Error codes `commsvc_campaign_get` may return. */
export type CommsvcCampaignGetErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_campaign_launch` may return. */
export type CommsvcCampaignLaunchErrorCode =
  | "busy"
  | "domain_not_active"
  | "forbidden"
  | "idempotency_conflict"
  | "internal_error"
  | "invalid_arguments"
  | "invalid_status_transition"
  | "not_found"
  | "not_implemented"
  | "quota_exceeded"
  | "rate_limited"
  | "relay_not_configured"
  | "scheduled_for_in_past"
  | "sends_exhausted"
  | "template_not_published"
  | "unauthorized";
/** Error codes `commsvc_campaign_report` may return. */
export type CommsvcCampaignReportErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_campaign_update` may return. */
export type CommsvcCampaignUpdateErrorCode =
  | "campaign_frozen"
  | "domain_not_active"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "invalid_status_transition"
  | "not_found"
  | "not_implemented"
  | "template_not_published"
  | "unauthorized";
/** Error codes `commsvc_campaigns` may return. */
export type CommsvcCampaignsErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_contact_file_get` may return. */
export type CommsvcContactFileGetErrorCode =
  | "expired"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "not_ready"
  | "unauthorized";
/** Error codes `commsvc_contact_import_confirm` may return. */
export type CommsvcContactImportConfirmErrorCode =
  | "busy"
  | "forbidden"
  | "idempotency_conflict"
  | "import_state_conflict"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "quota_exceeded"
  | "rate_limited"
  | "unauthorized";
/** Error codes `commsvc_contact_import_errors` may return. */
export type CommsvcContactImportErrorsErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_contact_import_get` may return. */
export type CommsvcContactImportGetErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_contact_import_preview` may return. */
export type CommsvcContactImportPreviewErrorCode =
  | "busy"
  | "csv_too_large"
  | "csv_too_many_rows"
  | "csv_unreadable"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "invalid_mapping"
  | "not_found"
  | "not_implemented"
  | "quota_exceeded"
  | "rate_limited"
  | "unauthorized";
/** Error codes `commsvc_contact_imports` may return. */
export type CommsvcContactImportsErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_contact_marketing_get` may return. */
export type CommsvcContactMarketingGetErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_contact_marketing_put` may return. */
export type CommsvcContactMarketingPutErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_contact_optin_request` may return. */
export type CommsvcContactOptinRequestErrorCode =
  | "contact_suppressed"
  | "domain_not_active"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "rate_limited"
  | "relay_not_configured"
  | "relay_refused"
  | "unauthorized";
/** Error codes `commsvc_contacts_export` may return. */
export type CommsvcContactsExportErrorCode =
  | "busy"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "quota_exceeded"
  | "rate_limited"
  | "unauthorized";
/** Error codes `commsvc_context` may return. */
export type CommsvcContextErrorCode = "internal_error" | "invalid_arguments" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_activities_create` may return. */
export type CommsvcCrmActivitiesCreateErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_activities_delete` may return. */
export type CommsvcCrmActivitiesDeleteErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_activities_get` may return. */
export type CommsvcCrmActivitiesGetErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_activities_list` may return. */
export type CommsvcCrmActivitiesListErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_activities_update` may return. */
export type CommsvcCrmActivitiesUpdateErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_companies_create` may return. */
export type CommsvcCrmCompaniesCreateErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_companies_delete` may return. */
export type CommsvcCrmCompaniesDeleteErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_companies_get` may return. */
export type CommsvcCrmCompaniesGetErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_companies_list` may return. */
export type CommsvcCrmCompaniesListErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_companies_update` may return. */
export type CommsvcCrmCompaniesUpdateErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_contacts_create` may return. */
export type CommsvcCrmContactsCreateErrorCode =
  | "already_exists"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unauthorized";
/** Error codes `commsvc_crm_contacts_delete` may return. */
export type CommsvcCrmContactsDeleteErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_contacts_get` may return. */
export type CommsvcCrmContactsGetErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_contacts_list` may return. */
export type CommsvcCrmContactsListErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_contacts_update` may return. */
export type CommsvcCrmContactsUpdateErrorCode =
  | "already_exists"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unauthorized";
/** Error codes `commsvc_crm_deals_create` may return. */
export type CommsvcCrmDealsCreateErrorCode =
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "stage_not_in_pipeline"
  | "unauthorized";
/** Error codes `commsvc_crm_deals_delete` may return. */
export type CommsvcCrmDealsDeleteErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_deals_get` may return. */
export type CommsvcCrmDealsGetErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_deals_list` may return. */
export type CommsvcCrmDealsListErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_deals_update` may return. */
export type CommsvcCrmDealsUpdateErrorCode =
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "stage_not_in_pipeline"
  | "unauthorized";
/** Error codes `commsvc_crm_pipelines_create` may return. */
export type CommsvcCrmPipelinesCreateErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_pipelines_delete` may return. */
export type CommsvcCrmPipelinesDeleteErrorCode =
  "forbidden" | "in_use" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_pipelines_get` may return. */
export type CommsvcCrmPipelinesGetErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_pipelines_list` may return. */
export type CommsvcCrmPipelinesListErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_pipelines_update` may return. */
export type CommsvcCrmPipelinesUpdateErrorCode =
  "forbidden" | "in_use" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_stages_create` may return. */
export type CommsvcCrmStagesCreateErrorCode =
  | "already_exists"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unauthorized";
/** Error codes `commsvc_crm_stages_delete` may return. */
export type CommsvcCrmStagesDeleteErrorCode =
  "forbidden" | "in_use" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_stages_get` may return. */
export type CommsvcCrmStagesGetErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_stages_list` may return. */
export type CommsvcCrmStagesListErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_stages_update` may return. */
export type CommsvcCrmStagesUpdateErrorCode =
  | "already_exists"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unauthorized";
/** Error codes `commsvc_crm_tasks_create` may return. */
export type CommsvcCrmTasksCreateErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_tasks_delete` may return. */
export type CommsvcCrmTasksDeleteErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_tasks_get` may return. */
export type CommsvcCrmTasksGetErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_tasks_list` may return. */
export type CommsvcCrmTasksListErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_crm_tasks_update` may return. */
export type CommsvcCrmTasksUpdateErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_data_export_create` may return. */
export type CommsvcDataExportCreateErrorCode =
  | "busy"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "quota_exceeded"
  | "rate_limited"
  | "unauthorized";
/** Error codes `commsvc_data_export_download` may return. */
export type CommsvcDataExportDownloadErrorCode =
  | "expired"
  | "export_failed"
  | "export_too_large"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "not_ready"
  | "unauthorized";
/** Error codes `commsvc_data_exports` may return. */
export type CommsvcDataExportsErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_dead_letter_replay` may return. */
export type CommsvcDeadLetterReplayErrorCode =
  | "already_replayed"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unauthorized";
/** Error codes `commsvc_dead_letters` may return. */
export type CommsvcDeadLettersErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_deletion_cancel` may return. */
export type CommsvcDeletionCancelErrorCode =
  | "deletion_not_scheduled"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unauthorized";
/** Error codes `commsvc_deletion_request` may return. */
export type CommsvcDeletionRequestErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_deletion_schedule` may return. */
export type CommsvcDeletionScheduleErrorCode =
  | "confirmation_mismatch"
  | "deletion_already_scheduled"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unauthorized";
/** Error codes `commsvc_deliverability` may return. */
export type CommsvcDeliverabilityErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_domain_add` may return. */
export type CommsvcDomainAddErrorCode =
  | "already_exists"
  | "domain_unverified"
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "unauthorized";
/** Error codes `commsvc_domain_list` may return. */
export type CommsvcDomainListErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_organization_create` may return. */
export type CommsvcOrganizationCreateErrorCode =
  "internal_error" | "invalid_arguments" | "not_implemented" | "rate_limited";
/** Error codes `commsvc_template_create` may return. */
export type CommsvcTemplateCreateErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_template_list` may return. */
export type CommsvcTemplateListErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";
/** Error codes `commsvc_template_publish` may return. */
export type CommsvcTemplatePublishErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unauthorized";

/**
 * Business logic of the `audiences` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsAudiencesHandlers {
  /**
   * Create audience
   *
   * Create an audience: static (add contacts one by one with commsvc_audience_member_add) or saved_segment (defined by filter, which is required for this kind). Creating an audience sends nothing; use its audience_id in commsvc_campaign_create.
   */
  commsvc_audience_create(
    args: T.CommsvcAudienceCreateInput,
    ctx: RequestContext<CommsvcAudienceCreateErrorCode>,
  ): Promise<T.CommsvcAudienceCreateOutput>;
  /**
   * Delete audience
   *
   * Delete an audience. The contacts themselves stay in the CRM; only the grouping is removed. An audience used by a campaign that has not finished cannot be deleted (in_use).
   */
  commsvc_audience_delete(
    args: T.CommsvcAudienceDeleteInput,
    ctx: RequestContext<CommsvcAudienceDeleteErrorCode>,
  ): Promise<T.CommsvcAudienceDeleteOutput>;
  /**
   * Get audience
   *
   * Read one audience: name, kind, filter and member count.
   */
  commsvc_audience_get(
    args: T.CommsvcAudienceGetInput,
    ctx: RequestContext<CommsvcAudienceGetErrorCode>,
  ): Promise<T.CommsvcAudienceGetOutput>;
  /**
   * Add audience member
   *
   * Add a CRM contact to a static audience. Adding a contact that is already a member changes nothing. Membership alone does not make a contact eligible for marketing: consent is recorded with commsvc_contact_marketing_put.
   */
  commsvc_audience_member_add(
    args: T.CommsvcAudienceMemberAddInput,
    ctx: RequestContext<CommsvcAudienceMemberAddErrorCode>,
  ): Promise<T.CommsvcAudienceMemberAddOutput>;
  /**
   * Remove audience member
   *
   * Remove a CRM contact from a static audience; the contact stays in the CRM. Removing a contact that is not a member changes nothing.
   */
  commsvc_audience_member_remove(
    args: T.CommsvcAudienceMemberRemoveInput,
    ctx: RequestContext<CommsvcAudienceMemberRemoveErrorCode>,
  ): Promise<T.CommsvcAudienceMemberRemoveOutput>;
  /**
   * List audience members
   *
   * List the contacts of a static audience, a page at a time, with their CRM url. Saved segments have no stored members.
   */
  commsvc_audience_members(
    args: T.CommsvcAudienceMembersInput,
    ctx: RequestContext<CommsvcAudienceMembersErrorCode>,
  ): Promise<T.CommsvcAudienceMembersOutput>;
  /**
   * Update audience
   *
   * Rename an audience or replace a saved segment's filter; only the fields sent change. The kind cannot change, and a static audience takes no filter (filter_not_allowed). Campaigns already launched keep the recipients they resolved at launch.
   */
  commsvc_audience_update(
    args: T.CommsvcAudienceUpdateInput,
    ctx: RequestContext<CommsvcAudienceUpdateErrorCode>,
  ): Promise<T.CommsvcAudienceUpdateOutput>;
  /**
   * List audiences
   *
   * List the organization's audiences, a page at a time; pass next_cursor back as cursor for the next page.
   */
  commsvc_audiences(
    args: T.CommsvcAudiencesInput,
    ctx: RequestContext<CommsvcAudiencesErrorCode>,
  ): Promise<T.CommsvcAudiencesOutput>;
}

/**
 * Business logic of the `audit` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsAuditHandlers {
  /**
   * Audit events
   *
   * List the organization's audit events (who did what, when), newest first, a page at a time. Read-only.
   */
  commsvc_audit(args: T.CommsvcAuditInput, ctx: RequestContext<CommsvcAuditErrorCode>): Promise<T.CommsvcAuditOutput>;
}

/**
 * Business logic of the `billing` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsBillingHandlers {
  /**
   * Billing entitlements
   *
   * Read the organization's billing entitlements (passes and top-ups) and the number of sends still available. Moves no money.
   */
  commsvc_billing(
    args: T.CommsvcBillingInput,
    ctx: RequestContext<CommsvcBillingErrorCode>,
  ): Promise<T.CommsvcBillingOutput>;
  /**
   * Billing catalog
   *
   * List what can be bought (a pass and top-ups), their prices and the x402 payment network. Needs no organization and moves no money; buy with commsvc_billing_purchase.
   */
  commsvc_billing_catalog(
    args: T.CommsvcBillingCatalogInput,
    ctx: RequestContext<CommsvcBillingCatalogErrorCode>,
  ): Promise<T.CommsvcBillingCatalogOutput>;
  /**
   * Buy pass or top-up
   *
   * Buy a pass or a top-up for the organization through x402 (v1, scheme exact, USDC on base). Without payment the result carries the x402 challenge: sign an EIP-3009 transferWithAuthorization for it and repeat the call with the same idempotency_key and the payment payload (the X-PAYMENT header JSON) in payment. The payment is verified and settled on chain by the service's x402 facilitator; once the transfer is confirmed the entitlement is granted, once per key, and carries the transaction hash. A payer whose balance is short is refused with payment_failed; without a configured facilitator every payment is refused with payment_unavailable. This spends money; see prices with commsvc_billing_catalog first. idempotency_key is 8 to 128 characters of letters, digits and _ . : - (a UUID fits).
   */
  commsvc_billing_purchase(
    args: T.CommsvcBillingPurchaseInput,
    ctx: RequestContext<CommsvcBillingPurchaseErrorCode>,
  ): Promise<T.CommsvcBillingPurchaseOutput>;
}

/**
 * Business logic of the `campaigns` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsCampaignsHandlers {
  /**
   * Create campaign
   *
   * Create a marketing campaign as a draft from an active sending domain, an audience and a published marketing template; the template version is frozen into the campaign. Nothing is sent: launch it with commsvc_campaign_launch.
   */
  commsvc_campaign_create(
    args: T.CommsvcCampaignCreateInput,
    ctx: RequestContext<CommsvcCampaignCreateErrorCode>,
  ): Promise<T.CommsvcCampaignCreateOutput>;
  /**
   * Get campaign
   *
   * Read one campaign: its content references, frozen template version, status and schedule.
   */
  commsvc_campaign_get(
    args: T.CommsvcCampaignGetInput,
    ctx: RequestContext<CommsvcCampaignGetErrorCode>,
  ): Promise<T.CommsvcCampaignGetOutput>;
  /**
   * Launch campaign
   *
   * Freeze a draft campaign and launch it now, or schedule it when scheduled_for is given; recipients are the audience's consenting, unsuppressed contacts at launch. Sends real e-mail and uses the organization's available sends. Idempotent per key: repeating the call with the same key returns the first result and sends nothing more. Follow it with commsvc_campaign_report. idempotency_key is 8 to 128 characters of letters, digits and _ . : - (a UUID fits).
   */
  commsvc_campaign_launch(
    args: T.CommsvcCampaignLaunchInput,
    ctx: RequestContext<CommsvcCampaignLaunchErrorCode>,
  ): Promise<T.CommsvcCampaignLaunchOutput>;
  /**
   * Campaign report
   *
   * Report a campaign's outcome for every audience member, reconciling deliveries with feedback: members and recipients at launch, members excluded at launch with the reason (no consent, unsubscribed, suppressed, no first name for a template that needs one), then queued, sent, delivered, deferred, bounced, failed, complaints, unsubscribes and suppressions since launch, with rates.
   */
  commsvc_campaign_report(
    args: T.CommsvcCampaignReportInput,
    ctx: RequestContext<CommsvcCampaignReportErrorCode>,
  ): Promise<T.CommsvcCampaignReportOutput>;
  /**
   * Update, pause, resume or cancel campaign
   *
   * Edit a draft campaign (name, domain, audience, template, version; only the fields sent change) or change its status: paused stops sending, sending resumes a paused campaign, cancelled stops it for good (recipients not yet sent to are never sent to). Content of a launched campaign is frozen (campaign_frozen).
   */
  commsvc_campaign_update(
    args: T.CommsvcCampaignUpdateInput,
    ctx: RequestContext<CommsvcCampaignUpdateErrorCode>,
  ): Promise<T.CommsvcCampaignUpdateOutput>;
  /**
   * List campaigns
   *
   * List the organization's campaigns with their status, newest first.
   */
  commsvc_campaigns(
    args: T.CommsvcCampaignsInput,
    ctx: RequestContext<CommsvcCampaignsErrorCode>,
  ): Promise<T.CommsvcCampaignsOutput>;
}

/**
 * Business logic of the `consent` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsConsentHandlers {
  /**
   * Get contact marketing consent
   *
   * Read a contact's marketing consent (basis, source, capture time) and preference: whether campaigns may reach them, unsubscribed or suppressed.
   */
  commsvc_contact_marketing_get(
    args: T.CommsvcContactMarketingGetInput,
    ctx: RequestContext<CommsvcContactMarketingGetErrorCode>,
  ): Promise<T.CommsvcContactMarketingGetOutput>;
  /**
   * Record contact marketing consent
   *
   * Record the marketing consent of one contact, replacing the current record (the previous one stays in the audit trail). Recording consent sends nothing. An unsubscription holds until the contact's own new explicit opt-in: basis explicit with evidence, captured after the unsubscription; any other record leaves the contact unsubscribed. A captured_at in the future is refused.
   */
  commsvc_contact_marketing_put(
    args: T.CommsvcContactMarketingPutInput,
    ctx: RequestContext<CommsvcContactMarketingPutErrorCode>,
  ): Promise<T.CommsvcContactMarketingPutOutput>;
  /**
   * Send a double opt-in e-mail (our design)
   *
   * Send a contact a double opt-in e-mail through the e-mail relay, from the sending domain named: a link to /comms/confirm/<token> (signed, valid 7 days) whose page asks the contact to confirm. The confirmation (a POST from that page) records basis explicit with evidence 'double opt-in confirmed …' and lifts an unsubscription made before this request; opening the link changes nothing. Changes no consent by itself. At most one request per contact per hour; a suppressed contact (hard bounce, complaint) is refused.
   */
  commsvc_contact_optin_request(
    args: T.CommsvcContactOptinRequestInput,
    ctx: RequestContext<CommsvcContactOptinRequestErrorCode>,
  ): Promise<T.CommsvcContactOptinRequestOutput>;
}

/**
 * Business logic of the `crm.activities` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsCrmActivitiesHandlers {
  /**
   * Create CRM activity
   *
   * Record an activity (call, meeting, note…) in the CRM, optionally on a deal. Returns the created activity with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.
   */
  commsvc_crm_activities_create(
    args: T.CommsvcCrmActivitiesCreateInput,
    ctx: RequestContext<CommsvcCrmActivitiesCreateErrorCode>,
  ): Promise<T.CommsvcCrmActivitiesCreateOutput>;
  /**
   * Delete CRM activity
   *
   * Delete a CRM activity for good. Needs an API key with crm:write on the organization. A missing or foreign id is not_found.
   */
  commsvc_crm_activities_delete(
    args: T.CommsvcCrmActivitiesDeleteInput,
    ctx: RequestContext<CommsvcCrmActivitiesDeleteErrorCode>,
  ): Promise<T.CommsvcCrmActivitiesDeleteOutput>;
  /**
   * Get CRM activity
   *
   * Read one CRM activity by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.
   */
  commsvc_crm_activities_get(
    args: T.CommsvcCrmActivitiesGetInput,
    ctx: RequestContext<CommsvcCrmActivitiesGetErrorCode>,
  ): Promise<T.CommsvcCrmActivitiesGetOutput>;
  /**
   * List CRM activities
   *
   * List CRM activities matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.
   */
  commsvc_crm_activities_list(
    args: T.CommsvcCrmActivitiesListInput,
    ctx: RequestContext<CommsvcCrmActivitiesListErrorCode>,
  ): Promise<T.CommsvcCrmActivitiesListOutput>;
  /**
   * Update CRM activity
   *
   * Change fields of a CRM activity; only the fields sent change, the others keep their values. Returns the updated activity. Needs an API key with crm:write on the organization.
   */
  commsvc_crm_activities_update(
    args: T.CommsvcCrmActivitiesUpdateInput,
    ctx: RequestContext<CommsvcCrmActivitiesUpdateErrorCode>,
  ): Promise<T.CommsvcCrmActivitiesUpdateOutput>;
}

/**
 * Business logic of the `crm.companies` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsCrmCompaniesHandlers {
  /**
   * Create CRM company
   *
   * Create a company in the CRM. Returns the created company with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.
   */
  commsvc_crm_companies_create(
    args: T.CommsvcCrmCompaniesCreateInput,
    ctx: RequestContext<CommsvcCrmCompaniesCreateErrorCode>,
  ): Promise<T.CommsvcCrmCompaniesCreateOutput>;
  /**
   * Delete CRM company
   *
   * Delete a CRM company for good; its contacts stay and lose their company_id. Needs an API key with crm:write on the organization. A missing or foreign id is not_found.
   */
  commsvc_crm_companies_delete(
    args: T.CommsvcCrmCompaniesDeleteInput,
    ctx: RequestContext<CommsvcCrmCompaniesDeleteErrorCode>,
  ): Promise<T.CommsvcCrmCompaniesDeleteOutput>;
  /**
   * Get CRM company
   *
   * Read one CRM company by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.
   */
  commsvc_crm_companies_get(
    args: T.CommsvcCrmCompaniesGetInput,
    ctx: RequestContext<CommsvcCrmCompaniesGetErrorCode>,
  ): Promise<T.CommsvcCrmCompaniesGetOutput>;
  /**
   * List CRM companies
   *
   * List CRM companies matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.
   */
  commsvc_crm_companies_list(
    args: T.CommsvcCrmCompaniesListInput,
    ctx: RequestContext<CommsvcCrmCompaniesListErrorCode>,
  ): Promise<T.CommsvcCrmCompaniesListOutput>;
  /**
   * Update CRM company
   *
   * Change fields of a CRM company; only the fields sent change, the others keep their values. Returns the updated company. Needs an API key with crm:write on the organization.
   */
  commsvc_crm_companies_update(
    args: T.CommsvcCrmCompaniesUpdateInput,
    ctx: RequestContext<CommsvcCrmCompaniesUpdateErrorCode>,
  ): Promise<T.CommsvcCrmCompaniesUpdateOutput>;
}

/**
 * Business logic of the `crm.contacts` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsCrmContactsHandlers {
  /**
   * Create CRM contact
   *
   * Create a contact in the CRM. Creating a contact gives it no marketing consent: record that with commsvc_contact_marketing_put. Returns the created contact with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.
   */
  commsvc_crm_contacts_create(
    args: T.CommsvcCrmContactsCreateInput,
    ctx: RequestContext<CommsvcCrmContactsCreateErrorCode>,
  ): Promise<T.CommsvcCrmContactsCreateOutput>;
  /**
   * Delete CRM contact
   *
   * Delete a CRM contact for good, with its marketing consent and audience memberships. Needs an API key with crm:write on the organization. A missing or foreign id is not_found.
   */
  commsvc_crm_contacts_delete(
    args: T.CommsvcCrmContactsDeleteInput,
    ctx: RequestContext<CommsvcCrmContactsDeleteErrorCode>,
  ): Promise<T.CommsvcCrmContactsDeleteOutput>;
  /**
   * Get CRM contact
   *
   * Read one CRM contact by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.
   */
  commsvc_crm_contacts_get(
    args: T.CommsvcCrmContactsGetInput,
    ctx: RequestContext<CommsvcCrmContactsGetErrorCode>,
  ): Promise<T.CommsvcCrmContactsGetOutput>;
  /**
   * List CRM contacts
   *
   * List CRM contacts matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.
   */
  commsvc_crm_contacts_list(
    args: T.CommsvcCrmContactsListInput,
    ctx: RequestContext<CommsvcCrmContactsListErrorCode>,
  ): Promise<T.CommsvcCrmContactsListOutput>;
  /**
   * Update CRM contact
   *
   * Change fields of a CRM contact; only the fields sent change, the others keep their values. Returns the updated contact. Needs an API key with crm:write on the organization.
   */
  commsvc_crm_contacts_update(
    args: T.CommsvcCrmContactsUpdateInput,
    ctx: RequestContext<CommsvcCrmContactsUpdateErrorCode>,
  ): Promise<T.CommsvcCrmContactsUpdateOutput>;
}

/**
 * Business logic of the `crm.deals` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsCrmDealsHandlers {
  /**
   * Create CRM deal
   *
   * Create a deal in a pipeline stage; value_minor is an integer in minor currency units (cents), with an ISO 4217 currency. Returns the created deal with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.
   */
  commsvc_crm_deals_create(
    args: T.CommsvcCrmDealsCreateInput,
    ctx: RequestContext<CommsvcCrmDealsCreateErrorCode>,
  ): Promise<T.CommsvcCrmDealsCreateOutput>;
  /**
   * Delete CRM deal
   *
   * Delete a CRM deal for good; its activities and tasks stay and lose their deal_id. Needs an API key with crm:write on the organization. A missing or foreign id is not_found.
   */
  commsvc_crm_deals_delete(
    args: T.CommsvcCrmDealsDeleteInput,
    ctx: RequestContext<CommsvcCrmDealsDeleteErrorCode>,
  ): Promise<T.CommsvcCrmDealsDeleteOutput>;
  /**
   * Get CRM deal
   *
   * Read one CRM deal by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.
   */
  commsvc_crm_deals_get(
    args: T.CommsvcCrmDealsGetInput,
    ctx: RequestContext<CommsvcCrmDealsGetErrorCode>,
  ): Promise<T.CommsvcCrmDealsGetOutput>;
  /**
   * List CRM deals
   *
   * List CRM deals matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.
   */
  commsvc_crm_deals_list(
    args: T.CommsvcCrmDealsListInput,
    ctx: RequestContext<CommsvcCrmDealsListErrorCode>,
  ): Promise<T.CommsvcCrmDealsListOutput>;
  /**
   * Update CRM deal
   *
   * Change fields of a CRM deal; only the fields sent change, the others keep their values. Returns the updated deal. Needs an API key with crm:write on the organization.
   */
  commsvc_crm_deals_update(
    args: T.CommsvcCrmDealsUpdateInput,
    ctx: RequestContext<CommsvcCrmDealsUpdateErrorCode>,
  ): Promise<T.CommsvcCrmDealsUpdateOutput>;
}

/**
 * Business logic of the `crm.pipelines` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsCrmPipelinesHandlers {
  /**
   * Create CRM pipeline
   *
   * Create a sales pipeline, optionally with its stage names in order (each becomes a stage). Returns the created pipeline with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.
   */
  commsvc_crm_pipelines_create(
    args: T.CommsvcCrmPipelinesCreateInput,
    ctx: RequestContext<CommsvcCrmPipelinesCreateErrorCode>,
  ): Promise<T.CommsvcCrmPipelinesCreateOutput>;
  /**
   * Delete CRM pipeline
   *
   * Delete a CRM pipeline and its stages for good; refused while it holds deals (in_use). Needs an API key with crm:write on the organization. A missing or foreign id is not_found.
   */
  commsvc_crm_pipelines_delete(
    args: T.CommsvcCrmPipelinesDeleteInput,
    ctx: RequestContext<CommsvcCrmPipelinesDeleteErrorCode>,
  ): Promise<T.CommsvcCrmPipelinesDeleteOutput>;
  /**
   * Get CRM pipeline
   *
   * Read one CRM pipeline by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.
   */
  commsvc_crm_pipelines_get(
    args: T.CommsvcCrmPipelinesGetInput,
    ctx: RequestContext<CommsvcCrmPipelinesGetErrorCode>,
  ): Promise<T.CommsvcCrmPipelinesGetOutput>;
  /**
   * List CRM pipelines
   *
   * List CRM pipelines matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.
   */
  commsvc_crm_pipelines_list(
    args: T.CommsvcCrmPipelinesListInput,
    ctx: RequestContext<CommsvcCrmPipelinesListErrorCode>,
  ): Promise<T.CommsvcCrmPipelinesListOutput>;
  /**
   * Update CRM pipeline
   *
   * Change fields of a CRM pipeline; only the fields sent change, the others keep their values. stages replaces the ordered list: names kept keep their stage and deals, new names become stages, and a removed stage must hold no deals (in_use). Returns the updated pipeline. Needs an API key with crm:write on the organization.
   */
  commsvc_crm_pipelines_update(
    args: T.CommsvcCrmPipelinesUpdateInput,
    ctx: RequestContext<CommsvcCrmPipelinesUpdateErrorCode>,
  ): Promise<T.CommsvcCrmPipelinesUpdateOutput>;
}

/**
 * Business logic of the `crm.stages` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsCrmStagesHandlers {
  /**
   * Create CRM stage
   *
   * Add a stage to a pipeline at position (0 = first; default last) with a win probability in percent. Returns the created stage with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.
   */
  commsvc_crm_stages_create(
    args: T.CommsvcCrmStagesCreateInput,
    ctx: RequestContext<CommsvcCrmStagesCreateErrorCode>,
  ): Promise<T.CommsvcCrmStagesCreateOutput>;
  /**
   * Delete CRM stage
   *
   * Delete a stage of a pipeline for good; refused while it holds deals (in_use). Needs an API key with crm:write on the organization. A missing or foreign id is not_found.
   */
  commsvc_crm_stages_delete(
    args: T.CommsvcCrmStagesDeleteInput,
    ctx: RequestContext<CommsvcCrmStagesDeleteErrorCode>,
  ): Promise<T.CommsvcCrmStagesDeleteOutput>;
  /**
   * Get CRM stage
   *
   * Read one CRM stage by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.
   */
  commsvc_crm_stages_get(
    args: T.CommsvcCrmStagesGetInput,
    ctx: RequestContext<CommsvcCrmStagesGetErrorCode>,
  ): Promise<T.CommsvcCrmStagesGetOutput>;
  /**
   * List CRM stages
   *
   * List CRM stages of one pipeline, in position order, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.
   */
  commsvc_crm_stages_list(
    args: T.CommsvcCrmStagesListInput,
    ctx: RequestContext<CommsvcCrmStagesListErrorCode>,
  ): Promise<T.CommsvcCrmStagesListOutput>;
  /**
   * Update CRM stage
   *
   * Change fields of a CRM stage; only the fields sent change, the others keep their values. Returns the updated stage. Needs an API key with crm:write on the organization.
   */
  commsvc_crm_stages_update(
    args: T.CommsvcCrmStagesUpdateInput,
    ctx: RequestContext<CommsvcCrmStagesUpdateErrorCode>,
  ): Promise<T.CommsvcCrmStagesUpdateOutput>;
}

/**
 * Business logic of the `crm.tasks` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsCrmTasksHandlers {
  /**
   * Create CRM task
   *
   * Create a task, optionally on a deal; status defaults to open. Returns the created task with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.
   */
  commsvc_crm_tasks_create(
    args: T.CommsvcCrmTasksCreateInput,
    ctx: RequestContext<CommsvcCrmTasksCreateErrorCode>,
  ): Promise<T.CommsvcCrmTasksCreateOutput>;
  /**
   * Delete CRM task
   *
   * Delete a CRM task for good. Needs an API key with crm:write on the organization. A missing or foreign id is not_found.
   */
  commsvc_crm_tasks_delete(
    args: T.CommsvcCrmTasksDeleteInput,
    ctx: RequestContext<CommsvcCrmTasksDeleteErrorCode>,
  ): Promise<T.CommsvcCrmTasksDeleteOutput>;
  /**
   * Get CRM task
   *
   * Read one CRM task by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.
   */
  commsvc_crm_tasks_get(
    args: T.CommsvcCrmTasksGetInput,
    ctx: RequestContext<CommsvcCrmTasksGetErrorCode>,
  ): Promise<T.CommsvcCrmTasksGetOutput>;
  /**
   * List CRM tasks
   *
   * List CRM tasks matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.
   */
  commsvc_crm_tasks_list(
    args: T.CommsvcCrmTasksListInput,
    ctx: RequestContext<CommsvcCrmTasksListErrorCode>,
  ): Promise<T.CommsvcCrmTasksListOutput>;
  /**
   * Update CRM task
   *
   * Change fields of a CRM task; only the fields sent change, the others keep their values. Returns the updated task. Needs an API key with crm:write on the organization.
   */
  commsvc_crm_tasks_update(
    args: T.CommsvcCrmTasksUpdateInput,
    ctx: RequestContext<CommsvcCrmTasksUpdateErrorCode>,
  ): Promise<T.CommsvcCrmTasksUpdateOutput>;
}

/**
 * Business logic of the `deletion` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsDeletionHandlers {
  /**
   * Cancel tenant erasure
   *
   * Cancel a scheduled erasure of the organization before it starts; no data is touched.
   */
  commsvc_deletion_cancel(
    args: T.CommsvcDeletionCancelInput,
    ctx: RequestContext<CommsvcDeletionCancelErrorCode>,
  ): Promise<T.CommsvcDeletionCancelOutput>;
  /**
   * Get deletion request
   *
   * Read the organization's latest deletion request (scheduled, cancelled or completed) and when erasure happens; request is null when there has never been one.
   */
  commsvc_deletion_request(
    args: T.CommsvcDeletionRequestInput,
    ctx: RequestContext<CommsvcDeletionRequestErrorCode>,
  ): Promise<T.CommsvcDeletionRequestOutput>;
  /**
   * Schedule tenant erasure
   *
   * Schedule the erasure of the whole organization and all its data, seven days from now. confirmation must be exactly 'delete <organization_id>' for this organization. Until the erasure starts it can be cancelled with commsvc_deletion_cancel; afterwards nothing can be recovered. Take a commsvc_data_export_create first if the data is needed.
   */
  commsvc_deletion_schedule(
    args: T.CommsvcDeletionScheduleInput,
    ctx: RequestContext<CommsvcDeletionScheduleErrorCode>,
  ): Promise<T.CommsvcDeletionScheduleOutput>;
}

/**
 * Business logic of the `delivery` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsDeliveryHandlers {
  /**
   * Replay dead letter
   *
   * Queue one campaign or webhook dead letter for delivery again; the record is marked replayed and a new failure produces a new dead letter. Sends to the outside world.
   */
  commsvc_dead_letter_replay(
    args: T.CommsvcDeadLetterReplayInput,
    ctx: RequestContext<CommsvcDeadLetterReplayErrorCode>,
  ): Promise<T.CommsvcDeadLetterReplayOutput>;
  /**
   * List dead letters
   *
   * List the organization's dead letters: campaign e-mails and webhook deliveries that failed for good, with their last error. Replay one with commsvc_dead_letter_replay.
   */
  commsvc_dead_letters(
    args: T.CommsvcDeadLettersInput,
    ctx: RequestContext<CommsvcDeadLettersErrorCode>,
  ): Promise<T.CommsvcDeadLettersOutput>;
  /**
   * Deliverability and backlog
   *
   * Report the organization's deliverability aggregates (sent, delivered, bounced, complaints and their rates over the last 30 days) and the current sending backlog (queued, scheduled, retrying, dead letters).
   */
  commsvc_deliverability(
    args: T.CommsvcDeliverabilityInput,
    ctx: RequestContext<CommsvcDeliverabilityErrorCode>,
  ): Promise<T.CommsvcDeliverabilityOutput>;
}

/**
 * Business logic of the `exports` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsExportsHandlers {
  /**
   * Create data export
   *
   * Start a JSON export of all the organization's data. The export is available for seven days; list it with commsvc_data_exports and fetch it with commsvc_data_export_download. Changes no data.
   */
  commsvc_data_export_create(
    args: T.CommsvcDataExportCreateInput,
    ctx: RequestContext<CommsvcDataExportCreateErrorCode>,
  ): Promise<T.CommsvcDataExportCreateOutput>;
  /**
   * Download data export
   *
   * Download a data export: the JSON export inline and an absolute download URL, valid until it expires seven days after creation.
   */
  commsvc_data_export_download(
    args: T.CommsvcDataExportDownloadInput,
    ctx: RequestContext<CommsvcDataExportDownloadErrorCode>,
  ): Promise<T.CommsvcDataExportDownloadOutput>;
  /**
   * List data exports
   *
   * List the organization's data exports with status and expiry.
   */
  commsvc_data_exports(
    args: T.CommsvcDataExportsInput,
    ctx: RequestContext<CommsvcDataExportsErrorCode>,
  ): Promise<T.CommsvcDataExportsOutput>;
}

/**
 * Business logic of the `imports` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsImportsHandlers {
  /**
   * Get contact file
   *
   * Download a contact file made by commsvc_contacts_export: the CSV inline and an absolute download URL, valid until the file expires seven days after creation.
   */
  commsvc_contact_file_get(
    args: T.CommsvcContactFileGetInput,
    ctx: RequestContext<CommsvcContactFileGetErrorCode>,
  ): Promise<T.CommsvcContactFileGetOutput>;
  /**
   * Confirm contact import
   *
   * Confirm a previewed import: its valid rows are imported as contacts with the declared consent; rows with errors are skipped. The idempotency key makes the import happen once: repeating the call with the same key returns the same result. Follow progress with commsvc_contact_import_get. idempotency_key is 8 to 128 characters of letters, digits and _ . : - (a UUID fits).
   */
  commsvc_contact_import_confirm(
    args: T.CommsvcContactImportConfirmInput,
    ctx: RequestContext<CommsvcContactImportConfirmErrorCode>,
  ): Promise<T.CommsvcContactImportConfirmOutput>;
  /**
   * List contact import errors
   *
   * List the row-level errors of an import in a deterministic order (by row, then column), a page at a time; the same import always yields the same list.
   */
  commsvc_contact_import_errors(
    args: T.CommsvcContactImportErrorsInput,
    ctx: RequestContext<CommsvcContactImportErrorsErrorCode>,
  ): Promise<T.CommsvcContactImportErrorsOutput>;
  /**
   * Get contact import
   *
   * Read one import: status, row counts and, once completed, how many contacts were created or updated.
   */
  commsvc_contact_import_get(
    args: T.CommsvcContactImportGetInput,
    ctx: RequestContext<CommsvcContactImportGetErrorCode>,
  ): Promise<T.CommsvcContactImportGetOutput>;
  /**
   * Preview contact import
   *
   * Upload a CSV of contacts (at most 5 MB and 10,000 data rows, header row first) with a mapping from CSV columns to contact fields and the consent every row was collected under, and get a preview: row counts and row-level errors. Nothing is imported yet: confirm with commsvc_contact_import_confirm using the returned import_id.
   */
  commsvc_contact_import_preview(
    args: T.CommsvcContactImportPreviewInput,
    ctx: RequestContext<CommsvcContactImportPreviewErrorCode>,
  ): Promise<T.CommsvcContactImportPreviewOutput>;
  /**
   * List contact imports
   *
   * List the organization's contact imports, newest first, a page at a time.
   */
  commsvc_contact_imports(
    args: T.CommsvcContactImportsInput,
    ctx: RequestContext<CommsvcContactImportsErrorCode>,
  ): Promise<T.CommsvcContactImportsOutput>;
  /**
   * Export contacts
   *
   * Start a CSV export of all the organization's contacts. Returns a contact file that is available for seven days; fetch it with commsvc_contact_file_get before it expires. Changes no contact.
   */
  commsvc_contacts_export(
    args: T.CommsvcContactsExportInput,
    ctx: RequestContext<CommsvcContactsExportErrorCode>,
  ): Promise<T.CommsvcContactsExportOutput>;
}

/**
 * Business logic of the `keys` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsKeysHandlers {
  /**
   * Create API key
   *
   * Create an API key for the organization with the given scopes. The secret is returned once, in this result only; store it now, it is never shown again (listings show the key without it). Grant only the scopes the caller needs: crm:read for CRM reads, crm:write for CRM changes, messages:send for sending, organization:read for organization data.
   */
  commsvc_api_key_create(
    args: T.CommsvcApiKeyCreateInput,
    ctx: RequestContext<CommsvcApiKeyCreateErrorCode>,
  ): Promise<T.CommsvcApiKeyCreateOutput>;
  /**
   * Revoke API key
   *
   * Revoke an API key of the organization at once and for good: calls presenting it are refused from now on. Revoking an already revoked key changes nothing and returns it again. Create a new key with commsvc_api_key_create if access is still needed.
   */
  commsvc_api_key_revoke(
    args: T.CommsvcApiKeyRevokeInput,
    ctx: RequestContext<CommsvcApiKeyRevokeErrorCode>,
  ): Promise<T.CommsvcApiKeyRevokeOutput>;
  /**
   * List API keys
   *
   * List the organization's API keys with name, scopes, status and last use. Secrets are never included.
   */
  commsvc_api_keys(
    args: T.CommsvcApiKeysInput,
    ctx: RequestContext<CommsvcApiKeysErrorCode>,
  ): Promise<T.CommsvcApiKeysOutput>;
}

/**
 * Business logic of the `org` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsOrgHandlers {
  /**
   * Resolve organization context
   *
   * Resolve who is calling: the organization the presented API key belongs to, and the key's scopes. Takes no arguments; call it first to learn the organization_id every other tool needs.
   */
  commsvc_context(
    args: T.CommsvcContextInput,
    ctx: RequestContext<CommsvcContextErrorCode>,
  ): Promise<T.CommsvcContextOutput>;
  /**
   * Create organization (our design)
   *
   * Create an organization (tenant). Needs no credentials. Returns the organization_id and an owner API key holding every scope; the key's secret is shown once, in this result only: store it now and present it as 'Authorization: Bearer <key>' (over stdio: COMMS_API_KEY) on every other call.
   */
  commsvc_organization_create(
    args: T.CommsvcOrganizationCreateInput,
    ctx: RequestContext<CommsvcOrganizationCreateErrorCode>,
  ): Promise<T.CommsvcOrganizationCreateOutput>;
}

/**
 * Business logic of the `senders` tools of the Tenant Messaging and CRM Service: a module `satisfies` this interface,
 * and CommsHandlers is the intersection of every group.
 */
export interface CommsSendersHandlers {
  /**
   * Add sending domain (our design)
   *
   * Bind a sending domain to the organization: a domain the e-mail relay has verified (add_domain, verify_domain) for the relay account whose API key is given. Campaigns from it are submitted to the relay over SMTP with that key, which is stored encrypted and never shown again.
   */
  commsvc_domain_add(
    args: T.CommsvcDomainAddInput,
    ctx: RequestContext<CommsvcDomainAddErrorCode>,
  ): Promise<T.CommsvcDomainAddOutput>;
  /**
   * List sending domains (our design)
   *
   * List the organization's sending domains, oldest first.
   */
  commsvc_domain_list(
    args: T.CommsvcDomainListInput,
    ctx: RequestContext<CommsvcDomainListErrorCode>,
  ): Promise<T.CommsvcDomainListOutput>;
  /**
   * Create template version (our design)
   *
   * Create a marketing template (version 1), or with template_id the next version of an existing one. Versions are immutable and start unpublished; publish one with commsvc_template_publish before a campaign can use it. The text may use {{first_name}} and {{email}}.
   */
  commsvc_template_create(
    args: T.CommsvcTemplateCreateInput,
    ctx: RequestContext<CommsvcTemplateCreateErrorCode>,
  ): Promise<T.CommsvcTemplateCreateOutput>;
  /**
   * List templates (our design)
   *
   * List the organization's marketing templates with every version, oldest first.
   */
  commsvc_template_list(
    args: T.CommsvcTemplateListInput,
    ctx: RequestContext<CommsvcTemplateListErrorCode>,
  ): Promise<T.CommsvcTemplateListOutput>;
  /**
   * Publish template version (our design)
   *
   * Publish one version of a marketing template so campaigns can freeze it. Publishing an already published version changes nothing.
   */
  commsvc_template_publish(
    args: T.CommsvcTemplatePublishInput,
    ctx: RequestContext<CommsvcTemplatePublishErrorCode>,
  ): Promise<T.CommsvcTemplatePublishOutput>;
}

/**
 * Business logic of the Tenant Messaging and CRM Service: every group's handlers. A handlers object `satisfies` this, so
 * a tool added to spec/comms.json is a compile error until it is implemented.
 */
export type CommsHandlers = CommsAudiencesHandlers &
  CommsAuditHandlers &
  CommsBillingHandlers &
  CommsCampaignsHandlers &
  CommsConsentHandlers &
  CommsCrmActivitiesHandlers &
  CommsCrmCompaniesHandlers &
  CommsCrmContactsHandlers &
  CommsCrmDealsHandlers &
  CommsCrmPipelinesHandlers &
  CommsCrmStagesHandlers &
  CommsCrmTasksHandlers &
  CommsDeletionHandlers &
  CommsDeliveryHandlers &
  CommsExportsHandlers &
  CommsImportsHandlers &
  CommsKeysHandlers &
  CommsOrgHandlers &
  CommsSendersHandlers;

export const commsService = defineService<CommsHandlers>({
  slug: "comms",
  title: "Tenant Messaging and CRM Service",
  description:
    "Multi-tenant transactional e-mail and permission-based marketing campaigns with a full audit trail: scoped API keys, audiences and saved segments, contact imports with declared consent, consent and preferences, campaigns, a CRM (activities, companies, contacts, deals, pipelines, stages, tasks), x402 billing, deliverability, dead letters, data exports and scheduled tenant erasure. Every call names its organization.",
  instructions:
    "Call commsvc_context first to learn your organization_id; every other tool except commsvc_billing_catalog needs it. Marketing needs declared consent (commsvc_contact_import_preview/confirm or commsvc_contact_marketing_put). Campaigns go draft (commsvc_campaign_create) -> launch (commsvc_campaign_launch, idempotency key) -> report. CRM tools need the crm:read / crm:write scopes.",
  version: "1.0.0",
  listingVersion: "1.0.0",
  transports: ["stdio", "streamable-http"],
  caching: { ttlMs: 60000, cacheScope: "public" },
  source: {
    document: "spec-docs/001_ad76b278b625095d.txt",
    notes:
      "Result shapes are our design except the CRM url (document: every created or listed CRM resource carries an absolute url). Campaign and import state names, deal status on update, stage probability 0-100 and position >= 0, audit limit, id length bounds and all error codes except not_found are our design. The 5 MB CSV limit is 5,242,880: the schema bounds characters, the handler counts bytes (csv_too_large); the 10,000-row limit needs parsing and is the handler's csv_too_many_rows. Tools the listing shows after commsvc_deliverability are not in the document.",
    section: "A",
  },
  errors: {
    already_exists:
      "A resource with the same unique value (e.g. a contact's email, a stage name in its pipeline) already exists.",
    already_replayed: "The dead letter has already been replayed.",
    audience_not_static:
      "Members can only be added to or removed from static audiences; saved segments are defined by their filter.",
    busy: "This organization already runs as many heavy calls (imports, exports, campaign launches) as it may, and its queue is full; retry after retry_after_seconds. Nothing was written.",
    campaign_frozen: "The campaign was launched and its content (name, domain, audience, template, version) is frozen.",
    confirmation_mismatch: "confirmation is not exactly 'delete <organization_id>' for this organization.",
    contact_suppressed:
      "The contact's address is suppressed (hard bounce or complaint): no e-mail is sent to it and consent does not lift the suppression.",
    csv_too_large: "The CSV exceeds 5 MB (5,242,880 bytes of UTF-8).",
    csv_too_many_rows: "The CSV has more than 10,000 data rows.",
    csv_unreadable: "The CSV cannot be parsed (encoding, quoting or a missing header row).",
    deletion_already_scheduled: "An erasure is already scheduled for this organization.",
    deletion_not_scheduled: "The deletion request is not scheduled (already cancelled or completed).",
    domain_not_active: "The sending domain is not an active (verified) domain of this organization.",
    domain_unverified:
      "The e-mail relay has not verified this domain for the relay account whose API key was given (or the key is unknown to the relay).",
    expired: "The file or export is older than seven days and no longer available.",
    export_failed: "The data export could not be written; create a new one.",
    export_too_large:
      "The data export is larger than the inline limit (COMMS_EXPORT_INLINE_MAX_BYTES, 8 MiB by default); fetch it from its download_url.",
    filter_not_allowed: "A filter uses a field that is not allowed, or a filter was given for a static audience.",
    forbidden:
      "The API key does not belong to this organization or lacks the scope the tool needs (CRM reads need crm:read; CRM create, update and delete need crm:write).",
    idempotency_conflict: "The idempotency key was already used with different arguments.",
    import_state_conflict:
      "The import is not in a state that allows this (e.g. confirming an import that expired or failed).",
    in_use: "The resource is still referenced (e.g. a pipeline or stage that still holds deals) and cannot be removed.",
    internal_error: "Something unexpected failed on the server; the message carries a request id to quote.",
    invalid_arguments: "The arguments do not match the tool's input schema; issues name every offending property.",
    invalid_mapping:
      "The mapping names a CSV column that does not exist or a contact field that is unknown, or maps no column to email.",
    invalid_status_transition: "The campaign cannot move from its current status to the requested one.",
    not_found:
      "No such resource in this organization: the id is missing or belongs to another tenant (HTTP 404 in the document's terms).",
    not_implemented: "The tool is declared but its business logic is not built yet.",
    not_ready: "The file or export is still being prepared; try again shortly.",
    payment_amount_mismatch: "The payment authorizes another amount than the challenge maxAmountRequired.",
    payment_expired: "The payment authorization is outside its validity window (validAfter / validBefore) now.",
    payment_failed:
      "The payment verified but cannot be settled on chain: the payer's balance is below the amount, or the transfer reverted. Nothing was granted.",
    payment_invalid:
      "The payment does not verify at the x402 facilitator: its signature is not the from address signing this authorization of USDC on base, or it pays another address than payTo.",
    payment_nonce_used: "The payment authorization nonce was already used by an earlier purchase.",
    payment_unavailable:
      "No x402 facilitator is configured to settle payments, or it could not be reached or did not confirm the settlement. Nothing was granted.",
    quota_exceeded:
      "An organization quota (rows, files or bytes: quota names which, with its usage and limit) or the host's free-disk guard refuses new heavy work. Nothing was written; delete data or ask the operator to raise the limit.",
    rate_limited: "Too many calls from this client; retry after retry_after_seconds. Nothing was written.",
    relay_not_configured:
      "No way to hand campaign mail to the e-mail relay is configured: EMAIL_SUBMISSION_SMTP is off, no relay runs in this process and COMMS_SMTP_URL is unset.",
    relay_refused: "The e-mail relay refused the message; its reply is in the message. Nothing was recorded.",
    scheduled_for_in_past: "scheduled_for is not in the future.",
    sends_exhausted:
      "The organization has no available sends for this campaign; buy a pass or top-up with commsvc_billing_purchase.",
    stage_not_in_pipeline: "The stage does not belong to the given pipeline.",
    template_not_published: "The template, or the requested template_version, is not a published marketing template.",
    unauthorized: "No API key, or an unknown or revoked one, was presented.",
  },
  tools: [
    {
      name: "commsvc_api_key_create",
      title: "Create API key",
      description:
        "Create an API key for the organization with the given scopes. The secret is returned once, in this result only; store it now, it is never shown again (listings show the key without it). Grant only the scopes the caller needs: crm:read for CRM reads, crm:write for CRM changes, messages:send for sending, organization:read for organization data.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          name: {
            description: "Label for the key, e.g. the agent or integration that uses it.",
            maxLength: 100,
            minLength: 1,
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          scopes: {
            description:
              "Scopes the key grants, at least one of organization:read, crm:read, crm:write, messages:send.",
            items: {
              description:
                "API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending), and organization:admin (design: API keys, deletion, replay).",
              enum: ["crm:read", "crm:write", "messages:send", "organization:admin", "organization:read"],
              type: "string",
            },
            minItems: 1,
            type: "array",
            uniqueItems: true,
          },
        },
        required: ["name", "organization_id", "scopes"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          api_key_id: { description: "API key id.", maxLength: 128, minLength: 1, type: "string" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          last_used_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          name: { type: "string" },
          prefix: {
            description: "The key's first characters, shown in listings to tell keys apart; never enough to use it.",
            type: "string",
          },
          revoked_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          scopes: {
            items: {
              description:
                "API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending), and organization:admin (design: API keys, deletion, replay).",
              enum: ["crm:read", "crm:write", "messages:send", "organization:admin", "organization:read"],
              type: "string",
            },
            type: "array",
          },
          secret: { description: "The key itself. Shown only in this result.", minLength: 1, type: "string" },
          status: { enum: ["active", "revoked"], type: "string" },
        },
        required: [
          "api_key_id",
          "created_at",
          "last_used_at",
          "name",
          "prefix",
          "revoked_at",
          "scopes",
          "secret",
          "status",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_api_key_create_input,
      validateOutput: V.commsvc_api_key_create_output,
    },
    {
      name: "commsvc_api_key_revoke",
      title: "Revoke API key",
      description:
        "Revoke an API key of the organization at once and for good: calls presenting it are refused from now on. Revoking an already revoked key changes nothing and returns it again. Create a new key with commsvc_api_key_create if access is still needed.",
      annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          api_key_id: {
            description: "Id of the key to revoke, from commsvc_api_keys.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["api_key_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          api_key_id: { description: "API key id.", maxLength: 128, minLength: 1, type: "string" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          last_used_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          name: { type: "string" },
          prefix: {
            description: "The key's first characters, shown in listings to tell keys apart; never enough to use it.",
            type: "string",
          },
          revoked_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          scopes: {
            items: {
              description:
                "API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending), and organization:admin (design: API keys, deletion, replay).",
              enum: ["crm:read", "crm:write", "messages:send", "organization:admin", "organization:read"],
              type: "string",
            },
            type: "array",
          },
          status: { enum: ["active", "revoked"], type: "string" },
        },
        required: ["api_key_id", "created_at", "last_used_at", "name", "prefix", "revoked_at", "scopes", "status"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_api_key_revoke_input,
      validateOutput: V.commsvc_api_key_revoke_output,
    },
    {
      name: "commsvc_api_keys",
      title: "List API keys",
      description:
        "List the organization's API keys with name, scopes, status and last use. Secrets are never included.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          api_keys: {
            items: {
              additionalProperties: false,
              description: "An API key without its secret.",
              properties: {
                api_key_id: { description: "API key id.", maxLength: 128, minLength: 1, type: "string" },
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                last_used_at: {
                  anyOf: [
                    {
                      description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                      format: "date-time",
                      type: "string",
                    },
                    { type: "null" },
                  ],
                },
                name: { type: "string" },
                prefix: {
                  description:
                    "The key's first characters, shown in listings to tell keys apart; never enough to use it.",
                  type: "string",
                },
                revoked_at: {
                  anyOf: [
                    {
                      description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                      format: "date-time",
                      type: "string",
                    },
                    { type: "null" },
                  ],
                },
                scopes: {
                  items: {
                    description:
                      "API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending), and organization:admin (design: API keys, deletion, replay).",
                    enum: ["crm:read", "crm:write", "messages:send", "organization:admin", "organization:read"],
                    type: "string",
                  },
                  type: "array",
                },
                status: { enum: ["active", "revoked"], type: "string" },
              },
              required: [
                "api_key_id",
                "created_at",
                "last_used_at",
                "name",
                "prefix",
                "revoked_at",
                "scopes",
                "status",
              ],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["api_keys"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_api_keys_input,
      validateOutput: V.commsvc_api_keys_output,
    },
    {
      name: "commsvc_audience_create",
      title: "Create audience",
      description:
        "Create an audience: static (add contacts one by one with commsvc_audience_member_add) or saved_segment (defined by filter, which is required for this kind). Creating an audience sends nothing; use its audience_id in commsvc_campaign_create.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "filter_not_allowed",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        allOf: [
          {
            if: { properties: { kind: { const: "saved_segment" } }, required: ["kind"] },
            then: {
              properties: { filter: { description: "Saved segments need a filter.", type: "object" } },
              required: ["filter"],
            },
          },
          {
            if: { properties: { kind: { const: "static" } }, required: ["kind"] },
            then: { properties: { filter: { description: "Static audiences take no filter.", type: "null" } } },
          },
        ],
        properties: {
          filter: {
            description:
              "Segment filter for a saved_segment audience: an object over the allowed contact fields; a field that is not allowed is refused (filter_not_allowed). Required for saved_segment, not accepted for static.",
            minProperties: 1,
            type: "object",
          },
          kind: {
            description:
              "static: an explicit list of CRM contacts managed with commsvc_audience_member_add/remove; saved_segment: every contact matching filter, evaluated when used.",
            enum: ["static", "saved_segment"],
            type: "string",
          },
          name: { description: "Audience name.", maxLength: 200, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["kind", "name", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          filter: {
            description: "Segment filter for saved segments; null for static audiences.",
            type: ["object", "null"],
          },
          kind: { enum: ["static", "saved_segment"], type: "string" },
          member_count: {
            description: "Static audiences: members added; saved segments: contacts matching the filter now.",
            minimum: 0,
            type: "integer",
          },
          name: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
        },
        required: ["audience_id", "created_at", "filter", "kind", "member_count", "name", "updated_at"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_audience_create_input,
      validateOutput: V.commsvc_audience_create_output,
    },
    {
      name: "commsvc_audience_delete",
      title: "Delete audience",
      description:
        "Delete an audience. The contacts themselves stay in the CRM; only the grouping is removed. An audience used by a campaign that has not finished cannot be deleted (in_use).",
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "forbidden",
        "in_use",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["audience_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
          deleted: { const: true, type: "boolean" },
        },
        required: ["audience_id", "deleted"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_audience_delete_input,
      validateOutput: V.commsvc_audience_delete_output,
    },
    {
      name: "commsvc_audience_get",
      title: "Get audience",
      description: "Read one audience: name, kind, filter and member count.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["audience_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          filter: {
            description: "Segment filter for saved segments; null for static audiences.",
            type: ["object", "null"],
          },
          kind: { enum: ["static", "saved_segment"], type: "string" },
          member_count: {
            description: "Static audiences: members added; saved segments: contacts matching the filter now.",
            minimum: 0,
            type: "integer",
          },
          name: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
        },
        required: ["audience_id", "created_at", "filter", "kind", "member_count", "name", "updated_at"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_audience_get_input,
      validateOutput: V.commsvc_audience_get_output,
    },
    {
      name: "commsvc_audience_member_add",
      title: "Add audience member",
      description:
        "Add a CRM contact to a static audience. Adding a contact that is already a member changes nothing. Membership alone does not make a contact eligible for marketing: consent is recorded with commsvc_contact_marketing_put.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "audience_not_static",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Id of a static audience.", maxLength: 128, minLength: 1, type: "string" },
          contact_id: { description: "CRM contact id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["audience_id", "contact_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
          contact_id: { description: "Contact id.", maxLength: 128, minLength: 1, type: "string" },
          member: { description: "Whether the contact is a member after this call.", type: "boolean" },
        },
        required: ["audience_id", "contact_id", "member"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_audience_member_add_input,
      validateOutput: V.commsvc_audience_member_add_output,
    },
    {
      name: "commsvc_audience_member_remove",
      title: "Remove audience member",
      description:
        "Remove a CRM contact from a static audience; the contact stays in the CRM. Removing a contact that is not a member changes nothing.",
      annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "audience_not_static",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Id of a static audience.", maxLength: 128, minLength: 1, type: "string" },
          contact_id: { description: "CRM contact id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["audience_id", "contact_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
          contact_id: { description: "Contact id.", maxLength: 128, minLength: 1, type: "string" },
          member: { description: "Whether the contact is a member after this call.", type: "boolean" },
        },
        required: ["audience_id", "contact_id", "member"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_audience_member_remove_input,
      validateOutput: V.commsvc_audience_member_remove_output,
    },
    {
      name: "commsvc_audience_members",
      title: "List audience members",
      description:
        "List the contacts of a static audience, a page at a time, with their CRM url. Saved segments have no stored members.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: [
        "audience_not_static",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Id of a static audience.", maxLength: 128, minLength: 1, type: "string" },
          cursor: {
            description: "Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.",
            maxLength: 512,
            minLength: 1,
            type: "string",
          },
          limit: {
            default: 50,
            description: "Page size, 1 to 100 (default 50).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["audience_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          members: {
            items: {
              additionalProperties: false,
              description: "CRM contact; url is its absolute address.",
              properties: {
                company_id: { type: ["string", "null"] },
                contact_id: { description: "Contact id.", maxLength: 128, minLength: 1, type: "string" },
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                email: { type: "string" },
                first_name: { type: "string" },
                updated_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                url: {
                  description: "Absolute URL of this resource.",
                  format: "uri",
                  pattern: "^https?://",
                  type: "string",
                },
              },
              required: ["company_id", "contact_id", "created_at", "email", "first_name", "updated_at", "url"],
              type: "object",
            },
            type: "array",
          },
          next_cursor: {
            description: "Cursor for the next page, or null when this is the last page.",
            type: ["string", "null"],
          },
        },
        required: ["members", "next_cursor"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_audience_members_input,
      validateOutput: V.commsvc_audience_members_output,
    },
    {
      name: "commsvc_audience_update",
      title: "Update audience",
      description:
        "Rename an audience or replace a saved segment's filter; only the fields sent change. The kind cannot change, and a static audience takes no filter (filter_not_allowed). Campaigns already launched keep the recipients they resolved at launch.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "filter_not_allowed",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
          filter: {
            description: "New segment filter (saved_segment audiences only); replaces the old filter entirely.",
            minProperties: 1,
            type: "object",
          },
          name: { description: "New audience name.", maxLength: 200, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["audience_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          filter: {
            description: "Segment filter for saved segments; null for static audiences.",
            type: ["object", "null"],
          },
          kind: { enum: ["static", "saved_segment"], type: "string" },
          member_count: {
            description: "Static audiences: members added; saved segments: contacts matching the filter now.",
            minimum: 0,
            type: "integer",
          },
          name: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
        },
        required: ["audience_id", "created_at", "filter", "kind", "member_count", "name", "updated_at"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_audience_update_input,
      validateOutput: V.commsvc_audience_update_output,
    },
    {
      name: "commsvc_audiences",
      title: "List audiences",
      description:
        "List the organization's audiences, a page at a time; pass next_cursor back as cursor for the next page.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          cursor: {
            description: "Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.",
            maxLength: 512,
            minLength: 1,
            type: "string",
          },
          limit: {
            default: 50,
            description: "Page size, 1 to 100 (default 50).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          audiences: {
            items: {
              additionalProperties: false,
              properties: {
                audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                filter: {
                  description: "Segment filter for saved segments; null for static audiences.",
                  type: ["object", "null"],
                },
                kind: { enum: ["static", "saved_segment"], type: "string" },
                member_count: {
                  description: "Static audiences: members added; saved segments: contacts matching the filter now.",
                  minimum: 0,
                  type: "integer",
                },
                name: { type: "string" },
                updated_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
              },
              required: ["audience_id", "created_at", "filter", "kind", "member_count", "name", "updated_at"],
              type: "object",
            },
            type: "array",
          },
          next_cursor: {
            description: "Cursor for the next page, or null when this is the last page.",
            type: ["string", "null"],
          },
        },
        required: ["audiences", "next_cursor"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_audiences_input,
      validateOutput: V.commsvc_audiences_output,
    },
    {
      name: "commsvc_audit",
      title: "Audit events",
      description:
        "List the organization's audit events (who did what, when), newest first, a page at a time. Read-only.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          cursor: {
            description: "Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.",
            maxLength: 512,
            minLength: 1,
            type: "string",
          },
          limit: {
            default: 50,
            description: "Page size, 1 to 100 (default 50).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          events: {
            items: {
              additionalProperties: false,
              properties: {
                action: {
                  description: "What happened, e.g. campaign.launch, api_key.create, contact_import.confirm.",
                  type: "string",
                },
                actor_id: { type: ["string", "null"] },
                actor_type: { enum: ["api_key", "user", "system"], type: "string" },
                details: { description: "Action-specific details; never contains secrets.", type: "object" },
                event_id: { description: "Audit event id.", maxLength: 128, minLength: 1, type: "string" },
                occurred_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                target_id: { type: ["string", "null"] },
                target_type: { type: ["string", "null"] },
              },
              required: [
                "action",
                "actor_id",
                "actor_type",
                "details",
                "event_id",
                "occurred_at",
                "target_id",
                "target_type",
              ],
              type: "object",
            },
            type: "array",
          },
          next_cursor: {
            description: "Cursor for the next page, or null when this is the last page.",
            type: ["string", "null"],
          },
        },
        required: ["events", "next_cursor"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_audit_input,
      validateOutput: V.commsvc_audit_output,
    },
    {
      name: "commsvc_billing",
      title: "Billing entitlements",
      description:
        "Read the organization's billing entitlements (passes and top-ups) and the number of sends still available. Moves no money.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          available_sends: {
            description: "E-mails the organization can still send across its entitlements.",
            minimum: 0,
            type: "integer",
          },
          entitlements: {
            items: {
              additionalProperties: false,
              properties: {
                entitlement_id: { description: "Entitlement id.", maxLength: 128, minLength: 1, type: "string" },
                expires_at: {
                  anyOf: [
                    {
                      description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                      format: "date-time",
                      type: "string",
                    },
                    { type: "null" },
                  ],
                },
                kind: { enum: ["pass", "topup"], type: "string" },
                purchased_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                sends_granted: { minimum: 0, type: "integer" },
                sends_remaining: { minimum: 0, type: "integer" },
                starts_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                transaction_hash: {
                  anyOf: [{ pattern: "^0x[0-9a-f]{64}$", type: "string" }, { type: "null" }],
                  description:
                    "Hash of the on-chain transaction that settled the x402 payment for this entitlement (lowercase 0x hex); null for an entitlement granted without a settlement (purchases recorded before settlement existed).",
                },
              },
              required: [
                "entitlement_id",
                "expires_at",
                "kind",
                "purchased_at",
                "sends_granted",
                "sends_remaining",
                "starts_at",
                "transaction_hash",
              ],
              type: "object",
            },
            type: "array",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
        },
        required: ["available_sends", "entitlements", "organization_id"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_billing_input,
      validateOutput: V.commsvc_billing_output,
    },
    {
      name: "commsvc_billing_catalog",
      title: "Billing catalog",
      description:
        "List what can be bought (a pass and top-ups), their prices and the x402 payment network. Needs no organization and moves no money; buy with commsvc_billing_purchase.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented"],
      inputSchema: { additionalProperties: false, properties: {}, required: [], type: "object" },
      outputSchema: {
        additionalProperties: false,
        properties: {
          asset: { description: "Asset prices are paid in, e.g. USDC.", type: "string" },
          network: { description: "x402 payment network, e.g. base.", type: "string" },
          plans: {
            items: {
              additionalProperties: false,
              properties: {
                action: {
                  description: "The action to pass to commsvc_billing_purchase.",
                  enum: ["pass", "topup"],
                  type: "string",
                },
                description: { type: "string" },
                name: { type: "string" },
                price: {
                  description: "Price as a decimal string in asset units.",
                  pattern: "^[0-9]+(\\.[0-9]{1,6})?$",
                  type: "string",
                },
                sends: { description: "Sends granted.", minimum: 0, type: "integer" },
                valid_days: {
                  description: "How long the entitlement lasts; null = until used.",
                  minimum: 1,
                  type: ["integer", "null"],
                },
              },
              required: ["action", "description", "name", "price", "sends", "valid_days"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["asset", "network", "plans"],
        type: "object",
      },
      validateInput: V.commsvc_billing_catalog_input,
      validateOutput: V.commsvc_billing_catalog_output,
    },
    {
      name: "commsvc_billing_purchase",
      title: "Buy pass or top-up",
      description:
        "Buy a pass or a top-up for the organization through x402 (v1, scheme exact, USDC on base). Without payment the result carries the x402 challenge: sign an EIP-3009 transferWithAuthorization for it and repeat the call with the same idempotency_key and the payment payload (the X-PAYMENT header JSON) in payment. The payment is verified and settled on chain by the service's x402 facilitator; once the transfer is confirmed the entitlement is granted, once per key, and carries the transaction hash. A payer whose balance is short is refused with payment_failed; without a configured facilitator every payment is refused with payment_unavailable. This spends money; see prices with commsvc_billing_catalog first. idempotency_key is 8 to 128 characters of letters, digits and _ . : - (a UUID fits).",
      annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: true, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "forbidden",
        "idempotency_conflict",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "payment_amount_mismatch",
        "payment_expired",
        "payment_failed",
        "payment_invalid",
        "payment_nonce_used",
        "payment_unavailable",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          action: { description: "What to buy: pass or topup.", enum: ["pass", "topup"], type: "string" },
          idempotency_key: {
            description:
              "Client-chosen key (8 to 128 characters: letters, digits, _ . : -); the purchase happens once per key.",
            maxLength: 128,
            minLength: 8,
            pattern: "^[A-Za-z0-9_.:-]+$",
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          payment: {
            additionalProperties: false,
            description:
              "The signed x402 payment for the challenge of an earlier call (same action and idempotency_key). Omit it to receive the challenge.",
            properties: {
              network: {
                description: "Network of the payment: base (the challenge offers only base).",
                enum: ["base"],
                type: "string",
              },
              payload: {
                additionalProperties: false,
                properties: {
                  authorization: {
                    additionalProperties: false,
                    properties: {
                      from: {
                        description: "Payer address (signs the authorization).",
                        pattern: "^0x[a-fA-F0-9]{40}$",
                        type: "string",
                      },
                      nonce: {
                        description: "32-byte nonce chosen by the payer, 0x-prefixed hex; usable once.",
                        pattern: "^0x[0-9a-fA-F]{64}$",
                        type: "string",
                      },
                      to: {
                        description: "Recipient: the challenge payTo.",
                        pattern: "^0x[a-fA-F0-9]{40}$",
                        type: "string",
                      },
                      validAfter: {
                        description: "Unix time (seconds) after which the authorization is valid.",
                        pattern: "^[0-9]{1,78}$",
                        type: "string",
                      },
                      validBefore: {
                        description: "Unix time (seconds) before which the authorization is valid.",
                        pattern: "^[0-9]{1,78}$",
                        type: "string",
                      },
                      value: {
                        description: "Amount in USDC atomic units (6 decimals): the challenge maxAmountRequired.",
                        pattern: "^[0-9]{1,78}$",
                        type: "string",
                      },
                    },
                    required: ["from", "nonce", "to", "validAfter", "validBefore", "value"],
                    type: "object",
                  },
                  signature: {
                    description:
                      "EIP-712 signature of the authorization by its from address, 0x-prefixed hex (65 bytes).",
                    pattern: "^0x[0-9a-fA-F]{130}$",
                    type: "string",
                  },
                },
                required: ["authorization", "signature"],
                type: "object",
              },
              scheme: { const: "exact", description: "Payment scheme: exact.", type: "string" },
              x402Version: { const: 1, description: "x402 protocol version: 1.", type: "integer" },
            },
            required: ["network", "payload", "scheme", "x402Version"],
            type: "object",
          },
        },
        required: ["action", "idempotency_key", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          action: { enum: ["pass", "topup"], type: "string" },
          challenge: {
            anyOf: [
              {
                description:
                  "x402 payment challenge (payment requirements) in the x402 protocol's own field names; pay one of accepts and repeat the call with the same idempotency_key.",
                properties: {
                  accepts: {
                    items: {
                      properties: {
                        asset: { type: "string" },
                        description: { type: "string" },
                        extra: { type: ["object", "null"] },
                        maxAmountRequired: {
                          description: "Amount in the asset's atomic units.",
                          pattern: "^[0-9]+$",
                          type: "string",
                        },
                        maxTimeoutSeconds: { minimum: 0, type: "integer" },
                        mimeType: { type: "string" },
                        network: { type: "string" },
                        payTo: { type: "string" },
                        resource: { type: "string" },
                        scheme: { type: "string" },
                      },
                      required: [
                        "asset",
                        "maxAmountRequired",
                        "maxTimeoutSeconds",
                        "network",
                        "payTo",
                        "resource",
                        "scheme",
                      ],
                      type: "object",
                    },
                    type: "array",
                  },
                  error: { type: "string" },
                  x402Version: { minimum: 1, type: "integer" },
                },
                required: ["accepts", "x402Version"],
                type: "object",
              },
              { type: "null" },
            ],
          },
          entitlement: {
            anyOf: [
              {
                additionalProperties: false,
                properties: {
                  entitlement_id: { description: "Entitlement id.", maxLength: 128, minLength: 1, type: "string" },
                  expires_at: {
                    anyOf: [
                      {
                        description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                        format: "date-time",
                        type: "string",
                      },
                      { type: "null" },
                    ],
                  },
                  kind: { enum: ["pass", "topup"], type: "string" },
                  purchased_at: {
                    description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                    format: "date-time",
                    type: "string",
                  },
                  sends_granted: { minimum: 0, type: "integer" },
                  sends_remaining: { minimum: 0, type: "integer" },
                  starts_at: {
                    description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                    format: "date-time",
                    type: "string",
                  },
                  transaction_hash: {
                    anyOf: [{ pattern: "^0x[0-9a-f]{64}$", type: "string" }, { type: "null" }],
                    description:
                      "Hash of the on-chain transaction that settled the x402 payment for this entitlement (lowercase 0x hex); null for an entitlement granted without a settlement (purchases recorded before settlement existed).",
                  },
                },
                required: [
                  "entitlement_id",
                  "expires_at",
                  "kind",
                  "purchased_at",
                  "sends_granted",
                  "sends_remaining",
                  "starts_at",
                  "transaction_hash",
                ],
                type: "object",
              },
              { type: "null" },
            ],
          },
          purchase_id: { type: ["string", "null"] },
          status: {
            description:
              "payment_required: pay the challenge and repeat the call with the same idempotency_key; completed: the entitlement is active.",
            enum: ["payment_required", "completed"],
            type: "string",
          },
        },
        required: ["action", "challenge", "entitlement", "purchase_id", "status"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_billing_purchase_input,
      validateOutput: V.commsvc_billing_purchase_output,
    },
    {
      name: "commsvc_campaign_create",
      title: "Create campaign",
      description:
        "Create a marketing campaign as a draft from an active sending domain, an audience and a published marketing template; the template version is frozen into the campaign. Nothing is sent: launch it with commsvc_campaign_launch.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "domain_not_active",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "template_not_published",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
          domain_id: { description: "Active sending domain id.", maxLength: 128, minLength: 1, type: "string" },
          name: { description: "Campaign name.", maxLength: 200, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          template_id: {
            description: "Published marketing template id.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          template_version: {
            description:
              "Published template version to freeze into the campaign, 1 or higher. Omitted: the latest published version.",
            minimum: 1,
            type: "integer",
          },
        },
        required: ["audience_id", "domain_id", "name", "organization_id", "template_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
          campaign_id: { description: "Campaign id.", maxLength: 128, minLength: 1, type: "string" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          domain_id: { description: "Sending domain id.", maxLength: 128, minLength: 1, type: "string" },
          launched_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          name: { type: "string" },
          scheduled_for: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          status: {
            description:
              "Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); waiting_for_allowance while the e-mail relay's sending domain is paused or has spent today's allowance (the worker resumes by itself at the relay's next window, status_reason says when); paused and cancelled by campaign_update; completed when every recipient has a final outcome.",
            enum: ["draft", "scheduled", "sending", "waiting_for_allowance", "paused", "cancelled", "completed"],
            type: "string",
          },
          status_reason: {
            description:
              "Why the campaign is paused when the sending worker paused it (e.g. sends_exhausted: no available sends); null otherwise.",
            type: ["string", "null"],
          },
          template_id: { description: "Marketing template id.", maxLength: 128, minLength: 1, type: "string" },
          template_version: { description: "Template version frozen into the campaign.", minimum: 1, type: "integer" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
        },
        required: [
          "audience_id",
          "campaign_id",
          "created_at",
          "domain_id",
          "launched_at",
          "name",
          "scheduled_for",
          "status",
          "status_reason",
          "template_id",
          "template_version",
          "updated_at",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_campaign_create_input,
      validateOutput: V.commsvc_campaign_create_output,
    },
    {
      name: "commsvc_campaign_get",
      title: "Get campaign",
      description: "Read one campaign: its content references, frozen template version, status and schedule.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          campaign_id: { description: "Campaign id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["campaign_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
          campaign_id: { description: "Campaign id.", maxLength: 128, minLength: 1, type: "string" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          domain_id: { description: "Sending domain id.", maxLength: 128, minLength: 1, type: "string" },
          launched_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          name: { type: "string" },
          scheduled_for: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          status: {
            description:
              "Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); waiting_for_allowance while the e-mail relay's sending domain is paused or has spent today's allowance (the worker resumes by itself at the relay's next window, status_reason says when); paused and cancelled by campaign_update; completed when every recipient has a final outcome.",
            enum: ["draft", "scheduled", "sending", "waiting_for_allowance", "paused", "cancelled", "completed"],
            type: "string",
          },
          status_reason: {
            description:
              "Why the campaign is paused when the sending worker paused it (e.g. sends_exhausted: no available sends); null otherwise.",
            type: ["string", "null"],
          },
          template_id: { description: "Marketing template id.", maxLength: 128, minLength: 1, type: "string" },
          template_version: { description: "Template version frozen into the campaign.", minimum: 1, type: "integer" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
        },
        required: [
          "audience_id",
          "campaign_id",
          "created_at",
          "domain_id",
          "launched_at",
          "name",
          "scheduled_for",
          "status",
          "status_reason",
          "template_id",
          "template_version",
          "updated_at",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_campaign_get_input,
      validateOutput: V.commsvc_campaign_get_output,
    },
    {
      name: "commsvc_campaign_launch",
      title: "Launch campaign",
      description:
        "Freeze a draft campaign and launch it now, or schedule it when scheduled_for is given; recipients are the audience's consenting, unsuppressed contacts at launch. Sends real e-mail and uses the organization's available sends. Idempotent per key: repeating the call with the same key returns the first result and sends nothing more. Follow it with commsvc_campaign_report. idempotency_key is 8 to 128 characters of letters, digits and _ . : - (a UUID fits).",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: true, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "busy",
        "domain_not_active",
        "forbidden",
        "idempotency_conflict",
        "internal_error",
        "invalid_arguments",
        "invalid_status_transition",
        "not_found",
        "not_implemented",
        "quota_exceeded",
        "rate_limited",
        "relay_not_configured",
        "scheduled_for_in_past",
        "sends_exhausted",
        "template_not_published",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          campaign_id: { description: "Id of a draft campaign.", maxLength: 128, minLength: 1, type: "string" },
          idempotency_key: {
            description:
              "Client-chosen key (8 to 128 characters: letters, digits, _ . : -); the launch happens once per key.",
            maxLength: 128,
            minLength: 8,
            pattern: "^[A-Za-z0-9_.:-]+$",
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          scheduled_for: {
            description:
              "Send at this future instant instead of now: ISO-8601 with offset, e.g. 2026-12-01T09:00:00+01:00.",
            format: "date-time",
            type: "string",
          },
        },
        required: ["campaign_id", "idempotency_key", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
          campaign_id: { description: "Campaign id.", maxLength: 128, minLength: 1, type: "string" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          domain_id: { description: "Sending domain id.", maxLength: 128, minLength: 1, type: "string" },
          launched_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          name: { type: "string" },
          scheduled_for: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          status: {
            description:
              "Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); waiting_for_allowance while the e-mail relay's sending domain is paused or has spent today's allowance (the worker resumes by itself at the relay's next window, status_reason says when); paused and cancelled by campaign_update; completed when every recipient has a final outcome.",
            enum: ["draft", "scheduled", "sending", "waiting_for_allowance", "paused", "cancelled", "completed"],
            type: "string",
          },
          status_reason: {
            description:
              "Why the campaign is paused when the sending worker paused it (e.g. sends_exhausted: no available sends); null otherwise.",
            type: ["string", "null"],
          },
          template_id: { description: "Marketing template id.", maxLength: 128, minLength: 1, type: "string" },
          template_version: { description: "Template version frozen into the campaign.", minimum: 1, type: "integer" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
        },
        required: [
          "audience_id",
          "campaign_id",
          "created_at",
          "domain_id",
          "launched_at",
          "name",
          "scheduled_for",
          "status",
          "status_reason",
          "template_id",
          "template_version",
          "updated_at",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_campaign_launch_input,
      validateOutput: V.commsvc_campaign_launch_output,
    },
    {
      name: "commsvc_campaign_report",
      title: "Campaign report",
      description:
        "Report a campaign's outcome for every audience member, reconciling deliveries with feedback: members and recipients at launch, members excluded at launch with the reason (no consent, unsubscribed, suppressed, no first name for a template that needs one), then queued, sent, delivered, deferred, bounced, failed, complaints, unsubscribes and suppressions since launch, with rates.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          campaign_id: { description: "Campaign id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["campaign_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          bounce_rate: {
            description: "bounced / sent, 0 to 1; null before anything was sent.",
            maximum: 1,
            minimum: 0,
            type: ["number", "null"],
          },
          campaign_id: { description: "Campaign id.", maxLength: 128, minLength: 1, type: "string" },
          complaint_rate: {
            description: "complained / delivered, 0 to 1; null before anything was delivered.",
            maximum: 1,
            minimum: 0,
            type: ["number", "null"],
          },
          counts: {
            additionalProperties: false,
            properties: {
              bounced: { minimum: 0, type: "integer" },
              complained: { minimum: 0, type: "integer" },
              deferred: {
                description:
                  "Recipients waiting to be sent or delivered again after a temporary refusal: by the relay at submission (a 4xx, a spent allowance, a pause) or by the receiving server.",
                minimum: 0,
                type: "integer",
              },
              delivered: { minimum: 0, type: "integer" },
              excluded: {
                description: "Members left out at launch (see exclusions); never sent to.",
                minimum: 0,
                type: "integer",
              },
              failed: { minimum: 0, type: "integer" },
              queued: { description: "Recipients not yet tried.", minimum: 0, type: "integer" },
              sent: { minimum: 0, type: "integer" },
              suppressed: {
                description:
                  "Recipients skipped at send time because they were suppressed after launch (those suppressed before launch are in exclusions).",
                minimum: 0,
                type: "integer",
              },
              unsubscribed: {
                description:
                  "Recipients who unsubscribed after launch: skipped before sending, or through the campaign's link (those unsubscribed before launch are in exclusions).",
                minimum: 0,
                type: "integer",
              },
            },
            required: [
              "bounced",
              "complained",
              "deferred",
              "delivered",
              "excluded",
              "failed",
              "queued",
              "sent",
              "suppressed",
              "unsubscribed",
            ],
            type: "object",
          },
          delivery_rate: {
            description: "delivered / sent, 0 to 1; null before anything was sent.",
            maximum: 1,
            minimum: 0,
            type: ["number", "null"],
          },
          excluded_contacts: {
            description: "The first 100 excluded members in audience order, each with its reason.",
            items: {
              additionalProperties: false,
              properties: {
                contact_id: { description: "Contact id.", maxLength: 128, minLength: 1, type: "string" },
                reason: { enum: ["missing_first_name", "no_consent", "suppressed", "unsubscribed"], type: "string" },
              },
              required: ["contact_id", "reason"],
              type: "object",
            },
            maxItems: 100,
            type: "array",
          },
          exclusions: {
            additionalProperties: false,
            description: "Members excluded at launch, by reason; they add up to counts.excluded.",
            properties: {
              missing_first_name: {
                description: "No first name, and the template writes {{first_name}} without a fallback.",
                minimum: 0,
                type: "integer",
              },
              no_consent: { description: "No consent basis recorded.", minimum: 0, type: "integer" },
              suppressed: {
                description: "Suppressed before launch (bounce, complaint, manual).",
                minimum: 0,
                type: "integer",
              },
              unsubscribed: { description: "Unsubscribed before launch.", minimum: 0, type: "integer" },
            },
            required: ["missing_first_name", "no_consent", "suppressed", "unsubscribed"],
            type: "object",
          },
          generated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          members: {
            description: "Audience members at launch: recipients plus those excluded (0 before launch).",
            minimum: 0,
            type: "integer",
          },
          recipients: {
            description: "Members frozen as recipients at launch, the excluded ones left out (0 before launch).",
            minimum: 0,
            type: "integer",
          },
          reconciled: { description: "True when every recipient has a final outcome.", type: "boolean" },
          status: {
            description:
              "Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); waiting_for_allowance while the e-mail relay's sending domain is paused or has spent today's allowance (the worker resumes by itself at the relay's next window, status_reason says when); paused and cancelled by campaign_update; completed when every recipient has a final outcome.",
            enum: ["draft", "scheduled", "sending", "waiting_for_allowance", "paused", "cancelled", "completed"],
            type: "string",
          },
          timeline: {
            additionalProperties: false,
            description:
              "sent, delivered, bounced, complained and unsubscribed over time: how many recipients each count took in each bucket (not cumulative), from the times stored with each recipient and the relay's events; the buckets add up to counts. At most 60 buckets: the width is the smallest of 1, 5, 15, 60 minutes, 6 hours, 1 day, 1 week (else whole weeks) that fits the campaign's span; empty buckets inside the span are listed.",
            properties: {
              basis: { description: "Which stored time places each count, in words.", type: "string" },
              bucket_seconds: { description: "Width of each bucket, seconds.", minimum: 60, type: "integer" },
              buckets: {
                description: "Oldest first, consecutive; empty before anything was sent.",
                items: {
                  additionalProperties: false,
                  properties: {
                    bounced: {
                      description: "Recipients whose bounce the relay reported in this bucket.",
                      minimum: 0,
                      type: "integer",
                    },
                    complained: {
                      description: "Recipients whose complaint the relay reported in this bucket.",
                      minimum: 0,
                      type: "integer",
                    },
                    delivered: {
                      description: "Recipients whose delivery the relay reported in this bucket.",
                      minimum: 0,
                      type: "integer",
                    },
                    sent: { description: "Recipients the relay accepted in this bucket.", minimum: 0, type: "integer" },
                    start: {
                      description: "Start of the bucket (UTC, a multiple of the width since the epoch).",
                      format: "date-time",
                      type: "string",
                    },
                    unsubscribed: {
                      description: "Recipients who unsubscribed in this bucket (or were skipped at send time for it).",
                      minimum: 0,
                      type: "integer",
                    },
                  },
                  required: ["bounced", "complained", "delivered", "sent", "start", "unsubscribed"],
                  type: "object",
                },
                maxItems: 60,
                type: "array",
              },
            },
            required: ["basis", "bucket_seconds", "buckets"],
            type: "object",
          },
        },
        required: [
          "bounce_rate",
          "campaign_id",
          "complaint_rate",
          "counts",
          "delivery_rate",
          "excluded_contacts",
          "exclusions",
          "generated_at",
          "members",
          "recipients",
          "reconciled",
          "status",
          "timeline",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      ui: {
        ...{ resourceUri: "ui://comms/commsvc_campaign_report.html" },
        htmlFile: __dirname + "/views/commsvc_campaign_report.html",
      },
      validateInput: V.commsvc_campaign_report_input,
      validateOutput: V.commsvc_campaign_report_output,
    },
    {
      name: "commsvc_campaign_update",
      title: "Update, pause, resume or cancel campaign",
      description:
        "Edit a draft campaign (name, domain, audience, template, version; only the fields sent change) or change its status: paused stops sending, sending resumes a paused campaign, cancelled stops it for good (recipients not yet sent to are never sent to). Content of a launched campaign is frozen (campaign_frozen).",
      annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: true, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "campaign_frozen",
        "domain_not_active",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "invalid_status_transition",
        "not_found",
        "not_implemented",
        "template_not_published",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "New audience id.", maxLength: 128, minLength: 1, type: "string" },
          campaign_id: { description: "Campaign id.", maxLength: 128, minLength: 1, type: "string" },
          domain_id: { description: "New active sending domain id.", maxLength: 128, minLength: 1, type: "string" },
          name: { description: "New campaign name.", maxLength: 200, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          status: {
            description: "paused to pause, sending to resume, cancelled to cancel for good.",
            enum: ["paused", "sending", "cancelled"],
            type: "string",
          },
          template_id: {
            description: "New published marketing template id.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          template_version: {
            description: "New published template version, 1 or higher.",
            minimum: 1,
            type: "integer",
          },
        },
        required: ["campaign_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
          campaign_id: { description: "Campaign id.", maxLength: 128, minLength: 1, type: "string" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          domain_id: { description: "Sending domain id.", maxLength: 128, minLength: 1, type: "string" },
          launched_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          name: { type: "string" },
          scheduled_for: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          status: {
            description:
              "Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); waiting_for_allowance while the e-mail relay's sending domain is paused or has spent today's allowance (the worker resumes by itself at the relay's next window, status_reason says when); paused and cancelled by campaign_update; completed when every recipient has a final outcome.",
            enum: ["draft", "scheduled", "sending", "waiting_for_allowance", "paused", "cancelled", "completed"],
            type: "string",
          },
          status_reason: {
            description:
              "Why the campaign is paused when the sending worker paused it (e.g. sends_exhausted: no available sends); null otherwise.",
            type: ["string", "null"],
          },
          template_id: { description: "Marketing template id.", maxLength: 128, minLength: 1, type: "string" },
          template_version: { description: "Template version frozen into the campaign.", minimum: 1, type: "integer" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
        },
        required: [
          "audience_id",
          "campaign_id",
          "created_at",
          "domain_id",
          "launched_at",
          "name",
          "scheduled_for",
          "status",
          "status_reason",
          "template_id",
          "template_version",
          "updated_at",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_campaign_update_input,
      validateOutput: V.commsvc_campaign_update_output,
    },
    {
      name: "commsvc_campaigns",
      title: "List campaigns",
      description: "List the organization's campaigns with their status, newest first.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          campaigns: {
            items: {
              additionalProperties: false,
              properties: {
                audience_id: { description: "Audience id.", maxLength: 128, minLength: 1, type: "string" },
                campaign_id: { description: "Campaign id.", maxLength: 128, minLength: 1, type: "string" },
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                domain_id: { description: "Sending domain id.", maxLength: 128, minLength: 1, type: "string" },
                launched_at: {
                  anyOf: [
                    {
                      description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                      format: "date-time",
                      type: "string",
                    },
                    { type: "null" },
                  ],
                },
                name: { type: "string" },
                scheduled_for: {
                  anyOf: [
                    {
                      description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                      format: "date-time",
                      type: "string",
                    },
                    { type: "null" },
                  ],
                },
                status: {
                  description:
                    "Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); waiting_for_allowance while the e-mail relay's sending domain is paused or has spent today's allowance (the worker resumes by itself at the relay's next window, status_reason says when); paused and cancelled by campaign_update; completed when every recipient has a final outcome.",
                  enum: ["draft", "scheduled", "sending", "waiting_for_allowance", "paused", "cancelled", "completed"],
                  type: "string",
                },
                status_reason: {
                  description:
                    "Why the campaign is paused or waiting: set by the sending worker (e.g. sends_exhausted: no available sends; allowance_exhausted or sending_paused at the e-mail relay, with the time sending resumes); null otherwise.",
                  type: ["string", "null"],
                },
                template_id: { description: "Marketing template id.", maxLength: 128, minLength: 1, type: "string" },
                template_version: {
                  description: "Template version frozen into the campaign.",
                  minimum: 1,
                  type: "integer",
                },
                updated_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
              },
              required: [
                "audience_id",
                "campaign_id",
                "created_at",
                "domain_id",
                "launched_at",
                "name",
                "scheduled_for",
                "status",
                "status_reason",
                "template_id",
                "template_version",
                "updated_at",
              ],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["campaigns"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_campaigns_input,
      validateOutput: V.commsvc_campaigns_output,
    },
    {
      name: "commsvc_contact_file_get",
      title: "Get contact file",
      description:
        "Download a contact file made by commsvc_contacts_export: the CSV inline and an absolute download URL, valid until the file expires seven days after creation.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: [
        "expired",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "not_ready",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          file_id: {
            description: "Contact file id from commsvc_contacts_export.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["file_id", "organization_id"],
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
          csv: { description: "The CSV content.", type: "string" },
          download_url: {
            description: "Download address of the CSV, valid until expires_at.",
            format: "uri",
            pattern: "^https?://",
            type: "string",
          },
          expires_at: {
            description: "Seven days after creation; afterwards the file is gone.",
            format: "date-time",
            type: "string",
          },
          file_id: { description: "Contact file id.", maxLength: 128, minLength: 1, type: "string" },
          row_count: { minimum: 0, type: ["integer", "null"] },
          size_bytes: { minimum: 0, type: ["integer", "null"] },
          status: { enum: ["preparing", "available"], type: "string" },
        },
        required: ["created_at", "csv", "download_url", "expires_at", "file_id", "row_count", "size_bytes", "status"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_contact_file_get_input,
      validateOutput: V.commsvc_contact_file_get_output,
    },
    {
      name: "commsvc_contact_import_confirm",
      title: "Confirm contact import",
      description:
        "Confirm a previewed import: its valid rows are imported as contacts with the declared consent; rows with errors are skipped. The idempotency key makes the import happen once: repeating the call with the same key returns the same result. Follow progress with commsvc_contact_import_get. idempotency_key is 8 to 128 characters of letters, digits and _ . : - (a UUID fits).",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "busy",
        "forbidden",
        "idempotency_conflict",
        "import_state_conflict",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "quota_exceeded",
        "rate_limited",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          idempotency_key: {
            description:
              "Client-chosen key (8 to 128 characters: letters, digits, _ . : -) that makes the confirmation take effect once.",
            maxLength: 128,
            minLength: 8,
            pattern: "^[A-Za-z0-9_.:-]+$",
            type: "string",
          },
          import_id: {
            description: "Import id from commsvc_contact_import_preview.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["idempotency_key", "import_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          basis: {
            description:
              "Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).",
            enum: ["explicit", "documented_relationship"],
            type: "string",
          },
          captured_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          completed_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          confirmed_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          contacts_created: {
            description: "Set once the import has completed.",
            minimum: 0,
            type: ["integer", "null"],
          },
          contacts_updated: {
            description: "Set once the import has completed.",
            minimum: 0,
            type: ["integer", "null"],
          },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          import_id: { description: "Import id.", maxLength: 128, minLength: 1, type: "string" },
          mapping: { additionalProperties: { type: "string" }, type: "object" },
          rows_total: { minimum: 0, type: "integer" },
          rows_valid: { minimum: 0, type: "integer" },
          rows_with_errors: { minimum: 0, type: "integer" },
          source: { type: "string" },
          status: {
            description:
              "previewed (nothing imported yet), confirmed (import running), completed, failed, or expired (preview never confirmed).",
            enum: ["previewed", "confirmed", "completed", "failed", "expired"],
            type: "string",
          },
        },
        required: [
          "basis",
          "captured_at",
          "completed_at",
          "confirmed_at",
          "contacts_created",
          "contacts_updated",
          "created_at",
          "import_id",
          "mapping",
          "rows_total",
          "rows_valid",
          "rows_with_errors",
          "source",
          "status",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      task: { ttlMs: 600000, pollIntervalMs: 1000 },
      validateInput: V.commsvc_contact_import_confirm_input,
      validateOutput: V.commsvc_contact_import_confirm_output,
    },
    {
      name: "commsvc_contact_import_errors",
      title: "List contact import errors",
      description:
        "List the row-level errors of an import in a deterministic order (by row, then column), a page at a time; the same import always yields the same list.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          cursor: {
            description: "Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.",
            maxLength: 512,
            minLength: 1,
            type: "string",
          },
          import_id: { description: "Import id.", maxLength: 128, minLength: 1, type: "string" },
          limit: {
            default: 50,
            description: "Page size, 1 to 100 (default 50).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["import_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          errors: {
            items: {
              additionalProperties: false,
              properties: {
                code: {
                  description: "Stable snake_case reason, e.g. invalid_email, duplicate_email, missing_required.",
                  type: "string",
                },
                column: {
                  description: "CSV column the error is about, or null for a whole-row error.",
                  type: ["string", "null"],
                },
                field: { description: "Contact field the column maps to, or null.", type: ["string", "null"] },
                message: { type: "string" },
                row: {
                  description: "Data row number in the CSV, 1 = the first row after the header.",
                  minimum: 1,
                  type: "integer",
                },
              },
              required: ["code", "column", "field", "message", "row"],
              type: "object",
            },
            type: "array",
          },
          import_id: { description: "Import id.", maxLength: 128, minLength: 1, type: "string" },
          next_cursor: {
            description: "Cursor for the next page, or null when this is the last page.",
            type: ["string", "null"],
          },
        },
        required: ["errors", "import_id", "next_cursor"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_contact_import_errors_input,
      validateOutput: V.commsvc_contact_import_errors_output,
    },
    {
      name: "commsvc_contact_import_get",
      title: "Get contact import",
      description:
        "Read one import: status, row counts and, once completed, how many contacts were created or updated.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          import_id: { description: "Import id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["import_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          basis: {
            description:
              "Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).",
            enum: ["explicit", "documented_relationship"],
            type: "string",
          },
          captured_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          completed_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          confirmed_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          contacts_created: {
            description: "Set once the import has completed.",
            minimum: 0,
            type: ["integer", "null"],
          },
          contacts_updated: {
            description: "Set once the import has completed.",
            minimum: 0,
            type: ["integer", "null"],
          },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          import_id: { description: "Import id.", maxLength: 128, minLength: 1, type: "string" },
          mapping: { additionalProperties: { type: "string" }, type: "object" },
          rows_total: { minimum: 0, type: "integer" },
          rows_valid: { minimum: 0, type: "integer" },
          rows_with_errors: { minimum: 0, type: "integer" },
          source: { type: "string" },
          status: {
            description:
              "previewed (nothing imported yet), confirmed (import running), completed, failed, or expired (preview never confirmed).",
            enum: ["previewed", "confirmed", "completed", "failed", "expired"],
            type: "string",
          },
        },
        required: [
          "basis",
          "captured_at",
          "completed_at",
          "confirmed_at",
          "contacts_created",
          "contacts_updated",
          "created_at",
          "import_id",
          "mapping",
          "rows_total",
          "rows_valid",
          "rows_with_errors",
          "source",
          "status",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_contact_import_get_input,
      validateOutput: V.commsvc_contact_import_get_output,
    },
    {
      name: "commsvc_contact_import_preview",
      title: "Preview contact import",
      description:
        "Upload a CSV of contacts (at most 5 MB and 10,000 data rows, header row first) with a mapping from CSV columns to contact fields and the consent every row was collected under, and get a preview: row counts and row-level errors. Nothing is imported yet: confirm with commsvc_contact_import_confirm using the returned import_id.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "busy",
        "csv_too_large",
        "csv_too_many_rows",
        "csv_unreadable",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "invalid_mapping",
        "not_found",
        "not_implemented",
        "quota_exceeded",
        "rate_limited",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          basis: {
            description: "Legal basis of the marketing consent: explicit or documented_relationship.",
            enum: ["explicit", "documented_relationship"],
            type: "string",
          },
          captured_at: {
            description:
              "When consent was captured, ISO-8601 instant with offset, e.g. 2026-11-01T12:00:00Z. Not in the future.",
            format: "date-time",
            type: "string",
          },
          csv: {
            description:
              "CSV text, header row first; at most 5 MB (5,242,880 bytes of UTF-8; the service counts bytes) and 10,000 data rows.",
            maxLength: 5242880,
            minLength: 1,
            type: "string",
          },
          mapping: {
            additionalProperties: { minLength: 1, type: "string" },
            description:
              'CSV column name to contact field, e.g. {"E-mail": "email", "Given name": "first_name"}. A column must map to email.',
            minProperties: 1,
            type: "object",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          source: {
            description: "Where and how consent was collected, e.g. 'signup form on example.com/newsletter'.",
            maxLength: 500,
            minLength: 1,
            type: "string",
          },
        },
        required: ["basis", "captured_at", "csv", "mapping", "organization_id", "source"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          basis: {
            description:
              "Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).",
            enum: ["explicit", "documented_relationship"],
            type: "string",
          },
          captured_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          completed_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          confirmed_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          contacts_created: {
            description: "Set once the import has completed.",
            minimum: 0,
            type: ["integer", "null"],
          },
          contacts_updated: {
            description: "Set once the import has completed.",
            minimum: 0,
            type: ["integer", "null"],
          },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          errors: {
            description:
              "The first row-level errors (at most 100), in row order; commsvc_contact_import_errors lists them all.",
            items: {
              additionalProperties: false,
              properties: {
                code: {
                  description: "Stable snake_case reason, e.g. invalid_email, duplicate_email, missing_required.",
                  type: "string",
                },
                column: {
                  description: "CSV column the error is about, or null for a whole-row error.",
                  type: ["string", "null"],
                },
                field: { description: "Contact field the column maps to, or null.", type: ["string", "null"] },
                message: { type: "string" },
                row: {
                  description: "Data row number in the CSV, 1 = the first row after the header.",
                  minimum: 1,
                  type: "integer",
                },
              },
              required: ["code", "column", "field", "message", "row"],
              type: "object",
            },
            maxItems: 100,
            type: "array",
          },
          import_id: { description: "Import id.", maxLength: 128, minLength: 1, type: "string" },
          mapping: { additionalProperties: { type: "string" }, type: "object" },
          not_resubscribed: {
            description:
              "Rows whose contact already exists and has opted out (unsubscribed) or is suppressed (hard bounce, complaint): the import does not re-subscribe them, whatever its basis; at most 100, in row order. An opt-out holds until the contact's own new explicit opt-in (commsvc_contact_marketing_put with basis explicit and evidence).",
            items: {
              additionalProperties: false,
              properties: {
                contact_id: {
                  description: "Opaque resource id issued by the service.",
                  maxLength: 128,
                  minLength: 1,
                  type: "string",
                },
                email: { type: "string" },
                reason: { enum: ["unsubscribed", "suppressed"], type: "string" },
                row: { minimum: 1, type: "integer" },
                since: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
              },
              required: ["contact_id", "email", "reason", "row", "since"],
              type: "object",
            },
            maxItems: 100,
            type: "array",
          },
          rows_not_resubscribed: {
            description: "How many rows not_resubscribed holds in all.",
            minimum: 0,
            type: "integer",
          },
          rows_total: { minimum: 0, type: "integer" },
          rows_valid: { minimum: 0, type: "integer" },
          rows_with_errors: { minimum: 0, type: "integer" },
          source: { type: "string" },
          status: {
            description:
              "previewed (nothing imported yet), confirmed (import running), completed, failed, or expired (preview never confirmed).",
            enum: ["previewed", "confirmed", "completed", "failed", "expired"],
            type: "string",
          },
        },
        required: [
          "basis",
          "captured_at",
          "completed_at",
          "confirmed_at",
          "contacts_created",
          "contacts_updated",
          "created_at",
          "errors",
          "import_id",
          "mapping",
          "not_resubscribed",
          "rows_not_resubscribed",
          "rows_total",
          "rows_valid",
          "rows_with_errors",
          "source",
          "status",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      task: { ttlMs: 600000, pollIntervalMs: 1000 },
      validateInput: V.commsvc_contact_import_preview_input,
      validateOutput: V.commsvc_contact_import_preview_output,
    },
    {
      name: "commsvc_contact_imports",
      title: "List contact imports",
      description: "List the organization's contact imports, newest first, a page at a time.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          cursor: {
            description: "Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.",
            maxLength: 512,
            minLength: 1,
            type: "string",
          },
          limit: {
            default: 50,
            description: "Page size, 1 to 100 (default 50).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          imports: {
            items: {
              additionalProperties: false,
              properties: {
                basis: {
                  description:
                    "Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).",
                  enum: ["explicit", "documented_relationship"],
                  type: "string",
                },
                captured_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                completed_at: {
                  anyOf: [
                    {
                      description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                      format: "date-time",
                      type: "string",
                    },
                    { type: "null" },
                  ],
                },
                confirmed_at: {
                  anyOf: [
                    {
                      description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                      format: "date-time",
                      type: "string",
                    },
                    { type: "null" },
                  ],
                },
                contacts_created: {
                  description: "Set once the import has completed.",
                  minimum: 0,
                  type: ["integer", "null"],
                },
                contacts_updated: {
                  description: "Set once the import has completed.",
                  minimum: 0,
                  type: ["integer", "null"],
                },
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                import_id: { description: "Import id.", maxLength: 128, minLength: 1, type: "string" },
                mapping: { additionalProperties: { type: "string" }, type: "object" },
                rows_total: { minimum: 0, type: "integer" },
                rows_valid: { minimum: 0, type: "integer" },
                rows_with_errors: { minimum: 0, type: "integer" },
                source: { type: "string" },
                status: {
                  description:
                    "previewed (nothing imported yet), confirmed (import running), completed, failed, or expired (preview never confirmed).",
                  enum: ["previewed", "confirmed", "completed", "failed", "expired"],
                  type: "string",
                },
              },
              required: [
                "basis",
                "captured_at",
                "completed_at",
                "confirmed_at",
                "contacts_created",
                "contacts_updated",
                "created_at",
                "import_id",
                "mapping",
                "rows_total",
                "rows_valid",
                "rows_with_errors",
                "source",
                "status",
              ],
              type: "object",
            },
            type: "array",
          },
          next_cursor: {
            description: "Cursor for the next page, or null when this is the last page.",
            type: ["string", "null"],
          },
        },
        required: ["imports", "next_cursor"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_contact_imports_input,
      validateOutput: V.commsvc_contact_imports_output,
    },
    {
      name: "commsvc_contact_marketing_get",
      title: "Get contact marketing consent",
      description:
        "Read a contact's marketing consent (basis, source, capture time) and preference: whether campaigns may reach them, unsubscribed or suppressed.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          contact_id: { description: "CRM contact id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["contact_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          consent: {
            anyOf: [
              {
                additionalProperties: false,
                properties: {
                  basis: {
                    description:
                      "Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).",
                    enum: ["explicit", "documented_relationship"],
                    type: "string",
                  },
                  captured_at: {
                    description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                    format: "date-time",
                    type: "string",
                  },
                  recorded_at: {
                    description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                    format: "date-time",
                    type: "string",
                  },
                  source: { type: "string" },
                },
                required: ["basis", "captured_at", "recorded_at", "source"],
                type: "object",
              },
              { type: "null" },
            ],
            description: "Current marketing consent, or null when none is recorded.",
          },
          contact_id: { description: "CRM contact id.", maxLength: 128, minLength: 1, type: "string" },
          subscribed: {
            description:
              "True when the contact may receive marketing campaigns (consent recorded and not unsubscribed or suppressed).",
            type: "boolean",
          },
          suppressed: {
            description: "True when the address is suppressed (hard bounce or complaint).",
            type: "boolean",
          },
          unsubscribed_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
        },
        required: ["consent", "contact_id", "subscribed", "suppressed", "unsubscribed_at", "updated_at"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_contact_marketing_get_input,
      validateOutput: V.commsvc_contact_marketing_get_output,
    },
    {
      name: "commsvc_contact_marketing_put",
      title: "Record contact marketing consent",
      description:
        "Record the marketing consent of one contact, replacing the current record (the previous one stays in the audit trail). Recording consent sends nothing. An unsubscription holds until the contact's own new explicit opt-in: basis explicit with evidence, captured after the unsubscription; any other record leaves the contact unsubscribed. A captured_at in the future is refused.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          basis: {
            description: "Legal basis of the marketing consent: explicit or documented_relationship.",
            enum: ["explicit", "documented_relationship"],
            type: "string",
          },
          captured_at: {
            description:
              "When consent was captured, ISO-8601 instant with offset, e.g. 2026-11-01T12:00:00Z. Not in the future.",
            format: "date-time",
            type: "string",
          },
          contact_id: { description: "CRM contact id.", maxLength: 128, minLength: 1, type: "string" },
          evidence: {
            description:
              "What shows that the contact opted in again after unsubscribing (for example the confirmation of a double opt-in, or the reference of the form the contact submitted). An unsubscription is lifted only by basis explicit with evidence and a captured_at after it; without evidence, or with documented_relationship, consent is recorded and the contact stays unsubscribed.",
            maxLength: 1000,
            minLength: 1,
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          source: {
            description: "Where and how consent was collected, e.g. 'signup form on example.com/newsletter'.",
            maxLength: 500,
            minLength: 1,
            type: "string",
          },
        },
        required: ["basis", "captured_at", "contact_id", "organization_id", "source"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          consent: {
            anyOf: [
              {
                additionalProperties: false,
                properties: {
                  basis: {
                    description:
                      "Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).",
                    enum: ["explicit", "documented_relationship"],
                    type: "string",
                  },
                  captured_at: {
                    description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                    format: "date-time",
                    type: "string",
                  },
                  recorded_at: {
                    description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                    format: "date-time",
                    type: "string",
                  },
                  source: { type: "string" },
                },
                required: ["basis", "captured_at", "recorded_at", "source"],
                type: "object",
              },
              { type: "null" },
            ],
            description: "Current marketing consent, or null when none is recorded.",
          },
          contact_id: { description: "CRM contact id.", maxLength: 128, minLength: 1, type: "string" },
          subscribed: {
            description:
              "True when the contact may receive marketing campaigns (consent recorded and not unsubscribed or suppressed).",
            type: "boolean",
          },
          suppressed: {
            description: "True when the address is suppressed (hard bounce or complaint).",
            type: "boolean",
          },
          unsubscribed_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
        },
        required: ["consent", "contact_id", "subscribed", "suppressed", "unsubscribed_at", "updated_at"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_contact_marketing_put_input,
      validateOutput: V.commsvc_contact_marketing_put_output,
    },
    {
      name: "commsvc_contact_optin_request",
      title: "Send a double opt-in e-mail",
      description:
        "Send a contact a double opt-in e-mail through the e-mail relay, from the sending domain named: a link to /comms/confirm/<token> (signed, valid 7 days) whose page asks the contact to confirm. The confirmation (a POST from that page) records basis explicit with evidence 'double opt-in confirmed …' and lifts an unsubscription made before this request; opening the link changes nothing. Changes no consent by itself. At most one request per contact per hour; a suppressed contact (hard bounce, complaint) is refused.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: true, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "contact_suppressed",
        "domain_not_active",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "rate_limited",
        "relay_not_configured",
        "relay_refused",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          contact_id: {
            description: "CRM contact id; the e-mail goes to its address.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          domain_id: {
            description: "Active sending domain the confirmation e-mail is sent from (commsvc_domain_list).",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["contact_id", "domain_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          contact_id: { description: "CRM contact id.", maxLength: 128, minLength: 1, type: "string" },
          expires_at: { description: "When the confirmation link stops working.", format: "date-time", type: "string" },
          message_id: {
            anyOf: [{ type: "string" }, { type: "null" }],
            description:
              "The e-mail relay's message id (msg_…), null when another relay (COMMS_SMTP_URL) took the message.",
          },
          requested_at: {
            description:
              "When the request was made; only an unsubscription before this time is lifted by its confirmation.",
            format: "date-time",
            type: "string",
          },
          sent_to: { description: "The address the confirmation e-mail was handed to the relay for.", type: "string" },
        },
        required: ["contact_id", "expires_at", "message_id", "requested_at", "sent_to"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_contact_optin_request_input,
      validateOutput: V.commsvc_contact_optin_request_output,
    },
    {
      name: "commsvc_contacts_export",
      title: "Export contacts",
      description:
        "Start a CSV export of all the organization's contacts. Returns a contact file that is available for seven days; fetch it with commsvc_contact_file_get before it expires. Changes no contact.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "busy",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "quota_exceeded",
        "rate_limited",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["organization_id"],
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
          expires_at: {
            description: "Seven days after creation; afterwards the file is gone.",
            format: "date-time",
            type: "string",
          },
          file_id: { description: "Contact file id.", maxLength: 128, minLength: 1, type: "string" },
          row_count: { minimum: 0, type: ["integer", "null"] },
          size_bytes: { minimum: 0, type: ["integer", "null"] },
          status: { enum: ["preparing", "available"], type: "string" },
        },
        required: ["created_at", "expires_at", "file_id", "row_count", "size_bytes", "status"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_contacts_export_input,
      validateOutput: V.commsvc_contacts_export_output,
    },
    {
      name: "commsvc_context",
      title: "Resolve organization context",
      description:
        "Resolve who is calling: the organization the presented API key belongs to, and the key's scopes. Takes no arguments; call it first to learn the organization_id every other tool needs.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "unauthorized"],
      inputSchema: { additionalProperties: false, properties: {}, required: [], type: "object" },
      outputSchema: {
        additionalProperties: false,
        properties: {
          api_key_id: { description: "The key that authenticated this call.", type: ["string", "null"] },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          organization_name: { type: ["string", "null"] },
          scopes: {
            items: {
              description:
                "API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending), and organization:admin (design: API keys, deletion, replay).",
              enum: ["crm:read", "crm:write", "messages:send", "organization:admin", "organization:read"],
              type: "string",
            },
            type: "array",
          },
        },
        required: ["api_key_id", "organization_id", "organization_name", "scopes"],
        type: "object",
      },
      validateInput: V.commsvc_context_input,
      validateOutput: V.commsvc_context_output,
    },
    {
      name: "commsvc_crm_activities_create",
      title: "Create CRM activity",
      description:
        "Record an activity (call, meeting, note…) in the CRM, optionally on a deal. Returns the created activity with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          activity_type: {
            description: "Kind of activity, e.g. call, meeting, email, note.",
            maxLength: 50,
            minLength: 1,
            type: "string",
          },
          deal_id: { description: "Deal the activity belongs to.", maxLength: 128, minLength: 1, type: "string" },
          note: { description: "Activity note text.", minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["note", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          activity_id: { description: "Activity id.", maxLength: 128, minLength: 1, type: "string" },
          activity_type: { type: ["string", "null"] },
          company_id: { description: "Company the activity concerns, when known.", type: ["string", "null"] },
          contact_id: { description: "Contact the activity concerns, when known.", type: ["string", "null"] },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          deal_id: { type: ["string", "null"] },
          note: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
        },
        required: [
          "activity_id",
          "activity_type",
          "company_id",
          "contact_id",
          "created_at",
          "deal_id",
          "note",
          "updated_at",
          "url",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_activities_create_input,
      validateOutput: V.commsvc_crm_activities_create_output,
    },
    {
      name: "commsvc_crm_activities_delete",
      title: "Delete CRM activity",
      description:
        "Delete a CRM activity for good. Needs an API key with crm:write on the organization. A missing or foreign id is not_found.",
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          activity_id: { description: "Activity id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["activity_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          activity_id: { description: "Activity id.", maxLength: 128, minLength: 1, type: "string" },
          deleted: { const: true, type: "boolean" },
        },
        required: ["activity_id", "deleted"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_activities_delete_input,
      validateOutput: V.commsvc_crm_activities_delete_output,
    },
    {
      name: "commsvc_crm_activities_get",
      title: "Get CRM activity",
      description:
        "Read one CRM activity by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          activity_id: { description: "Activity id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["activity_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          activity_id: { description: "Activity id.", maxLength: 128, minLength: 1, type: "string" },
          activity_type: { type: ["string", "null"] },
          company_id: { description: "Company the activity concerns, when known.", type: ["string", "null"] },
          contact_id: { description: "Contact the activity concerns, when known.", type: ["string", "null"] },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          deal_id: { type: ["string", "null"] },
          note: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
        },
        required: [
          "activity_id",
          "activity_type",
          "company_id",
          "contact_id",
          "created_at",
          "deal_id",
          "note",
          "updated_at",
          "url",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_activities_get_input,
      validateOutput: V.commsvc_crm_activities_get_output,
    },
    {
      name: "commsvc_crm_activities_list",
      title: "List CRM activities",
      description:
        "List CRM activities matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          activity_type: { description: "Only activities of this type.", maxLength: 50, minLength: 1, type: "string" },
          company_id: { description: "Only activities of this company.", maxLength: 128, minLength: 1, type: "string" },
          contact_id: { description: "Only activities of this contact.", maxLength: 128, minLength: 1, type: "string" },
          cursor: {
            description: "Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.",
            maxLength: 512,
            minLength: 1,
            type: "string",
          },
          deal_id: { description: "Only activities of this deal.", maxLength: 128, minLength: 1, type: "string" },
          limit: {
            default: 50,
            description: "Page size, 1 to 100 (default 50).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          q: { description: "Free-text search; matches the note.", maxLength: 200, minLength: 1, type: "string" },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          activities: {
            items: {
              additionalProperties: false,
              description: "CRM activity; url is its absolute address.",
              properties: {
                activity_id: { description: "Activity id.", maxLength: 128, minLength: 1, type: "string" },
                activity_type: { type: ["string", "null"] },
                company_id: { description: "Company the activity concerns, when known.", type: ["string", "null"] },
                contact_id: { description: "Contact the activity concerns, when known.", type: ["string", "null"] },
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                deal_id: { type: ["string", "null"] },
                note: { type: "string" },
                updated_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                url: {
                  description: "Absolute URL of this resource.",
                  format: "uri",
                  pattern: "^https?://",
                  type: "string",
                },
              },
              required: [
                "activity_id",
                "activity_type",
                "company_id",
                "contact_id",
                "created_at",
                "deal_id",
                "note",
                "updated_at",
                "url",
              ],
              type: "object",
            },
            type: "array",
          },
          next_cursor: {
            description: "Cursor for the next page, or null when this is the last page.",
            type: ["string", "null"],
          },
        },
        required: ["activities", "next_cursor"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_activities_list_input,
      validateOutput: V.commsvc_crm_activities_list_output,
    },
    {
      name: "commsvc_crm_activities_update",
      title: "Update CRM activity",
      description:
        "Change fields of a CRM activity; only the fields sent change, the others keep their values. Returns the updated activity. Needs an API key with crm:write on the organization.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          activity_id: { description: "Activity id.", maxLength: 128, minLength: 1, type: "string" },
          activity_type: {
            description: "Kind of activity, e.g. call, meeting, email, note; sent only to change it.",
            maxLength: 50,
            minLength: 1,
            type: "string",
          },
          deal_id: {
            description: "Deal the activity belongs to; sent only to change it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          note: { description: "Activity note text; sent only to change it.", minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["activity_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          activity_id: { description: "Activity id.", maxLength: 128, minLength: 1, type: "string" },
          activity_type: { type: ["string", "null"] },
          company_id: { description: "Company the activity concerns, when known.", type: ["string", "null"] },
          contact_id: { description: "Contact the activity concerns, when known.", type: ["string", "null"] },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          deal_id: { type: ["string", "null"] },
          note: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
        },
        required: [
          "activity_id",
          "activity_type",
          "company_id",
          "contact_id",
          "created_at",
          "deal_id",
          "note",
          "updated_at",
          "url",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_activities_update_input,
      validateOutput: V.commsvc_crm_activities_update_output,
    },
    {
      name: "commsvc_crm_companies_create",
      title: "Create CRM company",
      description:
        "Create a company in the CRM. Returns the created company with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          domain: {
            description: "Company e-mail/web domain, e.g. example.com.",
            format: "hostname",
            maxLength: 253,
            type: "string",
          },
          name: { description: "Company name.", maxLength: 200, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          website: {
            description: "Absolute website URL, e.g. https://example.com.",
            format: "uri",
            maxLength: 2048,
            pattern: "^https?://",
            type: "string",
          },
        },
        required: ["name", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          company_id: { description: "Company id.", maxLength: 128, minLength: 1, type: "string" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          domain: { type: ["string", "null"] },
          name: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
          website: { type: ["string", "null"] },
        },
        required: ["company_id", "created_at", "domain", "name", "updated_at", "url", "website"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_companies_create_input,
      validateOutput: V.commsvc_crm_companies_create_output,
    },
    {
      name: "commsvc_crm_companies_delete",
      title: "Delete CRM company",
      description:
        "Delete a CRM company for good; its contacts stay and lose their company_id. Needs an API key with crm:write on the organization. A missing or foreign id is not_found.",
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          company_id: { description: "Company id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["company_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          company_id: { description: "Company id.", maxLength: 128, minLength: 1, type: "string" },
          deleted: { const: true, type: "boolean" },
        },
        required: ["company_id", "deleted"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_companies_delete_input,
      validateOutput: V.commsvc_crm_companies_delete_output,
    },
    {
      name: "commsvc_crm_companies_get",
      title: "Get CRM company",
      description:
        "Read one CRM company by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          company_id: { description: "Company id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["company_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          company_id: { description: "Company id.", maxLength: 128, minLength: 1, type: "string" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          domain: { type: ["string", "null"] },
          name: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
          website: { type: ["string", "null"] },
        },
        required: ["company_id", "created_at", "domain", "name", "updated_at", "url", "website"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_companies_get_input,
      validateOutput: V.commsvc_crm_companies_get_output,
    },
    {
      name: "commsvc_crm_companies_list",
      title: "List CRM companies",
      description:
        "List CRM companies matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          cursor: {
            description: "Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.",
            maxLength: 512,
            minLength: 1,
            type: "string",
          },
          limit: {
            default: 50,
            description: "Page size, 1 to 100 (default 50).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          q: {
            description: "Free-text search; matches name and domain.",
            maxLength: 200,
            minLength: 1,
            type: "string",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          companies: {
            items: {
              additionalProperties: false,
              description: "CRM company; url is its absolute address.",
              properties: {
                company_id: { description: "Company id.", maxLength: 128, minLength: 1, type: "string" },
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                domain: { type: ["string", "null"] },
                name: { type: "string" },
                updated_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                url: {
                  description: "Absolute URL of this resource.",
                  format: "uri",
                  pattern: "^https?://",
                  type: "string",
                },
                website: { type: ["string", "null"] },
              },
              required: ["company_id", "created_at", "domain", "name", "updated_at", "url", "website"],
              type: "object",
            },
            type: "array",
          },
          next_cursor: {
            description: "Cursor for the next page, or null when this is the last page.",
            type: ["string", "null"],
          },
        },
        required: ["companies", "next_cursor"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_companies_list_input,
      validateOutput: V.commsvc_crm_companies_list_output,
    },
    {
      name: "commsvc_crm_companies_update",
      title: "Update CRM company",
      description:
        "Change fields of a CRM company; only the fields sent change, the others keep their values. Returns the updated company. Needs an API key with crm:write on the organization.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          company_id: { description: "Company id.", maxLength: 128, minLength: 1, type: "string" },
          domain: {
            description: "Company e-mail/web domain, e.g. example.com; sent only to change it.",
            format: "hostname",
            maxLength: 253,
            type: "string",
          },
          name: { description: "Company name; sent only to change it.", maxLength: 200, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          website: {
            description: "Absolute website URL, e.g. https://example.com; sent only to change it.",
            format: "uri",
            maxLength: 2048,
            pattern: "^https?://",
            type: "string",
          },
        },
        required: ["company_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          company_id: { description: "Company id.", maxLength: 128, minLength: 1, type: "string" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          domain: { type: ["string", "null"] },
          name: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
          website: { type: ["string", "null"] },
        },
        required: ["company_id", "created_at", "domain", "name", "updated_at", "url", "website"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_companies_update_input,
      validateOutput: V.commsvc_crm_companies_update_output,
    },
    {
      name: "commsvc_crm_contacts_create",
      title: "Create CRM contact",
      description:
        "Create a contact in the CRM. Creating a contact gives it no marketing consent: record that with commsvc_contact_marketing_put. Returns the created contact with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "already_exists",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          company_id: { description: "Company the contact works for.", maxLength: 128, minLength: 1, type: "string" },
          email: { description: "Contact e-mail address.", format: "email", maxLength: 254, type: "string" },
          first_name: { description: "Contact first name.", maxLength: 100, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["email", "first_name", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          company_id: { type: ["string", "null"] },
          contact_id: { description: "Contact id.", maxLength: 128, minLength: 1, type: "string" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          email: { type: "string" },
          first_name: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
        },
        required: ["company_id", "contact_id", "created_at", "email", "first_name", "updated_at", "url"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_contacts_create_input,
      validateOutput: V.commsvc_crm_contacts_create_output,
    },
    {
      name: "commsvc_crm_contacts_delete",
      title: "Delete CRM contact",
      description:
        "Delete a CRM contact for good, with its marketing consent and audience memberships. Needs an API key with crm:write on the organization. A missing or foreign id is not_found.",
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          contact_id: { description: "Contact id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["contact_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          contact_id: { description: "Contact id.", maxLength: 128, minLength: 1, type: "string" },
          deleted: { const: true, type: "boolean" },
        },
        required: ["contact_id", "deleted"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_contacts_delete_input,
      validateOutput: V.commsvc_crm_contacts_delete_output,
    },
    {
      name: "commsvc_crm_contacts_get",
      title: "Get CRM contact",
      description:
        "Read one CRM contact by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          contact_id: { description: "Contact id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["contact_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          company_id: { type: ["string", "null"] },
          contact_id: { description: "Contact id.", maxLength: 128, minLength: 1, type: "string" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          email: { type: "string" },
          first_name: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
        },
        required: ["company_id", "contact_id", "created_at", "email", "first_name", "updated_at", "url"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_contacts_get_input,
      validateOutput: V.commsvc_crm_contacts_get_output,
    },
    {
      name: "commsvc_crm_contacts_list",
      title: "List CRM contacts",
      description:
        "List CRM contacts matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          company_id: { description: "Only contacts of this company.", maxLength: 128, minLength: 1, type: "string" },
          cursor: {
            description: "Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.",
            maxLength: 512,
            minLength: 1,
            type: "string",
          },
          limit: {
            default: 50,
            description: "Page size, 1 to 100 (default 50).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          q: {
            description: "Free-text search; matches email and first name.",
            maxLength: 200,
            minLength: 1,
            type: "string",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          contacts: {
            items: {
              additionalProperties: false,
              description: "CRM contact; url is its absolute address.",
              properties: {
                company_id: { type: ["string", "null"] },
                contact_id: { description: "Contact id.", maxLength: 128, minLength: 1, type: "string" },
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                email: { type: "string" },
                first_name: { type: "string" },
                updated_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                url: {
                  description: "Absolute URL of this resource.",
                  format: "uri",
                  pattern: "^https?://",
                  type: "string",
                },
              },
              required: ["company_id", "contact_id", "created_at", "email", "first_name", "updated_at", "url"],
              type: "object",
            },
            type: "array",
          },
          next_cursor: {
            description: "Cursor for the next page, or null when this is the last page.",
            type: ["string", "null"],
          },
        },
        required: ["contacts", "next_cursor"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_contacts_list_input,
      validateOutput: V.commsvc_crm_contacts_list_output,
    },
    {
      name: "commsvc_crm_contacts_update",
      title: "Update CRM contact",
      description:
        "Change fields of a CRM contact; only the fields sent change, the others keep their values. Returns the updated contact. Needs an API key with crm:write on the organization.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "already_exists",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          company_id: {
            description: "Company the contact works for; sent only to change it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          contact_id: { description: "Contact id.", maxLength: 128, minLength: 1, type: "string" },
          email: {
            description: "Contact e-mail address; sent only to change it.",
            format: "email",
            maxLength: 254,
            type: "string",
          },
          first_name: {
            description: "Contact first name; sent only to change it.",
            maxLength: 100,
            minLength: 1,
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["contact_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          company_id: { type: ["string", "null"] },
          contact_id: { description: "Contact id.", maxLength: 128, minLength: 1, type: "string" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          email: { type: "string" },
          first_name: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
        },
        required: ["company_id", "contact_id", "created_at", "email", "first_name", "updated_at", "url"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_contacts_update_input,
      validateOutput: V.commsvc_crm_contacts_update_output,
    },
    {
      name: "commsvc_crm_deals_create",
      title: "Create CRM deal",
      description:
        "Create a deal in a pipeline stage; value_minor is an integer in minor currency units (cents), with an ISO 4217 currency. Returns the created deal with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "stage_not_in_pipeline",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          currency: {
            description: "ISO 4217 currency code of value_minor, e.g. USD.",
            pattern: "^[A-Z]{3}$",
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          pipeline_id: { description: "Pipeline the deal is in.", maxLength: 128, minLength: 1, type: "string" },
          stage_id: {
            description: "Stage of the deal; must belong to pipeline_id.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          title: { description: "Deal title.", maxLength: 200, minLength: 1, type: "string" },
          value_minor: {
            description: "Deal value as an integer in minor currency units (e.g. 1999 = 19.99 USD).",
            minimum: 0,
            type: "integer",
          },
        },
        required: ["organization_id", "pipeline_id", "stage_id", "title"],
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
          currency: { type: ["string", "null"] },
          deal_id: { description: "Deal id.", maxLength: 128, minLength: 1, type: "string" },
          pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
          stage_id: { description: "Stage id.", maxLength: 128, minLength: 1, type: "string" },
          status: { description: "Deal status, open for a new deal.", type: "string" },
          title: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
          value_minor: {
            description: "Deal value in minor currency units (cents for USD).",
            type: ["integer", "null"],
          },
        },
        required: [
          "created_at",
          "currency",
          "deal_id",
          "pipeline_id",
          "stage_id",
          "status",
          "title",
          "updated_at",
          "url",
          "value_minor",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_deals_create_input,
      validateOutput: V.commsvc_crm_deals_create_output,
    },
    {
      name: "commsvc_crm_deals_delete",
      title: "Delete CRM deal",
      description:
        "Delete a CRM deal for good; its activities and tasks stay and lose their deal_id. Needs an API key with crm:write on the organization. A missing or foreign id is not_found.",
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          deal_id: { description: "Deal id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["deal_id", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          deal_id: { description: "Deal id.", maxLength: 128, minLength: 1, type: "string" },
          deleted: { const: true, type: "boolean" },
        },
        required: ["deal_id", "deleted"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_deals_delete_input,
      validateOutput: V.commsvc_crm_deals_delete_output,
    },
    {
      name: "commsvc_crm_deals_get",
      title: "Get CRM deal",
      description:
        "Read one CRM deal by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          deal_id: { description: "Deal id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["deal_id", "organization_id"],
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
          currency: { type: ["string", "null"] },
          deal_id: { description: "Deal id.", maxLength: 128, minLength: 1, type: "string" },
          pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
          stage_id: { description: "Stage id.", maxLength: 128, minLength: 1, type: "string" },
          status: { description: "Deal status, open for a new deal.", type: "string" },
          title: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
          value_minor: {
            description: "Deal value in minor currency units (cents for USD).",
            type: ["integer", "null"],
          },
        },
        required: [
          "created_at",
          "currency",
          "deal_id",
          "pipeline_id",
          "stage_id",
          "status",
          "title",
          "updated_at",
          "url",
          "value_minor",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_deals_get_input,
      validateOutput: V.commsvc_crm_deals_get_output,
    },
    {
      name: "commsvc_crm_deals_list",
      title: "List CRM deals",
      description:
        "List CRM deals matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          cursor: {
            description: "Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.",
            maxLength: 512,
            minLength: 1,
            type: "string",
          },
          limit: {
            default: 50,
            description: "Page size, 1 to 100 (default 50).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          pipeline_id: { description: "Only deals in this pipeline.", maxLength: 128, minLength: 1, type: "string" },
          q: { description: "Free-text search; matches the title.", maxLength: 200, minLength: 1, type: "string" },
          stage_id: { description: "Only deals in this stage.", maxLength: 128, minLength: 1, type: "string" },
          status: {
            description: "Only deals with this status, e.g. open.",
            maxLength: 50,
            minLength: 1,
            type: "string",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          deals: {
            items: {
              additionalProperties: false,
              description: "CRM deal; url is its absolute address.",
              properties: {
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                currency: { type: ["string", "null"] },
                deal_id: { description: "Deal id.", maxLength: 128, minLength: 1, type: "string" },
                pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
                stage_id: { description: "Stage id.", maxLength: 128, minLength: 1, type: "string" },
                status: { description: "Deal status, open for a new deal.", type: "string" },
                title: { type: "string" },
                updated_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                url: {
                  description: "Absolute URL of this resource.",
                  format: "uri",
                  pattern: "^https?://",
                  type: "string",
                },
                value_minor: {
                  description: "Deal value in minor currency units (cents for USD).",
                  type: ["integer", "null"],
                },
              },
              required: [
                "created_at",
                "currency",
                "deal_id",
                "pipeline_id",
                "stage_id",
                "status",
                "title",
                "updated_at",
                "url",
                "value_minor",
              ],
              type: "object",
            },
            type: "array",
          },
          next_cursor: {
            description: "Cursor for the next page, or null when this is the last page.",
            type: ["string", "null"],
          },
        },
        required: ["deals", "next_cursor"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_deals_list_input,
      validateOutput: V.commsvc_crm_deals_list_output,
    },
    {
      name: "commsvc_crm_deals_update",
      title: "Update CRM deal",
      description:
        "Change fields of a CRM deal; only the fields sent change, the others keep their values. Returns the updated deal. Needs an API key with crm:write on the organization.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "stage_not_in_pipeline",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          currency: {
            description: "ISO 4217 currency code of value_minor, e.g. USD; sent only to change it.",
            pattern: "^[A-Z]{3}$",
            type: "string",
          },
          deal_id: { description: "Deal id.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          pipeline_id: {
            description: "Pipeline the deal is in; sent only to change it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          stage_id: {
            description: "Stage of the deal; must belong to pipeline_id; sent only to change it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          status: {
            description:
              "New deal status (e.g. open, won, lost); the service refuses values it does not know (invalid_arguments); sent only to change it.",
            maxLength: 50,
            minLength: 1,
            type: "string",
          },
          title: { description: "Deal title; sent only to change it.", maxLength: 200, minLength: 1, type: "string" },
          value_minor: {
            description:
              "Deal value as an integer in minor currency units (e.g. 1999 = 19.99 USD); sent only to change it.",
            minimum: 0,
            type: "integer",
          },
        },
        required: ["deal_id", "organization_id"],
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
          currency: { type: ["string", "null"] },
          deal_id: { description: "Deal id.", maxLength: 128, minLength: 1, type: "string" },
          pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
          stage_id: { description: "Stage id.", maxLength: 128, minLength: 1, type: "string" },
          status: { description: "Deal status, open for a new deal.", type: "string" },
          title: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
          value_minor: {
            description: "Deal value in minor currency units (cents for USD).",
            type: ["integer", "null"],
          },
        },
        required: [
          "created_at",
          "currency",
          "deal_id",
          "pipeline_id",
          "stage_id",
          "status",
          "title",
          "updated_at",
          "url",
          "value_minor",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_deals_update_input,
      validateOutput: V.commsvc_crm_deals_update_output,
    },
    {
      name: "commsvc_crm_pipelines_create",
      title: "Create CRM pipeline",
      description:
        "Create a sales pipeline, optionally with its stage names in order (each becomes a stage). Returns the created pipeline with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          name: { description: "Pipeline name.", maxLength: 200, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          stages: {
            description: "Stage names in order, first stage first; each name once.",
            items: { maxLength: 200, minLength: 1, type: "string" },
            type: "array",
            uniqueItems: true,
          },
        },
        required: ["name", "organization_id"],
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
          name: { type: "string" },
          pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
          stages: {
            description: "Stage names in order; use commsvc_crm_stages_list for their ids.",
            items: { type: "string" },
            type: "array",
          },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
        },
        required: ["created_at", "name", "pipeline_id", "stages", "updated_at", "url"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_pipelines_create_input,
      validateOutput: V.commsvc_crm_pipelines_create_output,
    },
    {
      name: "commsvc_crm_pipelines_delete",
      title: "Delete CRM pipeline",
      description:
        "Delete a CRM pipeline and its stages for good; refused while it holds deals (in_use). Needs an API key with crm:write on the organization. A missing or foreign id is not_found.",
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "forbidden",
        "in_use",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
        },
        required: ["organization_id", "pipeline_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          deleted: { const: true, type: "boolean" },
          pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
        },
        required: ["deleted", "pipeline_id"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_pipelines_delete_input,
      validateOutput: V.commsvc_crm_pipelines_delete_output,
    },
    {
      name: "commsvc_crm_pipelines_get",
      title: "Get CRM pipeline",
      description:
        "Read one CRM pipeline by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
        },
        required: ["organization_id", "pipeline_id"],
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
          name: { type: "string" },
          pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
          stages: {
            description: "Stage names in order; use commsvc_crm_stages_list for their ids.",
            items: { type: "string" },
            type: "array",
          },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
        },
        required: ["created_at", "name", "pipeline_id", "stages", "updated_at", "url"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_pipelines_get_input,
      validateOutput: V.commsvc_crm_pipelines_get_output,
    },
    {
      name: "commsvc_crm_pipelines_list",
      title: "List CRM pipelines",
      description:
        "List CRM pipelines matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          cursor: {
            description: "Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.",
            maxLength: 512,
            minLength: 1,
            type: "string",
          },
          limit: {
            default: 50,
            description: "Page size, 1 to 100 (default 50).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          q: { description: "Free-text search; matches the name.", maxLength: 200, minLength: 1, type: "string" },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          next_cursor: {
            description: "Cursor for the next page, or null when this is the last page.",
            type: ["string", "null"],
          },
          pipelines: {
            items: {
              additionalProperties: false,
              description: "CRM pipeline; url is its absolute address.",
              properties: {
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                name: { type: "string" },
                pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
                stages: {
                  description: "Stage names in order; use commsvc_crm_stages_list for their ids.",
                  items: { type: "string" },
                  type: "array",
                },
                updated_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                url: {
                  description: "Absolute URL of this resource.",
                  format: "uri",
                  pattern: "^https?://",
                  type: "string",
                },
              },
              required: ["created_at", "name", "pipeline_id", "stages", "updated_at", "url"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["next_cursor", "pipelines"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_pipelines_list_input,
      validateOutput: V.commsvc_crm_pipelines_list_output,
    },
    {
      name: "commsvc_crm_pipelines_update",
      title: "Update CRM pipeline",
      description:
        "Change fields of a CRM pipeline; only the fields sent change, the others keep their values. stages replaces the ordered list: names kept keep their stage and deals, new names become stages, and a removed stage must hold no deals (in_use). Returns the updated pipeline. Needs an API key with crm:write on the organization.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "forbidden",
        "in_use",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          name: { description: "Pipeline name; sent only to change it.", maxLength: 200, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
          stages: {
            description: "Stage names in order, first stage first; each name once; sent only to change it.",
            items: { maxLength: 200, minLength: 1, type: "string" },
            type: "array",
            uniqueItems: true,
          },
        },
        required: ["organization_id", "pipeline_id"],
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
          name: { type: "string" },
          pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
          stages: {
            description: "Stage names in order; use commsvc_crm_stages_list for their ids.",
            items: { type: "string" },
            type: "array",
          },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
        },
        required: ["created_at", "name", "pipeline_id", "stages", "updated_at", "url"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_pipelines_update_input,
      validateOutput: V.commsvc_crm_pipelines_update_output,
    },
    {
      name: "commsvc_crm_stages_create",
      title: "Create CRM stage",
      description:
        "Add a stage to a pipeline at position (0 = first; default last) with a win probability in percent. Returns the created stage with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "already_exists",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          name: { description: "Stage name, unique in its pipeline.", maxLength: 200, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          pipeline_id: { description: "Pipeline the stage belongs to.", maxLength: 128, minLength: 1, type: "string" },
          position: {
            description: "Place of the stage in its pipeline, 0 = first; later stages move down.",
            minimum: 0,
            type: "integer",
          },
          probability: {
            description: "Win probability of deals in this stage, in percent (0 to 100).",
            maximum: 100,
            minimum: 0,
            type: "integer",
          },
        },
        required: ["name", "organization_id", "pipeline_id"],
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
          name: { type: "string" },
          pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
          position: { minimum: 0, type: "integer" },
          probability: {
            description: "Win probability in percent.",
            maximum: 100,
            minimum: 0,
            type: ["integer", "null"],
          },
          stage_id: { description: "Stage id.", maxLength: 128, minLength: 1, type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
        },
        required: ["created_at", "name", "pipeline_id", "position", "probability", "stage_id", "updated_at", "url"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_stages_create_input,
      validateOutput: V.commsvc_crm_stages_create_output,
    },
    {
      name: "commsvc_crm_stages_delete",
      title: "Delete CRM stage",
      description:
        "Delete a stage of a pipeline for good; refused while it holds deals (in_use). Needs an API key with crm:write on the organization. A missing or foreign id is not_found.",
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "forbidden",
        "in_use",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          pipeline_id: { description: "Pipeline the stage belongs to.", maxLength: 128, minLength: 1, type: "string" },
          stage_id: { description: "Stage id.", maxLength: 128, minLength: 1, type: "string" },
        },
        required: ["organization_id", "pipeline_id", "stage_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          deleted: { const: true, type: "boolean" },
          pipeline_id: { description: "Pipeline the stage belongs to.", maxLength: 128, minLength: 1, type: "string" },
          stage_id: { description: "Stage id.", maxLength: 128, minLength: 1, type: "string" },
        },
        required: ["deleted", "pipeline_id", "stage_id"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_stages_delete_input,
      validateOutput: V.commsvc_crm_stages_delete_output,
    },
    {
      name: "commsvc_crm_stages_get",
      title: "Get CRM stage",
      description:
        "Read one CRM stage by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          pipeline_id: { description: "Pipeline the stage belongs to.", maxLength: 128, minLength: 1, type: "string" },
          stage_id: { description: "Stage id.", maxLength: 128, minLength: 1, type: "string" },
        },
        required: ["organization_id", "pipeline_id", "stage_id"],
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
          name: { type: "string" },
          pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
          position: { minimum: 0, type: "integer" },
          probability: {
            description: "Win probability in percent.",
            maximum: 100,
            minimum: 0,
            type: ["integer", "null"],
          },
          stage_id: { description: "Stage id.", maxLength: 128, minLength: 1, type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
        },
        required: ["created_at", "name", "pipeline_id", "position", "probability", "stage_id", "updated_at", "url"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_stages_get_input,
      validateOutput: V.commsvc_crm_stages_get_output,
    },
    {
      name: "commsvc_crm_stages_list",
      title: "List CRM stages",
      description:
        "List CRM stages of one pipeline, in position order, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          cursor: {
            description: "Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.",
            maxLength: 512,
            minLength: 1,
            type: "string",
          },
          limit: {
            default: 50,
            description: "Page size, 1 to 100 (default 50).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          pipeline_id: { description: "Pipeline the stage belongs to.", maxLength: 128, minLength: 1, type: "string" },
        },
        required: ["organization_id", "pipeline_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          next_cursor: {
            description: "Cursor for the next page, or null when this is the last page.",
            type: ["string", "null"],
          },
          stages: {
            items: {
              additionalProperties: false,
              description: "CRM stage; url is its absolute address.",
              properties: {
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                name: { type: "string" },
                pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
                position: { minimum: 0, type: "integer" },
                probability: {
                  description: "Win probability in percent.",
                  maximum: 100,
                  minimum: 0,
                  type: ["integer", "null"],
                },
                stage_id: { description: "Stage id.", maxLength: 128, minLength: 1, type: "string" },
                updated_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                url: {
                  description: "Absolute URL of this resource.",
                  format: "uri",
                  pattern: "^https?://",
                  type: "string",
                },
              },
              required: [
                "created_at",
                "name",
                "pipeline_id",
                "position",
                "probability",
                "stage_id",
                "updated_at",
                "url",
              ],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["next_cursor", "stages"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_stages_list_input,
      validateOutput: V.commsvc_crm_stages_list_output,
    },
    {
      name: "commsvc_crm_stages_update",
      title: "Update CRM stage",
      description:
        "Change fields of a CRM stage; only the fields sent change, the others keep their values. Returns the updated stage. Needs an API key with crm:write on the organization.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "already_exists",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          name: {
            description: "Stage name, unique in its pipeline; sent only to change it.",
            maxLength: 200,
            minLength: 1,
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          pipeline_id: { description: "Pipeline the stage belongs to.", maxLength: 128, minLength: 1, type: "string" },
          position: {
            description:
              "Place of the stage in its pipeline, 0 = first; later stages move down; sent only to change it.",
            minimum: 0,
            type: "integer",
          },
          probability: {
            description: "Win probability of deals in this stage, in percent (0 to 100); sent only to change it.",
            maximum: 100,
            minimum: 0,
            type: "integer",
          },
          stage_id: { description: "Stage id.", maxLength: 128, minLength: 1, type: "string" },
        },
        required: ["organization_id", "pipeline_id", "stage_id"],
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
          name: { type: "string" },
          pipeline_id: { description: "Pipeline id.", maxLength: 128, minLength: 1, type: "string" },
          position: { minimum: 0, type: "integer" },
          probability: {
            description: "Win probability in percent.",
            maximum: 100,
            minimum: 0,
            type: ["integer", "null"],
          },
          stage_id: { description: "Stage id.", maxLength: 128, minLength: 1, type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
        },
        required: ["created_at", "name", "pipeline_id", "position", "probability", "stage_id", "updated_at", "url"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_stages_update_input,
      validateOutput: V.commsvc_crm_stages_update_output,
    },
    {
      name: "commsvc_crm_tasks_create",
      title: "Create CRM task",
      description:
        "Create a task, optionally on a deal; status defaults to open. Returns the created task with its absolute url. Needs an API key with crm:write on the organization. Nothing is sent to anyone.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          deal_id: { description: "Deal the task belongs to.", maxLength: 128, minLength: 1, type: "string" },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          status: {
            description: "open, done or cancelled (default open).",
            enum: ["open", "done", "cancelled"],
            type: "string",
            default: "open",
          },
          title: { description: "Task title.", maxLength: 200, minLength: 1, type: "string" },
        },
        required: ["organization_id", "title"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          assignee_user_id: { type: ["string", "null"] },
          contact_id: { type: ["string", "null"] },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          deal_id: { type: ["string", "null"] },
          status: { description: "Task status.", enum: ["open", "done", "cancelled"], type: "string" },
          task_id: { description: "Task id.", maxLength: 128, minLength: 1, type: "string" },
          title: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
        },
        required: [
          "assignee_user_id",
          "contact_id",
          "created_at",
          "deal_id",
          "status",
          "task_id",
          "title",
          "updated_at",
          "url",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_tasks_create_input,
      validateOutput: V.commsvc_crm_tasks_create_output,
    },
    {
      name: "commsvc_crm_tasks_delete",
      title: "Delete CRM task",
      description:
        "Delete a CRM task for good. Needs an API key with crm:write on the organization. A missing or foreign id is not_found.",
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          task_id: { description: "Task id.", maxLength: 128, minLength: 1, type: "string" },
        },
        required: ["organization_id", "task_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          deleted: { const: true, type: "boolean" },
          task_id: { description: "Task id.", maxLength: 128, minLength: 1, type: "string" },
        },
        required: ["deleted", "task_id"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_tasks_delete_input,
      validateOutput: V.commsvc_crm_tasks_delete_output,
    },
    {
      name: "commsvc_crm_tasks_get",
      title: "Get CRM task",
      description:
        "Read one CRM task by id, with its absolute url. Needs crm:read. A missing or foreign id is not_found.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          task_id: { description: "Task id.", maxLength: 128, minLength: 1, type: "string" },
        },
        required: ["organization_id", "task_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          assignee_user_id: { type: ["string", "null"] },
          contact_id: { type: ["string", "null"] },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          deal_id: { type: ["string", "null"] },
          status: { description: "Task status.", enum: ["open", "done", "cancelled"], type: "string" },
          task_id: { description: "Task id.", maxLength: 128, minLength: 1, type: "string" },
          title: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
        },
        required: [
          "assignee_user_id",
          "contact_id",
          "created_at",
          "deal_id",
          "status",
          "task_id",
          "title",
          "updated_at",
          "url",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_tasks_get_input,
      validateOutput: V.commsvc_crm_tasks_get_output,
    },
    {
      name: "commsvc_crm_tasks_list",
      title: "List CRM tasks",
      description:
        "List CRM tasks matching the filters given, a page at a time; every item carries its absolute url. Pass next_cursor back as cursor for the next page. Needs crm:read.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          assignee_user_id: {
            description: "Only tasks assigned to this user.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          contact_id: { description: "Only tasks of this contact.", maxLength: 128, minLength: 1, type: "string" },
          cursor: {
            description: "Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.",
            maxLength: 512,
            minLength: 1,
            type: "string",
          },
          deal_id: { description: "Only tasks of this deal.", maxLength: 128, minLength: 1, type: "string" },
          limit: {
            default: 50,
            description: "Page size, 1 to 100 (default 50).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          q: { description: "Free-text search; matches the title.", maxLength: 200, minLength: 1, type: "string" },
          status: {
            description: "Only tasks with this status: open, done or cancelled.",
            enum: ["open", "done", "cancelled"],
            type: "string",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          next_cursor: {
            description: "Cursor for the next page, or null when this is the last page.",
            type: ["string", "null"],
          },
          tasks: {
            items: {
              additionalProperties: false,
              description: "CRM task; url is its absolute address.",
              properties: {
                assignee_user_id: { type: ["string", "null"] },
                contact_id: { type: ["string", "null"] },
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                deal_id: { type: ["string", "null"] },
                status: { description: "Task status.", enum: ["open", "done", "cancelled"], type: "string" },
                task_id: { description: "Task id.", maxLength: 128, minLength: 1, type: "string" },
                title: { type: "string" },
                updated_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                url: {
                  description: "Absolute URL of this resource.",
                  format: "uri",
                  pattern: "^https?://",
                  type: "string",
                },
              },
              required: [
                "assignee_user_id",
                "contact_id",
                "created_at",
                "deal_id",
                "status",
                "task_id",
                "title",
                "updated_at",
                "url",
              ],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["next_cursor", "tasks"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_tasks_list_input,
      validateOutput: V.commsvc_crm_tasks_list_output,
    },
    {
      name: "commsvc_crm_tasks_update",
      title: "Update CRM task",
      description:
        "Change fields of a CRM task; only the fields sent change, the others keep their values. Returns the updated task. Needs an API key with crm:write on the organization.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          deal_id: {
            description: "Deal the task belongs to; sent only to change it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          status: {
            description: "New status: open, done or cancelled; sent only to change it.",
            enum: ["open", "done", "cancelled"],
            type: "string",
          },
          task_id: { description: "Task id.", maxLength: 128, minLength: 1, type: "string" },
          title: { description: "Task title; sent only to change it.", maxLength: 200, minLength: 1, type: "string" },
        },
        required: ["organization_id", "task_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          assignee_user_id: { type: ["string", "null"] },
          contact_id: { type: ["string", "null"] },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          deal_id: { type: ["string", "null"] },
          status: { description: "Task status.", enum: ["open", "done", "cancelled"], type: "string" },
          task_id: { description: "Task id.", maxLength: 128, minLength: 1, type: "string" },
          title: { type: "string" },
          updated_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          url: { description: "Absolute URL of this resource.", format: "uri", pattern: "^https?://", type: "string" },
        },
        required: [
          "assignee_user_id",
          "contact_id",
          "created_at",
          "deal_id",
          "status",
          "task_id",
          "title",
          "updated_at",
          "url",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_crm_tasks_update_input,
      validateOutput: V.commsvc_crm_tasks_update_output,
    },
    {
      name: "commsvc_data_export_create",
      title: "Create data export",
      description:
        "Start a JSON export of all the organization's data. The export is available for seven days; list it with commsvc_data_exports and fetch it with commsvc_data_export_download. Changes no data.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "busy",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "quota_exceeded",
        "rate_limited",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["organization_id"],
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
          expires_at: { description: "Seven days after creation.", format: "date-time", type: "string" },
          export_id: { description: "Export id.", maxLength: 128, minLength: 1, type: "string" },
          size_bytes: { minimum: 0, type: ["integer", "null"] },
          status: { enum: ["preparing", "available", "expired", "failed"], type: "string" },
        },
        required: ["created_at", "expires_at", "export_id", "size_bytes", "status"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_data_export_create_input,
      validateOutput: V.commsvc_data_export_create_output,
    },
    {
      name: "commsvc_data_export_download",
      title: "Download data export",
      description:
        "Download a data export: the JSON export inline and an absolute download URL, valid until it expires seven days after creation.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: [
        "expired",
        "export_failed",
        "export_too_large",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "not_ready",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          export_id: {
            description: "Export id from commsvc_data_export_create.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["export_id", "organization_id"],
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
          data: { description: "The export itself.", type: "object" },
          download_url: {
            description: "Download address of the JSON export, valid until expires_at.",
            format: "uri",
            pattern: "^https?://",
            type: "string",
          },
          expires_at: { description: "Seven days after creation.", format: "date-time", type: "string" },
          export_id: { description: "Export id.", maxLength: 128, minLength: 1, type: "string" },
          size_bytes: { minimum: 0, type: ["integer", "null"] },
          status: { enum: ["preparing", "available", "expired", "failed"], type: "string" },
        },
        required: ["created_at", "data", "download_url", "expires_at", "export_id", "size_bytes", "status"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_data_export_download_input,
      validateOutput: V.commsvc_data_export_download_output,
    },
    {
      name: "commsvc_data_exports",
      title: "List data exports",
      description: "List the organization's data exports with status and expiry.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          exports: {
            items: {
              additionalProperties: false,
              properties: {
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                expires_at: { description: "Seven days after creation.", format: "date-time", type: "string" },
                export_id: { description: "Export id.", maxLength: 128, minLength: 1, type: "string" },
                size_bytes: { minimum: 0, type: ["integer", "null"] },
                status: { enum: ["preparing", "available", "expired", "failed"], type: "string" },
              },
              required: ["created_at", "expires_at", "export_id", "size_bytes", "status"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["exports"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_data_exports_input,
      validateOutput: V.commsvc_data_exports_output,
    },
    {
      name: "commsvc_dead_letter_replay",
      title: "Replay dead letter",
      description:
        "Queue one campaign or webhook dead letter for delivery again; the record is marked replayed and a new failure produces a new dead letter. Sends to the outside world.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: true, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "already_replayed",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          record_id: {
            description: "Dead letter record id from commsvc_dead_letters.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
        },
        required: ["organization_id", "record_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          kind: { enum: ["campaign", "webhook"], type: "string" },
          record_id: { description: "Dead letter record id.", maxLength: 128, minLength: 1, type: "string" },
          replayed_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          status: { const: "queued", type: "string" },
        },
        required: ["kind", "record_id", "replayed_at", "status"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_dead_letter_replay_input,
      validateOutput: V.commsvc_dead_letter_replay_output,
    },
    {
      name: "commsvc_dead_letters",
      title: "List dead letters",
      description:
        "List the organization's dead letters: campaign e-mails and webhook deliveries that failed for good, with their last error. Replay one with commsvc_dead_letter_replay.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          dead_letters: {
            items: {
              additionalProperties: false,
              properties: {
                attempts: { minimum: 1, type: "integer" },
                campaign_id: { description: "Campaign of a campaign dead letter.", type: ["string", "null"] },
                first_failed_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                kind: { enum: ["campaign", "webhook"], type: "string" },
                last_error: { type: "string" },
                last_failed_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                recipient: { description: "Recipient address of a campaign dead letter.", type: ["string", "null"] },
                record_id: { description: "Dead letter record id.", maxLength: 128, minLength: 1, type: "string" },
                replayed_at: {
                  anyOf: [
                    {
                      description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                      format: "date-time",
                      type: "string",
                    },
                    { type: "null" },
                  ],
                },
                status: { enum: ["dead", "replayed"], type: "string" },
                target_url: { description: "Endpoint of a webhook dead letter.", type: ["string", "null"] },
              },
              required: [
                "attempts",
                "campaign_id",
                "first_failed_at",
                "kind",
                "last_error",
                "last_failed_at",
                "recipient",
                "record_id",
                "replayed_at",
                "status",
                "target_url",
              ],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["dead_letters"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_dead_letters_input,
      validateOutput: V.commsvc_dead_letters_output,
    },
    {
      name: "commsvc_deletion_cancel",
      title: "Cancel tenant erasure",
      description: "Cancel a scheduled erasure of the organization before it starts; no data is touched.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "deletion_not_scheduled",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          request_id: {
            description: "Deletion request id from commsvc_deletion_schedule or commsvc_deletion_request.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
        },
        required: ["organization_id", "request_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          cancelled_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          completed_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          erase_after: {
            description: "Seven days after the request; erasure starts then unless cancelled.",
            format: "date-time",
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          request_id: { description: "Deletion request id.", maxLength: 128, minLength: 1, type: "string" },
          requested_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          status: { enum: ["scheduled", "cancelled", "completed"], type: "string" },
        },
        required: [
          "cancelled_at",
          "completed_at",
          "erase_after",
          "organization_id",
          "request_id",
          "requested_at",
          "status",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_deletion_cancel_input,
      validateOutput: V.commsvc_deletion_cancel_output,
    },
    {
      name: "commsvc_deletion_request",
      title: "Get deletion request",
      description:
        "Read the organization's latest deletion request (scheduled, cancelled or completed) and when erasure happens; request is null when there has never been one.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          request: {
            anyOf: [
              {
                additionalProperties: false,
                properties: {
                  cancelled_at: {
                    anyOf: [
                      {
                        description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                        format: "date-time",
                        type: "string",
                      },
                      { type: "null" },
                    ],
                  },
                  completed_at: {
                    anyOf: [
                      {
                        description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                        format: "date-time",
                        type: "string",
                      },
                      { type: "null" },
                    ],
                  },
                  erase_after: {
                    description: "Seven days after the request; erasure starts then unless cancelled.",
                    format: "date-time",
                    type: "string",
                  },
                  organization_id: {
                    description: "The active organization (tenant) this call acts on; the API key must belong to it.",
                    maxLength: 128,
                    minLength: 1,
                    type: "string",
                  },
                  request_id: { description: "Deletion request id.", maxLength: 128, minLength: 1, type: "string" },
                  requested_at: {
                    description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                    format: "date-time",
                    type: "string",
                  },
                  status: { enum: ["scheduled", "cancelled", "completed"], type: "string" },
                },
                required: [
                  "cancelled_at",
                  "completed_at",
                  "erase_after",
                  "organization_id",
                  "request_id",
                  "requested_at",
                  "status",
                ],
                type: "object",
              },
              { type: "null" },
            ],
          },
        },
        required: ["request"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_deletion_request_input,
      validateOutput: V.commsvc_deletion_request_output,
    },
    {
      name: "commsvc_deletion_schedule",
      title: "Schedule tenant erasure",
      description:
        "Schedule the erasure of the whole organization and all its data, seven days from now. confirmation must be exactly 'delete <organization_id>' for this organization. Until the erasure starts it can be cancelled with commsvc_deletion_cancel; afterwards nothing can be recovered. Take a commsvc_data_export_create first if the data is needed.",
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "confirmation_mismatch",
        "deletion_already_scheduled",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          confirmation: {
            description: "The exact phrase 'delete <organization_id>', e.g. 'delete org_123'.",
            pattern: "^delete .+$",
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["confirmation", "organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          cancelled_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          completed_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          erase_after: {
            description: "Seven days after the request; erasure starts then unless cancelled.",
            format: "date-time",
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          request_id: { description: "Deletion request id.", maxLength: 128, minLength: 1, type: "string" },
          requested_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          status: { enum: ["scheduled", "cancelled", "completed"], type: "string" },
        },
        required: [
          "cancelled_at",
          "completed_at",
          "erase_after",
          "organization_id",
          "request_id",
          "requested_at",
          "status",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_deletion_schedule_input,
      validateOutput: V.commsvc_deletion_schedule_output,
    },
    {
      name: "commsvc_deliverability",
      title: "Deliverability and backlog",
      description:
        "Report the organization's deliverability aggregates (sent, delivered, bounced, complaints and their rates over the last 30 days) and the current sending backlog (queued, scheduled, retrying, dead letters).",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          backlog: {
            additionalProperties: false,
            properties: {
              dead_letters: { minimum: 0, type: "integer" },
              queued: { minimum: 0, type: "integer" },
              retrying: { minimum: 0, type: "integer" },
              scheduled: { minimum: 0, type: "integer" },
            },
            required: ["dead_letters", "queued", "retrying", "scheduled"],
            type: "object",
          },
          bounce_rate: {
            description: "bounced / sent in the window, 0 to 1; null when nothing was sent.",
            maximum: 1,
            minimum: 0,
            type: ["number", "null"],
          },
          bounced: { minimum: 0, type: "integer" },
          complained: { minimum: 0, type: "integer" },
          complaint_rate: {
            description: "complained / delivered in the window, 0 to 1; null when nothing was delivered.",
            maximum: 1,
            minimum: 0,
            type: ["number", "null"],
          },
          delivered: { minimum: 0, type: "integer" },
          delivery_rate: {
            description: "delivered / sent in the window, 0 to 1; null when nothing was sent.",
            maximum: 1,
            minimum: 0,
            type: ["number", "null"],
          },
          domains: {
            description: "The same aggregates per sending domain of the organization (our design).",
            items: {
              additionalProperties: false,
              properties: {
                bounce_rate: {
                  description: "bounced / sent; null when nothing was sent.",
                  maximum: 1,
                  minimum: 0,
                  type: ["number", "null"],
                },
                bounced: { minimum: 0, type: "integer" },
                complained: { minimum: 0, type: "integer" },
                delivered: { minimum: 0, type: "integer" },
                delivery_rate: {
                  description: "delivered / sent; null when nothing was sent.",
                  maximum: 1,
                  minimum: 0,
                  type: ["number", "null"],
                },
                domain_id: { description: "Sending domain id.", maxLength: 128, minLength: 1, type: "string" },
                name: { type: "string" },
                sent: { minimum: 0, type: "integer" },
              },
              required: [
                "bounce_rate",
                "bounced",
                "complained",
                "delivered",
                "delivery_rate",
                "domain_id",
                "name",
                "sent",
              ],
              type: "object",
            },
            type: "array",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          sent: { minimum: 0, type: "integer" },
          window_end: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          window_start: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
        },
        required: [
          "backlog",
          "bounce_rate",
          "bounced",
          "complained",
          "complaint_rate",
          "delivered",
          "delivery_rate",
          "domains",
          "organization_id",
          "sent",
          "window_end",
          "window_start",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_deliverability_input,
      validateOutput: V.commsvc_deliverability_output,
    },
    {
      name: "commsvc_domain_add",
      title: "Add sending domain",
      description:
        "Bind a sending domain to the organization: a domain the e-mail relay has verified (add_domain, verify_domain) for the relay account whose API key is given. Campaigns from it are submitted to the relay over SMTP with that key, which is stored encrypted and never shown again.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "already_exists",
        "domain_unverified",
        "forbidden",
        "internal_error",
        "invalid_arguments",
        "not_found",
        "not_implemented",
        "unauthorized",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          name: {
            description: "Bare domain, e.g. news.example.com.",
            format: "hostname",
            maxLength: 253,
            minLength: 3,
            pattern: "^(?=.{3,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$",
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          relay_api_key: {
            description: "API key of the e-mail relay account that verified the domain (its SMTP submission password).",
            maxLength: 200,
            minLength: 8,
            type: "string",
          },
        },
        required: ["name", "organization_id", "relay_api_key"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        description:
          "A sending domain of the organization, bound to a domain the e-mail relay had verified when it was added, with the relay's status of it now.",
        properties: {
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          domain_id: { description: "Sending domain id.", maxLength: 128, minLength: 1, type: "string" },
          name: { description: "The bare domain, as verified by the relay.", type: "string" },
          relay_key_prefix: {
            description:
              "First characters of the relay API key used as the SMTP submission password (the key itself is stored encrypted and never shown).",
            type: "string",
          },
          status: {
            description:
              "The e-mail relay's state of the domain now, read when the domain is shown. active: verified, campaigns can use it. paused: verified, but the relay has paused sending from it (or from its account); campaigns wait (waiting_for_allowance) until the pause ends, status_detail says why and until when. not_active: the relay account removed the domain or holds it unverified; campaign_create, a content change in campaign_update and campaign_launch refuse it with domain_not_active. unknown: no e-mail relay runs on this database, so comms cannot tell.",
            enum: ["active", "paused", "not_active", "unknown"],
            type: "string",
          },
          status_detail: {
            description: "For a paused domain, the relay's reason and when the pause ends; null otherwise.",
            type: ["string", "null"],
          },
        },
        required: ["created_at", "domain_id", "name", "relay_key_prefix", "status"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_domain_add_input,
      validateOutput: V.commsvc_domain_add_output,
    },
    {
      name: "commsvc_domain_list",
      title: "List sending domains",
      description: "List the organization's sending domains, oldest first.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          domains: {
            items: {
              additionalProperties: false,
              description:
                "A sending domain of the organization, bound to a domain the e-mail relay had verified when it was added, with the relay's status of it now.",
              properties: {
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                domain_id: { description: "Sending domain id.", maxLength: 128, minLength: 1, type: "string" },
                name: { description: "The bare domain, as verified by the relay.", type: "string" },
                relay_key_prefix: {
                  description:
                    "First characters of the relay API key used as the SMTP submission password (the key itself is stored encrypted and never shown).",
                  type: "string",
                },
                status: {
                  description:
                    "The e-mail relay's state of the domain now, read when the domain is shown. active: verified, campaigns can use it. paused: verified, but the relay has paused sending from it (or from its account); campaigns wait (waiting_for_allowance) until the pause ends, status_detail says why and until when. not_active: the relay account removed the domain or holds it unverified; campaign_create, a content change in campaign_update and campaign_launch refuse it with domain_not_active. unknown: no e-mail relay runs on this database, so comms cannot tell.",
                  enum: ["active", "paused", "not_active", "unknown"],
                  type: "string",
                },
                status_detail: {
                  description: "For a paused domain, the relay's reason and when the pause ends; null otherwise.",
                  type: ["string", "null"],
                },
              },
              required: ["created_at", "domain_id", "name", "relay_key_prefix", "status"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["domains"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_domain_list_input,
      validateOutput: V.commsvc_domain_list_output,
    },
    {
      name: "commsvc_organization_create",
      title: "Create organization",
      description:
        "Create an organization (tenant). Needs no credentials. Returns the organization_id and an owner API key holding every scope; the key's secret is shown once, in this result only: store it now and present it as 'Authorization: Bearer <key>' (over stdio: COMMS_API_KEY) on every other call.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "rate_limited"],
      inputSchema: {
        additionalProperties: false,
        properties: { name: { description: "Organization name.", maxLength: 200, minLength: 1, type: "string" } },
        required: ["name"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          api_key: {
            additionalProperties: false,
            description: "The owner key: every scope, secret shown once.",
            properties: {
              api_key_id: { description: "API key id.", maxLength: 128, minLength: 1, type: "string" },
              created_at: {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              last_used_at: {
                anyOf: [
                  {
                    description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                    format: "date-time",
                    type: "string",
                  },
                  { type: "null" },
                ],
              },
              name: { type: "string" },
              prefix: {
                description:
                  "The key's first characters, shown in listings to tell keys apart; never enough to use it.",
                type: "string",
              },
              revoked_at: {
                anyOf: [
                  {
                    description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                    format: "date-time",
                    type: "string",
                  },
                  { type: "null" },
                ],
              },
              scopes: {
                items: {
                  description:
                    "API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending), and organization:admin (design: API keys, deletion, replay).",
                  enum: ["crm:read", "crm:write", "messages:send", "organization:admin", "organization:read"],
                  type: "string",
                },
                type: "array",
              },
              secret: { description: "The key itself. Shown only in this result.", minLength: 1, type: "string" },
              status: { enum: ["active", "revoked"], type: "string" },
            },
            required: [
              "api_key_id",
              "created_at",
              "last_used_at",
              "name",
              "prefix",
              "revoked_at",
              "scopes",
              "secret",
              "status",
            ],
            type: "object",
          },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          name: { type: "string" },
          organization_id: {
            description: "Organization (tenant) id, as resolved by commsvc_context.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
        },
        required: ["api_key", "created_at", "name", "organization_id"],
        type: "object",
      },
      validateInput: V.commsvc_organization_create_input,
      validateOutput: V.commsvc_organization_create_output,
    },
    {
      name: "commsvc_template_create",
      title: "Create template version",
      description:
        "Create a marketing template (version 1), or with template_id the next version of an existing one. Versions are immutable and start unpublished; publish one with commsvc_template_publish before a campaign can use it. The text may use {{first_name}} and {{email}}.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          html: { description: "Optional HTML body.", maxLength: 500000, minLength: 1, type: "string" },
          name: {
            description: "Template name (kept for the template; a new version may rename it).",
            maxLength: 200,
            minLength: 1,
            type: "string",
          },
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          subject: { description: "Subject line.", maxLength: 998, minLength: 1, type: "string" },
          template_id: {
            description: "Existing template to add a version to; omitted: a new template.",
            maxLength: 128,
            minLength: 1,
            type: "string",
          },
          text: { description: "Plain-text body.", maxLength: 100000, minLength: 1, type: "string" },
        },
        required: ["name", "organization_id", "subject", "text"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        description: "One immutable version of a marketing template.",
        properties: {
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          name: { type: "string" },
          published_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          subject: { type: "string" },
          template_id: { description: "Marketing template id.", maxLength: 128, minLength: 1, type: "string" },
          version: {
            description: "Version number, 1, 2, 3… per template; its content never changes.",
            minimum: 1,
            type: "integer",
          },
        },
        required: ["created_at", "name", "published_at", "subject", "template_id", "version"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_template_create_input,
      validateOutput: V.commsvc_template_create_output,
    },
    {
      name: "commsvc_template_list",
      title: "List templates",
      description: "List the organization's marketing templates with every version, oldest first.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
        },
        required: ["organization_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          templates: {
            items: {
              additionalProperties: false,
              properties: {
                created_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                name: { type: "string" },
                template_id: {
                  description: "Opaque resource id issued by the service.",
                  maxLength: 128,
                  minLength: 1,
                  type: "string",
                },
                versions: {
                  items: {
                    additionalProperties: false,
                    description: "One immutable version of a marketing template.",
                    properties: {
                      created_at: {
                        description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                        format: "date-time",
                        type: "string",
                      },
                      name: { type: "string" },
                      published_at: {
                        anyOf: [
                          {
                            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                            format: "date-time",
                            type: "string",
                          },
                          { type: "null" },
                        ],
                      },
                      subject: { type: "string" },
                      template_id: {
                        description: "Marketing template id.",
                        maxLength: 128,
                        minLength: 1,
                        type: "string",
                      },
                      version: {
                        description: "Version number, 1, 2, 3… per template; its content never changes.",
                        minimum: 1,
                        type: "integer",
                      },
                    },
                    required: ["created_at", "name", "published_at", "subject", "template_id", "version"],
                    type: "object",
                  },
                  type: "array",
                },
              },
              required: ["created_at", "name", "template_id", "versions"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["templates"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_template_list_input,
      validateOutput: V.commsvc_template_list_output,
    },
    {
      name: "commsvc_template_publish",
      title: "Publish template version",
      description:
        "Publish one version of a marketing template so campaigns can freeze it. Publishing an already published version changes nothing.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_found", "not_implemented", "unauthorized"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          organization_id: {
            description: "The active organization (tenant) this call acts on; the API key must belong to it.",
            maxLength: 128,
            minLength: 1,
            type: "string",
            "x-mcp-header": "Organization-Id",
          },
          template_id: { description: "Marketing template id.", maxLength: 128, minLength: 1, type: "string" },
          version: { description: "Version to publish, 1 or higher.", minimum: 1, type: "integer" },
        },
        required: ["organization_id", "template_id", "version"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        description: "One immutable version of a marketing template.",
        properties: {
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          name: { type: "string" },
          published_at: {
            anyOf: [
              {
                description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                format: "date-time",
                type: "string",
              },
              { type: "null" },
            ],
          },
          subject: { type: "string" },
          template_id: { description: "Marketing template id.", maxLength: 128, minLength: 1, type: "string" },
          version: {
            description: "Version number, 1, 2, 3… per template; its content never changes.",
            minimum: 1,
            type: "integer",
          },
        },
        required: ["created_at", "name", "published_at", "subject", "template_id", "version"],
        type: "object",
      },
      paramHeaders: [{ header: "Organization-Id", path: ["organization_id"], type: "string" }],
      validateInput: V.commsvc_template_publish_input,
      validateOutput: V.commsvc_template_publish_output,
    },
  ],
});
