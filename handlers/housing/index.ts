import { defineHandlers, notImplemented } from "../../generator/runtime";
import type { HousingHandlers } from "../../generated/housing/server";

/**
 * Handlers of the Housing (ADU) Service (spec/housing.json). Created by `mcpforge scaffold`; yours to edit.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export default defineHandlers<HousingHandlers>(() => ({
  tools: {
    ask_adu: notImplemented("ask_adu"),
    draft_listing: notImplemented("draft_listing"),
    estimate_permit_fees: notImplemented("estimate_permit_fees"),
    fetch: notImplemented("fetch"),
    get_adu_rules: notImplemented("get_adu_rules"),
    get_my_activity: notImplemented("get_my_activity"),
    get_rent_estimate: notImplemented("get_rent_estimate"),
    get_rental: notImplemented("get_rental"),
    get_thread: notImplemented("get_thread"),
    match_plans_to_lot: notImplemented("match_plans_to_lot"),
    reply_to_thread: notImplemented("reply_to_thread"),
    request_tour: notImplemented("request_tour"),
    resolve_parcel: notImplemented("resolve_parcel"),
    search: notImplemented("search"),
    search_managers: notImplemented("search_managers"),
    search_plans: notImplemented("search_plans"),
    search_rentals: notImplemented("search_rentals"),
    search_services: notImplemented("search_services"),
    send_inquiry: notImplemented("send_inquiry"),
    start_application: notImplemented("start_application"),
    start_listing: notImplemented("start_listing"),
    subscribe_listing_alert: notImplemented("subscribe_listing_alert"),
  } satisfies HousingHandlers,
}));
