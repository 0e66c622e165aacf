import { notImplemented } from "../../../generator/runtime";
import type { CommsCrmContactsHandlers } from "../../../generated/comms/server";

/**
 * Handlers of the `crm.contacts` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const crmContactsHandlers = {
  commsvc_crm_contacts_create: notImplemented("commsvc_crm_contacts_create"),
  commsvc_crm_contacts_delete: notImplemented("commsvc_crm_contacts_delete"),
  commsvc_crm_contacts_get: notImplemented("commsvc_crm_contacts_get"),
  commsvc_crm_contacts_list: notImplemented("commsvc_crm_contacts_list"),
  commsvc_crm_contacts_update: notImplemented("commsvc_crm_contacts_update"),
} satisfies CommsCrmContactsHandlers;
