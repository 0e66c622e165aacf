import { defineHandlers, notImplemented } from "../../generator/runtime";
import type { FreightHandlers } from "../../generated/freight/server";

/**
 * Handlers of the Freight Information Service (spec/freight.json). Created by `mcpforge scaffold`; yours to edit.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export default defineHandlers<FreightHandlers>(() => ({
  tools: {
    create_inquiry: notImplemented("create_inquiry"),
    get_airport: notImplemented("get_airport"),
    get_carrier: notImplemented("get_carrier"),
    get_company_info: notImplemented("get_company_info"),
    get_faq: notImplemented("get_faq"),
    get_rate_reference: notImplemented("get_rate_reference"),
    get_route: notImplemented("get_route"),
    health: notImplemented("health"),
    list_languages: notImplemented("list_languages"),
    search_routes: notImplemented("search_routes"),
  } satisfies FreightHandlers,
}));
