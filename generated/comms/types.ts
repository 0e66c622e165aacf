// Generated from spec/comms.json by npm run generate. DO NOT EDIT.

/**
 * Absolute http(s) URL.
 *
 * Defined at spec/comms.json#/$defs/absoluteUrl.
 */
export type AbsoluteUrl = string;

/**
 * An API key without its secret.
 *
 * Defined at spec/comms.json#/$defs/apiKey.
 */
export interface ApiKey {
  /**
   * API key id.
   */
  api_key_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  last_used_at: IsoDateTime | null;
  name: string;
  /**
   * The key's first characters, shown in listings to tell keys apart; never enough to use it.
   */
  prefix: string;
  revoked_at: IsoDateTime | null;
  /**
   * Items: API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending), and organization:admin (design: API keys, deletion, replay).
   */
  scopes: Scope[];
  status: "active" | "revoked";
}

/**
 * Defined at spec/comms.json#/$defs/audience.
 */
export interface Audience {
  /**
   * Audience id.
   */
  audience_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Segment filter for saved segments; null for static audiences.
   */
  filter: {} | null;
  kind: "static" | "saved_segment";
  /**
   * Static audiences: members added; saved segments: contacts matching the filter now.
   */
  member_count: number;
  name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
}

/**
 * Defined at spec/comms.json#/$defs/auditEvent.
 */
export interface AuditEvent {
  /**
   * What happened, e.g. campaign.launch, api_key.create, contact_import.confirm.
   */
  action: string;
  actor_id: string | null;
  actor_type: "api_key" | "user" | "system";
  /**
   * Action-specific details; never contains secrets.
   */
  details: {};
  /**
   * Audit event id.
   */
  event_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  occurred_at: IsoDateTime;
  target_id: string | null;
  target_type: string | null;
}

/**
 * Defined at spec/comms.json#/$defs/campaign.
 */
export interface Campaign {
  /**
   * Audience id.
   */
  audience_id: Id;
  /**
   * Campaign id.
   */
  campaign_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Sending domain id.
   */
  domain_id: Id;
  launched_at: IsoDateTime | null;
  name: string;
  scheduled_for: IsoDateTime | null;
  /**
   * Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); waiting_for_allowance while the e-mail relay's sending domain is paused or has spent today's allowance (the worker resumes by itself at the relay's next window, status_reason says when); paused and cancelled by campaign_update; completed when every recipient has a final outcome.
   */
  status: CampaignStatus;
  /**
   * Why the campaign is paused or waiting: set by the sending worker (e.g. sends_exhausted: no available sends; allowance_exhausted or sending_paused at the e-mail relay, with the time sending resumes); null otherwise.
   */
  status_reason: string | null;
  /**
   * Marketing template id.
   */
  template_id: Id;
  /**
   * Template version frozen into the campaign.
   */
  template_version: number;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
}

/**
 * Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); waiting_for_allowance while the e-mail relay's sending domain is paused or has spent today's allowance (the worker resumes by itself at the relay's next window, status_reason says when); paused and cancelled by campaign_update; completed when every recipient has a final outcome.
 *
 * Defined at spec/comms.json#/$defs/campaignStatus.
 */
export type CampaignStatus =
  "draft" | "scheduled" | "sending" | "waiting_for_allowance" | "paused" | "cancelled" | "completed";

/**
 * Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).
 *
 * Defined at spec/comms.json#/$defs/consentBasis.
 */
export type ConsentBasis = "explicit" | "documented_relationship";

/**
 * Defined at spec/comms.json#/$defs/contactImport.
 */
export interface ContactImport {
  /**
   * Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).
   */
  basis: ConsentBasis;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  captured_at: IsoDateTime;
  completed_at: IsoDateTime | null;
  confirmed_at: IsoDateTime | null;
  /**
   * Set once the import has completed.
   */
  contacts_created: number | null;
  /**
   * Set once the import has completed.
   */
  contacts_updated: number | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Import id.
   */
  import_id: Id;
  mapping: {
    [k: string]: string | undefined;
  };
  rows_total: number;
  rows_valid: number;
  rows_with_errors: number;
  source: string;
  /**
   * previewed (nothing imported yet), confirmed (import running), completed, failed, or expired (preview never confirmed).
   */
  status: "previewed" | "confirmed" | "completed" | "failed" | "expired";
}

/**
 * CRM activity; url is its absolute address.
 *
 * Defined at spec/comms.json#/$defs/crmActivity.
 */
