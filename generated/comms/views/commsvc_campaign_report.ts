// Generated from spec/comms.json by npm run generate. DO NOT EDIT.
import { App } from "@modelcontextprotocol/ext-apps";
import type * as T from "../types";

/** The result a commsvc_campaign_report view renders: the tool's structuredContent, typed from its outputSchema. */
export type Result = T.CommsvcCampaignReportOutput;

/** Every tool of comms a view may call, with its arguments and result types. */
export interface Tools {
  "commsvc_api_key_create": { input: T.CommsvcApiKeyCreateClientInput; output: T.CommsvcApiKeyCreateOutput };
  "commsvc_api_key_revoke": { input: T.CommsvcApiKeyRevokeClientInput; output: T.CommsvcApiKeyRevokeOutput };
  "commsvc_api_keys": { input: T.CommsvcApiKeysClientInput; output: T.CommsvcApiKeysOutput };
  "commsvc_audience_create": { input: T.CommsvcAudienceCreateClientInput; output: T.CommsvcAudienceCreateOutput };
  "commsvc_audience_delete": { input: T.CommsvcAudienceDeleteClientInput; output: T.CommsvcAudienceDeleteOutput };
  "commsvc_audience_get": { input: T.CommsvcAudienceGetClientInput; output: T.CommsvcAudienceGetOutput };
  "commsvc_audience_member_add": { input: T.CommsvcAudienceMemberAddClientInput; output: T.CommsvcAudienceMemberAddOutput };
  "commsvc_audience_member_remove": { input: T.CommsvcAudienceMemberRemoveClientInput; output: T.CommsvcAudienceMemberRemoveOutput };
  "commsvc_audience_members": { input: T.CommsvcAudienceMembersClientInput; output: T.CommsvcAudienceMembersOutput };
  "commsvc_audience_update": { input: T.CommsvcAudienceUpdateClientInput; output: T.CommsvcAudienceUpdateOutput };
  "commsvc_audiences": { input: T.CommsvcAudiencesClientInput; output: T.CommsvcAudiencesOutput };
  "commsvc_audit": { input: T.CommsvcAuditClientInput; output: T.CommsvcAuditOutput };
  "commsvc_billing": { input: T.CommsvcBillingClientInput; output: T.CommsvcBillingOutput };
  "commsvc_billing_catalog": { input: T.CommsvcBillingCatalogClientInput; output: T.CommsvcBillingCatalogOutput };
  "commsvc_billing_purchase": { input: T.CommsvcBillingPurchaseClientInput; output: T.CommsvcBillingPurchaseOutput };
  "commsvc_campaign_create": { input: T.CommsvcCampaignCreateClientInput; output: T.CommsvcCampaignCreateOutput };
  "commsvc_campaign_get": { input: T.CommsvcCampaignGetClientInput; output: T.CommsvcCampaignGetOutput };
  "commsvc_campaign_launch": { input: T.CommsvcCampaignLaunchClientInput; output: T.CommsvcCampaignLaunchOutput };
  "commsvc_campaign_report": { input: T.CommsvcCampaignReportClientInput; output: T.CommsvcCampaignReportOutput };
  "commsvc_campaign_update": { input: T.CommsvcCampaignUpdateClientInput; output: T.CommsvcCampaignUpdateOutput };
  "commsvc_campaigns": { input: T.CommsvcCampaignsClientInput; output: T.CommsvcCampaignsOutput };
  "commsvc_contact_file_get": { input: T.CommsvcContactFileGetClientInput; output: T.CommsvcContactFileGetOutput };
  "commsvc_contact_import_confirm": { input: T.CommsvcContactImportConfirmClientInput; output: T.CommsvcContactImportConfirmOutput };
  "commsvc_contact_import_errors": { input: T.CommsvcContactImportErrorsClientInput; output: T.CommsvcContactImportErrorsOutput };
  "commsvc_contact_import_get": { input: T.CommsvcContactImportGetClientInput; output: T.CommsvcContactImportGetOutput };
  "commsvc_contact_import_preview": { input: T.CommsvcContactImportPreviewClientInput; output: T.CommsvcContactImportPreviewOutput };
  "commsvc_contact_imports": { input: T.CommsvcContactImportsClientInput; output: T.CommsvcContactImportsOutput };
  "commsvc_contact_marketing_get": { input: T.CommsvcContactMarketingGetClientInput; output: T.CommsvcContactMarketingGetOutput };
  "commsvc_contact_marketing_put": { input: T.CommsvcContactMarketingPutClientInput; output: T.CommsvcContactMarketingPutOutput };
  "commsvc_contact_optin_request": { input: T.CommsvcContactOptinRequestClientInput; output: T.CommsvcContactOptinRequestOutput };
  "commsvc_contacts_export": { input: T.CommsvcContactsExportClientInput; output: T.CommsvcContactsExportOutput };
  "commsvc_context": { input: T.CommsvcContextClientInput; output: T.CommsvcContextOutput };
  "commsvc_crm_activities_create": { input: T.CommsvcCrmActivitiesCreateClientInput; output: T.CommsvcCrmActivitiesCreateOutput };
  "commsvc_crm_activities_delete": { input: T.CommsvcCrmActivitiesDeleteClientInput; output: T.CommsvcCrmActivitiesDeleteOutput };
  "commsvc_crm_activities_get": { input: T.CommsvcCrmActivitiesGetClientInput; output: T.CommsvcCrmActivitiesGetOutput };
  "commsvc_crm_activities_list": { input: T.CommsvcCrmActivitiesListClientInput; output: T.CommsvcCrmActivitiesListOutput };
  "commsvc_crm_activities_update": { input: T.CommsvcCrmActivitiesUpdateClientInput; output: T.CommsvcCrmActivitiesUpdateOutput };
  "commsvc_crm_companies_create": { input: T.CommsvcCrmCompaniesCreateClientInput; output: T.CommsvcCrmCompaniesCreateOutput };
  "commsvc_crm_companies_delete": { input: T.CommsvcCrmCompaniesDeleteClientInput; output: T.CommsvcCrmCompaniesDeleteOutput };
  "commsvc_crm_companies_get": { input: T.CommsvcCrmCompaniesGetClientInput; output: T.CommsvcCrmCompaniesGetOutput };
  "commsvc_crm_companies_list": { input: T.CommsvcCrmCompaniesListClientInput; output: T.CommsvcCrmCompaniesListOutput };
  "commsvc_crm_companies_update": { input: T.CommsvcCrmCompaniesUpdateClientInput; output: T.CommsvcCrmCompaniesUpdateOutput };
  "commsvc_crm_contacts_create": { input: T.CommsvcCrmContactsCreateClientInput; output: T.CommsvcCrmContactsCreateOutput };
  "commsvc_crm_contacts_delete": { input: T.CommsvcCrmContactsDeleteClientInput; output: T.CommsvcCrmContactsDeleteOutput };
  "commsvc_crm_contacts_get": { input: T.CommsvcCrmContactsGetClientInput; output: T.CommsvcCrmContactsGetOutput };
  "commsvc_crm_contacts_list": { input: T.CommsvcCrmContactsListClientInput; output: T.CommsvcCrmContactsListOutput };
  "commsvc_crm_contacts_update": { input: T.CommsvcCrmContactsUpdateClientInput; output: T.CommsvcCrmContactsUpdateOutput };
  "commsvc_crm_deals_create": { input: T.CommsvcCrmDealsCreateClientInput; output: T.CommsvcCrmDealsCreateOutput };
  "commsvc_crm_deals_delete": { input: T.CommsvcCrmDealsDeleteClientInput; output: T.CommsvcCrmDealsDeleteOutput };
  "commsvc_crm_deals_get": { input: T.CommsvcCrmDealsGetClientInput; output: T.CommsvcCrmDealsGetOutput };
  "commsvc_crm_deals_list": { input: T.CommsvcCrmDealsListClientInput; output: T.CommsvcCrmDealsListOutput };
  "commsvc_crm_deals_update": { input: T.CommsvcCrmDealsUpdateClientInput; output: T.CommsvcCrmDealsUpdateOutput };
  "commsvc_crm_pipelines_create": { input: T.CommsvcCrmPipelinesCreateClientInput; output: T.CommsvcCrmPipelinesCreateOutput };
  "commsvc_crm_pipelines_delete": { input: T.CommsvcCrmPipelinesDeleteClientInput; output: T.CommsvcCrmPipelinesDeleteOutput };
  "commsvc_crm_pipelines_get": { input: T.CommsvcCrmPipelinesGetClientInput; output: T.CommsvcCrmPipelinesGetOutput };
  "commsvc_crm_pipelines_list": { input: T.CommsvcCrmPipelinesListClientInput; output: T.CommsvcCrmPipelinesListOutput };
  "commsvc_crm_pipelines_update": { input: T.CommsvcCrmPipelinesUpdateClientInput; output: T.CommsvcCrmPipelinesUpdateOutput };
  "commsvc_crm_stages_create": { input: T.CommsvcCrmStagesCreateClientInput; output: T.CommsvcCrmStagesCreateOutput };
  "commsvc_crm_stages_delete": { input: T.CommsvcCrmStagesDeleteClientInput; output: T.CommsvcCrmStagesDeleteOutput };
  "commsvc_crm_stages_get": { input: T.CommsvcCrmStagesGetClientInput; output: T.CommsvcCrmStagesGetOutput };
  "commsvc_crm_stages_list": { input: T.CommsvcCrmStagesListClientInput; output: T.CommsvcCrmStagesListOutput };
  "commsvc_crm_stages_update": { input: T.CommsvcCrmStagesUpdateClientInput; output: T.CommsvcCrmStagesUpdateOutput };
  "commsvc_crm_tasks_create": { input: T.CommsvcCrmTasksCreateClientInput; output: T.CommsvcCrmTasksCreateOutput };
  "commsvc_crm_tasks_delete": { input: T.CommsvcCrmTasksDeleteClientInput; output: T.CommsvcCrmTasksDeleteOutput };
  "commsvc_crm_tasks_get": { input: T.CommsvcCrmTasksGetClientInput; output: T.CommsvcCrmTasksGetOutput };
  "commsvc_crm_tasks_list": { input: T.CommsvcCrmTasksListClientInput; output: T.CommsvcCrmTasksListOutput };
  "commsvc_crm_tasks_update": { input: T.CommsvcCrmTasksUpdateClientInput; output: T.CommsvcCrmTasksUpdateOutput };
  "commsvc_data_export_create": { input: T.CommsvcDataExportCreateClientInput; output: T.CommsvcDataExportCreateOutput };
  "commsvc_data_export_download": { input: T.CommsvcDataExportDownloadClientInput; output: T.CommsvcDataExportDownloadOutput };
  "commsvc_data_exports": { input: T.CommsvcDataExportsClientInput; output: T.CommsvcDataExportsOutput };
  "commsvc_dead_letter_replay": { input: T.CommsvcDeadLetterReplayClientInput; output: T.CommsvcDeadLetterReplayOutput };
  "commsvc_dead_letters": { input: T.CommsvcDeadLettersClientInput; output: T.CommsvcDeadLettersOutput };
  "commsvc_deletion_cancel": { input: T.CommsvcDeletionCancelClientInput; output: T.CommsvcDeletionCancelOutput };
  "commsvc_deletion_request": { input: T.CommsvcDeletionRequestClientInput; output: T.CommsvcDeletionRequestOutput };
  "commsvc_deletion_schedule": { input: T.CommsvcDeletionScheduleClientInput; output: T.CommsvcDeletionScheduleOutput };
  "commsvc_deliverability": { input: T.CommsvcDeliverabilityClientInput; output: T.CommsvcDeliverabilityOutput };
  "commsvc_domain_add": { input: T.CommsvcDomainAddClientInput; output: T.CommsvcDomainAddOutput };
  "commsvc_domain_list": { input: T.CommsvcDomainListClientInput; output: T.CommsvcDomainListOutput };
  "commsvc_organization_create": { input: T.CommsvcOrganizationCreateClientInput; output: T.CommsvcOrganizationCreateOutput };
  "commsvc_template_create": { input: T.CommsvcTemplateCreateClientInput; output: T.CommsvcTemplateCreateOutput };
  "commsvc_template_list": { input: T.CommsvcTemplateListClientInput; output: T.CommsvcTemplateListOutput };
  "commsvc_template_publish": { input: T.CommsvcTemplatePublishClientInput; output: T.CommsvcTemplatePublishOutput };
}

