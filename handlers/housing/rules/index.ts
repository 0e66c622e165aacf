import { notImplemented } from "../../../generator/runtime";
import type { HousingRulesHandlers } from "../../../generated/housing/server";
import type { HousingDeps } from "../support/deps";

/** The `rules` tools of the housing service (spec/housing.json, group `rules`). */
export function rulesHandlers(_deps: HousingDeps): HousingRulesHandlers {
  return {
    ask_adu: notImplemented("ask_adu"),
    estimate_permit_fees: notImplemented("estimate_permit_fees"),
    get_adu_rules: notImplemented("get_adu_rules"),
  };
}