export interface CrmActivity {
  /**
   * Activity id.
   */
  activity_id: Id;
  activity_type: string | null;
  /**
   * Company the activity concerns, when known.
   */
  company_id: string | null;
  /**
   * Contact the activity concerns, when known.
   */
  contact_id: string | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  deal_id: string | null;
  note: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * CRM company; url is its absolute address.
 *
 * Defined at spec/comms.json#/$defs/crmCompany.
 */
export interface CrmCompany {
  /**
   * Company id.
   */
  company_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  domain: string | null;
  name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
  website: string | null;
}

/**
 * CRM contact; url is its absolute address.
 *
 * Defined at spec/comms.json#/$defs/crmContact.
 */
export interface CrmContact {
  company_id: string | null;
  /**
   * Contact id.
   */
  contact_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  email: string;
  first_name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * CRM deal; url is its absolute address.
 *
 * Defined at spec/comms.json#/$defs/crmDeal.
 */
export interface CrmDeal {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  currency: string | null;
  /**
   * Deal id.
   */
  deal_id: Id;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
  /**
   * Stage id.
   */
  stage_id: Id;
  /**
   * Deal status, open for a new deal.
   */
  status: string;
  title: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
  /**
   * Deal value in minor currency units (cents for USD).
   */
  value_minor: number | null;
}

/**
 * CRM pipeline; url is its absolute address.
 *
 * Defined at spec/comms.json#/$defs/crmPipeline.
 */
export interface CrmPipeline {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  name: string;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
  /**
   * Stage names in order; use commsvc_crm_stages_list for their ids.
   */
  stages: string[];
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * CRM stage; url is its absolute address.
 *
 * Defined at spec/comms.json#/$defs/crmStage.
 */
export interface CrmStage {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  name: string;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
  position: number;
  /**
   * Win probability in percent.
   */
  probability: number | null;
  /**
   * Stage id.
   */
  stage_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * CRM task; url is its absolute address.
 *
 * Defined at spec/comms.json#/$defs/crmTask.
 */
export interface CrmTask {
  assignee_user_id: string | null;
  contact_id: string | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  deal_id: string | null;
  /**
   * Task status.
   */
  status: TaskStatus;
  /**
   * Task id.
   */
  task_id: Id;
  title: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Opaque pagination cursor: pass the next_cursor of the previous page unchanged.
 *
 * Defined at spec/defs.json#/$defs/cursor.
 */
export type Cursor = string;

/**
 * Defined at spec/comms.json#/$defs/dataExport.
 */
export interface DataExport {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Seven days after creation.
   */
  expires_at: IsoDateTime;
  /**
   * Export id.
   */
  export_id: Id;
  size_bytes: number | null;
  status: "preparing" | "available" | "expired" | "failed";
}

/**
 * Defined at spec/comms.json#/$defs/deadLetter.
 */
export interface DeadLetter {
  attempts: number;
  /**
   * Campaign of a campaign dead letter.
   */
  campaign_id: string | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  first_failed_at: IsoDateTime;
  kind: "campaign" | "webhook";
  last_error: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  last_failed_at: IsoDateTime;
  /**
   * Recipient address of a campaign dead letter.
   */
  recipient: string | null;
  /**
   * Dead letter record id.
   */
  record_id: Id;
  replayed_at: IsoDateTime | null;
  status: "dead" | "replayed";
  /**
   * Endpoint of a webhook dead letter.
   */
  target_url: string | null;
}

/**
 * Defined at spec/comms.json#/$defs/deletionRequest.
 */
export interface DeletionRequest {
  cancelled_at: IsoDateTime | null;
  completed_at: IsoDateTime | null;
  /**
   * Seven days after the request; erasure starts then unless cancelled.
   */
  erase_after: IsoDateTime;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Deletion request id.
   */
  request_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  requested_at: IsoDateTime;
  status: "scheduled" | "cancelled" | "completed";
}

/**
 * Defined at spec/comms.json#/$defs/entitlement.
 */
export interface Entitlement {
  /**
   * Entitlement id.
   */
  entitlement_id: Id;
  expires_at: IsoDateTime | null;
  kind: "pass" | "topup";
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  purchased_at: IsoDateTime;
  sends_granted: number;
  sends_remaining: number;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  starts_at: IsoDateTime;
  /**
   * Hash of the on-chain transaction that settled the x402 payment for this entitlement (lowercase 0x hex); null for an entitlement granted without a settlement (purchases recorded before settlement existed).
   */
  transaction_hash: string | null;
}

/**
 * EVM address: 0x followed by 40 hexadecimal characters.
 *
 * Defined at spec/defs.json#/$defs/evmAddress.
 */
export type EvmAddress = string;

/**
 * Opaque resource id issued by the service.
 *
 * Defined at spec/comms.json#/$defs/id.
 */
export type Id = string;

/**
 * Client-chosen key that makes the call take effect once; repeating the call with the same key returns the first result.
 *
 * Defined at spec/defs.json#/$defs/idempotencyKey.
 */
export type IdempotencyKey = string;

/**
 * Defined at spec/comms.json#/$defs/importError.
 */
export interface ImportError {
  /**
   * Stable snake_case reason, e.g. invalid_email, duplicate_email, missing_required.
   */
  code: string;
  /**
   * CSV column the error is about, or null for a whole-row error.
   */
  column: string | null;
  /**
   * Contact field the column maps to, or null.
   */
  field: string | null;
  message: string;
  /**
   * Data row number in the CSV, 1 = the first row after the header.
   */
  row: number;
}

/**
 * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
 *
 * Defined at spec/defs.json#/$defs/isoDateTime.
 */
export type IsoDateTime = string;

/**
 * Page size, 1 to 100 (default 50).
 *
 * Defined at spec/defs.json#/$defs/limit.
 */
export type Limit = number;

/**
 * Cursor for the next page, or null when this is the last page.
 *
 * Defined at spec/defs.json#/$defs/nextCursor.
 */
export type NextCursor = string | null;

/**
 * Organization (tenant) id, as resolved by commsvc_context.
 *
 * Defined at spec/comms.json#/$defs/organizationId.
 */
export type OrganizationId = string;

/**
 * API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending), and organization:admin (design: API keys, deletion, replay).
 *
 * Defined at spec/comms.json#/$defs/scope.
 */
export type Scope = "crm:read" | "crm:write" | "messages:send" | "organization:admin" | "organization:read";

/**
 * A sending domain of the organization, bound to a domain the e-mail relay had verified when it was added, with the relay's status of it now.
 *
 * Defined at spec/comms.json#/$defs/sendingDomain.
 */
export interface SendingDomain {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Sending domain id.
   */
  domain_id: Id;
  /**
   * The bare domain, as verified by the relay.
   */
  name: string;
  /**
   * First characters of the relay API key used as the SMTP submission password (the key itself is stored encrypted and never shown).
   */
  relay_key_prefix: string;
  /**
   * The e-mail relay's state of the domain now, read when the domain is shown. active: verified, campaigns can use it. paused: verified, but the relay has paused sending from it (or from its account); campaigns wait (waiting_for_allowance) until the pause ends, status_detail says why and until when. not_active: the relay account removed the domain or holds it unverified; campaign_create, a content change in campaign_update and campaign_launch refuse it with domain_not_active. unknown: no e-mail relay runs on this database, so comms cannot tell.
   */
  status: "active" | "paused" | "not_active" | "unknown";
  /**
   * For a paused domain, the relay's reason and when the pause ends; null otherwise.
   */
  status_detail?: string | null;
}

/**
 * Task status.
 *
 * Defined at spec/comms.json#/$defs/taskStatus.
 */
export type TaskStatus = "open" | "done" | "cancelled";

/**
 * One immutable version of a marketing template.
 *
 * Defined at spec/comms.json#/$defs/templateVersion.
 */
export interface TemplateVersion {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  name: string;
  published_at: IsoDateTime | null;
  subject: string;
  /**
   * Marketing template id.
   */
  template_id: Id;
  /**
   * Version number, 1, 2, 3… per template; its content never changes.
   */
  version: number;
}

/**
 * USDC amount as a decimal string: digits, optionally a point and 1 to 6 fractional digits (e.g. "12.50").
 *
 * Defined at spec/defs.json#/$defs/usdcAmount.
 */
export type UsdcAmount = string;

/**
 * x402 payment challenge (payment requirements) in the x402 protocol's own field names; pay one of accepts and repeat the call with the same idempotency_key.
 *
 * Defined at spec/comms.json#/$defs/x402Challenge.
 */
export interface X402Challenge {
  accepts: {
    asset: string;
    description?: string;
    extra?: {} | null;
    /**
     * Amount in the asset's atomic units.
     */
    maxAmountRequired: string;
    maxTimeoutSeconds: number;
    mimeType?: string;
    network: string;
    payTo: string;
    resource: string;
    scheme: string;
  }[];
  error?: string;
  x402Version: number;
}

/**
 * An x402 v1 payment payload: the JSON the X-PAYMENT header carries (base64-decoded), for scheme exact on base — an EIP-3009 transferWithAuthorization of USDC signed by the payer.
 *
 * Defined at spec/comms.json#/$defs/x402PaymentPayload.
 */
export interface X402PaymentPayload {
  /**
   * Network of the payment: base (the challenge offers only base).
   */
  network: "base";
  payload: {
    authorization: {
      /**
       * Payer address (signs the authorization).
       */
      from: EvmAddress;
      /**
       * 32-byte nonce chosen by the payer, 0x-prefixed hex; usable once.
       */
      nonce: string;
      /**
       * Recipient: the challenge payTo.
       */
      to: EvmAddress;
      /**
       * Unix time (seconds) after which the authorization is valid.
       */
      validAfter: string;
      /**
       * Unix time (seconds) before which the authorization is valid.
       */
      validBefore: string;
      /**
       * Amount in USDC atomic units (6 decimals): the challenge maxAmountRequired.
       */
      value: string;
    };
    /**
     * EIP-712 signature of the authorization by its from address, 0x-prefixed hex (65 bytes).
     */
    signature: string;
  };
  /**
   * Payment scheme: exact.
   */
  scheme: "exact";
  /**
   * x402 protocol version: 1.
   */
  x402Version: 1;
}

/**
 * Arguments of `commsvc_api_key_create` as the handler receives them: every property with a default is set.
 */
export interface CommsvcApiKeyCreateInput {
  /**
   * Label for the key, e.g. the agent or integration that uses it.
   */
  name: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Scopes the key grants, at least one of organization:read, crm:read, crm:write, messages:send.
   *
   * @minItems 1
   *
   * Items: API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending), and organization:admin (design: API keys, deletion, replay).
   */
  scopes: Scope[];
}

/** Arguments of `commsvc_api_key_create` as a client sends them: properties with a default may be left out. */
export type CommsvcApiKeyCreateClientInput = CommsvcApiKeyCreateInput;

/**
 * Result of `commsvc_api_key_create` (structuredContent).
 */
export interface CommsvcApiKeyCreateOutput {
  /**
   * API key id.
   */
  api_key_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  last_used_at: IsoDateTime | null;
  name: string;
  /**
   * The key's first characters, shown in listings to tell keys apart; never enough to use it.
   */
  prefix: string;
  revoked_at: IsoDateTime | null;
  /**
   * Items: API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending), and organization:admin (design: API keys, deletion, replay).
   */
  scopes: Scope[];
  /**
   * The key itself. Shown only in this result.
   */
  secret: string;
  status: "active" | "revoked";
}

/**
 * Arguments of `commsvc_api_key_revoke` as the handler receives them: every property with a default is set.
 */
export interface CommsvcApiKeyRevokeInput {
  /**
   * Id of the key to revoke, from commsvc_api_keys.
   */
  api_key_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_api_key_revoke` as a client sends them: properties with a default may be left out. */
export type CommsvcApiKeyRevokeClientInput = CommsvcApiKeyRevokeInput;

/**
 * Result of `commsvc_api_key_revoke` (structuredContent).
 */
export interface CommsvcApiKeyRevokeOutput {
  /**
   * API key id.
   */
  api_key_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  last_used_at: IsoDateTime | null;
  name: string;
  /**
   * The key's first characters, shown in listings to tell keys apart; never enough to use it.
   */
  prefix: string;
  revoked_at: IsoDateTime | null;
  /**
   * Items: API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending), and organization:admin (design: API keys, deletion, replay).
   */
  scopes: Scope[];
  status: "active" | "revoked";
}

/**
 * Arguments of `commsvc_api_keys` as the handler receives them: every property with a default is set.
 */
export interface CommsvcApiKeysInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_api_keys` as a client sends them: properties with a default may be left out. */
export type CommsvcApiKeysClientInput = CommsvcApiKeysInput;

/**
 * Result of `commsvc_api_keys` (structuredContent).
 */
export interface CommsvcApiKeysOutput {
  /**
   * Items: An API key without its secret.
   */
  api_keys: ApiKey[];
}

/**
 * Arguments of `commsvc_audience_create` as the handler receives them: every property with a default is set.
 */
export type CommsvcAudienceCreateInput = {
  /**
   * Segment filter for a saved_segment audience: an object over the allowed contact fields; a field that is not allowed is refused (filter_not_allowed). Required for saved_segment, not accepted for static.
   */
  filter?: {};
  /**
   * static: an explicit list of CRM contacts managed with commsvc_audience_member_add/remove; saved_segment: every contact matching filter, evaluated when used.
   */
  kind: "static" | "saved_segment";
  /**
   * Audience name.
   */
  name: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
};

/** Arguments of `commsvc_audience_create` as a client sends them: properties with a default may be left out. */
export type CommsvcAudienceCreateClientInput = CommsvcAudienceCreateInput;

/**
 * Result of `commsvc_audience_create` (structuredContent).
 */
export interface CommsvcAudienceCreateOutput {
  /**
   * Audience id.
   */
  audience_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Segment filter for saved segments; null for static audiences.
   */
  filter: {} | null;
  kind: "static" | "saved_segment";
  /**
   * Static audiences: members added; saved segments: contacts matching the filter now.
   */
  member_count: number;
  name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
}

/**
 * Arguments of `commsvc_audience_delete` as the handler receives them: every property with a default is set.
 */
export interface CommsvcAudienceDeleteInput {
  /**
   * Audience id.
   */
  audience_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_audience_delete` as a client sends them: properties with a default may be left out. */
export type CommsvcAudienceDeleteClientInput = CommsvcAudienceDeleteInput;

/**
 * Result of `commsvc_audience_delete` (structuredContent).
 */
export interface CommsvcAudienceDeleteOutput {
  /**
   * Audience id.
   */
  audience_id: Id;
  deleted: true;
}

/**
 * Arguments of `commsvc_audience_get` as the handler receives them: every property with a default is set.
 */
export interface CommsvcAudienceGetInput {
  /**
   * Audience id.
   */
  audience_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_audience_get` as a client sends them: properties with a default may be left out. */
export type CommsvcAudienceGetClientInput = CommsvcAudienceGetInput;

/**
 * Result of `commsvc_audience_get` (structuredContent).
 */
export interface CommsvcAudienceGetOutput {
  /**
   * Audience id.
   */
  audience_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Segment filter for saved segments; null for static audiences.
   */
  filter: {} | null;
  kind: "static" | "saved_segment";
  /**
   * Static audiences: members added; saved segments: contacts matching the filter now.
   */
  member_count: number;
  name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
}

/**
 * Arguments of `commsvc_audience_member_add` as the handler receives them: every property with a default is set.
 */
export interface CommsvcAudienceMemberAddInput {
  /**
   * Id of a static audience.
   */
  audience_id: Id;
  /**
   * CRM contact id.
   */
  contact_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_audience_member_add` as a client sends them: properties with a default may be left out. */
export type CommsvcAudienceMemberAddClientInput = CommsvcAudienceMemberAddInput;

/**
 * Result of `commsvc_audience_member_add` (structuredContent).
 */
export interface CommsvcAudienceMemberAddOutput {
  /**
   * Audience id.
   */
  audience_id: Id;
  /**
   * Contact id.
   */
  contact_id: Id;
  /**
   * Whether the contact is a member after this call.
   */
  member: boolean;
}

/**
 * Arguments of `commsvc_audience_member_remove` as the handler receives them: every property with a default is set.
 */
export interface CommsvcAudienceMemberRemoveInput {
  /**
   * Id of a static audience.
   */
  audience_id: Id;
  /**
   * CRM contact id.
   */
  contact_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_audience_member_remove` as a client sends them: properties with a default may be left out. */
export type CommsvcAudienceMemberRemoveClientInput = CommsvcAudienceMemberRemoveInput;

/**
 * Result of `commsvc_audience_member_remove` (structuredContent).
 */
export interface CommsvcAudienceMemberRemoveOutput {
  /**
   * Audience id.
   */
  audience_id: Id;
  /**
   * Contact id.
   */
  contact_id: Id;
  /**
   * Whether the contact is a member after this call.
   */
  member: boolean;
}

/**
 * Arguments of `commsvc_audience_members` as the handler receives them: every property with a default is set.
 */
export interface CommsvcAudienceMembersInput {
  /**
   * Id of a static audience.
   */
  audience_id: Id;
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/**
 * Arguments of `commsvc_audience_members` as a client sends them: properties with a default may be left out.
 */
export interface CommsvcAudienceMembersClientInput {
  /**
   * Id of a static audience.
   */
  audience_id: Id;
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/**
 * Result of `commsvc_audience_members` (structuredContent).
 */
export interface CommsvcAudienceMembersOutput {
  /**
   * Items: CRM contact; url is its absolute address.
   */
  members: CrmContact[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: NextCursor;
}

/**
 * Arguments of `commsvc_audience_update` as the handler receives them: every property with a default is set.
 */
export interface CommsvcAudienceUpdateInput {
  /**
   * Audience id.
   */
  audience_id: Id;
  /**
   * New segment filter (saved_segment audiences only); replaces the old filter entirely.
   */
  filter?: {};
  /**
   * New audience name.
   */
  name?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_audience_update` as a client sends them: properties with a default may be left out. */
export type CommsvcAudienceUpdateClientInput = CommsvcAudienceUpdateInput;

/**
 * Result of `commsvc_audience_update` (structuredContent).
 */
export interface CommsvcAudienceUpdateOutput {
  /**
   * Audience id.
   */
  audience_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Segment filter for saved segments; null for static audiences.
   */
  filter: {} | null;
  kind: "static" | "saved_segment";
  /**
   * Static audiences: members added; saved segments: contacts matching the filter now.
   */
  member_count: number;
  name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
}

/**
 * Arguments of `commsvc_audiences` as the handler receives them: every property with a default is set.
 */
export interface CommsvcAudiencesInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/**
 * Arguments of `commsvc_audiences` as a client sends them: properties with a default may be left out.
 */
export interface CommsvcAudiencesClientInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/**
 * Result of `commsvc_audiences` (structuredContent).
 */
export interface CommsvcAudiencesOutput {
  audiences: Audience[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: NextCursor;
}

/**
 * Arguments of `commsvc_audit` as the handler receives them: every property with a default is set.
 */
export interface CommsvcAuditInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/**
 * Arguments of `commsvc_audit` as a client sends them: properties with a default may be left out.
 */
export interface CommsvcAuditClientInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/**
 * Result of `commsvc_audit` (structuredContent).
 */
export interface CommsvcAuditOutput {
  events: AuditEvent[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: NextCursor;
}

/**
 * Arguments of `commsvc_billing` as the handler receives them: every property with a default is set.
 */
export interface CommsvcBillingInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_billing` as a client sends them: properties with a default may be left out. */
export type CommsvcBillingClientInput = CommsvcBillingInput;

/**
 * Result of `commsvc_billing` (structuredContent).
 */
export interface CommsvcBillingOutput {
  /**
   * E-mails the organization can still send across its entitlements.
   */
  available_sends: number;
  entitlements: Entitlement[];
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/**
 * Arguments of `commsvc_billing_catalog` as the handler receives them: every property with a default is set.
 */
export interface CommsvcBillingCatalogInput {}

/** Arguments of `commsvc_billing_catalog` as a client sends them: properties with a default may be left out. */
export type CommsvcBillingCatalogClientInput = CommsvcBillingCatalogInput;

/**
 * Result of `commsvc_billing_catalog` (structuredContent).
 */
export interface CommsvcBillingCatalogOutput {
  /**
   * Asset prices are paid in, e.g. USDC.
   */
  asset: string;
  /**
   * x402 payment network, e.g. base.
   */
  network: string;
  plans: {
    /**
     * The action to pass to commsvc_billing_purchase.
     */
    action: "pass" | "topup";
    description: string;
    name: string;
    /**
     * Price as a decimal string in asset units.
     */
    price: UsdcAmount;
    /**
     * Sends granted.
     */
    sends: number;
    /**
     * How long the entitlement lasts; null = until used.
     */
    valid_days: number | null;
  }[];
}

/**
 * Arguments of `commsvc_billing_purchase` as the handler receives them: every property with a default is set.
 */
export interface CommsvcBillingPurchaseInput {
  /**
   * What to buy: pass or topup.
   */
  action: "pass" | "topup";
  /**
   * Client-chosen key (8 to 128 characters: letters, digits, _ . : -); the purchase happens once per key.
   */
  idempotency_key: IdempotencyKey;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * The signed x402 payment for the challenge of an earlier call (same action and idempotency_key). Omit it to receive the challenge.
   */
  payment?: X402PaymentPayload;
}

/** Arguments of `commsvc_billing_purchase` as a client sends them: properties with a default may be left out. */
export type CommsvcBillingPurchaseClientInput = CommsvcBillingPurchaseInput;

/**
 * Result of `commsvc_billing_purchase` (structuredContent).
 */
export interface CommsvcBillingPurchaseOutput {
  action: "pass" | "topup";
  challenge: X402Challenge | null;
  entitlement: Entitlement | null;
  purchase_id: string | null;
  /**
   * payment_required: pay the challenge and repeat the call with the same idempotency_key; completed: the entitlement is active.
   */
  status: "payment_required" | "completed";
}

/**
 * Arguments of `commsvc_campaign_create` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCampaignCreateInput {
  /**
   * Audience id.
   */
  audience_id: Id;
  /**
   * Active sending domain id.
   */
  domain_id: Id;
  /**
   * Campaign name.
   */
  name: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Published marketing template id.
   */
  template_id: Id;
  /**
   * Published template version to freeze into the campaign, 1 or higher. Omitted: the latest published version.
   */
  template_version?: number;
}

/** Arguments of `commsvc_campaign_create` as a client sends them: properties with a default may be left out. */
export type CommsvcCampaignCreateClientInput = CommsvcCampaignCreateInput;

/**
 * Result of `commsvc_campaign_create` (structuredContent).
 */
export interface CommsvcCampaignCreateOutput {
  /**
   * Audience id.
   */
  audience_id: Id;
  /**
   * Campaign id.
   */
  campaign_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Sending domain id.
   */
  domain_id: Id;
  launched_at: IsoDateTime | null;
  name: string;
  scheduled_for: IsoDateTime | null;
  /**
   * Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); waiting_for_allowance while the e-mail relay's sending domain is paused or has spent today's allowance (the worker resumes by itself at the relay's next window, status_reason says when); paused and cancelled by campaign_update; completed when every recipient has a final outcome.
   */
  status: CampaignStatus;
  /**
   * Why the campaign is paused when the sending worker paused it (e.g. sends_exhausted: no available sends); null otherwise.
   */
  status_reason: string | null;
  /**
   * Marketing template id.
   */
  template_id: Id;
  /**
   * Template version frozen into the campaign.
   */
  template_version: number;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
}

/**
 * Arguments of `commsvc_campaign_get` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCampaignGetInput {
  /**
   * Campaign id.
   */
  campaign_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_campaign_get` as a client sends them: properties with a default may be left out. */
export type CommsvcCampaignGetClientInput = CommsvcCampaignGetInput;

/**
 * Result of `commsvc_campaign_get` (structuredContent).
 */
export interface CommsvcCampaignGetOutput {
  /**
   * Audience id.
   */
  audience_id: Id;
  /**
   * Campaign id.
   */
  campaign_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Sending domain id.
   */
  domain_id: Id;
  launched_at: IsoDateTime | null;
  name: string;
  scheduled_for: IsoDateTime | null;
  /**
   * Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); waiting_for_allowance while the e-mail relay's sending domain is paused or has spent today's allowance (the worker resumes by itself at the relay's next window, status_reason says when); paused and cancelled by campaign_update; completed when every recipient has a final outcome.
   */
  status: CampaignStatus;
  /**
   * Why the campaign is paused when the sending worker paused it (e.g. sends_exhausted: no available sends); null otherwise.
   */
  status_reason: string | null;
  /**
   * Marketing template id.
   */
  template_id: Id;
  /**
   * Template version frozen into the campaign.
   */
  template_version: number;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
}

/**
 * Arguments of `commsvc_campaign_launch` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCampaignLaunchInput {
  /**
   * Id of a draft campaign.
   */
  campaign_id: Id;
  /**
   * Client-chosen key (8 to 128 characters: letters, digits, _ . : -); the launch happens once per key.
   */
  idempotency_key: IdempotencyKey;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Send at this future instant instead of now: ISO-8601 with offset, e.g. 2026-12-01T09:00:00+01:00.
   */
  scheduled_for?: IsoDateTime;
}

/** Arguments of `commsvc_campaign_launch` as a client sends them: properties with a default may be left out. */
export type CommsvcCampaignLaunchClientInput = CommsvcCampaignLaunchInput;

/**
 * Result of `commsvc_campaign_launch` (structuredContent).
 */
export interface CommsvcCampaignLaunchOutput {
  /**
   * Audience id.
   */
  audience_id: Id;
  /**
   * Campaign id.
   */
  campaign_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Sending domain id.
   */
  domain_id: Id;
  launched_at: IsoDateTime | null;
  name: string;
  scheduled_for: IsoDateTime | null;
  /**
   * Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); waiting_for_allowance while the e-mail relay's sending domain is paused or has spent today's allowance (the worker resumes by itself at the relay's next window, status_reason says when); paused and cancelled by campaign_update; completed when every recipient has a final outcome.
   */
  status: CampaignStatus;
  /**
   * Why the campaign is paused when the sending worker paused it (e.g. sends_exhausted: no available sends); null otherwise.
   */
  status_reason: string | null;
  /**
   * Marketing template id.
   */
  template_id: Id;
  /**
   * Template version frozen into the campaign.
   */
  template_version: number;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
}

/**
 * Arguments of `commsvc_campaign_report` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCampaignReportInput {
  /**
   * Campaign id.
   */
  campaign_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_campaign_report` as a client sends them: properties with a default may be left out. */
export type CommsvcCampaignReportClientInput = CommsvcCampaignReportInput;

/**
 * Result of `commsvc_campaign_report` (structuredContent).
 */
export interface CommsvcCampaignReportOutput {
  /**
   * bounced / sent, 0 to 1; null before anything was sent.
   */
  bounce_rate: number | null;
  /**
   * Campaign id.
   */
  campaign_id: Id;
  /**
   * complained / delivered, 0 to 1; null before anything was delivered.
   */
  complaint_rate: number | null;
  counts: {
    bounced: number;
    complained: number;
    /**
     * Recipients waiting to be sent or delivered again after a temporary refusal: by the relay at submission (a 4xx, a spent allowance, a pause) or by the receiving server.
     */
    deferred: number;
    delivered: number;
    /**
     * Members left out at launch (see exclusions); never sent to.
     */
    excluded: number;
    failed: number;
    /**
     * Recipients not yet tried.
     */
    queued: number;
    sent: number;
    /**
     * Recipients skipped at send time because they were suppressed after launch (those suppressed before launch are in exclusions).
     */
    suppressed: number;
    /**
     * Recipients who unsubscribed after launch: skipped before sending, or through the campaign's link (those unsubscribed before launch are in exclusions).
     */
    unsubscribed: number;
  };
  /**
   * delivered / sent, 0 to 1; null before anything was sent.
   */
  delivery_rate: number | null;
  /**
   * The first 100 excluded members in audience order, each with its reason.
   *
   * @maxItems 100
   */
  excluded_contacts: {
    /**
     * Contact id.
     */
    contact_id: Id;
    reason: "missing_first_name" | "no_consent" | "suppressed" | "unsubscribed";
  }[];
  /**
   * Members excluded at launch, by reason; they add up to counts.excluded.
   */
  exclusions: {
    /**
     * No first name, and the template writes {{first_name}} without a fallback.
     */
    missing_first_name: number;
    /**
     * No consent basis recorded.
     */
    no_consent: number;
    /**
     * Suppressed before launch (bounce, complaint, manual).
     */
    suppressed: number;
    /**
     * Unsubscribed before launch.
     */
    unsubscribed: number;
  };
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  generated_at: IsoDateTime;
  /**
   * Audience members at launch: recipients plus those excluded (0 before launch).
   */
  members: number;
  /**
   * Members frozen as recipients at launch, the excluded ones left out (0 before launch).
   */
  recipients: number;
  /**
   * True when every recipient has a final outcome.
   */
  reconciled: boolean;
  /**
   * Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); waiting_for_allowance while the e-mail relay's sending domain is paused or has spent today's allowance (the worker resumes by itself at the relay's next window, status_reason says when); paused and cancelled by campaign_update; completed when every recipient has a final outcome.
   */
  status: CampaignStatus;
  /**
   * sent, delivered, bounced, complained and unsubscribed over time: how many recipients each count took in each bucket (not cumulative), from the times stored with each recipient and the relay's events; the buckets add up to counts. At most 60 buckets: the width is the smallest of 1, 5, 15, 60 minutes, 6 hours, 1 day, 1 week (else whole weeks) that fits the campaign's span; empty buckets inside the span are listed.
   */
  timeline: {
    /**
     * Which stored time places each count, in words.
     */
    basis: string;
    /**
     * Width of each bucket, seconds.
     */
    bucket_seconds: number;
    /**
     * Oldest first, consecutive; empty before anything was sent.
     *
     * @maxItems 60
     */
    buckets: {
      /**
       * Recipients whose bounce the relay reported in this bucket.
       */
      bounced: number;
      /**
       * Recipients whose complaint the relay reported in this bucket.
       */
      complained: number;
      /**
       * Recipients whose delivery the relay reported in this bucket.
       */
      delivered: number;
      /**
       * Recipients the relay accepted in this bucket.
       */
      sent: number;
      /**
       * Start of the bucket (UTC, a multiple of the width since the epoch).
       */
      start: IsoDateTime;
      /**
       * Recipients who unsubscribed in this bucket (or were skipped at send time for it).
       */
      unsubscribed: number;
    }[];
  };
}

/**
 * Arguments of `commsvc_campaign_update` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCampaignUpdateInput {
  /**
   * New audience id.
   */
  audience_id?: Id;
  /**
   * Campaign id.
   */
  campaign_id: Id;
  /**
   * New active sending domain id.
   */
  domain_id?: Id;
  /**
   * New campaign name.
   */
  name?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * paused to pause, sending to resume, cancelled to cancel for good.
   */
  status?: "paused" | "sending" | "cancelled";
  /**
   * New published marketing template id.
   */
  template_id?: Id;
  /**
   * New published template version, 1 or higher.
   */
  template_version?: number;
}

/** Arguments of `commsvc_campaign_update` as a client sends them: properties with a default may be left out. */
export type CommsvcCampaignUpdateClientInput = CommsvcCampaignUpdateInput;

/**
 * Result of `commsvc_campaign_update` (structuredContent).
 */
export interface CommsvcCampaignUpdateOutput {
  /**
   * Audience id.
   */
  audience_id: Id;
  /**
   * Campaign id.
   */
  campaign_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Sending domain id.
   */
  domain_id: Id;
  launched_at: IsoDateTime | null;
  name: string;
  scheduled_for: IsoDateTime | null;
  /**
   * Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); waiting_for_allowance while the e-mail relay's sending domain is paused or has spent today's allowance (the worker resumes by itself at the relay's next window, status_reason says when); paused and cancelled by campaign_update; completed when every recipient has a final outcome.
   */
  status: CampaignStatus;
  /**
   * Why the campaign is paused when the sending worker paused it (e.g. sends_exhausted: no available sends); null otherwise.
   */
  status_reason: string | null;
  /**
   * Marketing template id.
   */
  template_id: Id;
  /**
   * Template version frozen into the campaign.
   */
  template_version: number;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
}

/**
 * Arguments of `commsvc_campaigns` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCampaignsInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_campaigns` as a client sends them: properties with a default may be left out. */
export type CommsvcCampaignsClientInput = CommsvcCampaignsInput;

/**
 * Result of `commsvc_campaigns` (structuredContent).
 */
export interface CommsvcCampaignsOutput {
  campaigns: Campaign[];
}

/**
 * Arguments of `commsvc_contact_file_get` as the handler receives them: every property with a default is set.
 */
export interface CommsvcContactFileGetInput {
  /**
   * Contact file id from commsvc_contacts_export.
   */
  file_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_contact_file_get` as a client sends them: properties with a default may be left out. */
export type CommsvcContactFileGetClientInput = CommsvcContactFileGetInput;

/**
 * Result of `commsvc_contact_file_get` (structuredContent).
 */
export interface CommsvcContactFileGetOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * The CSV content.
   */
  csv: string;
  /**
   * Download address of the CSV, valid until expires_at.
   */
  download_url: AbsoluteUrl;
  /**
   * Seven days after creation; afterwards the file is gone.
   */
  expires_at: IsoDateTime;
  /**
   * Contact file id.
   */
  file_id: Id;
  row_count: number | null;
  size_bytes: number | null;
  status: "preparing" | "available";
}

/**
 * Arguments of `commsvc_contact_import_confirm` as the handler receives them: every property with a default is set.
 */
export interface CommsvcContactImportConfirmInput {
  /**
   * Client-chosen key (8 to 128 characters: letters, digits, _ . : -) that makes the confirmation take effect once.
   */
  idempotency_key: IdempotencyKey;
  /**
   * Import id from commsvc_contact_import_preview.
   */
  import_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_contact_import_confirm` as a client sends them: properties with a default may be left out. */
export type CommsvcContactImportConfirmClientInput = CommsvcContactImportConfirmInput;

/**
 * Result of `commsvc_contact_import_confirm` (structuredContent).
 */
export interface CommsvcContactImportConfirmOutput {
  /**
   * Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).
   */
  basis: ConsentBasis;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  captured_at: IsoDateTime;
  completed_at: IsoDateTime | null;
  confirmed_at: IsoDateTime | null;
  /**
   * Set once the import has completed.
   */
  contacts_created: number | null;
  /**
   * Set once the import has completed.
   */
  contacts_updated: number | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Import id.
   */
  import_id: Id;
  mapping: {
    [k: string]: string | undefined;
  };
  rows_total: number;
  rows_valid: number;
  rows_with_errors: number;
  source: string;
  /**
   * previewed (nothing imported yet), confirmed (import running), completed, failed, or expired (preview never confirmed).
   */
  status: "previewed" | "confirmed" | "completed" | "failed" | "expired";
}

/**
 * Arguments of `commsvc_contact_import_errors` as the handler receives them: every property with a default is set.
 */
export interface CommsvcContactImportErrorsInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Import id.
   */
  import_id: Id;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/**
 * Arguments of `commsvc_contact_import_errors` as a client sends them: properties with a default may be left out.
 */
export interface CommsvcContactImportErrorsClientInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Import id.
   */
  import_id: Id;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/**
 * Result of `commsvc_contact_import_errors` (structuredContent).
 */
export interface CommsvcContactImportErrorsOutput {
  errors: ImportError[];
  /**
   * Import id.
   */
  import_id: Id;
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: NextCursor;
}

/**
 * Arguments of `commsvc_contact_import_get` as the handler receives them: every property with a default is set.
 */
export interface CommsvcContactImportGetInput {
  /**
   * Import id.
   */
  import_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_contact_import_get` as a client sends them: properties with a default may be left out. */
export type CommsvcContactImportGetClientInput = CommsvcContactImportGetInput;

/**
 * Result of `commsvc_contact_import_get` (structuredContent).
 */
export interface CommsvcContactImportGetOutput {
  /**
   * Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).
   */
  basis: ConsentBasis;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  captured_at: IsoDateTime;
  completed_at: IsoDateTime | null;
  confirmed_at: IsoDateTime | null;
  /**
   * Set once the import has completed.
   */
  contacts_created: number | null;
  /**
   * Set once the import has completed.
   */
  contacts_updated: number | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Import id.
   */
  import_id: Id;
  mapping: {
    [k: string]: string | undefined;
  };
  rows_total: number;
  rows_valid: number;
  rows_with_errors: number;
  source: string;
  /**
   * previewed (nothing imported yet), confirmed (import running), completed, failed, or expired (preview never confirmed).
   */
  status: "previewed" | "confirmed" | "completed" | "failed" | "expired";
}

/**
 * Arguments of `commsvc_contact_import_preview` as the handler receives them: every property with a default is set.
 */
export interface CommsvcContactImportPreviewInput {
  /**
   * Legal basis of the marketing consent: explicit or documented_relationship.
   */
  basis: ConsentBasis;
  /**
   * When consent was captured, ISO-8601 instant with offset, e.g. 2026-11-01T12:00:00Z. Not in the future.
   */
  captured_at: IsoDateTime;
  /**
   * CSV text, header row first; at most 5 MB (5,242,880 bytes of UTF-8; the service counts bytes) and 10,000 data rows.
   */
  csv: string;
  /**
   * CSV column name to contact field, e.g. {"E-mail": "email", "Given name": "first_name"}. A column must map to email.
   */
  mapping: {
    [k: string]: string | undefined;
  };
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Where and how consent was collected, e.g. 'signup form on example.com/newsletter'.
   */
  source: string;
}

/** Arguments of `commsvc_contact_import_preview` as a client sends them: properties with a default may be left out. */
export type CommsvcContactImportPreviewClientInput = CommsvcContactImportPreviewInput;

/**
 * Result of `commsvc_contact_import_preview` (structuredContent).
 */
export interface CommsvcContactImportPreviewOutput {
  /**
   * Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).
   */
  basis: ConsentBasis;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  captured_at: IsoDateTime;
  completed_at: IsoDateTime | null;
  confirmed_at: IsoDateTime | null;
  /**
   * Set once the import has completed.
   */
  contacts_created: number | null;
  /**
   * Set once the import has completed.
   */
  contacts_updated: number | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * The first row-level errors (at most 100), in row order; commsvc_contact_import_errors lists them all.
   *
   * @maxItems 100
   */
  errors: ImportError[];
  /**
   * Import id.
   */
  import_id: Id;
  mapping: {
    [k: string]: string | undefined;
  };
  /**
   * Rows whose contact already exists and has opted out (unsubscribed) or is suppressed (hard bounce, complaint): the import does not re-subscribe them, whatever its basis; at most 100, in row order. An opt-out holds until the contact's own new explicit opt-in (commsvc_contact_marketing_put with basis explicit and evidence).
   *
   * @maxItems 100
   */
  not_resubscribed: {
    /**
     * Opaque resource id issued by the service.
     */
    contact_id: Id;
    email: string;
    reason: "unsubscribed" | "suppressed";
    row: number;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    since: IsoDateTime;
  }[];
  /**
   * How many rows not_resubscribed holds in all.
   */
  rows_not_resubscribed: number;
  rows_total: number;
  rows_valid: number;
  rows_with_errors: number;
  source: string;
  /**
   * previewed (nothing imported yet), confirmed (import running), completed, failed, or expired (preview never confirmed).
   */
  status: "previewed" | "confirmed" | "completed" | "failed" | "expired";
}

/**
 * Arguments of `commsvc_contact_imports` as the handler receives them: every property with a default is set.
 */
export interface CommsvcContactImportsInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/**
 * Arguments of `commsvc_contact_imports` as a client sends them: properties with a default may be left out.
 */
export interface CommsvcContactImportsClientInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/**
 * Result of `commsvc_contact_imports` (structuredContent).
 */
export interface CommsvcContactImportsOutput {
  imports: ContactImport[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: NextCursor;
}

/**
 * Arguments of `commsvc_contact_marketing_get` as the handler receives them: every property with a default is set.
 */
export interface CommsvcContactMarketingGetInput {
  /**
   * CRM contact id.
   */
  contact_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_contact_marketing_get` as a client sends them: properties with a default may be left out. */
export type CommsvcContactMarketingGetClientInput = CommsvcContactMarketingGetInput;

/**
 * Result of `commsvc_contact_marketing_get` (structuredContent).
 */
export interface CommsvcContactMarketingGetOutput {
  /**
   * Current marketing consent, or null when none is recorded.
   */
  consent: {
    /**
     * Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).
     */
    basis: ConsentBasis;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    captured_at: IsoDateTime;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    recorded_at: IsoDateTime;
    source: string;
  } | null;
  /**
   * CRM contact id.
   */
  contact_id: Id;
  /**
   * True when the contact may receive marketing campaigns (consent recorded and not unsubscribed or suppressed).
   */
  subscribed: boolean;
  /**
   * True when the address is suppressed (hard bounce or complaint).
   */
  suppressed: boolean;
  unsubscribed_at: IsoDateTime | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
}

/**
 * Arguments of `commsvc_contact_marketing_put` as the handler receives them: every property with a default is set.
 */
export interface CommsvcContactMarketingPutInput {
  /**
   * Legal basis of the marketing consent: explicit or documented_relationship.
   */
  basis: ConsentBasis;
  /**
   * When consent was captured, ISO-8601 instant with offset, e.g. 2026-11-01T12:00:00Z. Not in the future.
   */
  captured_at: IsoDateTime;
  /**
   * CRM contact id.
   */
  contact_id: Id;
  /**
   * What shows that the contact opted in again after unsubscribing (for example the confirmation of a double opt-in, or the reference of the form the contact submitted). An unsubscription is lifted only by basis explicit with evidence and a captured_at after it; without evidence, or with documented_relationship, consent is recorded and the contact stays unsubscribed.
   */
  evidence?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Where and how consent was collected, e.g. 'signup form on example.com/newsletter'.
   */
  source: string;
}

/** Arguments of `commsvc_contact_marketing_put` as a client sends them: properties with a default may be left out. */
export type CommsvcContactMarketingPutClientInput = CommsvcContactMarketingPutInput;

/**
 * Result of `commsvc_contact_marketing_put` (structuredContent).
 */
export interface CommsvcContactMarketingPutOutput {
  /**
   * Current marketing consent, or null when none is recorded.
   */
  consent: {
    /**
     * Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).
     */
    basis: ConsentBasis;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    captured_at: IsoDateTime;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    recorded_at: IsoDateTime;
    source: string;
  } | null;
  /**
   * CRM contact id.
   */
  contact_id: Id;
  /**
   * True when the contact may receive marketing campaigns (consent recorded and not unsubscribed or suppressed).
   */
  subscribed: boolean;
  /**
   * True when the address is suppressed (hard bounce or complaint).
   */
  suppressed: boolean;
  unsubscribed_at: IsoDateTime | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
}

/**
 * Arguments of `commsvc_contact_optin_request` as the handler receives them: every property with a default is set.
 */
export interface CommsvcContactOptinRequestInput {
  /**
   * CRM contact id; the e-mail goes to its address.
   */
  contact_id: Id;
  /**
   * Active sending domain the confirmation e-mail is sent from (commsvc_domain_list).
   */
  domain_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_contact_optin_request` as a client sends them: properties with a default may be left out. */
export type CommsvcContactOptinRequestClientInput = CommsvcContactOptinRequestInput;

/**
 * Result of `commsvc_contact_optin_request` (structuredContent).
 */
export interface CommsvcContactOptinRequestOutput {
  /**
   * CRM contact id.
   */
  contact_id: Id;
  /**
   * When the confirmation link stops working.
   */
  expires_at: IsoDateTime;
  /**
   * The e-mail relay's message id (msg_…), null when another relay (COMMS_SMTP_URL) took the message.
   */
  message_id: string | null;
  /**
   * When the request was made; only an unsubscription before this time is lifted by its confirmation.
   */
  requested_at: IsoDateTime;
  /**
   * The address the confirmation e-mail was handed to the relay for.
   */
  sent_to: string;
}

/**
 * Arguments of `commsvc_contacts_export` as the handler receives them: every property with a default is set.
 */
export interface CommsvcContactsExportInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_contacts_export` as a client sends them: properties with a default may be left out. */
export type CommsvcContactsExportClientInput = CommsvcContactsExportInput;

/**
 * Result of `commsvc_contacts_export` (structuredContent).
 */
export interface CommsvcContactsExportOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Seven days after creation; afterwards the file is gone.
   */
  expires_at: IsoDateTime;
  /**
   * Contact file id.
   */
  file_id: Id;
  row_count: number | null;
  size_bytes: number | null;
  status: "preparing" | "available";
}

/**
 * Arguments of `commsvc_context` as the handler receives them: every property with a default is set.
 */
export interface CommsvcContextInput {}

/** Arguments of `commsvc_context` as a client sends them: properties with a default may be left out. */
export type CommsvcContextClientInput = CommsvcContextInput;

/**
 * Result of `commsvc_context` (structuredContent).
 */
export interface CommsvcContextOutput {
  /**
   * The key that authenticated this call.
   */
  api_key_id: string | null;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  organization_name: string | null;
  /**
   * Items: API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending), and organization:admin (design: API keys, deletion, replay).
   */
  scopes: Scope[];
}

/**
 * Arguments of `commsvc_crm_activities_create` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmActivitiesCreateInput {
  /**
   * Kind of activity, e.g. call, meeting, email, note.
   */
  activity_type?: string;
  /**
   * Deal the activity belongs to.
   */
  deal_id?: Id;
  /**
   * Activity note text.
   */
  note: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_crm_activities_create` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmActivitiesCreateClientInput = CommsvcCrmActivitiesCreateInput;

/**
 * Result of `commsvc_crm_activities_create` (structuredContent).
 */
export interface CommsvcCrmActivitiesCreateOutput {
  /**
   * Activity id.
   */
  activity_id: Id;
  activity_type: string | null;
  /**
   * Company the activity concerns, when known.
   */
  company_id: string | null;
  /**
   * Contact the activity concerns, when known.
   */
  contact_id: string | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  deal_id: string | null;
  note: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Arguments of `commsvc_crm_activities_delete` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmActivitiesDeleteInput {
  /**
   * Activity id.
   */
  activity_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_crm_activities_delete` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmActivitiesDeleteClientInput = CommsvcCrmActivitiesDeleteInput;

/**
 * Result of `commsvc_crm_activities_delete` (structuredContent).
 */
export interface CommsvcCrmActivitiesDeleteOutput {
  /**
   * Activity id.
   */
  activity_id: Id;
  deleted: true;
}

/**
 * Arguments of `commsvc_crm_activities_get` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmActivitiesGetInput {
  /**
   * Activity id.
   */
  activity_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_crm_activities_get` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmActivitiesGetClientInput = CommsvcCrmActivitiesGetInput;

/**
 * Result of `commsvc_crm_activities_get` (structuredContent).
 */
export interface CommsvcCrmActivitiesGetOutput {
  /**
   * Activity id.
   */
  activity_id: Id;
  activity_type: string | null;
  /**
   * Company the activity concerns, when known.
   */
  company_id: string | null;
  /**
   * Contact the activity concerns, when known.
   */
  contact_id: string | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  deal_id: string | null;
  note: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Arguments of `commsvc_crm_activities_list` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmActivitiesListInput {
  /**
   * Only activities of this type.
   */
  activity_type?: string;
  /**
   * Only activities of this company.
   */
  company_id?: Id;
  /**
   * Only activities of this contact.
   */
  contact_id?: Id;
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Only activities of this deal.
   */
  deal_id?: Id;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Free-text search; matches the note.
   */
  q?: string;
}

/**
 * Arguments of `commsvc_crm_activities_list` as a client sends them: properties with a default may be left out.
 */
export interface CommsvcCrmActivitiesListClientInput {
  /**
   * Only activities of this type.
   */
  activity_type?: string;
  /**
   * Only activities of this company.
   */
  company_id?: Id;
  /**
   * Only activities of this contact.
   */
  contact_id?: Id;
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Only activities of this deal.
   */
  deal_id?: Id;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Free-text search; matches the note.
   */
  q?: string;
}

/**
 * Result of `commsvc_crm_activities_list` (structuredContent).
 */
export interface CommsvcCrmActivitiesListOutput {
  /**
   * Items: CRM activity; url is its absolute address.
   */
  activities: CrmActivity[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: NextCursor;
}

/**
 * Arguments of `commsvc_crm_activities_update` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmActivitiesUpdateInput {
  /**
   * Activity id.
   */
  activity_id: Id;
  /**
   * Kind of activity, e.g. call, meeting, email, note; sent only to change it.
   */
  activity_type?: string;
  /**
   * Deal the activity belongs to; sent only to change it.
   */
  deal_id?: Id;
  /**
   * Activity note text; sent only to change it.
   */
  note?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_crm_activities_update` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmActivitiesUpdateClientInput = CommsvcCrmActivitiesUpdateInput;

/**
 * Result of `commsvc_crm_activities_update` (structuredContent).
 */
export interface CommsvcCrmActivitiesUpdateOutput {
  /**
   * Activity id.
   */
  activity_id: Id;
  activity_type: string | null;
  /**
   * Company the activity concerns, when known.
   */
  company_id: string | null;
  /**
   * Contact the activity concerns, when known.
   */
  contact_id: string | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  deal_id: string | null;
  note: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Arguments of `commsvc_crm_companies_create` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmCompaniesCreateInput {
  /**
   * Company e-mail/web domain, e.g. example.com.
   */
  domain?: string;
  /**
   * Company name.
   */
  name: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Absolute website URL, e.g. https://example.com.
   */
  website?: string;
}

/** Arguments of `commsvc_crm_companies_create` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmCompaniesCreateClientInput = CommsvcCrmCompaniesCreateInput;

/**
 * Result of `commsvc_crm_companies_create` (structuredContent).
 */
export interface CommsvcCrmCompaniesCreateOutput {
  /**
   * Company id.
   */
  company_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  domain: string | null;
  name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
  website: string | null;
}

/**
 * Arguments of `commsvc_crm_companies_delete` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmCompaniesDeleteInput {
  /**
   * Company id.
   */
  company_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_crm_companies_delete` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmCompaniesDeleteClientInput = CommsvcCrmCompaniesDeleteInput;

/**
 * Result of `commsvc_crm_companies_delete` (structuredContent).
 */
export interface CommsvcCrmCompaniesDeleteOutput {
  /**
   * Company id.
   */
  company_id: Id;
  deleted: true;
}

/**
 * Arguments of `commsvc_crm_companies_get` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmCompaniesGetInput {
  /**
   * Company id.
   */
  company_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_crm_companies_get` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmCompaniesGetClientInput = CommsvcCrmCompaniesGetInput;

/**
 * Result of `commsvc_crm_companies_get` (structuredContent).
 */
export interface CommsvcCrmCompaniesGetOutput {
  /**
   * Company id.
   */
  company_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  domain: string | null;
  name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
  website: string | null;
}

/**
 * Arguments of `commsvc_crm_companies_list` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmCompaniesListInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Free-text search; matches name and domain.
   */
  q?: string;
}

/**
 * Arguments of `commsvc_crm_companies_list` as a client sends them: properties with a default may be left out.
 */
export interface CommsvcCrmCompaniesListClientInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Free-text search; matches name and domain.
   */
  q?: string;
}

/**
 * Result of `commsvc_crm_companies_list` (structuredContent).
 */
export interface CommsvcCrmCompaniesListOutput {
  /**
   * Items: CRM company; url is its absolute address.
   */
  companies: CrmCompany[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: NextCursor;
}

/**
 * Arguments of `commsvc_crm_companies_update` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmCompaniesUpdateInput {
  /**
   * Company id.
   */
  company_id: Id;
  /**
   * Company e-mail/web domain, e.g. example.com; sent only to change it.
   */
  domain?: string;
  /**
   * Company name; sent only to change it.
   */
  name?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Absolute website URL, e.g. https://example.com; sent only to change it.
   */
  website?: string;
}

/** Arguments of `commsvc_crm_companies_update` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmCompaniesUpdateClientInput = CommsvcCrmCompaniesUpdateInput;

/**
 * Result of `commsvc_crm_companies_update` (structuredContent).
 */
export interface CommsvcCrmCompaniesUpdateOutput {
  /**
   * Company id.
   */
  company_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  domain: string | null;
  name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
  website: string | null;
}

/**
 * Arguments of `commsvc_crm_contacts_create` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmContactsCreateInput {
  /**
   * Company the contact works for.
   */
  company_id?: Id;
  /**
   * Contact e-mail address.
   */
  email: string;
  /**
   * Contact first name.
   */
  first_name: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_crm_contacts_create` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmContactsCreateClientInput = CommsvcCrmContactsCreateInput;

/**
 * Result of `commsvc_crm_contacts_create` (structuredContent).
 */
export interface CommsvcCrmContactsCreateOutput {
  company_id: string | null;
  /**
   * Contact id.
   */
  contact_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  email: string;
  first_name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Arguments of `commsvc_crm_contacts_delete` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmContactsDeleteInput {
  /**
   * Contact id.
   */
  contact_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_crm_contacts_delete` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmContactsDeleteClientInput = CommsvcCrmContactsDeleteInput;

/**
 * Result of `commsvc_crm_contacts_delete` (structuredContent).
 */
export interface CommsvcCrmContactsDeleteOutput {
  /**
   * Contact id.
   */
  contact_id: Id;
  deleted: true;
}

/**
 * Arguments of `commsvc_crm_contacts_get` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmContactsGetInput {
  /**
   * Contact id.
   */
  contact_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_crm_contacts_get` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmContactsGetClientInput = CommsvcCrmContactsGetInput;

/**
 * Result of `commsvc_crm_contacts_get` (structuredContent).
 */
export interface CommsvcCrmContactsGetOutput {
  company_id: string | null;
  /**
   * Contact id.
   */
  contact_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  email: string;
  first_name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Arguments of `commsvc_crm_contacts_list` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmContactsListInput {
  /**
   * Only contacts of this company.
   */
  company_id?: Id;
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Free-text search; matches email and first name.
   */
  q?: string;
}

/**
 * Arguments of `commsvc_crm_contacts_list` as a client sends them: properties with a default may be left out.
 */
export interface CommsvcCrmContactsListClientInput {
  /**
   * Only contacts of this company.
   */
  company_id?: Id;
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Free-text search; matches email and first name.
   */
  q?: string;
}

/**
 * Result of `commsvc_crm_contacts_list` (structuredContent).
 */
export interface CommsvcCrmContactsListOutput {
  /**
   * Items: CRM contact; url is its absolute address.
   */
  contacts: CrmContact[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: NextCursor;
}

/**
 * Arguments of `commsvc_crm_contacts_update` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmContactsUpdateInput {
  /**
   * Company the contact works for; sent only to change it.
   */
  company_id?: Id;
  /**
   * Contact id.
   */
  contact_id: Id;
  /**
   * Contact e-mail address; sent only to change it.
   */
  email?: string;
  /**
   * Contact first name; sent only to change it.
   */
  first_name?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_crm_contacts_update` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmContactsUpdateClientInput = CommsvcCrmContactsUpdateInput;

/**
 * Result of `commsvc_crm_contacts_update` (structuredContent).
 */
export interface CommsvcCrmContactsUpdateOutput {
  company_id: string | null;
  /**
   * Contact id.
   */
  contact_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  email: string;
  first_name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Arguments of `commsvc_crm_deals_create` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmDealsCreateInput {
  /**
   * ISO 4217 currency code of value_minor, e.g. USD.
   */
  currency?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Pipeline the deal is in.
   */
  pipeline_id: Id;
  /**
   * Stage of the deal; must belong to pipeline_id.
   */
  stage_id: Id;
  /**
   * Deal title.
   */
  title: string;
  /**
   * Deal value as an integer in minor currency units (e.g. 1999 = 19.99 USD).
   */
  value_minor?: number;
}

/** Arguments of `commsvc_crm_deals_create` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmDealsCreateClientInput = CommsvcCrmDealsCreateInput;

/**
 * Result of `commsvc_crm_deals_create` (structuredContent).
 */
export interface CommsvcCrmDealsCreateOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  currency: string | null;
  /**
   * Deal id.
   */
  deal_id: Id;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
  /**
   * Stage id.
   */
  stage_id: Id;
  /**
   * Deal status, open for a new deal.
   */
  status: string;
  title: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
  /**
   * Deal value in minor currency units (cents for USD).
   */
  value_minor: number | null;
}

/**
 * Arguments of `commsvc_crm_deals_delete` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmDealsDeleteInput {
  /**
   * Deal id.
   */
  deal_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_crm_deals_delete` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmDealsDeleteClientInput = CommsvcCrmDealsDeleteInput;

/**
 * Result of `commsvc_crm_deals_delete` (structuredContent).
 */
export interface CommsvcCrmDealsDeleteOutput {
  /**
   * Deal id.
   */
  deal_id: Id;
  deleted: true;
}

/**
 * Arguments of `commsvc_crm_deals_get` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmDealsGetInput {
  /**
   * Deal id.
   */
  deal_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_crm_deals_get` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmDealsGetClientInput = CommsvcCrmDealsGetInput;

/**
 * Result of `commsvc_crm_deals_get` (structuredContent).
 */
export interface CommsvcCrmDealsGetOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  currency: string | null;
  /**
   * Deal id.
   */
  deal_id: Id;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
  /**
   * Stage id.
   */
  stage_id: Id;
  /**
   * Deal status, open for a new deal.
   */
  status: string;
  title: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
  /**
   * Deal value in minor currency units (cents for USD).
   */
  value_minor: number | null;
}

/**
 * Arguments of `commsvc_crm_deals_list` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmDealsListInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Only deals in this pipeline.
   */
  pipeline_id?: Id;
  /**
   * Free-text search; matches the title.
   */
  q?: string;
  /**
   * Only deals in this stage.
   */
  stage_id?: Id;
  /**
   * Only deals with this status, e.g. open.
   */
  status?: string;
}

/**
 * Arguments of `commsvc_crm_deals_list` as a client sends them: properties with a default may be left out.
 */
export interface CommsvcCrmDealsListClientInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Only deals in this pipeline.
   */
  pipeline_id?: Id;
  /**
   * Free-text search; matches the title.
   */
  q?: string;
  /**
   * Only deals in this stage.
   */
  stage_id?: Id;
  /**
   * Only deals with this status, e.g. open.
   */
  status?: string;
}

/**
 * Result of `commsvc_crm_deals_list` (structuredContent).
 */
export interface CommsvcCrmDealsListOutput {
  /**
   * Items: CRM deal; url is its absolute address.
   */
  deals: CrmDeal[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: NextCursor;
}

/**
 * Arguments of `commsvc_crm_deals_update` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmDealsUpdateInput {
  /**
   * ISO 4217 currency code of value_minor, e.g. USD; sent only to change it.
   */
  currency?: string;
  /**
   * Deal id.
   */
  deal_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Pipeline the deal is in; sent only to change it.
   */
  pipeline_id?: Id;
  /**
   * Stage of the deal; must belong to pipeline_id; sent only to change it.
   */
  stage_id?: Id;
  /**
   * New deal status (e.g. open, won, lost); the service refuses values it does not know (invalid_arguments); sent only to change it.
   */
  status?: string;
  /**
   * Deal title; sent only to change it.
   */
  title?: string;
  /**
   * Deal value as an integer in minor currency units (e.g. 1999 = 19.99 USD); sent only to change it.
   */
  value_minor?: number;
}

/** Arguments of `commsvc_crm_deals_update` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmDealsUpdateClientInput = CommsvcCrmDealsUpdateInput;

/**
 * Result of `commsvc_crm_deals_update` (structuredContent).
 */
export interface CommsvcCrmDealsUpdateOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  currency: string | null;
  /**
   * Deal id.
   */
  deal_id: Id;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
  /**
   * Stage id.
   */
  stage_id: Id;
  /**
   * Deal status, open for a new deal.
   */
  status: string;
  title: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
  /**
   * Deal value in minor currency units (cents for USD).
   */
  value_minor: number | null;
}

/**
 * Arguments of `commsvc_crm_pipelines_create` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmPipelinesCreateInput {
  /**
   * Pipeline name.
   */
  name: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Stage names in order, first stage first; each name once.
   */
  stages?: string[];
}

/** Arguments of `commsvc_crm_pipelines_create` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmPipelinesCreateClientInput = CommsvcCrmPipelinesCreateInput;

/**
 * Result of `commsvc_crm_pipelines_create` (structuredContent).
 */
export interface CommsvcCrmPipelinesCreateOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  name: string;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
  /**
   * Stage names in order; use commsvc_crm_stages_list for their ids.
   */
  stages: string[];
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Arguments of `commsvc_crm_pipelines_delete` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmPipelinesDeleteInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
}

/** Arguments of `commsvc_crm_pipelines_delete` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmPipelinesDeleteClientInput = CommsvcCrmPipelinesDeleteInput;

/**
 * Result of `commsvc_crm_pipelines_delete` (structuredContent).
 */
export interface CommsvcCrmPipelinesDeleteOutput {
  deleted: true;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
}

/**
 * Arguments of `commsvc_crm_pipelines_get` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmPipelinesGetInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
}

/** Arguments of `commsvc_crm_pipelines_get` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmPipelinesGetClientInput = CommsvcCrmPipelinesGetInput;

/**
 * Result of `commsvc_crm_pipelines_get` (structuredContent).
 */
export interface CommsvcCrmPipelinesGetOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  name: string;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
  /**
   * Stage names in order; use commsvc_crm_stages_list for their ids.
   */
  stages: string[];
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Arguments of `commsvc_crm_pipelines_list` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmPipelinesListInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Free-text search; matches the name.
   */
  q?: string;
}

/**
 * Arguments of `commsvc_crm_pipelines_list` as a client sends them: properties with a default may be left out.
 */
export interface CommsvcCrmPipelinesListClientInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Free-text search; matches the name.
   */
  q?: string;
}

/**
 * Result of `commsvc_crm_pipelines_list` (structuredContent).
 */
export interface CommsvcCrmPipelinesListOutput {
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: NextCursor;
  /**
   * Items: CRM pipeline; url is its absolute address.
   */
  pipelines: CrmPipeline[];
}

/**
 * Arguments of `commsvc_crm_pipelines_update` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmPipelinesUpdateInput {
  /**
   * Pipeline name; sent only to change it.
   */
  name?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
  /**
   * Stage names in order, first stage first; each name once; sent only to change it.
   */
  stages?: string[];
}

/** Arguments of `commsvc_crm_pipelines_update` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmPipelinesUpdateClientInput = CommsvcCrmPipelinesUpdateInput;

/**
 * Result of `commsvc_crm_pipelines_update` (structuredContent).
 */
export interface CommsvcCrmPipelinesUpdateOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  name: string;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
  /**
   * Stage names in order; use commsvc_crm_stages_list for their ids.
   */
  stages: string[];
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Arguments of `commsvc_crm_stages_create` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmStagesCreateInput {
  /**
   * Stage name, unique in its pipeline.
   */
  name: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Pipeline the stage belongs to.
   */
  pipeline_id: Id;
  /**
   * Place of the stage in its pipeline, 0 = first; later stages move down.
   */
  position?: number;
  /**
   * Win probability of deals in this stage, in percent (0 to 100).
   */
  probability?: number;
}

/** Arguments of `commsvc_crm_stages_create` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmStagesCreateClientInput = CommsvcCrmStagesCreateInput;

/**
 * Result of `commsvc_crm_stages_create` (structuredContent).
 */
export interface CommsvcCrmStagesCreateOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  name: string;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
  position: number;
  /**
   * Win probability in percent.
   */
  probability: number | null;
  /**
   * Stage id.
   */
  stage_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Arguments of `commsvc_crm_stages_delete` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmStagesDeleteInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Pipeline the stage belongs to.
   */
  pipeline_id: Id;
  /**
   * Stage id.
   */
  stage_id: Id;
}

/** Arguments of `commsvc_crm_stages_delete` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmStagesDeleteClientInput = CommsvcCrmStagesDeleteInput;

/**
 * Result of `commsvc_crm_stages_delete` (structuredContent).
 */
export interface CommsvcCrmStagesDeleteOutput {
  deleted: true;
  /**
   * Pipeline the stage belongs to.
   */
  pipeline_id: Id;
  /**
   * Stage id.
   */
  stage_id: Id;
}

/**
 * Arguments of `commsvc_crm_stages_get` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmStagesGetInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Pipeline the stage belongs to.
   */
  pipeline_id: Id;
  /**
   * Stage id.
   */
  stage_id: Id;
}

