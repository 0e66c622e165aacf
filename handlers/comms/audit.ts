import { notImplemented } from "../../generator/runtime";
import type { CommsAuditHandlers } from "../../generated/comms/server";

/**
 * Handlers of the `audit` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const auditHandlers = {
  commsvc_audit: notImplemented("commsvc_audit"),
} satisfies CommsAuditHandlers;
