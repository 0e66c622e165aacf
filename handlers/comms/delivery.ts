import { notImplemented } from "../../generator/runtime";
import type { CommsDeliveryHandlers } from "../../generated/comms/server";

/**
 * Handlers of the `delivery` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const deliveryHandlers = {
  commsvc_dead_letter_replay: notImplemented("commsvc_dead_letter_replay"),
  commsvc_dead_letters: notImplemented("commsvc_dead_letters"),
  commsvc_deliverability: notImplemented("commsvc_deliverability"),
} satisfies CommsDeliveryHandlers;
