// Generated from spec/comms.json by npm run generate. DO NOT EDIT.

/**
 * Arguments of `commsvc_api_key_create`.
 */
export interface CommsvcApiKeyCreateInput {
  /**
   * Label for the key, e.g. the agent or integration that uses it.
   */
  name: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Scopes the key grants, at least one of organization:read, crm:read, crm:write, messages:send.
   *
   * @minItems 1
   *
   * Items: API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending).
   */
  scopes: ("organization:read" | "crm:read" | "crm:write" | "messages:send")[];
}

/**
 * Result of `commsvc_api_key_create` (structuredContent).
 */
export interface CommsvcApiKeyCreateOutput {
  /**
   * API key id.
   */
  api_key_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  last_used_at: string | null;
  name: string;
  revoked_at: string | null;
  /**
   * Items: API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending).
   */
  scopes: ("organization:read" | "crm:read" | "crm:write" | "messages:send")[];
  /**
   * The key itself. Shown only in this result.
   */
  secret: string;
  status: "active" | "revoked";
}

/**
 * Arguments of `commsvc_api_key_revoke`.
 */
export interface CommsvcApiKeyRevokeInput {
  /**
   * Id of the key to revoke, from commsvc_api_keys.
   */
  api_key_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_api_key_revoke` (structuredContent).
 */
export interface CommsvcApiKeyRevokeOutput {
  /**
   * API key id.
   */
  api_key_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  last_used_at: string | null;
  name: string;
  revoked_at: string | null;
  /**
   * Items: API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending).
   */
  scopes: ("organization:read" | "crm:read" | "crm:write" | "messages:send")[];
  status: "active" | "revoked";
}

/**
 * Arguments of `commsvc_api_keys`.
 */
export interface CommsvcApiKeysInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_api_keys` (structuredContent).
 */
export interface CommsvcApiKeysOutput {
  /**
   * Items: An API key without its secret.
   */
  api_keys: {
    /**
     * API key id.
     */
    api_key_id: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    created_at: string;
    last_used_at: string | null;
    name: string;
    revoked_at: string | null;
    /**
     * Items: API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending).
     */
    scopes: ("organization:read" | "crm:read" | "crm:write" | "messages:send")[];
    status: "active" | "revoked";
  }[];
}

/**
 * Arguments of `commsvc_audience_create`.
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
  organization_id: string;
};

/**
 * Result of `commsvc_audience_create` (structuredContent).
 */
export interface CommsvcAudienceCreateOutput {
  /**
   * Audience id.
   */
  audience_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
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
  updated_at: string;
}

/**
 * Arguments of `commsvc_audience_delete`.
 */
export interface CommsvcAudienceDeleteInput {
  /**
   * Audience id.
   */
  audience_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_audience_delete` (structuredContent).
 */
export interface CommsvcAudienceDeleteOutput {
  /**
   * Audience id.
   */
  audience_id: string;
  deleted: true;
}

/**
 * Arguments of `commsvc_audience_get`.
 */
export interface CommsvcAudienceGetInput {
  /**
   * Audience id.
   */
  audience_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_audience_get` (structuredContent).
 */
export interface CommsvcAudienceGetOutput {
  /**
   * Audience id.
   */
  audience_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
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
  updated_at: string;
}

/**
 * Arguments of `commsvc_audience_member_add`.
 */
export interface CommsvcAudienceMemberAddInput {
  /**
   * Id of a static audience.
   */
  audience_id: string;
  /**
   * CRM contact id.
   */
  contact_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_audience_member_add` (structuredContent).
 */
export interface CommsvcAudienceMemberAddOutput {
  /**
   * Audience id.
   */
  audience_id: string;
  /**
   * Contact id.
   */
  contact_id: string;
  /**
   * Whether the contact is a member after this call.
   */
  member: boolean;
}

/**
 * Arguments of `commsvc_audience_member_remove`.
 */
export interface CommsvcAudienceMemberRemoveInput {
  /**
   * Id of a static audience.
   */
  audience_id: string;
  /**
   * CRM contact id.
   */
  contact_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_audience_member_remove` (structuredContent).
 */
export interface CommsvcAudienceMemberRemoveOutput {
  /**
   * Audience id.
   */
  audience_id: string;
  /**
   * Contact id.
   */
  contact_id: string;
  /**
   * Whether the contact is a member after this call.
   */
  member: boolean;
}

/**
 * Arguments of `commsvc_audience_members`.
 */
export interface CommsvcAudienceMembersInput {
  /**
   * Id of a static audience.
   */
  audience_id: string;
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: string;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: number;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_audience_members` (structuredContent).
 */
export interface CommsvcAudienceMembersOutput {
  /**
   * Items: CRM contact; url is its absolute address.
   */
  members: {
    company_id: string | null;
    /**
     * Contact id.
     */
    contact_id: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    created_at: string;
    email: string;
    first_name: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    updated_at: string;
    /**
     * Absolute URL of this resource.
     */
    url: string;
  }[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `commsvc_audience_update`.
 */
export interface CommsvcAudienceUpdateInput {
  /**
   * Audience id.
   */
  audience_id: string;
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
  organization_id: string;
}

/**
 * Result of `commsvc_audience_update` (structuredContent).
 */
export interface CommsvcAudienceUpdateOutput {
  /**
   * Audience id.
   */
  audience_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
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
  updated_at: string;
}

/**
 * Arguments of `commsvc_audiences`.
 */
export interface CommsvcAudiencesInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: string;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: number;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_audiences` (structuredContent).
 */
export interface CommsvcAudiencesOutput {
  audiences: {
    /**
     * Audience id.
     */
    audience_id: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    created_at: string;
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
    updated_at: string;
  }[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `commsvc_audit`.
 */
export interface CommsvcAuditInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: string;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: number;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_audit` (structuredContent).
 */
export interface CommsvcAuditOutput {
  events: {
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
    event_id: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    occurred_at: string;
    target_id: string | null;
    target_type: string | null;
  }[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `commsvc_billing`.
 */
export interface CommsvcBillingInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_billing` (structuredContent).
 */
export interface CommsvcBillingOutput {
  /**
   * E-mails the organization can still send across its entitlements.
   */
  available_sends: number;
  entitlements: {
    /**
     * Entitlement id.
     */
    entitlement_id: string;
    expires_at: string | null;
    kind: "pass" | "topup";
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    purchased_at: string;
    sends_granted: number;
    sends_remaining: number;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    starts_at: string;
  }[];
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Arguments of `commsvc_billing_catalog`.
 */
export interface CommsvcBillingCatalogInput {}

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
    price: string;
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
 * Arguments of `commsvc_billing_purchase`.
 */
export interface CommsvcBillingPurchaseInput {
  /**
   * What to buy: pass or topup.
   */
  action: "pass" | "topup";
  /**
   * Client-chosen key (8 to 128 characters); the purchase happens once per key.
   */
  idempotency_key: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_billing_purchase` (structuredContent).
 */
export interface CommsvcBillingPurchaseOutput {
  action: "pass" | "topup";
  challenge: {
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
  } | null;
  entitlement: {
    /**
     * Entitlement id.
     */
    entitlement_id: string;
    expires_at: string | null;
    kind: "pass" | "topup";
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    purchased_at: string;
    sends_granted: number;
    sends_remaining: number;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    starts_at: string;
  } | null;
  purchase_id: string | null;
  /**
   * payment_required: pay the challenge and repeat the call with the same idempotency_key; completed: the entitlement is active.
   */
  status: "payment_required" | "completed";
}

/**
 * Arguments of `commsvc_campaign_create`.
 */
export interface CommsvcCampaignCreateInput {
  /**
   * Audience id.
   */
  audience_id: string;
  /**
   * Active sending domain id.
   */
  domain_id: string;
  /**
   * Campaign name.
   */
  name: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Published marketing template id.
   */
  template_id: string;
  /**
   * Published template version to freeze into the campaign, 1 or higher. Omitted: the latest published version.
   */
  template_version?: number;
}

/**
 * Result of `commsvc_campaign_create` (structuredContent).
 */
export interface CommsvcCampaignCreateOutput {
  /**
   * Audience id.
   */
  audience_id: string;
  /**
   * Campaign id.
   */
  campaign_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  /**
   * Sending domain id.
   */
  domain_id: string;
  launched_at: string | null;
  name: string;
  scheduled_for: string | null;
  /**
   * Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); paused and cancelled by campaign_update; completed when every recipient has a final outcome.
   */
  status: "draft" | "scheduled" | "sending" | "paused" | "cancelled" | "completed";
  /**
   * Marketing template id.
   */
  template_id: string;
  /**
   * Template version frozen into the campaign.
   */
  template_version: number;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
}

/**
 * Arguments of `commsvc_campaign_get`.
 */
export interface CommsvcCampaignGetInput {
  /**
   * Campaign id.
   */
  campaign_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_campaign_get` (structuredContent).
 */
export interface CommsvcCampaignGetOutput {
  /**
   * Audience id.
   */
  audience_id: string;
  /**
   * Campaign id.
   */
  campaign_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  /**
   * Sending domain id.
   */
  domain_id: string;
  launched_at: string | null;
  name: string;
  scheduled_for: string | null;
  /**
   * Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); paused and cancelled by campaign_update; completed when every recipient has a final outcome.
   */
  status: "draft" | "scheduled" | "sending" | "paused" | "cancelled" | "completed";
  /**
   * Marketing template id.
   */
  template_id: string;
  /**
   * Template version frozen into the campaign.
   */
  template_version: number;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
}

/**
 * Arguments of `commsvc_campaign_launch`.
 */
export interface CommsvcCampaignLaunchInput {
  /**
   * Id of a draft campaign.
   */
  campaign_id: string;
  /**
   * Client-chosen key (8 to 128 characters); the launch happens once per key.
   */
  idempotency_key: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Send at this future instant instead of now: ISO-8601 with offset, e.g. 2026-12-01T09:00:00+01:00.
   */
  scheduled_for?: string;
}

/**
 * Result of `commsvc_campaign_launch` (structuredContent).
 */
export interface CommsvcCampaignLaunchOutput {
  /**
   * Audience id.
   */
  audience_id: string;
  /**
   * Campaign id.
   */
  campaign_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  /**
   * Sending domain id.
   */
  domain_id: string;
  launched_at: string | null;
  name: string;
  scheduled_for: string | null;
  /**
   * Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); paused and cancelled by campaign_update; completed when every recipient has a final outcome.
   */
  status: "draft" | "scheduled" | "sending" | "paused" | "cancelled" | "completed";
  /**
   * Marketing template id.
   */
  template_id: string;
  /**
   * Template version frozen into the campaign.
   */
  template_version: number;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
}

/**
 * Arguments of `commsvc_campaign_report`.
 */
export interface CommsvcCampaignReportInput {
  /**
   * Campaign id.
   */
  campaign_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

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
  campaign_id: string;
  /**
   * complained / delivered, 0 to 1; null before anything was delivered.
   */
  complaint_rate: number | null;
  counts: {
    bounced: number;
    complained: number;
    deferred: number;
    delivered: number;
    failed: number;
    queued: number;
    sent: number;
    suppressed: number;
    unsubscribed: number;
  };
  /**
   * delivered / sent, 0 to 1; null before anything was sent.
   */
  delivery_rate: number | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  generated_at: string;
  /**
   * Recipients resolved at launch (0 before launch).
   */
  recipients: number;
  /**
   * True when every recipient has a final outcome.
   */
  reconciled: boolean;
  /**
   * Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); paused and cancelled by campaign_update; completed when every recipient has a final outcome.
   */
  status: "draft" | "scheduled" | "sending" | "paused" | "cancelled" | "completed";
}

/**
 * Arguments of `commsvc_campaign_update`.
 */
export interface CommsvcCampaignUpdateInput {
  /**
   * New audience id.
   */
  audience_id?: string;
  /**
   * Campaign id.
   */
  campaign_id: string;
  /**
   * New active sending domain id.
   */
  domain_id?: string;
  /**
   * New campaign name.
   */
  name?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * paused to pause, sending to resume, cancelled to cancel for good.
   */
  status?: "paused" | "sending" | "cancelled";
  /**
   * New published marketing template id.
   */
  template_id?: string;
  /**
   * New published template version, 1 or higher.
   */
  template_version?: number;
}

/**
 * Result of `commsvc_campaign_update` (structuredContent).
 */
export interface CommsvcCampaignUpdateOutput {
  /**
   * Audience id.
   */
  audience_id: string;
  /**
   * Campaign id.
   */
  campaign_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  /**
   * Sending domain id.
   */
  domain_id: string;
  launched_at: string | null;
  name: string;
  scheduled_for: string | null;
  /**
   * Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); paused and cancelled by campaign_update; completed when every recipient has a final outcome.
   */
  status: "draft" | "scheduled" | "sending" | "paused" | "cancelled" | "completed";
  /**
   * Marketing template id.
   */
  template_id: string;
  /**
   * Template version frozen into the campaign.
   */
  template_version: number;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
}

/**
 * Arguments of `commsvc_campaigns`.
 */
export interface CommsvcCampaignsInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_campaigns` (structuredContent).
 */
export interface CommsvcCampaignsOutput {
  campaigns: {
    /**
     * Audience id.
     */
    audience_id: string;
    /**
     * Campaign id.
     */
    campaign_id: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    created_at: string;
    /**
     * Sending domain id.
     */
    domain_id: string;
    launched_at: string | null;
    name: string;
    scheduled_for: string | null;
    /**
     * Campaign state: draft after create; scheduled (launched with scheduled_for) or sending (launched now); paused and cancelled by campaign_update; completed when every recipient has a final outcome.
     */
    status: "draft" | "scheduled" | "sending" | "paused" | "cancelled" | "completed";
    /**
     * Marketing template id.
     */
    template_id: string;
    /**
     * Template version frozen into the campaign.
     */
    template_version: number;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    updated_at: string;
  }[];
}

/**
 * Arguments of `commsvc_contact_file_get`.
 */
export interface CommsvcContactFileGetInput {
  /**
   * Contact file id from commsvc_contacts_export.
   */
  file_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_contact_file_get` (structuredContent).
 */
export interface CommsvcContactFileGetOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  /**
   * The CSV content.
   */
  csv: string;
  /**
   * Download address of the CSV, valid until expires_at.
   */
  download_url: string;
  /**
   * Seven days after creation; afterwards the file is gone.
   */
  expires_at: string;
  /**
   * Contact file id.
   */
  file_id: string;
  row_count: number | null;
  size_bytes: number | null;
  status: "preparing" | "available";
}

/**
 * Arguments of `commsvc_contact_import_confirm`.
 */
export interface CommsvcContactImportConfirmInput {
  /**
   * Client-chosen key (8 to 128 characters) that makes the confirmation take effect once.
   */
  idempotency_key: string;
  /**
   * Import id from commsvc_contact_import_preview.
   */
  import_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_contact_import_confirm` (structuredContent).
 */
export interface CommsvcContactImportConfirmOutput {
  /**
   * Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).
   */
  basis: "explicit" | "documented_relationship";
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  captured_at: string;
  completed_at: string | null;
  confirmed_at: string | null;
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
  created_at: string;
  /**
   * Import id.
   */
  import_id: string;
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
 * Arguments of `commsvc_contact_import_errors`.
 */
export interface CommsvcContactImportErrorsInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: string;
  /**
   * Import id.
   */
  import_id: string;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: number;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_contact_import_errors` (structuredContent).
 */
export interface CommsvcContactImportErrorsOutput {
  errors: {
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
  }[];
  /**
   * Import id.
   */
  import_id: string;
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `commsvc_contact_import_get`.
 */
export interface CommsvcContactImportGetInput {
  /**
   * Import id.
   */
  import_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_contact_import_get` (structuredContent).
 */
export interface CommsvcContactImportGetOutput {
  /**
   * Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).
   */
  basis: "explicit" | "documented_relationship";
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  captured_at: string;
  completed_at: string | null;
  confirmed_at: string | null;
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
  created_at: string;
  /**
   * Import id.
   */
  import_id: string;
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
 * Arguments of `commsvc_contact_import_preview`.
 */
export interface CommsvcContactImportPreviewInput {
  /**
   * Legal basis of the marketing consent: explicit or documented_relationship.
   */
  basis: "explicit" | "documented_relationship";
  /**
   * When consent was captured, ISO-8601 instant with offset, e.g. 2026-11-01T12:00:00Z.
   */
  captured_at: string;
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
  organization_id: string;
  /**
   * Where and how consent was collected, e.g. 'signup form on example.com/newsletter'.
   */
  source: string;
}

/**
 * Result of `commsvc_contact_import_preview` (structuredContent).
 */
export interface CommsvcContactImportPreviewOutput {
  /**
   * Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).
   */
  basis: "explicit" | "documented_relationship";
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  captured_at: string;
  completed_at: string | null;
  confirmed_at: string | null;
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
  created_at: string;
  /**
   * The first row-level errors (at most 100), in row order; commsvc_contact_import_errors lists them all.
   *
   * @maxItems 100
   */
  errors: {
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
  }[];
  /**
   * Import id.
   */
  import_id: string;
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
 * Arguments of `commsvc_contact_imports`.
 */
export interface CommsvcContactImportsInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: string;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: number;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_contact_imports` (structuredContent).
 */
export interface CommsvcContactImportsOutput {
  imports: {
    /**
     * Legal basis of marketing consent: explicit (the person opted in) or documented_relationship (an existing, documented customer relationship).
     */
    basis: "explicit" | "documented_relationship";
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    captured_at: string;
    completed_at: string | null;
    confirmed_at: string | null;
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
    created_at: string;
    /**
     * Import id.
     */
    import_id: string;
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
  }[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `commsvc_contact_marketing_get`.
 */
export interface CommsvcContactMarketingGetInput {
  /**
   * CRM contact id.
   */
  contact_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

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
    basis: "explicit" | "documented_relationship";
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    captured_at: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    recorded_at: string;
    source: string;
  } | null;
  /**
   * CRM contact id.
   */
  contact_id: string;
  /**
   * True when the contact may receive marketing campaigns (consent recorded and not unsubscribed or suppressed).
   */
  subscribed: boolean;
  /**
   * True when the address is suppressed (hard bounce or complaint).
   */
  suppressed: boolean;
  unsubscribed_at: string | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
}

/**
 * Arguments of `commsvc_contact_marketing_put`.
 */
export interface CommsvcContactMarketingPutInput {
  /**
   * Legal basis of the marketing consent: explicit or documented_relationship.
   */
  basis: "explicit" | "documented_relationship";
  /**
   * When consent was captured, ISO-8601 instant with offset, e.g. 2026-11-01T12:00:00Z.
   */
  captured_at: string;
  /**
   * CRM contact id.
   */
  contact_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Where and how consent was collected, e.g. 'signup form on example.com/newsletter'.
   */
  source: string;
}

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
    basis: "explicit" | "documented_relationship";
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    captured_at: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    recorded_at: string;
    source: string;
  } | null;
  /**
   * CRM contact id.
   */
  contact_id: string;
  /**
   * True when the contact may receive marketing campaigns (consent recorded and not unsubscribed or suppressed).
   */
  subscribed: boolean;
  /**
   * True when the address is suppressed (hard bounce or complaint).
   */
  suppressed: boolean;
  unsubscribed_at: string | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
}

/**
 * Arguments of `commsvc_contacts_export`.
 */
export interface CommsvcContactsExportInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_contacts_export` (structuredContent).
 */
export interface CommsvcContactsExportOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  /**
   * Seven days after creation; afterwards the file is gone.
   */
  expires_at: string;
  /**
   * Contact file id.
   */
  file_id: string;
  row_count: number | null;
  size_bytes: number | null;
  status: "preparing" | "available";
}

/**
 * Arguments of `commsvc_context`.
 */
export interface CommsvcContextInput {}

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
  organization_id: string;
  organization_name: string | null;
  /**
   * Items: API key scope: organization:read (organization data), crm:read (CRM reads), crm:write (CRM create, update, delete), messages:send (sending).
   */
  scopes: ("organization:read" | "crm:read" | "crm:write" | "messages:send")[];
}

/**
 * Arguments of `commsvc_crm_activities_create`.
 */
export interface CommsvcCrmActivitiesCreateInput {
  /**
   * Kind of activity, e.g. call, meeting, email, note.
   */
  activity_type?: string;
  /**
   * Deal the activity belongs to.
   */
  deal_id?: string;
  /**
   * Activity note text.
   */
  note: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_crm_activities_create` (structuredContent).
 */
export interface CommsvcCrmActivitiesCreateOutput {
  /**
   * Activity id.
   */
  activity_id: string;
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
  created_at: string;
  deal_id: string | null;
  note: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
}

/**
 * Arguments of `commsvc_crm_activities_delete`.
 */
export interface CommsvcCrmActivitiesDeleteInput {
  /**
   * Activity id.
   */
  activity_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_crm_activities_delete` (structuredContent).
 */
export interface CommsvcCrmActivitiesDeleteOutput {
  /**
   * Activity id.
   */
  activity_id: string;
  deleted: true;
}

/**
 * Arguments of `commsvc_crm_activities_get`.
 */
export interface CommsvcCrmActivitiesGetInput {
  /**
   * Activity id.
   */
  activity_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_crm_activities_get` (structuredContent).
 */
export interface CommsvcCrmActivitiesGetOutput {
  /**
   * Activity id.
   */
  activity_id: string;
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
  created_at: string;
  deal_id: string | null;
  note: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
}

/**
 * Arguments of `commsvc_crm_activities_list`.
 */
export interface CommsvcCrmActivitiesListInput {
  /**
   * Only activities of this type.
   */
  activity_type?: string;
  /**
   * Only activities of this company.
   */
  company_id?: string;
  /**
   * Only activities of this contact.
   */
  contact_id?: string;
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: string;
  /**
   * Only activities of this deal.
   */
  deal_id?: string;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: number;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
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
  activities: {
    /**
     * Activity id.
     */
    activity_id: string;
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
    created_at: string;
    deal_id: string | null;
    note: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    updated_at: string;
    /**
     * Absolute URL of this resource.
     */
    url: string;
  }[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `commsvc_crm_activities_update`.
 */
export interface CommsvcCrmActivitiesUpdateInput {
  /**
   * Activity id.
   */
  activity_id: string;
  /**
   * Kind of activity, e.g. call, meeting, email, note; sent only to change it.
   */
  activity_type?: string;
  /**
   * Deal the activity belongs to; sent only to change it.
   */
  deal_id?: string;
  /**
   * Activity note text; sent only to change it.
   */
  note?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_crm_activities_update` (structuredContent).
 */
export interface CommsvcCrmActivitiesUpdateOutput {
  /**
   * Activity id.
   */
  activity_id: string;
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
  created_at: string;
  deal_id: string | null;
  note: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
}

/**
 * Arguments of `commsvc_crm_companies_create`.
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
  organization_id: string;
  /**
   * Absolute website URL, e.g. https://example.com.
   */
  website?: string;
}

/**
 * Result of `commsvc_crm_companies_create` (structuredContent).
 */
export interface CommsvcCrmCompaniesCreateOutput {
  /**
   * Company id.
   */
  company_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  domain: string | null;
  name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
  website: string | null;
}

/**
 * Arguments of `commsvc_crm_companies_delete`.
 */
export interface CommsvcCrmCompaniesDeleteInput {
  /**
   * Company id.
   */
  company_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_crm_companies_delete` (structuredContent).
 */
export interface CommsvcCrmCompaniesDeleteOutput {
  /**
   * Company id.
   */
  company_id: string;
  deleted: true;
}

/**
 * Arguments of `commsvc_crm_companies_get`.
 */
export interface CommsvcCrmCompaniesGetInput {
  /**
   * Company id.
   */
  company_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_crm_companies_get` (structuredContent).
 */
export interface CommsvcCrmCompaniesGetOutput {
  /**
   * Company id.
   */
  company_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  domain: string | null;
  name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
  website: string | null;
}

/**
 * Arguments of `commsvc_crm_companies_list`.
 */
export interface CommsvcCrmCompaniesListInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: string;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: number;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
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
  companies: {
    /**
     * Company id.
     */
    company_id: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    created_at: string;
    domain: string | null;
    name: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    updated_at: string;
    /**
     * Absolute URL of this resource.
     */
    url: string;
    website: string | null;
  }[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `commsvc_crm_companies_update`.
 */
export interface CommsvcCrmCompaniesUpdateInput {
  /**
   * Company id.
   */
  company_id: string;
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
  organization_id: string;
  /**
   * Absolute website URL, e.g. https://example.com; sent only to change it.
   */
  website?: string;
}

/**
 * Result of `commsvc_crm_companies_update` (structuredContent).
 */
export interface CommsvcCrmCompaniesUpdateOutput {
  /**
   * Company id.
   */
  company_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  domain: string | null;
  name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
  website: string | null;
}

/**
 * Arguments of `commsvc_crm_contacts_create`.
 */
export interface CommsvcCrmContactsCreateInput {
  /**
   * Company the contact works for.
   */
  company_id?: string;
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
  organization_id: string;
}

/**
 * Result of `commsvc_crm_contacts_create` (structuredContent).
 */
export interface CommsvcCrmContactsCreateOutput {
  company_id: string | null;
  /**
   * Contact id.
   */
  contact_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  email: string;
  first_name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
}

/**
 * Arguments of `commsvc_crm_contacts_delete`.
 */
export interface CommsvcCrmContactsDeleteInput {
  /**
   * Contact id.
   */
  contact_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_crm_contacts_delete` (structuredContent).
 */
export interface CommsvcCrmContactsDeleteOutput {
  /**
   * Contact id.
   */
  contact_id: string;
  deleted: true;
}

/**
 * Arguments of `commsvc_crm_contacts_get`.
 */
export interface CommsvcCrmContactsGetInput {
  /**
   * Contact id.
   */
  contact_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_crm_contacts_get` (structuredContent).
 */
export interface CommsvcCrmContactsGetOutput {
  company_id: string | null;
  /**
   * Contact id.
   */
  contact_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  email: string;
  first_name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
}

/**
 * Arguments of `commsvc_crm_contacts_list`.
 */
export interface CommsvcCrmContactsListInput {
  /**
   * Only contacts of this company.
   */
  company_id?: string;
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: string;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: number;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
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
  contacts: {
    company_id: string | null;
    /**
     * Contact id.
     */
    contact_id: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    created_at: string;
    email: string;
    first_name: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    updated_at: string;
    /**
     * Absolute URL of this resource.
     */
    url: string;
  }[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `commsvc_crm_contacts_update`.
 */
export interface CommsvcCrmContactsUpdateInput {
  /**
   * Company the contact works for; sent only to change it.
   */
  company_id?: string;
  /**
   * Contact id.
   */
  contact_id: string;
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
  organization_id: string;
}

/**
 * Result of `commsvc_crm_contacts_update` (structuredContent).
 */
export interface CommsvcCrmContactsUpdateOutput {
  company_id: string | null;
  /**
   * Contact id.
   */
  contact_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  email: string;
  first_name: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
}

/**
 * Arguments of `commsvc_crm_deals_create`.
 */
export interface CommsvcCrmDealsCreateInput {
  /**
   * ISO 4217 currency code of value_minor, e.g. USD.
   */
  currency?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Pipeline the deal is in.
   */
  pipeline_id: string;
  /**
   * Stage of the deal; must belong to pipeline_id.
   */
  stage_id: string;
  /**
   * Deal title.
   */
  title: string;
  /**
   * Deal value as an integer in minor currency units (e.g. 1999 = 19.99 USD).
   */
  value_minor?: number;
}

/**
 * Result of `commsvc_crm_deals_create` (structuredContent).
 */
export interface CommsvcCrmDealsCreateOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  currency: string | null;
  /**
   * Deal id.
   */
  deal_id: string;
  /**
   * Pipeline id.
   */
  pipeline_id: string;
  /**
   * Stage id.
   */
  stage_id: string;
  /**
   * Deal status, open for a new deal.
   */
  status: string;
  title: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
  /**
   * Deal value in minor currency units (cents for USD).
   */
  value_minor: number | null;
}

/**
 * Arguments of `commsvc_crm_deals_delete`.
 */
export interface CommsvcCrmDealsDeleteInput {
  /**
   * Deal id.
   */
  deal_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_crm_deals_delete` (structuredContent).
 */
export interface CommsvcCrmDealsDeleteOutput {
  /**
   * Deal id.
   */
  deal_id: string;
  deleted: true;
}

/**
 * Arguments of `commsvc_crm_deals_get`.
 */
export interface CommsvcCrmDealsGetInput {
  /**
   * Deal id.
   */
  deal_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_crm_deals_get` (structuredContent).
 */
export interface CommsvcCrmDealsGetOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  currency: string | null;
  /**
   * Deal id.
   */
  deal_id: string;
  /**
   * Pipeline id.
   */
  pipeline_id: string;
  /**
   * Stage id.
   */
  stage_id: string;
  /**
   * Deal status, open for a new deal.
   */
  status: string;
  title: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
  /**
   * Deal value in minor currency units (cents for USD).
   */
  value_minor: number | null;
}

/**
 * Arguments of `commsvc_crm_deals_list`.
 */
export interface CommsvcCrmDealsListInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: string;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: number;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Only deals in this pipeline.
   */
  pipeline_id?: string;
  /**
   * Free-text search; matches the title.
   */
  q?: string;
  /**
   * Only deals in this stage.
   */
  stage_id?: string;
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
  deals: {
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    created_at: string;
    currency: string | null;
    /**
     * Deal id.
     */
    deal_id: string;
    /**
     * Pipeline id.
     */
    pipeline_id: string;
    /**
     * Stage id.
     */
    stage_id: string;
    /**
     * Deal status, open for a new deal.
     */
    status: string;
    title: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    updated_at: string;
    /**
     * Absolute URL of this resource.
     */
    url: string;
    /**
     * Deal value in minor currency units (cents for USD).
     */
    value_minor: number | null;
  }[];
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `commsvc_crm_deals_update`.
 */
export interface CommsvcCrmDealsUpdateInput {
  /**
   * ISO 4217 currency code of value_minor, e.g. USD; sent only to change it.
   */
  currency?: string;
  /**
   * Deal id.
   */
  deal_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Pipeline the deal is in; sent only to change it.
   */
  pipeline_id?: string;
  /**
   * Stage of the deal; must belong to pipeline_id; sent only to change it.
   */
  stage_id?: string;
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

/**
 * Result of `commsvc_crm_deals_update` (structuredContent).
 */
export interface CommsvcCrmDealsUpdateOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  currency: string | null;
  /**
   * Deal id.
   */
  deal_id: string;
  /**
   * Pipeline id.
   */
  pipeline_id: string;
  /**
   * Stage id.
   */
  stage_id: string;
  /**
   * Deal status, open for a new deal.
   */
  status: string;
  title: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
  /**
   * Deal value in minor currency units (cents for USD).
   */
  value_minor: number | null;
}

/**
 * Arguments of `commsvc_crm_pipelines_create`.
 */
export interface CommsvcCrmPipelinesCreateInput {
  /**
   * Pipeline name.
   */
  name: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Stage names in order, first stage first; each name once.
   */
  stages?: string[];
}

/**
 * Result of `commsvc_crm_pipelines_create` (structuredContent).
 */
export interface CommsvcCrmPipelinesCreateOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  name: string;
  /**
   * Pipeline id.
   */
  pipeline_id: string;
  /**
   * Stage names in order; use commsvc_crm_stages_list for their ids.
   */
  stages: string[];
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
}

/**
 * Arguments of `commsvc_crm_pipelines_delete`.
 */
export interface CommsvcCrmPipelinesDeleteInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Pipeline id.
   */
  pipeline_id: string;
}

/**
 * Result of `commsvc_crm_pipelines_delete` (structuredContent).
 */
export interface CommsvcCrmPipelinesDeleteOutput {
  deleted: true;
  /**
   * Pipeline id.
   */
  pipeline_id: string;
}

/**
 * Arguments of `commsvc_crm_pipelines_get`.
 */
export interface CommsvcCrmPipelinesGetInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Pipeline id.
   */
  pipeline_id: string;
}

/**
 * Result of `commsvc_crm_pipelines_get` (structuredContent).
 */
export interface CommsvcCrmPipelinesGetOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  name: string;
  /**
   * Pipeline id.
   */
  pipeline_id: string;
  /**
   * Stage names in order; use commsvc_crm_stages_list for their ids.
   */
  stages: string[];
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
}

/**
 * Arguments of `commsvc_crm_pipelines_list`.
 */
export interface CommsvcCrmPipelinesListInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: string;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: number;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
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
  next_cursor: string | null;
  /**
   * Items: CRM pipeline; url is its absolute address.
   */
  pipelines: {
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    created_at: string;
    name: string;
    /**
     * Pipeline id.
     */
    pipeline_id: string;
    /**
     * Stage names in order; use commsvc_crm_stages_list for their ids.
     */
    stages: string[];
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    updated_at: string;
    /**
     * Absolute URL of this resource.
     */
    url: string;
  }[];
}

/**
 * Arguments of `commsvc_crm_pipelines_update`.
 */
export interface CommsvcCrmPipelinesUpdateInput {
  /**
   * Pipeline name; sent only to change it.
   */
  name?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Pipeline id.
   */
  pipeline_id: string;
  /**
   * Stage names in order, first stage first; each name once; sent only to change it.
   */
  stages?: string[];
}

/**
 * Result of `commsvc_crm_pipelines_update` (structuredContent).
 */
export interface CommsvcCrmPipelinesUpdateOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  name: string;
  /**
   * Pipeline id.
   */
  pipeline_id: string;
  /**
   * Stage names in order; use commsvc_crm_stages_list for their ids.
   */
  stages: string[];
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
}

/**
 * Arguments of `commsvc_crm_stages_create`.
 */
export interface CommsvcCrmStagesCreateInput {
  /**
   * Stage name, unique in its pipeline.
   */
  name: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Pipeline the stage belongs to.
   */
  pipeline_id: string;
  /**
   * Place of the stage in its pipeline, 0 = first; later stages move down.
   */
  position?: number;
  /**
   * Win probability of deals in this stage, in percent (0 to 100).
   */
  probability?: number;
}

/**
 * Result of `commsvc_crm_stages_create` (structuredContent).
 */
export interface CommsvcCrmStagesCreateOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  name: string;
  /**
   * Pipeline id.
   */
  pipeline_id: string;
  position: number;
  /**
   * Win probability in percent.
   */
  probability: number | null;
  /**
   * Stage id.
   */
  stage_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
}

/**
 * Arguments of `commsvc_crm_stages_delete`.
 */
export interface CommsvcCrmStagesDeleteInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Pipeline the stage belongs to.
   */
  pipeline_id: string;
  /**
   * Stage id.
   */
  stage_id: string;
}

/**
 * Result of `commsvc_crm_stages_delete` (structuredContent).
 */
export interface CommsvcCrmStagesDeleteOutput {
  deleted: true;
  /**
   * Pipeline the stage belongs to.
   */
  pipeline_id: string;
  /**
   * Stage id.
   */
  stage_id: string;
}

/**
 * Arguments of `commsvc_crm_stages_get`.
 */
export interface CommsvcCrmStagesGetInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Pipeline the stage belongs to.
   */
  pipeline_id: string;
  /**
   * Stage id.
   */
  stage_id: string;
}

/**
 * Result of `commsvc_crm_stages_get` (structuredContent).
 */
export interface CommsvcCrmStagesGetOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  name: string;
  /**
   * Pipeline id.
   */
  pipeline_id: string;
  position: number;
  /**
   * Win probability in percent.
   */
  probability: number | null;
  /**
   * Stage id.
   */
  stage_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
}

/**
 * Arguments of `commsvc_crm_stages_list`.
 */
export interface CommsvcCrmStagesListInput {
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: string;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: number;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Pipeline the stage belongs to.
   */
  pipeline_id: string;
}

/**
 * Result of `commsvc_crm_stages_list` (structuredContent).
 */
export interface CommsvcCrmStagesListOutput {
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: string | null;
  /**
   * Items: CRM stage; url is its absolute address.
   */
  stages: {
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    created_at: string;
    name: string;
    /**
     * Pipeline id.
     */
    pipeline_id: string;
    position: number;
    /**
     * Win probability in percent.
     */
    probability: number | null;
    /**
     * Stage id.
     */
    stage_id: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    updated_at: string;
    /**
     * Absolute URL of this resource.
     */
    url: string;
  }[];
}

/**
 * Arguments of `commsvc_crm_stages_update`.
 */
export interface CommsvcCrmStagesUpdateInput {
  /**
   * Stage name, unique in its pipeline; sent only to change it.
   */
  name?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Pipeline the stage belongs to.
   */
  pipeline_id: string;
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
  stage_id: string;
}

/**
 * Result of `commsvc_crm_stages_update` (structuredContent).
 */
export interface CommsvcCrmStagesUpdateOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  name: string;
  /**
   * Pipeline id.
   */
  pipeline_id: string;
  position: number;
  /**
   * Win probability in percent.
   */
  probability: number | null;
  /**
   * Stage id.
   */
  stage_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
}

/**
 * Arguments of `commsvc_crm_tasks_create`.
 */
export interface CommsvcCrmTasksCreateInput {
  /**
   * Deal the task belongs to.
   */
  deal_id?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * open, done or cancelled (default open).
   */
  status?: "open" | "done" | "cancelled";
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
  created_at: string;
  deal_id: string | null;
  /**
   * Task status.
   */
  status: "open" | "done" | "cancelled";
  /**
   * Task id.
   */
  task_id: string;
  title: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
}

/**
 * Arguments of `commsvc_crm_tasks_delete`.
 */
export interface CommsvcCrmTasksDeleteInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Task id.
   */
  task_id: string;
}

/**
 * Result of `commsvc_crm_tasks_delete` (structuredContent).
 */
export interface CommsvcCrmTasksDeleteOutput {
  deleted: true;
  /**
   * Task id.
   */
  task_id: string;
}

/**
 * Arguments of `commsvc_crm_tasks_get`.
 */
export interface CommsvcCrmTasksGetInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Task id.
   */
  task_id: string;
}

/**
 * Result of `commsvc_crm_tasks_get` (structuredContent).
 */
export interface CommsvcCrmTasksGetOutput {
  assignee_user_id: string | null;
  contact_id: string | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  deal_id: string | null;
  /**
   * Task status.
   */
  status: "open" | "done" | "cancelled";
  /**
   * Task id.
   */
  task_id: string;
  title: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
}

/**
 * Arguments of `commsvc_crm_tasks_list`.
 */
export interface CommsvcCrmTasksListInput {
  /**
   * Only tasks assigned to this user.
   */
  assignee_user_id?: string;
  /**
   * Only tasks of this contact.
   */
  contact_id?: string;
  /**
   * Opaque cursor: the next_cursor of the previous page, unchanged. Omit for the first page.
   */
  cursor?: string;
  /**
   * Only tasks of this deal.
   */
  deal_id?: string;
  /**
   * Page size, 1 to 100 (default 50).
   */
  limit?: number;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Free-text search; matches the title.
   */
  q?: string;
  /**
   * Only tasks with this status: open, done or cancelled.
   */
  status?: "open" | "done" | "cancelled";
}

/**
 * Result of `commsvc_crm_tasks_list` (structuredContent).
 */
export interface CommsvcCrmTasksListOutput {
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: string | null;
  /**
   * Items: CRM task; url is its absolute address.
   */
  tasks: {
    assignee_user_id: string | null;
    contact_id: string | null;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    created_at: string;
    deal_id: string | null;
    /**
     * Task status.
     */
    status: "open" | "done" | "cancelled";
    /**
     * Task id.
     */
    task_id: string;
    title: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    updated_at: string;
    /**
     * Absolute URL of this resource.
     */
    url: string;
  }[];
}

/**
 * Arguments of `commsvc_crm_tasks_update`.
 */
export interface CommsvcCrmTasksUpdateInput {
  /**
   * Deal the task belongs to; sent only to change it.
   */
  deal_id?: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * New status: open, done or cancelled; sent only to change it.
   */
  status?: "open" | "done" | "cancelled";
  /**
   * Task id.
   */
  task_id: string;
  /**
   * Task title; sent only to change it.
   */
  title?: string;
}

/**
 * Result of `commsvc_crm_tasks_update` (structuredContent).
 */
export interface CommsvcCrmTasksUpdateOutput {
  assignee_user_id: string | null;
  contact_id: string | null;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  deal_id: string | null;
  /**
   * Task status.
   */
  status: "open" | "done" | "cancelled";
  /**
   * Task id.
   */
  task_id: string;
  title: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  updated_at: string;
  /**
   * Absolute URL of this resource.
   */
  url: string;
}

/**
 * Arguments of `commsvc_data_export_create`.
 */
export interface CommsvcDataExportCreateInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_data_export_create` (structuredContent).
 */
export interface CommsvcDataExportCreateOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  /**
   * Seven days after creation.
   */
  expires_at: string;
  /**
   * Export id.
   */
  export_id: string;
  size_bytes: number | null;
  status: "preparing" | "available" | "expired" | "failed";
}

/**
 * Arguments of `commsvc_data_export_download`.
 */
export interface CommsvcDataExportDownloadInput {
  /**
   * Export id from commsvc_data_export_create.
   */
  export_id: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_data_export_download` (structuredContent).
 */
export interface CommsvcDataExportDownloadOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: string;
  /**
   * The export itself.
   */
  data: {};
  /**
   * Download address of the JSON export, valid until expires_at.
   */
  download_url: string;
  /**
   * Seven days after creation.
   */
  expires_at: string;
  /**
   * Export id.
   */
  export_id: string;
  size_bytes: number | null;
  status: "preparing" | "available" | "expired" | "failed";
}

/**
 * Arguments of `commsvc_data_exports`.
 */
export interface CommsvcDataExportsInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_data_exports` (structuredContent).
 */
export interface CommsvcDataExportsOutput {
  exports: {
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    created_at: string;
    /**
     * Seven days after creation.
     */
    expires_at: string;
    /**
     * Export id.
     */
    export_id: string;
    size_bytes: number | null;
    status: "preparing" | "available" | "expired" | "failed";
  }[];
}

/**
 * Arguments of `commsvc_dead_letter_replay`.
 */
export interface CommsvcDeadLetterReplayInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Dead letter record id from commsvc_dead_letters.
   */
  record_id: string;
}

/**
 * Result of `commsvc_dead_letter_replay` (structuredContent).
 */
export interface CommsvcDeadLetterReplayOutput {
  kind: "campaign" | "webhook";
  /**
   * Dead letter record id.
   */
  record_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  replayed_at: string;
  status: "queued";
}

/**
 * Arguments of `commsvc_dead_letters`.
 */
export interface CommsvcDeadLettersInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_dead_letters` (structuredContent).
 */
export interface CommsvcDeadLettersOutput {
  dead_letters: {
    attempts: number;
    /**
     * Campaign of a campaign dead letter.
     */
    campaign_id: string | null;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    first_failed_at: string;
    kind: "campaign" | "webhook";
    last_error: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    last_failed_at: string;
    /**
     * Recipient address of a campaign dead letter.
     */
    recipient: string | null;
    /**
     * Dead letter record id.
     */
    record_id: string;
    replayed_at: string | null;
    status: "dead" | "replayed";
    /**
     * Endpoint of a webhook dead letter.
     */
    target_url: string | null;
  }[];
}

/**
 * Arguments of `commsvc_deletion_cancel`.
 */
export interface CommsvcDeletionCancelInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Deletion request id from commsvc_deletion_schedule or commsvc_deletion_request.
   */
  request_id: string;
}

/**
 * Result of `commsvc_deletion_cancel` (structuredContent).
 */
export interface CommsvcDeletionCancelOutput {
  cancelled_at: string | null;
  completed_at: string | null;
  /**
   * Seven days after the request; erasure starts then unless cancelled.
   */
  erase_after: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Deletion request id.
   */
  request_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  requested_at: string;
  status: "scheduled" | "cancelled" | "completed";
}

/**
 * Arguments of `commsvc_deletion_request`.
 */
export interface CommsvcDeletionRequestInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_deletion_request` (structuredContent).
 */
export interface CommsvcDeletionRequestOutput {
  request: {
    cancelled_at: string | null;
    completed_at: string | null;
    /**
     * Seven days after the request; erasure starts then unless cancelled.
     */
    erase_after: string;
    /**
     * The active organization (tenant) this call acts on; the API key must belong to it.
     */
    organization_id: string;
    /**
     * Deletion request id.
     */
    request_id: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    requested_at: string;
    status: "scheduled" | "cancelled" | "completed";
  } | null;
}

/**
 * Arguments of `commsvc_deletion_schedule`.
 */
export interface CommsvcDeletionScheduleInput {
  /**
   * The exact phrase 'delete <organization_id>', e.g. 'delete org_123'.
   */
  confirmation: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

/**
 * Result of `commsvc_deletion_schedule` (structuredContent).
 */
export interface CommsvcDeletionScheduleOutput {
  cancelled_at: string | null;
  completed_at: string | null;
  /**
   * Seven days after the request; erasure starts then unless cancelled.
   */
  erase_after: string;
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  /**
   * Deletion request id.
   */
  request_id: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  requested_at: string;
  status: "scheduled" | "cancelled" | "completed";
}

/**
 * Arguments of `commsvc_deliverability`.
 */
export interface CommsvcDeliverabilityInput {
  /**
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
}

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
   * The active organization (tenant) this call acts on; the API key must belong to it.
   */
  organization_id: string;
  sent: number;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  window_end: string;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  window_start: string;
}