/** Arguments of `commsvc_crm_stages_get` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmStagesGetClientInput = CommsvcCrmStagesGetInput;

/**
 * Result of `commsvc_crm_stages_get` (structuredContent).
 */
export interface CommsvcCrmStagesGetOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  name: string;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
  position: number;
  /**
   * Win probability in percent.
   */
  probability: number | null;
  /**
   * Stage id.
   */
  stage_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Arguments of `commsvc_crm_stages_list` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmStagesListInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Pipeline the stage belongs to.
   */
  pipeline_id: Id;
}

/**
 * Arguments of `commsvc_crm_stages_list` as a client sends them: properties with a default may be left out.
 */
export interface CommsvcCrmStagesListClientInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Pipeline the stage belongs to.
   */
  pipeline_id: Id;
}

/**
 * Result of `commsvc_crm_stages_list` (structuredContent).
 */
export interface CommsvcCrmStagesListOutput {
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: NextCursor;
  /**
   * Items: CRM stage; url is its absolute address.
   */
  stages: CrmStage[];
}

/**
 * Arguments of `commsvc_crm_stages_update` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmStagesUpdateInput {
  /**
   * Stage name, unique in its pipeline; sent only to change it.
   */
  name?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Pipeline the stage belongs to.
   */
  pipeline_id: Id;
  /**
   * Place of the stage in its pipeline, 0 = first; later stages move down; sent only to change it.
   */
  position?: number;
  /**
   * Win probability of deals in this stage, in percent (0 to 100); sent only to change it.
   */
  probability?: number;
  /**
   * Stage id.
   */
  stage_id: Id;
}

