import { notImplemented } from "../../../generator/runtime";
import type { CommsCrmDealsHandlers } from "../../../generated/comms/server";

/**
 * Handlers of the `crm.deals` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const crmDealsHandlers = {
  commsvc_crm_deals_create: notImplemented("commsvc_crm_deals_create"),
  commsvc_crm_deals_delete: notImplemented("commsvc_crm_deals_delete"),
  commsvc_crm_deals_get: notImplemented("commsvc_crm_deals_get"),
  commsvc_crm_deals_list: notImplemented("commsvc_crm_deals_list"),
  commsvc_crm_deals_update: notImplemented("commsvc_crm_deals_update"),
} satisfies CommsCrmDealsHandlers;
