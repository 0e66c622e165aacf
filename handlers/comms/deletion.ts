import { notImplemented } from "../../generator/runtime";
import type { CommsDeletionHandlers } from "../../generated/comms/server";

/**
 * Handlers of the `deletion` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const deletionHandlers = {
  commsvc_deletion_cancel: notImplemented("commsvc_deletion_cancel"),
  commsvc_deletion_request: notImplemented("commsvc_deletion_request"),
  commsvc_deletion_schedule: notImplemented("commsvc_deletion_schedule"),
} satisfies CommsDeletionHandlers;
