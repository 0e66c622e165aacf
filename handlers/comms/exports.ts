import { notImplemented } from "../../generator/runtime";
import type { CommsExportsHandlers } from "../../generated/comms/server";

/**
 * Handlers of the `exports` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const exportsHandlers = {
  commsvc_data_export_create: notImplemented("commsvc_data_export_create"),
  commsvc_data_export_download: notImplemented("commsvc_data_export_download"),
  commsvc_data_exports: notImplemented("commsvc_data_exports"),
} satisfies CommsExportsHandlers;