/** Arguments of `commsvc_crm_stages_update` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmStagesUpdateClientInput = CommsvcCrmStagesUpdateInput;

/**
 * Result of `commsvc_crm_stages_update` (structuredContent).
 */
export interface CommsvcCrmStagesUpdateOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  name: string;
  /**
   * Pipeline id.
   */
  pipeline_id: Id;
  position: number;
  /**
   * Win probability in percent.
   */
  probability: number | null;
  /**
   * Stage id.
   */
  stage_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Arguments of `commsvc_crm_tasks_create` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmTasksCreateInput {
  /**
   * Deal the task belongs to.
   */
  deal_id?: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * open, done or cancelled (default open).
   */
  status: TaskStatus;
  /**
   * Task title.
   */
  title: string;
}

/**
 * Arguments of `commsvc_crm_tasks_create` as a client sends them: properties with a default may be left out.
 */
export interface CommsvcCrmTasksCreateClientInput {
  /**
   * Deal the task belongs to.
   */
  deal_id?: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * open, done or cancelled (default open).
   */
  status?: TaskStatus;
  /**
   * Task title.
   */
  title: string;
}

/**
 * Result of `commsvc_crm_tasks_create` (structuredContent).
 */
export interface CommsvcCrmTasksCreateOutput {
  assignee_user_id: string | null;
  contact_id: string | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  deal_id: string | null;
  /**
   * Task status.
   */
  status: TaskStatus;
  /**
   * Task id.
   */
  task_id: Id;
  title: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Arguments of `commsvc_crm_tasks_delete` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmTasksDeleteInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Task id.
   */
  task_id: Id;
}

