import { notImplemented } from "../../generator/runtime";
import type { CommsImportsHandlers } from "../../generated/comms/server";

/**
 * Handlers of the `imports` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const importsHandlers = {
  commsvc_contact_file_get: notImplemented("commsvc_contact_file_get"),
  commsvc_contact_import_confirm: notImplemented("commsvc_contact_import_confirm"),
  commsvc_contact_import_errors: notImplemented("commsvc_contact_import_errors"),
  commsvc_contact_import_get: notImplemented("commsvc_contact_import_get"),
  commsvc_contact_import_preview: notImplemented("commsvc_contact_import_preview"),
  commsvc_contact_imports: notImplemented("commsvc_contact_imports"),
  commsvc_contacts_export: notImplemented("commsvc_contacts_export"),
} satisfies CommsImportsHandlers;
