import { notImplemented } from "../../../generator/runtime";
import type { CommsCrmCompaniesHandlers } from "../../../generated/comms/server";

/**
 * Handlers of the `crm.companies` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const crmCompaniesHandlers = {
  commsvc_crm_companies_create: notImplemented("commsvc_crm_companies_create"),
  commsvc_crm_companies_delete: notImplemented("commsvc_crm_companies_delete"),
  commsvc_crm_companies_get: notImplemented("commsvc_crm_companies_get"),
  commsvc_crm_companies_list: notImplemented("commsvc_crm_companies_list"),
  commsvc_crm_companies_update: notImplemented("commsvc_crm_companies_update"),
} satisfies CommsCrmCompaniesHandlers;