/** Arguments of `commsvc_crm_tasks_delete` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmTasksDeleteClientInput = CommsvcCrmTasksDeleteInput;

/**
 * Result of `commsvc_crm_tasks_delete` (structuredContent).
 */
export interface CommsvcCrmTasksDeleteOutput {
  deleted: true;
  /**
   * Task id.
   */
  task_id: Id;
}

/**
 * Arguments of `commsvc_crm_tasks_get` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmTasksGetInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Task id.
   */
  task_id: Id;
}

/** Arguments of `commsvc_crm_tasks_get` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmTasksGetClientInput = CommsvcCrmTasksGetInput;

/**
 * Result of `commsvc_crm_tasks_get` (structuredContent).
 */
export interface CommsvcCrmTasksGetOutput {
  assignee_user_id: string | null;
  contact_id: string | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  deal_id: string | null;
  /**
   * Task status.
   */
  status: TaskStatus;
  /**
   * Task id.
   */
  task_id: Id;
  title: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Arguments of `commsvc_crm_tasks_list` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmTasksListInput {
  /**
   * Only tasks assigned to this user.
   */
  assignee_user_id?: Id;
  /**
   * Only tasks of this contact.
   */
  contact_id?: Id;
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Only tasks of this deal.
   */
  deal_id?: Id;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Free-text search; matches the title.
   */
  q?: string;
  /**
   * Only tasks with this status: open, done or cancelled.
   */
  status?: TaskStatus;
}

/**
 * Arguments of `commsvc_crm_tasks_list` as a client sends them: properties with a default may be left out.
 */
export interface CommsvcCrmTasksListClientInput {
  /**
   * Only tasks assigned to this user.
   */
  assignee_user_id?: Id;
  /**
   * Only tasks of this contact.
   */
  contact_id?: Id;
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: Cursor;
  /**
   * Only tasks of this deal.
   */
  deal_id?: Id;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: Limit;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Free-text search; matches the title.
   */
  q?: string;
  /**
   * Only tasks with this status: open, done or cancelled.
   */
  status?: TaskStatus;
}

/**
 * Result of `commsvc_crm_tasks_list` (structuredContent).
 */
export interface CommsvcCrmTasksListOutput {
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: NextCursor;
  /**
   * Items: CRM task; url is its absolute address.
   */
  tasks: CrmTask[];
}

/**
 * Arguments of `commsvc_crm_tasks_update` as the handler receives them: every property with a default is set.
 */
export interface CommsvcCrmTasksUpdateInput {
  /**
   * Deal the task belongs to; sent only to change it.
   */
  deal_id?: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * New status: open, done or cancelled; sent only to change it.
   */
  status?: TaskStatus;
  /**
   * Task id.
   */
  task_id: Id;
  /**
   * Task title; sent only to change it.
   */
  title?: string;
}

/** Arguments of `commsvc_crm_tasks_update` as a client sends them: properties with a default may be left out. */
export type CommsvcCrmTasksUpdateClientInput = CommsvcCrmTasksUpdateInput;

/**
 * Result of `commsvc_crm_tasks_update` (structuredContent).
 */
export interface CommsvcCrmTasksUpdateOutput {
  assignee_user_id: string | null;
  contact_id: string | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  deal_id: string | null;
  /**
   * Task status.
   */
  status: TaskStatus;
  /**
   * Task id.
   */
  task_id: Id;
  title: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: IsoDateTime;
  /**
   * Absolute URL of this resource.
   */
  url: AbsoluteUrl;
}

/**
 * Arguments of `commsvc_data_export_create` as the handler receives them: every property with a default is set.
 */
export interface CommsvcDataExportCreateInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_data_export_create` as a client sends them: properties with a default may be left out. */
export type CommsvcDataExportCreateClientInput = CommsvcDataExportCreateInput;

/**
 * Result of `commsvc_data_export_create` (structuredContent).
 */
export interface CommsvcDataExportCreateOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Seven days after creation.
   */
  expires_at: IsoDateTime;
  /**
   * Export id.
   */
  export_id: Id;
  size_bytes: number | null;
  status: "preparing" | "available" | "expired" | "failed";
}

/**
 * Arguments of `commsvc_data_export_download` as the handler receives them: every property with a default is set.
 */
export interface CommsvcDataExportDownloadInput {
  /**
   * Export id from commsvc_data_export_create.
   */
  export_id: Id;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_data_export_download` as a client sends them: properties with a default may be left out. */
export type CommsvcDataExportDownloadClientInput = CommsvcDataExportDownloadInput;

/**
 * Result of `commsvc_data_export_download` (structuredContent).
 */
export interface CommsvcDataExportDownloadOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * The export itself.
   */
  data: {};
  /**
   * Download address of the JSON export, valid until expires_at.
   */
  download_url: AbsoluteUrl;
  /**
   * Seven days after creation.
   */
  expires_at: IsoDateTime;
  /**
   * Export id.
   */
  export_id: Id;
  size_bytes: number | null;
  status: "preparing" | "available" | "expired" | "failed";
}

