import type { CommsHandlers } from "../../../generated/comms/server";
import type { Scope } from "./keys";

/**
 * What a call needs: no key at all (`anonymous`), any valid key of any organization (`key`), or a
 * key of the named organization holding a scope (fixed, or chosen from the arguments).
 */
export type Rule = "anonymous" | "key" | Scope | ((args: Record<string, unknown>) => Scope);

const CRM = ["activities", "companies", "contacts", "deals", "pipelines", "stages", "tasks"] as const;
type CrmTool = `commsvc_crm_${(typeof CRM)[number]}_${"create" | "get" | "list" | "update" | "delete"}`;

const crmRules = Object.fromEntries(
  CRM.flatMap((r) => [
    [`commsvc_crm_${r}_create`, "crm:write"],
    [`commsvc_crm_${r}_get`, "crm:read"],
    [`commsvc_crm_${r}_list`, "crm:read"],
    [`commsvc_crm_${r}_update`, "crm:write"],
    [`commsvc_crm_${r}_delete`, "crm:write"],
  ]),
) as Record<CrmTool, Scope>;

/**
 * The scope matrix (README "Scopes", docs/comms.md): one entry per tool, typed over every tool
 * of the manifest, so a tool added to spec/comms.json without a rule does not compile.
 * support/guard.ts enforces it before any handler runs.
 */
export const TOOL_RULES: Record<keyof CommsHandlers, Rule> = {
  ...crmRules,
  commsvc_organization_create: "anonymous",
  commsvc_billing_catalog: "anonymous",
  commsvc_context: "key",
  // Keys, erasure and replay: organization:admin (a design scope; the document names none).
  commsvc_api_key_create: "organization:admin",
  commsvc_api_key_revoke: "organization:admin",
  commsvc_api_keys: "organization:admin",
  commsvc_deletion_schedule: "organization:admin",
  commsvc_deletion_cancel: "organization:admin",
  commsvc_dead_letter_replay: "organization:admin",
  // Organization-level reads.
  commsvc_audit: "organization:read",
  commsvc_billing: "organization:read",
  commsvc_deliverability: "organization:read",
  commsvc_dead_letters: "organization:read",
  commsvc_data_export_create: "organization:read",
  commsvc_data_exports: "organization:read",
  commsvc_data_export_download: "organization:read",
  commsvc_deletion_request: "organization:read",
  // Contacts' data outside the CRM tools: reads crm:read, writes crm:write.
  commsvc_audience_create: "crm:write",
  commsvc_audience_update: "crm:write",
  commsvc_audience_delete: "crm:write",
  commsvc_audience_member_add: "crm:write",
  commsvc_audience_member_remove: "crm:write",
  commsvc_audience_get: "crm:read",
  commsvc_audiences: "crm:read",
  commsvc_audience_members: "crm:read",
  commsvc_contact_import_preview: "crm:write",
  commsvc_contact_import_confirm: "crm:write",
  commsvc_contact_import_get: "crm:read",
  commsvc_contact_imports: "crm:read",
  commsvc_contact_import_errors: "crm:read",
  commsvc_contacts_export: "crm:read",
  commsvc_contact_file_get: "crm:read",
  commsvc_contact_marketing_get: "crm:read",
  commsvc_contact_marketing_put: "crm:write",
  // A double opt-in e-mail is mail sent to a contact: sending.
  commsvc_contact_optin_request: "messages:send",
  // Campaigns: drafts are CRM writes; launching and changing the send status is sending.
  commsvc_campaign_create: "crm:write",
  commsvc_campaign_get: "crm:read",
  commsvc_campaigns: "crm:read",
  commsvc_campaign_report: "crm:read",
  commsvc_campaign_update: (args) => (args.status !== undefined ? "messages:send" : "crm:write"),
  commsvc_campaign_launch: "messages:send",
  // Sending domains hold a relay credential: organization:admin to add. Templates are campaign drafts' content.
  commsvc_domain_add: "organization:admin",
  commsvc_domain_list: "crm:read",
  commsvc_template_create: "crm:write",
  commsvc_template_publish: "crm:write",
  commsvc_template_list: "crm:read",
  commsvc_billing_purchase: "messages:send",
};