/** A refused or failed call: the error object of the result's text (docs/errors), or its text. */
export interface CallError {
  code: string;
  message: string;
}

export const TOOL = "commsvc_campaign_report";

/** Connects to the host; `render` gets each successful commsvc_campaign_report result, `failed` each error. */
export function mountView(render: (result: Result, app: App) => void, failed: (error: CallError, app: App) => void): App {
  const app = new App({ name: "comms/commsvc_campaign_report", version: "1.0.0" });
  app.ontoolresult = (r) => {
    if (r.isError || r.structuredContent === undefined) failed(errorOf(r.content), app);
    else render(r.structuredContent as unknown as Result, app);
  };
  void app.connect();
  return app;
}

/** Calls `name` on this view's server through the host. */
export async function callTool<K extends keyof Tools>(app: App, name: K, args: Tools[K]["input"]): Promise<{ ok: true; result: Tools[K]["output"] } | { ok: false; error: CallError }> {
  let r: Awaited<ReturnType<App["callServerTool"]>>;
  try {
    r = await app.callServerTool({ name, arguments: args as unknown as Record<string, unknown> });
  } catch (err) {
    return { ok: false, error: { code: "call_failed", message: err instanceof Error ? err.message : String(err) } };
  }
  if (r.isError || r.structuredContent === undefined) return { ok: false, error: errorOf(r.content) };
  return { ok: true, result: r.structuredContent as unknown as Tools[K]["output"] };
}

function errorOf(content: unknown): CallError {
  const text = Array.isArray(content) ? content.map((c: { type?: string; text?: string }) => (c.type === "text" ? c.text : "")).join("\n") : "";
  const json = text.indexOf("\n{");
  try {
    const e = (JSON.parse(text.slice(json + 1)) as { error?: CallError }).error;
    if (json >= 0 && e && typeof e.code === "string") return { code: e.code, message: String(e.message) };
  } catch {
    // not the error contract's shape: keep the text
  }
  return { code: "error", message: text || "the call failed" };
}
