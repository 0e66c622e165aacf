import type { HousingPersonHandlers } from "../../../generated/housing/server";
import type { HousingDeps } from "../support/deps";
import { startAlertJob } from "./alerts/job";
import { alertSettingsFrom } from "./alerts/settings";
import { accountTools } from "./tools/account";
import { alertTools } from "./tools/alerts";
import { draftTools } from "./tools/drafts";
import { requestTools } from "./tools/requests";
import { threadTools } from "./tools/threads";

/**
 * The `person` tools of the housing service (spec/housing.json, group `person`): they act only for
 * the signed-in person (`ctx.auth.subject`), and record that an assistant acted (MCP calls are an
 * assistant's; the browser pages are the person's). Records: ./store; alerts: ./alerts.
 */
export function personHandlers(deps: HousingDeps): HousingPersonHandlers {
  return {
    ...accountTools(deps),
    ...alertTools(deps),
    ...draftTools(deps),
    ...requestTools(deps),
    ...threadTools(deps),
  };
}

/** Starts the person group's background work (the listing-alert job); returns the function that stops it. */
export function startPersonJobs(deps: HousingDeps): Promise<() => void> {
  return startAlertJob(deps, alertSettingsFrom(deps.env.config.env));
}