/**
 * Arguments of `commsvc_data_exports` as the handler receives them: every property with a default is set.
 */
export interface CommsvcDataExportsInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_data_exports` as a client sends them: properties with a default may be left out. */
export type CommsvcDataExportsClientInput = CommsvcDataExportsInput;

/**
 * Result of `commsvc_data_exports` (structuredContent).
 */
export interface CommsvcDataExportsOutput {
  exports: DataExport[];
}

/**
 * Arguments of `commsvc_dead_letter_replay` as the handler receives them: every property with a default is set.
 */
export interface CommsvcDeadLetterReplayInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Dead letter record id from commsvc_dead_letters.
   */
  record_id: Id;
}

/** Arguments of `commsvc_dead_letter_replay` as a client sends them: properties with a default may be left out. */
export type CommsvcDeadLetterReplayClientInput = CommsvcDeadLetterReplayInput;

/**
 * Result of `commsvc_dead_letter_replay` (structuredContent).
 */
export interface CommsvcDeadLetterReplayOutput {
  kind: "campaign" | "webhook";
  /**
   * Dead letter record id.
   */
  record_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  replayed_at: IsoDateTime;
  status: "queued";
}

/**
 * Arguments of `commsvc_dead_letters` as the handler receives them: every property with a default is set.
 */
export interface CommsvcDeadLettersInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_dead_letters` as a client sends them: properties with a default may be left out. */
export type CommsvcDeadLettersClientInput = CommsvcDeadLettersInput;

