import { notImplemented } from "../../generator/runtime";
import type { CommsKeysHandlers } from "../../generated/comms/server";

/**
 * Handlers of the `keys` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const keysHandlers = {
  commsvc_api_key_create: notImplemented("commsvc_api_key_create"),
  commsvc_api_key_revoke: notImplemented("commsvc_api_key_revoke"),
  commsvc_api_keys: notImplemented("commsvc_api_keys"),
} satisfies CommsKeysHandlers;
