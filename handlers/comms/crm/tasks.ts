import { notImplemented } from "../../../generator/runtime";
import type { CommsCrmTasksHandlers } from "../../../generated/comms/server";

/**
 * Handlers of the `crm.tasks` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const crmTasksHandlers = {
  commsvc_crm_tasks_create: notImplemented("commsvc_crm_tasks_create"),
  commsvc_crm_tasks_delete: notImplemented("commsvc_crm_tasks_delete"),
  commsvc_crm_tasks_get: notImplemented("commsvc_crm_tasks_get"),
  commsvc_crm_tasks_list: notImplemented("commsvc_crm_tasks_list"),
  commsvc_crm_tasks_update: notImplemented("commsvc_crm_tasks_update"),
} satisfies CommsCrmTasksHandlers;