/**
 * Result of `commsvc_dead_letters` (structuredContent).
 */
export interface CommsvcDeadLettersOutput {
  dead_letters: DeadLetter[];
}

/**
 * Arguments of `commsvc_deletion_cancel` as the handler receives them: every property with a default is set.
 */
export interface CommsvcDeletionCancelInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Deletion request id from commsvc_deletion_schedule or commsvc_deletion_request.
   */
  request_id: Id;
}

/** Arguments of `commsvc_deletion_cancel` as a client sends them: properties with a default may be left out. */
export type CommsvcDeletionCancelClientInput = CommsvcDeletionCancelInput;

/**
 * Result of `commsvc_deletion_cancel` (structuredContent).
 */
export interface CommsvcDeletionCancelOutput {
  cancelled_at: IsoDateTime | null;
  completed_at: IsoDateTime | null;
  /**
   * Seven days after the request; erasure starts then unless cancelled.
   */
  erase_after: IsoDateTime;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Deletion request id.
   */
  request_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  requested_at: IsoDateTime;
  status: "scheduled" | "cancelled" | "completed";
}

/**
 * Arguments of `commsvc_deletion_request` as the handler receives them: every property with a default is set.
 */
export interface CommsvcDeletionRequestInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_deletion_request` as a client sends them: properties with a default may be left out. */
export type CommsvcDeletionRequestClientInput = CommsvcDeletionRequestInput;

/**
 * Result of `commsvc_deletion_request` (structuredContent).
 */
export interface CommsvcDeletionRequestOutput {
  request: DeletionRequest | null;
}

/**
 * Arguments of `commsvc_deletion_schedule` as the handler receives them: every property with a default is set.
 */
export interface CommsvcDeletionScheduleInput {
  /**
   * The exact phrase 'delete <organization_id>', e.g. 'delete org_123'.
   */
  confirmation: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_deletion_schedule` as a client sends them: properties with a default may be left out. */
