import { notImplemented } from "../../generator/runtime";
import type { CommsBillingHandlers } from "../../generated/comms/server";

/**
 * Handlers of the `billing` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const billingHandlers = {
  commsvc_billing: notImplemented("commsvc_billing"),
  commsvc_billing_catalog: notImplemented("commsvc_billing_catalog"),
  commsvc_billing_purchase: notImplemented("commsvc_billing_purchase"),
} satisfies CommsBillingHandlers;
