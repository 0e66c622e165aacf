import { notImplemented } from "../../generator/runtime";
import type { CommsCampaignsHandlers } from "../../generated/comms/server";

/**
 * Handlers of the `campaigns` tools of the Tenant Messaging and CRM Service (spec/comms.json). Created by `mcpforge
 * scaffold`; yours to edit. Spread into the tools object of handlers/comms/index.ts.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export const campaignsHandlers = {
  commsvc_campaign_create: notImplemented("commsvc_campaign_create"),
  commsvc_campaign_get: notImplemented("commsvc_campaign_get"),
  commsvc_campaign_launch: notImplemented("commsvc_campaign_launch"),
  commsvc_campaign_report: notImplemented("commsvc_campaign_report"),
  commsvc_campaign_update: notImplemented("commsvc_campaign_update"),
  commsvc_campaigns: notImplemented("commsvc_campaigns"),
} satisfies CommsCampaignsHandlers;
