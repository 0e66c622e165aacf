import { notImplemented } from "../../generator/runtime";
import type { CommsAudiencesHandlers } from "../../generated/comms/server";

/**
 * Handlers of the `audiences` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const audiencesHandlers = {
  commsvc_audience_create: notImplemented("commsvc_audience_create"),
  commsvc_audience_delete: notImplemented("commsvc_audience_delete"),
  commsvc_audience_get: notImplemented("commsvc_audience_get"),
  commsvc_audience_member_add: notImplemented("commsvc_audience_member_add"),
  commsvc_audience_member_remove: notImplemented("commsvc_audience_member_remove"),
  commsvc_audience_members: notImplemented("commsvc_audience_members"),
  commsvc_audience_update: notImplemented("commsvc_audience_update"),
  commsvc_audiences: notImplemented("commsvc_audiences"),
} satisfies CommsAudiencesHandlers;
