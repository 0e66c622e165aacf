import { notImplemented } from "../../generator/runtime";
import type { CommsOrgHandlers } from "../../generated/comms/server";

/**
 * Handlers of the `org` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const orgHandlers = {
  commsvc_context: notImplemented("commsvc_context"),
  commsvc_organization_create: notImplemented("commsvc_organization_create"),
} satisfies CommsOrgHandlers;
