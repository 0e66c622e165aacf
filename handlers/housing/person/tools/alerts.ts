import type { HousingPersonHandlers } from "../../../../generated/housing/server";
import type { SubscribeListingAlertInput, SubscribeListingAlertOutput } from "../../../../generated/housing/types";
import { withContent } from "mcpforge/runtime";
import type { HousingDeps } from "../../support/deps";
import { actorOf } from "../actor";
import { alertSettingsFrom } from "../alerts/settings";
import { forPerson } from "../store";
import { removeSearch, saveSearch, type SavedFilters } from "../store/searches";

/**
 * subscribe_listing_alert: the person's one saved search, replaced by every call, removed with
 * `unsubscribe: true`. Alerts cover listings published after the call (alerts/job.ts).
 *
 * Without HOUSING_ALERT_SMTP the search is saved but no e-mail goes out until it is set:
 * `alert_email: "not_configured"` says so to programs, a second text block to the model.
 */
export function alertTools(deps: HousingDeps): Pick<HousingPersonHandlers, "subscribe_listing_alert"> {
  const mailing = alertSettingsFrom(deps.env.config.env).smtp !== undefined;
  const alert_email = mailing ? "on" : "not_configured";
  return {
    async subscribe_listing_alert(args, ctx) {
      const actor = actorOf(ctx);
      const now = deps.clock.now().getTime();
      if (args.unsubscribe === true) {
        const had = await forPerson(deps.person.ctx, actor.person, (trx) => removeSearch(trx, actor, now));
        return { subscribed: false, replaced_previous: had, saved_search: null, alert_email };
      }
      if (args.min_price !== undefined && args.max_price !== undefined && args.min_price > args.max_price) {
        throw ctx.error("invalid_range", `min_price (${args.min_price}) is greater than max_price (${args.max_price}): swap them or drop one.`, { fields: ["min_price", "max_price"] });
      }
      const filters = savedFilters(args);
      const { replaced } = await forPerson(deps.person.ctx, actor.person, (trx) => saveSearch(trx, actor, now, filters));
      const result: SubscribeListingAlertOutput = { subscribed: true, replaced_previous: replaced, saved_search: filters, alert_email };
      return mailing ? result : withContent(result, [{ type: "text", text: JSON.stringify(result) }, { type: "text", text: ALERTS_OFF }]);
    },
  };
}

/** The note of a subscription saved while alert e-mail is not configured. */
const ALERTS_OFF =
  "Alert e-mail is not configured on this server (HOUSING_ALERT_SMTP is unset): the search is saved, but no alert e-mail is sent until the operator sets HOUSING_ALERT_SMTP.";

function savedFilters(a: SubscribeListingAlertInput): SavedFilters {
  return {
    city: a.city?.trim() || null,
    min_price: a.min_price ?? null,
    max_price: a.max_price ?? null,
    bedrooms_min: a.bedrooms_min ?? null,
    bathrooms_min: a.bathrooms_min ?? null,
    property_type: a.property_type ?? null,
    furnished: a.furnished ?? null,
    pets_allowed: a.pets_allowed ?? null,
    permit_verified_only: a.permit_verified_only ?? true,
  };
}
