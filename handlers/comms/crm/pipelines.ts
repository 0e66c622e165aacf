import { notImplemented } from "../../../generator/runtime";
import type { CommsCrmPipelinesHandlers } from "../../../generated/comms/server";

/**
 * Handlers of the `crm.pipelines` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const crmPipelinesHandlers = {
  commsvc_crm_pipelines_create: notImplemented("commsvc_crm_pipelines_create"),
  commsvc_crm_pipelines_delete: notImplemented("commsvc_crm_pipelines_delete"),
  commsvc_crm_pipelines_get: notImplemented("commsvc_crm_pipelines_get"),
  commsvc_crm_pipelines_list: notImplemented("commsvc_crm_pipelines_list"),
  commsvc_crm_pipelines_update: notImplemented("commsvc_crm_pipelines_update"),
} satisfies CommsCrmPipelinesHandlers;
