import { notImplemented } from "../../../generator/runtime";
import type { CommsCrmStagesHandlers } from "../../../generated/comms/server";

/**
 * Handlers of the `crm.stages` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const crmStagesHandlers = {
  commsvc_crm_stages_create: notImplemented("commsvc_crm_stages_create"),
  commsvc_crm_stages_delete: notImplemented("commsvc_crm_stages_delete"),
  commsvc_crm_stages_get: notImplemented("commsvc_crm_stages_get"),
  commsvc_crm_stages_list: notImplemented("commsvc_crm_stages_list"),
  commsvc_crm_stages_update: notImplemented("commsvc_crm_stages_update"),
} satisfies CommsCrmStagesHandlers;
