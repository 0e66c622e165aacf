import { notImplemented } from "../../generator/runtime";
import type { CommsConsentHandlers } from "../../generated/comms/server";

/**
 * Handlers of the `consent` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const consentHandlers = {
  commsvc_contact_marketing_get: notImplemented("commsvc_contact_marketing_get"),
  commsvc_contact_marketing_put: notImplemented("commsvc_contact_marketing_put"),
} satisfies CommsConsentHandlers;
