import { notImplemented } from "../../../generator/runtime";
import type { HousingPersonHandlers } from "../../../generated/housing/server";
import type { HousingDeps } from "../support/deps";

/** The `person` tools of the housing service (spec/housing.json, group `person`). */
export function personHandlers(_deps: HousingDeps): HousingPersonHandlers {
  return {
    draft_listing: notImplemented("draft_listing"),
    get_my_activity: notImplemented("get_my_activity"),
    get_thread: notImplemented("get_thread"),
    reply_to_thread: notImplemented("reply_to_thread"),
    request_tour: notImplemented("request_tour"),
    send_inquiry: notImplemented("send_inquiry"),
    start_application: notImplemented("start_application"),
    subscribe_listing_alert: notImplemented("subscribe_listing_alert"),
  };
}
