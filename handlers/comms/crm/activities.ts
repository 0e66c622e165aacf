import { notImplemented } from "../../../generator/runtime";
import type { CommsCrmActivitiesHandlers } from "../../../generated/comms/server";

/**
 * Handlers of the `crm.activities` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const crmActivitiesHandlers = {
  commsvc_crm_activities_create: notImplemented("commsvc_crm_activities_create"),
  commsvc_crm_activities_delete: notImplemented("commsvc_crm_activities_delete"),
  commsvc_crm_activities_get: notImplemented("commsvc_crm_activities_get"),
  commsvc_crm_activities_list: notImplemented("commsvc_crm_activities_list"),
  commsvc_crm_activities_update: notImplemented("commsvc_crm_activities_update"),
} satisfies CommsCrmActivitiesHandlers;