export type CommsvcDeletionScheduleClientInput = CommsvcDeletionScheduleInput;

/**
 * Result of `commsvc_deletion_schedule` (structuredContent).
 */
export interface CommsvcDeletionScheduleOutput {
  cancelled_at: IsoDateTime | null;
  completed_at: IsoDateTime | null;
  /**
   * Seven days after the request; erasure starts then unless cancelled.
   */
  erase_after: IsoDateTime;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Deletion request id.
   */
  request_id: Id;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  requested_at: IsoDateTime;
  status: "scheduled" | "cancelled" | "completed";
}

/**
 * Arguments of `commsvc_deliverability` as the handler receives them: every property with a default is set.
 */
export interface CommsvcDeliverabilityInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_deliverability` as a client sends them: properties with a default may be left out. */
export type CommsvcDeliverabilityClientInput = CommsvcDeliverabilityInput;

/**
 * Result of `commsvc_deliverability` (structuredContent).
 */
export interface CommsvcDeliverabilityOutput {
  backlog: {
    dead_letters: number;
    queued: number;
    retrying: number;
    scheduled: number;
  };
  /**
   * bounced / sent in the window, 0 to 1; null when nothing was sent.
   */
  bounce_rate: number | null;
  bounced: number;
  complained: number;
  /**
   * complained / delivered in the window, 0 to 1; null when nothing was delivered.
   */
  complaint_rate: number | null;
  delivered: number;
  /**
   * delivered / sent in the window, 0 to 1; null when nothing was sent.
   */
  delivery_rate: number | null;
  /**
   * The same aggregates per sending domain of the organization (our design).
   */
  domains: {
    /**
     * bounced / sent; null when nothing was sent.
     */
    bounce_rate: number | null;
    bounced: number;
    complained: number;
    delivered: number;
    /**
     * delivered / sent; null when nothing was sent.
     */
    delivery_rate: number | null;
    /**
     * Sending domain id.
     */
    domain_id: Id;
    name: string;
    sent: number;
  }[];
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  sent: number;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  window_end: IsoDateTime;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  window_start: IsoDateTime;
}

/**
 * Arguments of `commsvc_domain_add` as the handler receives them: every property with a default is set.
 */
export interface CommsvcDomainAddInput {
  /**
   * Bare domain, e.g. news.example.com.
   */
  name: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * API key of the e-mail relay account that verified the domain (its SMTP submission password).
   */
  relay_api_key: string;
}

/** Arguments of `commsvc_domain_add` as a client sends them: properties with a default may be left out. */
export type CommsvcDomainAddClientInput = CommsvcDomainAddInput;

/**
 * Result of `commsvc_domain_add` (structuredContent).
 */
export interface CommsvcDomainAddOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Sending domain id.
   */
  domain_id: Id;
  /**
   * The bare domain, as verified by the relay.
   */
  name: string;
  /**
   * First characters of the relay API key used as the SMTP submission password (the key itself is stored encrypted and never shown).
   */
  relay_key_prefix: string;
  /**
   * The e-mail relay's state of the domain now, read when the domain is shown. active: verified, campaigns can use it. paused: verified, but the relay has paused sending from it (or from its account); campaigns wait (waiting_for_allowance) until the pause ends, status_detail says why and until when. not_active: the relay account removed the domain or holds it unverified; campaign_create, a content change in campaign_update and campaign_launch refuse it with domain_not_active. unknown: no e-mail relay runs on this database, so comms cannot tell.
   */
  status: "active" | "paused" | "not_active" | "unknown";
  /**
   * For a paused domain, the relay's reason and when the pause ends; null otherwise.
   */
  status_detail?: string | null;
}

/**
 * Arguments of `commsvc_domain_list` as the handler receives them: every property with a default is set.
 */
export interface CommsvcDomainListInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_domain_list` as a client sends them: properties with a default may be left out. */
export type CommsvcDomainListClientInput = CommsvcDomainListInput;

/**
 * Result of `commsvc_domain_list` (structuredContent).
 */
export interface CommsvcDomainListOutput {
  /**
   * Items: A sending domain of the organization, bound to a domain the e-mail relay had verified when it was added, with the relay's status of it now.
   */
  domains: SendingDomain[];
}

/**
 * Arguments of `commsvc_organization_create` as the handler receives them: every property with a default is set.
 */
export interface CommsvcOrganizationCreateInput {
  /**
   * Organization name.
   */
  name: string;
}

/** Arguments of `commsvc_organization_create` as a client sends them: properties with a default may be left out. */
export type CommsvcOrganizationCreateClientInput = CommsvcOrganizationCreateInput;

/**
 * Result of `commsvc_organization_create` (structuredContent).
 */
export interface CommsvcOrganizationCreateOutput {
  /**
   * The owner key: every scope, secret shown once.
   */
  api_key: {
    /**
     * API key id.
     */
    api_key_id: Id;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    created_at: IsoDateTime;
    last_used_at: IsoDateTime | null;
    name: string;
    /**
     * The key's first characters, shown in listings to tell keys apart; never enough to use it.
     */
    prefix: string;
    revoked_at: IsoDateTime | null;
    /**
     * Items: API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending), and organization:admin (design: API keys, deletion, replay).
     */
    scopes: Scope[];
    /**
     * The key itself. Shown only in this result.
     */
    secret: string;
    status: "active" | "revoked";
  };
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  name: string;
  /**
   * Organization (tenant) id, as resolved by commsvc_context.
   */
  organization_id: OrganizationId;
}

/**
 * Arguments of `commsvc_template_create` as the handler receives them: every property with a default is set.
 */
export interface CommsvcTemplateCreateInput {
  /**
   * Optional HTML body.
   */
  html?: string;
  /**
   * Template name (kept for the template; a new version may rename it).
   */
  name: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Subject line.
   */
  subject: string;
  /**
   * Existing template to add a version to; omitted: a new template.
   */
  template_id?: Id;
  /**
   * Plain-text body.
   */
  text: string;
}

/** Arguments of `commsvc_template_create` as a client sends them: properties with a default may be left out. */
export type CommsvcTemplateCreateClientInput = CommsvcTemplateCreateInput;

/**
 * Result of `commsvc_template_create` (structuredContent).
 */
export interface CommsvcTemplateCreateOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  name: string;
  published_at: IsoDateTime | null;
  subject: string;
  /**
   * Marketing template id.
   */
  template_id: Id;
  /**
   * Version number, 1, 2, 3… per template; its content never changes.
   */
  version: number;
}

/**
 * Arguments of `commsvc_template_list` as the handler receives them: every property with a default is set.
 */
export interface CommsvcTemplateListInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
}

/** Arguments of `commsvc_template_list` as a client sends them: properties with a default may be left out. */
export type CommsvcTemplateListClientInput = CommsvcTemplateListInput;

/**
 * Result of `commsvc_template_list` (structuredContent).
 */
export interface CommsvcTemplateListOutput {
  templates: {
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    created_at: IsoDateTime;
    name: string;
    /**
     * Opaque resource id issued by the service.
     */
    template_id: Id;
    /**
     * Items: One immutable version of a marketing template.
     */
    versions: TemplateVersion[];
  }[];
}

/**
 * Arguments of `commsvc_template_publish` as the handler receives them: every property with a default is set.
 */
export interface CommsvcTemplatePublishInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: OrganizationId;
  /**
   * Marketing template id.
   */
  template_id: Id;
  /**
   * Version to publish, 1 or higher.
   */
  version: number;
}

/** Arguments of `commsvc_template_publish` as a client sends them: properties with a default may be left out. */
export type CommsvcTemplatePublishClientInput = CommsvcTemplatePublishInput;

/**
 * Result of `commsvc_template_publish` (structuredContent).
 */
export interface CommsvcTemplatePublishOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  name: string;
  published_at: IsoDateTime | null;
  subject: string;
  /**
   * Marketing template id.
   */
  template_id: Id;
  /**
   * Version number, 1, 2, 3… per template; its content never changes.
   */
  version: number;
}
